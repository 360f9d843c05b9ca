// Built with the package trait AsyncHTTPClient only (see Package.swift, `traits`).
#if AsyncHTTPClient
import AsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import NIOHTTP1
import Networking

extension HTTPClientRequest {
    /// The AsyncHTTPClient request for a Networking `TransportRequest`.
    init(_ request: TransportRequest) throws(NetworkError) {
        guard let url = request.urlRequest.url else {
            throw NetworkError.invalidRequest(reason: "request has no URL")
        }
        self.init(url: url.absoluteString)
        method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.urlRequest.allHTTPHeaderFields ?? [:] {
            headers.add(name: name, value: value)
        }
        switch request.upload {
        case .data(let data):
            body = .bytes(data)
        case .file(let file):
            guard let length = request.uploadLength(), let chunks = FileChunks(url: file, progress: request.progress, total: length) else {
                throw NetworkError.invalidRequest(reason: "cannot read upload file \(file.path)")
            }
            body = .stream(chunks, length: .known(length))
        case nil:
            if let data = request.urlRequest.httpBody { body = .bytes(data) }
        }
    }
}
#endif
