/// A cursor over the UTF-8 bytes of one YAML document that knows YAML's lexical rules: line breaks, indentation,
/// comments and the scalar styles. `YAMLParser` builds the tree on top of it.
///
/// Positions are byte offsets. Indentation is measured in bytes too; that equals columns because only spaces and
/// `- ` indicators can come before an indented node on its line.
struct YAMLScanner {
    /// The document, without a leading byte order mark.
    let bytes: [UInt8]
    let file: String
    /// The offset of the next byte to read.
    private(set) var pos = 0
    /// The offset where the line holding `pos` starts; `consumeBreak()` keeps it up to date.
    private(set) var lineStart = 0
    private var locator: SourceLocator

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        self.locator = SourceLocator(bytes: bytes)
    }
}

extension UInt8 {
    /// What `peek` returns past the end. Validated input never contains NUL, so it cannot be mistaken for content.
    static let endOfInput: UInt8 = 0
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")

    /// A space or a tab, YAML's "white" characters.
    var isBlank: Bool { self == .space || self == .tab }

    var isBreak: Bool { self == .lineFeed || self == .carriageReturn }

    var isBreakOrEnd: Bool { isBreak || self == .endOfInput }

    /// What must follow `-`, `?` and `:` for them to act as indicators rather than start or continue a scalar.
    var isWhitespaceOrEnd: Bool { isBlank || isBreakOrEnd }

    /// `,` `[` `]` `{` `}`: they end a plain scalar inside a flow collection.
    var isFlowIndicator: Bool {
        switch self {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): true
        default: false
        }
    }
}

// MARK: - Moving

extension YAMLScanner {
    /// The byte `ahead` places past the cursor, or `.endOfInput` past the end.
    func peek(_ ahead: Int = 0) -> UInt8 {
        let index = pos + ahead
        return index < bytes.count ? bytes[index] : .endOfInput
    }

    var isAtEnd: Bool { pos >= bytes.count }

    /// The cursor's distance from the start of its line: the indentation of a node that starts there.
    var column: Int { pos - lineStart }

    /// Moves past indicator characters; line breaks must go through `consumeBreak()`.
    mutating func advance(by count: Int = 1) {
        pos = min(pos + count, bytes.count)
    }

    mutating func skipSpaces() {
        while peek() == .space {
            pos += 1
        }
    }

    /// Skips spaces and tabs.
    mutating func skipBlanks() {
        while peek().isBlank {
            pos += 1
        }
    }

    /// Moves to the line break (or the end of input) that ends the current line.
    mutating func skipToLineEnd() {
        while !peek().isBreakOrEnd {
            pos += 1
        }
    }

    /// Consumes one line break, `\n`, `\r\n` or `\r`, if the cursor is on one.
    mutating func consumeBreak() {
        switch peek() {
        case .carriageReturn: advance(by: peek(1) == .lineFeed ? 2 : 1)
        case .lineFeed: advance()
        default: return
        }
        lineStart = pos
    }

    /// Moves back to the start of the current line, so that the enclosing block reads that line again.
    /// At the end of input there is nothing left to read again.
    mutating func rewindToLineStart() {
        if !isAtEnd {
            pos = lineStart
        }
    }

    /// Saves the cursor, to come back to after looking ahead.
    var checkpoint: (pos: Int, lineStart: Int) { (pos, lineStart) }

    mutating func restore(_ checkpoint: (pos: Int, lineStart: Int)) {
        (pos, lineStart) = checkpoint
    }
}

// MARK: - Recognizing

extension YAMLScanner {
    /// Whether the cursor is at the start of a line that holds `---`, the document start marker.
    var isAtDocumentStart: Bool { isAtMarker(of: UInt8(ascii: "-")) }

    /// Whether the cursor is at the start of a line that holds `...`, the document end marker.
    var isAtDocumentEnd: Bool { isAtMarker(of: UInt8(ascii: ".")) }

    /// Whether the cursor is at a document marker, which ends every block, scalar and flow collection.
    var isAtDocumentMarker: Bool { isAtDocumentStart || isAtDocumentEnd }

    private func isAtMarker(of byte: UInt8) -> Bool {
        pos == lineStart && peek() == byte && peek(1) == byte && peek(2) == byte && peek(3).isWhitespaceOrEnd
    }

    /// Whether the cursor is on a `-` that starts a block sequence entry.
    var isAtSequenceEntry: Bool { peek() == UInt8(ascii: "-") && peek(1).isWhitespaceOrEnd }

    /// Whether the cursor is on a `:` that ends a mapping key: one followed by whitespace or, inside a flow
    /// collection, by a flow indicator. Any other `:` is part of a plain scalar (`http://x`, `a:b`).
    func isAtMappingColon(inFlow: Bool) -> Bool {
        peek() == UInt8(ascii: ":") && (peek(1).isWhitespaceOrEnd || (inFlow && peek(1).isFlowIndicator))
    }

    /// Whether a `#` at the cursor starts a comment: only after whitespace, so `http://x/#frag` stays one scalar.
    var isAtComment: Bool {
        peek() == UInt8(ascii: "#") && (pos == lineStart || bytes[pos - 1].isBlank)
    }
}

// MARK: - Lines

extension YAMLScanner {
    /// Moves to the first character of the next line with content, skipping blank and comment lines.
    ///
    /// Call it at the start of a line. A tab before the content is an error: YAML indents with spaces only.
    /// - Returns: The indentation of that line, or -1 at the end of input and at a document marker, which close
    ///   every block.
    @discardableResult
    mutating func nextContentLineIndent() throws(YAMLError) -> Int {
        while !isAtEnd {
            skipSpaces()
            let indent = column
            if peek() == .tab {
                let tab = pos
                skipBlanks()
                if !peek().isBreakOrEnd && !isAtComment {
                    throw error(Self.tabIndentationMessage, at: tab)
                }
            }
            if isAtComment {
                skipToLineEnd()
            }
            guard peek().isBreakOrEnd else {
                return indent == 0 && isAtDocumentMarker ? -1 : indent
            }
            consumeBreak()
        }
        return -1
    }

    /// Requires the rest of the line after a value to be blank or a comment, and moves to the start of the next line.
    mutating func finishLine() throws(YAMLError) {
        skipBlanks()
        if isAtComment {
            skipToLineEnd()
        }
        switch peek() {
        case let byte where byte.isBreakOrEnd:
            consumeBreak()
        case UInt8(ascii: "#"):
            throw error("a comment needs a space before '#'", at: pos)
        case UInt8(ascii: ":"):
            throw error("a ':' after a key must be followed by a space", at: pos)
        default:
            throw error("unexpected text after the value", at: pos)
        }
    }

    /// Skips the blanks, comments and line breaks between the parts of the flow collection opened at `opener`.
    ///
    /// Line breaks inside a flow collection are only separation, but every new line must still be indented deeper
    /// than the block holding the collection (`parentIndent`), and the collection must close before the document ends.
    mutating func skipFlowSeparation(parentIndent: Int, opener: Int) throws(YAMLError) {
        while true {
            skipBlanks()
            if isAtComment {
                skipToLineEnd()
            }
            if isAtEnd {
                throw unterminatedFlowCollection(opener: opener)
            }
            guard peek().isBreak else { return }
            consumeBreak()
            if isAtDocumentMarker {
                throw unterminatedFlowCollection(opener: opener)
            }
            skipSpaces()
            let indent = column
            let content = pos
            skipBlanks()
            if indent <= parentIndent && !peek().isBreakOrEnd && !isAtComment {
                let (name, closer) = flowCollectionName(opener: opener)
                throw bytes[content] == .tab
                    ? error(Self.tabIndentationMessage, at: content)
                    : lineNotIndentedError(inside: name, opener: opener, parentIndent: parentIndent, closer: closer)
            }
        }
    }
}

// MARK: - Errors

extension YAMLScanner {
    static let tabIndentationMessage = "tab characters are not allowed in indentation; indent with spaces"

    /// The mark of `offset`. Ask in increasing order of offsets where possible: see `SourceLocator`.
    mutating func mark(at offset: Int) -> YAMLMark {
        locator.mark(at: offset)
    }

    mutating func error(_ message: String, at offset: Int) -> YAMLError {
        let (mark, lineText) = locator.locate(offset)
        return YAMLError(file: file, mark: mark, message: message, sourceLine: lineText)
    }

    /// Rejects the control characters YAML does not allow in a document: C0 controls but tab and line breaks, and DEL.
    mutating func validateCharacters() throws(YAMLError) {
        let offset = bytes.firstIndex { byte in
            (byte < 0x20 && !byte.isBlank && !byte.isBreak) || byte == 0x7F
        }
        guard let offset else { return }
        let code = String(bytes[offset], radix: 16, uppercase: true)
        let hex = String(repeating: "0", count: 2 - code.count) + code
        throw error(
            "control character U+00\(hex) is not allowed in YAML; write it as \"\\x\(hex)\" in a double-quoted scalar",
            at: offset)
    }

    /// The name and closing bracket of the flow collection opened at `opener`, for messages.
    func flowCollectionName(opener: Int) -> (name: String, closer: String) {
        bytes[opener] == UInt8(ascii: "[") ? ("flow sequence", "']'") : ("flow mapping", "'}'")
    }

    mutating func unterminatedFlowCollection(opener: Int) -> YAMLError {
        let (name, closer) = flowCollectionName(opener: opener)
        return error("unterminated \(name); add the closing \(closer)", at: opener)
    }

    /// The error for a line inside a multi-line scalar or flow collection that is not indented past its block.
    ///
    /// Most often the closing quote or bracket is missing and the next entry of the block was read as part of it.
    mutating func lineNotIndentedError(inside name: String, opener: Int, parentIndent: Int, closer: String)
        -> YAMLError
    {
        let openMark = mark(at: opener)
        let spaces = parentIndent + 1 == 1 ? "1 space" : "\(parentIndent + 1) spaces"
        return error(
            "bad indentation: a line inside the \(name) opened at \(openMark) must be indented by at least \(spaces);"
                + " is the closing \(closer) missing?",
            at: pos)
    }
}
