import DiagnosticText

/// A template's text with its name, kept as UTF-8 bytes so the lexer can scan without copying.
struct SourceText: Sendable {
    let name: String
    let bytes: [UInt8]

    init(name: String, text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
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
