import DiagnosticText

/// A template's text with its name, kept as UTF-8 bytes so the lexer can scan without copying.
struct SourceText: Sendable {
    let name: String
    let bytes: [UInt8]

    init(name: String, text: String) {
        self.name = name
        // Copied in one piece from a native string, rather than byte by byte through its UTF-8 view.
        var text = text
        self.bytes = text.withUTF8 { Array($0) }
    }

    /// The text between two byte offsets.
    subscript(range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// 1-based line and column of a byte offset, and the text of that line.
    func location(of offset: Int) -> (line: Int, column: Int, text: String) {
        SourceLines.location(of: offset, in: bytes)
    }
}
