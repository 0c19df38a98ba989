/// A plain or quoted scalar as scanned.
struct FlowScalar {
    var scalar: YAMLScalar
    /// Whether it spans lines. Mapping keys must not.
    var isMultiline: Bool
}

// MARK: - Plain scalars

extension YAMLScanner {
    /// Whether a plain scalar can start at the cursor. YAML reserves its indicator characters, except that `-`, `?`
    /// and `:` start a plain scalar when a character that could continue one follows (`-1`, `:x`).
    func startsPlainScalar(inFlow: Bool) -> Bool {
        let byte = peek()
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            let next = peek(1)
            return !next.isWhitespaceOrEnd && !(inFlow && next.isFlowIndicator)
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
            UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
            UInt8(ascii: "`"):
            return false
        default:
            return !byte.isWhitespaceOrEnd
        }
    }

    /// Scans a plain scalar, with the following lines that continue it.
    ///
    /// A plain scalar ends at the end of its line, at ` #`, at a `: ` (which makes it a mapping key: the cursor stays
    /// on the `:`) and, inside a flow collection, at `,[]{}`. The next non-empty line continues it when that line is
    /// indented deeper than `parentIndent` and starts with neither a comment nor an indicator that ends scalars.
    /// Continuation lines fold like YAML's: one line break becomes a space, and each empty line a `\n`.
    ///
    /// A continuation line that holds a `key: ` of its own is not taken: the scalar ends before it, and the parser
    /// reports the line, which is almost always a mistake in indentation.
    mutating func scanPlainScalar(parentIndent: Int, inFlow: Bool) -> FlowScalar {
        let start = pos
        let end = scanPlainLine(inFlow: inFlow)
        var folded: [UInt8] = []  // only filled once a second line joins
        while peek().isBreak {
            let beforeBreak = checkpoint
            guard let emptyLines = skipToPlainContinuation(parentIndent: parentIndent, inFlow: inFlow) else {
                restore(beforeBreak)
                break
            }
            let segmentStart = pos
            let segmentEnd = scanPlainLine(inFlow: inFlow)
            if isAtMappingColon(inFlow: inFlow) {
                restore(beforeBreak)
                break
            }
            if folded.isEmpty {
                folded.append(contentsOf: bytes[start..<end])
            }
            if emptyLines == 0 {
                folded.append(.space)
            } else {
                folded.append(contentsOf: repeatElement(.lineFeed, count: emptyLines))
            }
            folded.append(contentsOf: bytes[segmentStart..<segmentEnd])
        }
        if folded.isEmpty {
            return FlowScalar(
                scalar: YAMLScalar(String(decoding: bytes[start..<end], as: UTF8.self)), isMultiline: false)
        }
        return FlowScalar(scalar: YAMLScalar(String(decoding: folded, as: UTF8.self)), isMultiline: true)
    }

    /// Scans one line of a plain scalar and leaves the cursor where it stops.
    /// - Returns: The offset just past its last non-blank character.
    private mutating func scanPlainLine(inFlow: Bool) -> Int {
        var end = pos
        while true {
            let byte = peek()
            if byte.isBreak || isAtPlainScalarEnd(inFlow: inFlow) {
                return end
            }
            advance()
            if !byte.isBlank {
                end = pos
            }
        }
    }

    /// Whether a plain scalar ends at the cursor, line breaks aside: at the end of input, at a comment, at a `: `
    /// and, inside a flow collection, at a flow indicator.
    private func isAtPlainScalarEnd(inFlow: Bool) -> Bool {
        isAtEnd || isAtComment || isAtMappingColon(inFlow: inFlow) || (inFlow && peek().isFlowIndicator)
    }

    /// Moves from the line break after a line of a plain scalar to the first character of the line continuing it.
    /// - Returns: How many empty lines were crossed, or `nil` when the scalar does not continue; the cursor is then
    ///   somewhere ahead and the caller restores it.
    private mutating func skipToPlainContinuation(parentIndent: Int, inFlow: Bool) -> Int? {
        var emptyLines = 0
        while peek().isBreak {
            consumeBreak()
            if isAtDocumentMarker {
                return nil
            }
            skipSpaces()
            let indent = column
            skipBlanks()  // tabs after the indentation only separate
            if peek().isBreak {
                emptyLines += 1
                continue
            }
            return indent > parentIndent && !isAtPlainScalarEnd(inFlow: inFlow) ? emptyLines : nil
        }
        return nil
    }
}

// MARK: - Quoted scalars

extension YAMLScanner {
    /// Scans a single- or double-quoted scalar from its opening quote to just past the closing one.
    ///
    /// Line breaks fold as YAML specifies: blanks before a break are dropped, a single break becomes a space and
    /// each empty line a `\n`; in double quotes, a `\` before the break joins the lines with nothing between.
    /// Continuation lines must be indented deeper than `parentIndent`.
    mutating func scanQuotedScalar(parentIndent: Int) throws(YAMLError) -> FlowScalar {
        let opener = pos
        let quote = peek()
        let isDouble = quote == UInt8(ascii: "\"")
        advance()
        var text: [UInt8] = []
        // Where the blanks at the end of `text` start when they were copied from the source line: a line break
        // drops them. Escaped blanks (`\t`) are content and stay.
        var sourceBlanks: Int?
        var isMultiline = false
        scanning: while true {
            let byte = peek()
            switch byte {
            case .endOfInput:
                throw unterminatedQuotedScalar(opener: opener)
            case .lineFeed, .carriageReturn:
                if let sourceBlanks {
                    text.removeSubrange(sourceBlanks...)
                }
                let emptyLines = try skipToQuotedContinuation(opener: opener, parentIndent: parentIndent)
                text.append(contentsOf: emptyLines == 0 ? [.space] : Array(repeating: .lineFeed, count: emptyLines))
                isMultiline = true
                sourceBlanks = nil
            case quote where !isDouble && peek(1) == quote:
                text.append(quote)  // '' stands for one quote
                advance(by: 2)
                sourceBlanks = nil
            case quote:
                advance()
                break scanning
            case UInt8(ascii: "\\") where isDouble && peek(1).isBreak:
                advance()  // an escaped line break joins the lines, keeping the blanks before it
                let emptyLines = try skipToQuotedContinuation(opener: opener, parentIndent: parentIndent)
                text.append(contentsOf: repeatElement(.lineFeed, count: emptyLines))
                isMultiline = true
                sourceBlanks = nil
            case UInt8(ascii: "\\") where isDouble:
                try appendEscape(to: &text, opener: opener)
                sourceBlanks = nil
            default:
                if !byte.isBlank {
                    sourceBlanks = nil
                } else if sourceBlanks == nil {
                    sourceBlanks = text.count
                }
                text.append(byte)
                advance()
            }
        }
        let scalar = YAMLScalar(String(decoding: text, as: UTF8.self), style: isDouble ? .doubleQuoted : .singleQuoted)
        return FlowScalar(scalar: scalar, isMultiline: isMultiline)
    }

    /// Moves from a line break inside a quoted scalar to the first character of the next non-empty line.
    /// - Returns: How many empty lines were crossed.
    private mutating func skipToQuotedContinuation(opener: Int, parentIndent: Int) throws(YAMLError) -> Int {
        var emptyLines = 0
        while true {
            consumeBreak()
            if isAtDocumentMarker {
                throw unterminatedQuotedScalar(opener: opener)
            }
            skipSpaces()
            let indent = column
            let content = pos
            skipBlanks()
            if isAtEnd {
                throw unterminatedQuotedScalar(opener: opener)
            }
            if peek().isBreak {
                emptyLines += 1
                continue
            }
            if indent <= parentIndent {
                if bytes[content] == .tab {
                    throw error(Self.tabIndentationMessage, at: content)
                }
                let (name, closer) = quotedScalarName(opener: opener)
                throw lineNotIndentedError(inside: name, opener: opener, parentIndent: parentIndent, closer: closer)
            }
            return emptyLines
        }
    }

    /// Escapes of one character after `\`, and the characters they stand for.
    private static let singleCharacterEscapes: [UInt8: Unicode.Scalar] = [
        UInt8(ascii: "0"): "\u{00}", UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}",
        UInt8(ascii: "t"): "\u{09}", .tab: "\u{09}", UInt8(ascii: "n"): "\u{0A}", UInt8(ascii: "v"): "\u{0B}",
        UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "r"): "\u{0D}", UInt8(ascii: "e"): "\u{1B}", .space: " ",
        UInt8(ascii: "\""): "\"", UInt8(ascii: "/"): "/", UInt8(ascii: "\\"): "\\", UInt8(ascii: "N"): "\u{85}",
        UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}", UInt8(ascii: "P"): "\u{2029}",
    ]

    /// Decodes the escape sequence at the cursor, a `\` in a double-quoted scalar, into `text`.
    private mutating func appendEscape(to text: inout [UInt8], opener: Int) throws(YAMLError) {
        let start = pos
        let code = peek(1)
        if let scalar = Self.singleCharacterEscapes[code] {
            text.append(contentsOf: scalar.utf8)
            advance(by: 2)
            return
        }
        let digitCount: Int
        switch code {
        case UInt8(ascii: "x"): digitCount = 2
        case UInt8(ascii: "u"): digitCount = 4
        case UInt8(ascii: "U"): digitCount = 8
        case .endOfInput: throw unterminatedQuotedScalar(opener: opener)
        default:
            let sequence = String(decoding: bytes[start..<min(start + 5, bytes.count)], as: UTF8.self).prefix(2)
            throw error("unknown escape sequence '\(sequence)'", at: start)
        }
        advance(by: 2)
        var value = try readHexDigits(digitCount, escape: start)
        // JSON writes characters beyond U+FFFF as UTF-16 surrogate pairs: "\uD83D\uDE00". Accept those too.
        if (0xD800...0xDBFF).contains(value) && code == UInt8(ascii: "u") && peek() == UInt8(ascii: "\\")
            && peek(1) == UInt8(ascii: "u")
        {
            advance(by: 2)
            let low = try readHexDigits(4, escape: pos - 2)
            if (0xDC00...0xDFFF).contains(low) {
                value = 0x1_0000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
        }
        guard let scalar = Unicode.Scalar(value) else {
            let sequence = String(decoding: bytes[start..<pos], as: UTF8.self)
            throw error("escape sequence '\(sequence)' is not a valid Unicode scalar", at: start)
        }
        text.append(contentsOf: scalar.utf8)
    }

    /// Reads the hexadecimal digits of the escape sequence that starts at `escape`.
    private mutating func readHexDigits(_ count: Int, escape: Int) throws(YAMLError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let digit = Character(Unicode.Scalar(peek())).hexDigitValue else {
                let sequence = String(decoding: bytes[escape..<escape + 2], as: UTF8.self)
                throw error("'\(sequence)' must be followed by \(count) hexadecimal digits", at: escape)
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    private func quotedScalarName(opener: Int) -> (name: String, closer: String) {
        bytes[opener] == UInt8(ascii: "\"") ? ("double-quoted scalar", "'\"'") : ("single-quoted scalar", "\"'\"")
    }

    private mutating func unterminatedQuotedScalar(opener: Int) -> YAMLError {
        let (name, closer) = quotedScalarName(opener: opener)
        return error("unterminated \(name); add the closing \(closer)", at: opener)
    }
}
