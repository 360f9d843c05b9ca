/// Builds a real one-page PDF (the look-book cover, with its title in Helvetica) whose size is
/// brought to `byteCount` by an embedded binary stream, as a look-book's pictures would.
enum PDFFile {
    static func make(title: String, byteCount: Int, random: inout SplitMix64) -> [UInt8] {
        let safeTitle = String(title.unicodeScalars.filter { $0.isASCII && !"()\\".unicodeScalars.contains($0) })
        let content = "BT /F1 28 Tf 72 760 Td (\(safeTitle)) Tj ET"
        var file = Array("%PDF-1.4\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]
        var offsets: [Int] = []
        func object(_ text: String) {
            offsets.append(file.count)
            file += Array("\(offsets.count) 0 obj\n\(text)\nendobj\n".utf8)
        }
        object("<< /Type /Catalog /Pages 2 0 R >>")
        object("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        object("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>")
        object("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
        let fillerLength = max(0, byteCount - file.count - 400)
        offsets.append(file.count)
        file += Array("6 0 obj\n<< /Length \(fillerLength) >>\nstream\n".utf8)
        file.appendRandomBytes(fillerLength, using: &random)
        file += Array("\nendstream\nendobj\n".utf8)
        let xref = file.count
        var table = "xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            table += DecimalComma.padded(offset, width: 10) + " 00000 n \n"
        }
        table += "trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return file + Array(table.utf8)
    }
}
