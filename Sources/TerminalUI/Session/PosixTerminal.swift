import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal on POSIX systems: termios for raw mode, `TIOCGWINSZ` for the size, a
/// dispatch read source for input. On a system without termios every call fails with
/// `.unsupportedPlatform` or does nothing.
///
/// Its own lock, not `Locked`: what it guards (the read source, the saved termios) is not
/// `Sendable`, and the lock is held across the system calls that read and set the mode. Both are
/// only read and written with `lock` held, hence `@unchecked Sendable`.
public final class PosixTerminal: TerminalControl, @unchecked Sendable {
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private let lock = NSLock()
    private var readSource: (any DispatchSourceRead)?
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    private var savedMode: termios?
    #endif

    /// A terminal on standard input and standard output (or other descriptors).
    public init(input: Int32 = 0, output: Int32 = 1) {
        inputDescriptor = input
        outputDescriptor = output
    }

    /// Remembers the termios settings (the first time) and switches to raw mode; `.notATerminal`
    /// when standard input is a pipe or a file.
    public func enterRawMode() throws(TerminalError) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        lock.lock()
        defer { lock.unlock() }
        guard isatty(inputDescriptor) == 1 else { throw TerminalError.notATerminal }
        var mode = termios()
        guard tcgetattr(inputDescriptor, &mode) == 0 else { throw TerminalError.systemCall(name: "tcgetattr", errno: errno) }
        if savedMode == nil { savedMode = mode }
        var raw = mode
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else { throw TerminalError.systemCall(name: "tcsetattr", errno: errno) }
        #else
        throw .unsupportedPlatform
        #endif
    }

    /// Puts back the remembered termios settings, once.
    public func restoreMode() {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        lock.withLock {
            guard var mode = savedMode else { return }
            _ = tcsetattr(inputDescriptor, TCSAFLUSH, &mode)
            savedMode = nil
        }
        #endif
    }

    /// Writes all of `bytes`, retrying interrupted and partial writes; gives up silently when the
    /// terminal is gone (there is nobody left to tell).
    public func write(_ bytes: [UInt8]) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = systemWrite(outputDescriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return
                }
            }
        }
        #endif
    }

    /// The window size from `TIOCGWINSZ`.
    public func size() -> TerminalSize? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var window = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
        #else
        return nil
        #endif
    }

    /// Reads standard input on a dispatch read source; end of file or a read error ends the input.
    public func startReading(_ handler: @escaping @Sendable ([UInt8]?) -> Void) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        let descriptor = inputDescriptor
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: DispatchQueue(label: "layers.terminal.input"))
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                handler(Array(buffer[..<count]))
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                self?.stopReading()
                handler(nil)
            }
        }
        lock.withLock {
            readSource?.cancel()
            readSource = source
        }
        source.resume()
        #endif
    }

    /// Cancels the read source.
    public func stopReading() {
        lock.withLock {
            readSource?.cancel()
            readSource = nil
        }
    }
}

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}

private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, bytes, count)
    #else
    Darwin.read(descriptor, bytes, count)
    #endif
}
#endif
