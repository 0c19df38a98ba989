/// The lines of a block scalar's content.
private struct BlockLines {
    /// Each line's text after the indentation; an empty range for an empty line.
    var lines: [Range<Int>] = []
    /// Whether the last line ends with a line break rather than the end of input.
    var endsWithBreak = false

    /// How many line breaks end the lines from `index` on.
    func breakCount(from index: Int) -> Int {
        max(lines.count - index - (endsWithBreak ? 0 : 1), 0)
    }
}

extension YAMLScanner {
    /// Scans a literal (`|`) or folded (`>`) block scalar from its indicator to the end of its content.
    ///
    /// The content is indented deeper than `parentIndent`: by the header's indentation digit, or else as deep as its
    /// first non-empty line. It ends before the first non-empty line indented less, and the cursor is left at the
    /// start of that line.
    mutating func scanBlockScalar(parentIndent: Int) throws(YAMLError) -> YAMLScalar {
        let isLiteral = peek() == UInt8(ascii: "|")
        advance()
        let (indentation, chomping) = try scanBlockScalarHeader()
        let indent: Int
        if let indentation {
            indent = parentIndent + indentation
        } else {
            indent = try detectBlockIndentation(parentIndent: parentIndent)
        }
        let content = try collectBlockLines(indent: indent)
        let text = blockScalarText(content, isLiteral: isLiteral, chomping: chomping)
        return YAMLScalar(String(decoding: text, as: UTF8.self), style: isLiteral ? .literal : .folded)
    }

    /// Scans the rest of the header line: an optional indentation digit and chomping indicator, in either order,
    /// then an optional comment.
    private mutating func scanBlockScalarHeader() throws(YAMLError) -> (indentation: Int?, chomping: Chomping) {
        var indentation: Int?
        var chomping: Chomping?
        while true {
            let byte = peek()
            if chomping == nil && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) {
                chomping = byte == UInt8(ascii: "-") ? .strip : .keep
            } else if indentation == nil && (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) {
                indentation = Int(byte - UInt8(ascii: "0"))
            } else {
                break
            }
            advance()
        }
        skipBlanks()
        if isAtComment {
            skipToLineEnd()
        }
        guard peek().isBreakOrEnd else {
            throw error(
                "invalid block scalar header: after '|' or '>' only an indentation digit (1-9), '-' or '+',"
                    + " and a comment may follow",
                at: pos)
        }
        consumeBreak()
        return (indentation, chomping ?? .clip)
    }

    /// The indentation of a block scalar without an indentation digit: that of its first non-empty line, which
    /// must be deeper than `parentIndent`. Leading empty lines must not have more spaces than that line.
    private mutating func detectBlockIndentation(parentIndent: Int) throws(YAMLError) -> Int {
        let start = checkpoint
        defer { restore(start) }
        var deepestEmptyLine = (spaces: 0, lineStart: 0)
        while !isAtEnd && !isAtDocumentMarker {
            skipSpaces()
            guard peek().isBreakOrEnd else {
                let indent = column
                if indent <= parentIndent {
                    break  // no content: the scalar is empty
                }
                if deepestEmptyLine.spaces > indent {
                    throw error(
                        "a leading empty line of a block scalar must not have more spaces than its first line of text",
                        at: deepestEmptyLine.lineStart + indent)
                }
                return indent
            }
            if column > deepestEmptyLine.spaces {
                deepestEmptyLine = (column, lineStart)
            }
            consumeBreak()
        }
        return max(deepestEmptyLine.spaces, parentIndent + 1)
    }

    /// Reads the lines indented at least `indent` deep, and the empty lines among and after them.
    private mutating func collectBlockLines(indent: Int) throws(YAMLError) -> BlockLines {
        var content = BlockLines()
        while !isAtEnd && !isAtDocumentMarker {
            let start = pos
            skipSpaces()
            let spaces = pos - start
            if peek().isBreakOrEnd {
                // Spaces only: an empty line, unless they reach past the indentation, which makes them text.
                content.lines.append(spaces > indent ? start + indent..<pos : pos..<pos)
            } else if spaces >= indent {
                skipToLineEnd()
                content.lines.append(start + indent..<pos)
            } else if peek() == .tab {
                // A tab where the indentation should continue: the line is neither empty nor clearly outside.
                throw error(Self.tabIndentationMessage, at: pos)
            } else {
                rewindToLineStart()
                break
            }
            content.endsWithBreak = peek().isBreak
            consumeBreak()
        }
        return content
    }

    /// Joins the lines of a block scalar as its style and chomping say.
    private func blockScalarText(_ content: BlockLines, isLiteral: Bool, chomping: Chomping) -> [UInt8] {
        guard let lastText = content.lines.lastIndex(where: { !$0.isEmpty }) else {
            // No text at all: only `+` keeps the line breaks of the empty lines.
            return chomping == .keep ? Array(repeating: .lineFeed, count: content.breakCount(from: 0)) : []
        }
        var text: [UInt8] = []
        var emptyLines = 0
        var previousIsMoreIndented = false
        var isFirstLineOfText = true
        for line in content.lines[...lastText] {
            guard !line.isEmpty else {
                emptyLines += 1
                continue
            }
            // Folding turns the break between two lines into a space, unless empty lines stand in for it. Lines
            // indented deeper than the rest (starting with a blank) keep the breaks around them, as literal lines do.
            let isMoreIndented = bytes[line.lowerBound].isBlank
            if !isFirstLineOfText {
                if isLiteral || previousIsMoreIndented || isMoreIndented {
                    text.append(.lineFeed)
                } else if emptyLines == 0 {
                    text.append(.space)
                }
            }
            text.append(contentsOf: repeatElement(.lineFeed, count: emptyLines))
            text.append(contentsOf: bytes[line])
            emptyLines = 0
            previousIsMoreIndented = isMoreIndented
            isFirstLineOfText = false
        }
        switch chomping {
        case .strip:
            break
        case .clip:
            if content.breakCount(from: lastText) > 0 {
                text.append(.lineFeed)
            }
        case .keep:
            text.append(contentsOf: repeatElement(.lineFeed, count: content.breakCount(from: lastText)))
        }
        return text
    }
}
