import ByteWords

/// Splits template source into tokens. The bodies of `raw`, `doc` and `comment` are read here, as Ruby Liquid's
/// tokenizer cuts them, so the parser never sees markup that must not be interpreted: a `raw` body becomes one
/// text token between the tag and its end tag, a `doc` body too (the parser drops it), and a comment leaves only
/// its two tags.
struct Lexer {
    private let source: SourceText
    private var bytes: [UInt8] { source.bytes }

    init(source: SourceText) {
        self.source = source
    }

    /// All tokens of the template, with white-space control already applied to the text between them.
    func tokenize() throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        // About one token per 30 bytes in templates of code: room for them spares the array regrowing.
        tokens.reserveCapacity(bytes.count / 24 + 4)
        var position = 0
        while position < bytes.count {
            guard let open = nextDelimiter(from: position) else {
                tokens.append(Token(kind: .text, start: position, content: position..<bytes.count))
                break
            }
            if open > position {
                tokens.append(Token(kind: .text, start: position, content: position..<open))
            }
            if bytes[open + 1] == UInt8(ascii: "{") {
                let (token, end) = try scanOutput(at: open)
                tokens.append(token)
                position = end
            } else {
                position = try scanTag(at: open, into: &tokens)
            }
        }
        applyWhitespaceControl(&tokens)
        return tokens
    }

    /// The offset of the next `{{` or `{%` at or after `position`.
    private func nextDelimiter(from position: Int) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var index = position
            while let open = ByteWords.firstIndex(of: UInt8(ascii: "{"), in: bytes, from: index) {
                guard open + 1 < bytes.count else { return nil }
                let next = bytes[open + 1]
                if next == UInt8(ascii: "{") || next == UInt8(ascii: "%") { return open }
                index = open + 1
            }
            return nil
        }
    }

    /// The offset just past the first `closer` (`}}` or `%}`) at or after `position`. Like Ruby Liquid, quotes
    /// are not special here, so an unbalanced quote cannot swallow the rest of the template.
    private func find(_ closer: UInt8, from position: Int) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            ByteWords.firstIndex(of: closer, followedBy: UInt8(ascii: "}"), in: bytes, from: position).map { $0 + 2 }
        }
    }

    private func scanOutput(at open: Int) throws(TemplateError) -> (Token, Int) {
        guard let end = find(UInt8(ascii: "}"), from: open + 2) else {
            throw TemplateError(.syntax, "'{{' is never closed; add '}}'", in: source, at: open)
        }
        var token = Token(kind: .output, start: open, content: (open + 2)..<(end - 2))
        trimMarkers(of: &token)
        return (token, end)
    }

    /// Scans a `{% tag %}`; `raw`, `doc` and `comment` also consume their bodies up to the matching end tag.
    private func scanTag(at open: Int, into tokens: inout [Token]) throws(TemplateError) -> Int {
        guard let end = find(UInt8(ascii: "%"), from: open + 2) else {
            throw TemplateError(.syntax, "'{%' is never closed; add '%}'", in: source, at: open)
        }
        var token = Token(kind: .text, start: open, content: (open + 2)..<(end - 2))
        trimMarkers(of: &token)
        let (name, markup) = splitTagName(token.content)
        guard !name.isEmpty else {
            throw TemplateError(.syntax, "a tag needs a name, as in '{% if condition %}'", in: source, at: open)
        }
        token.kind = .tag(name: name)
        token.content = markup
        // Most tags are none of these: the first byte spares comparing their names.
        switch name.utf8.first {
        case UInt8(ascii: "r"), UInt8(ascii: "d"), UInt8(ascii: "c"), UInt8(ascii: "#"): break
        default:
            tokens.append(token)
            return end
        }
        switch name {
        case "raw", "doc":
            guard let close = try findVerbatimEnd(of: name, from: end) else {
                throw TemplateError(.syntax, "'\(name)' is never closed; add {% end\(name) %}", in: source, at: open)
            }
            // The body is kept byte for byte: the `-` of `{% raw -%}` and `{%- endraw %}` do not trim it.
            token.trimsAfter = false
            tokens.append(token)
            tokens.append(Token(kind: .text, start: end, content: end..<close.start))
            tokens.append(
                Token(
                    kind: .tag(name: "end" + name), start: close.start, content: close.end..<close.end,
                    trimsAfter: close.trimsAfter))
            return close.end
        case "comment":
            guard let close = try findCommentEnd(from: end) else {
                throw TemplateError(.syntax, "'comment' is never closed; add {% endcomment %}", in: source, at: open)
            }
            // The comment leaves an empty tag pair behind so that its white-space control still applies.
            token.trimsAfter = false
            tokens.append(token)
            tokens.append(
                Token(
                    kind: .tag(name: "endcomment"), start: close.start, content: close.end..<close.end,
                    trimsAfter: close.trimsAfter))
            return close.end
        case "#":
            try checkInlineComment(markup)
            tokens.append(token)
            return end
        default:
            tokens.append(token)
            return end
        }
    }

    // MARK: - Tokens as Ruby Liquid cuts them

    /// Where the token that starts at `position` ends, as Ruby Liquid's tokenizer cuts the source: text runs up
    /// to the next `{{` or `{%`; a tag up to its `%}`; an output up to `}}`, or up to a lone `}`, or, when a `{%`
    /// comes first, up to that tag's `%}`. Only the bodies of `raw`, `doc` and `comment` are cut this way: they
    /// are skipped, token by token, as Ruby Liquid skips them.
    private func rubyTokenEnd(at position: Int) -> Int {
        let count = bytes.count
        guard position + 1 < count, bytes[position] == UInt8(ascii: "{") else {
            return nextDelimiter(from: position + 1) ?? count
        }
        switch bytes[position + 1] {
        case UInt8(ascii: "%"):
            return find(UInt8(ascii: "%"), from: position + 2) ?? position + 2
        case UInt8(ascii: "{"):
            var index = position + 2
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "}") {
                    return index + 1 < count && bytes[index + 1] == UInt8(ascii: "}") ? index + 2 : index + 1
                }
                if byte == UInt8(ascii: "{"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "%") {
                    return find(UInt8(ascii: "%"), from: index + 2) ?? index + 2
                }
                index += 1
            }
            return count
        default:
            return nextDelimiter(from: position + 1) ?? count
        }
    }

    /// Where the body of `raw` or `doc` ends: the first token holding `{% endraw %}` (or `enddoc`) as the last
    /// complete tag in it. That tag's start, its end, and whether it trims after itself. A nested `doc` is an
    /// error.
    private func findVerbatimEnd(of name: String, from position: Int) throws(TemplateError)
        -> (start: Int, end: Int, trimsAfter: Bool)?
    {
        var index = position
        while index < bytes.count {
            let end = rubyTokenEnd(at: index)
            if end - index >= 4, bytes[end - 2] == UInt8(ascii: "%"), bytes[end - 1] == UInt8(ascii: "}"),
                let (tagStart, tagName) = lastTagName(in: index..<end)
            {
                if tagName == "end" + name { return (tagStart, end, bytes[end - 3] == UInt8(ascii: "-")) }
                if name == "doc", tagName == "doc" {
                    throw TemplateError(.syntax, "'doc' cannot be nested in 'doc'", in: source, at: tagStart)
                }
            }
            index = end
        }
        return nil
    }

    /// The last `{%` in `range` followed by a tag name (after an optional `-` and white space), with that name.
    private func lastTagName(in range: Range<Int>) -> (Int, String)? {
        var open = range.upperBound - 2
        while open >= range.lowerBound {
            if bytes[open] == UInt8(ascii: "{"), bytes[open + 1] == UInt8(ascii: "%") {
                var index = open + 2
                if index < range.upperBound, bytes[index] == UInt8(ascii: "-") { index += 1 }
                while index < range.upperBound, Lexer.isWhitespace(bytes[index]) { index += 1 }
                let nameStart = index
                while index < range.upperBound, Lexer.isWordByte(bytes[index]) { index += 1 }
                if index > nameStart { return (open, source[nameStart..<index]) }
            }
            open -= 1
        }
        return nil
    }

    /// Where a comment's body ends: at its `{% endcomment %}`, counting nested comments and skipping `raw`
    /// bodies. Only tags whose name follows `{%` directly count, so `{% {{ endcomment %}` does not end it.
    private func findCommentEnd(from position: Int) throws(TemplateError)
        -> (start: Int, end: Int, trimsAfter: Bool)?
    {
        var depth = 0
        var index = position
        while index < bytes.count {
            let end = rubyTokenEnd(at: index)
            let start = index
            index = end
            guard end - start >= 4, bytes[start + 1] == UInt8(ascii: "%"), bytes[end - 2] == UInt8(ascii: "%") else {
                continue
            }
            var inner = (start + 2)..<(end - 2)
            if bytes[inner.lowerBound] == UInt8(ascii: "-") { inner = (inner.lowerBound + 1)..<inner.upperBound }
            switch splitTagName(inner).name {
            case "raw":
                guard let close = try findVerbatimEnd(of: "raw", from: end) else {
                    throw TemplateError(.syntax, "'raw' is never closed; add {% endraw %}", in: source, at: start)
                }
                index = close.end
            case "comment":
                depth += 1
            case "endcomment":
                if depth == 0 { return (start, end, bytes[end - 3] == UInt8(ascii: "-")) }
                depth -= 1
            default:
                break
            }
        }
        return nil
    }

    /// An inline comment may span lines, but then every line must start with `#`, as Ruby Liquid requires.
    private func checkInlineComment(_ markup: Range<Int>) throws(TemplateError) {
        var index = markup.lowerBound
        while index < markup.upperBound {
            guard bytes[index] == UInt8(ascii: "\n") else {
                index += 1
                continue
            }
            index += 1
            while index < markup.upperBound, Lexer.isWhitespace(bytes[index]) { index += 1 }
            if index < markup.upperBound, bytes[index] != UInt8(ascii: "#") {
                throw TemplateError(
                    .syntax, "every line of an inline comment must start with '#'", in: source, at: index)
            }
        }
    }

    // MARK: - The liquid tag

    /// The tags of a `{% liquid %}` tag's markup, one per line: a line is a tag name and its markup, without
    /// delimiters, or a `#` comment. A `comment` takes the lines up to its `endcomment`, and leaves its two tags.
    func liquidLines(in markup: Range<Int>) throws(TemplateError) -> [Token] {
        var lines: [Range<Int>] = []
        var lineStart = markup.lowerBound
        for index in markup where bytes[index] == UInt8(ascii: "\n") {
            lines.append(lineStart..<index)
            lineStart = index + 1
        }
        lines.append(lineStart..<markup.upperBound)

        var tokens: [Token] = []
        var commentStart: Token? = nil
        var commentDepth = 0
        for line in lines {
            var start = line.lowerBound
            while start < line.upperBound, Lexer.isWhitespace(bytes[start]) { start += 1 }
            guard start < line.upperBound else { continue }
            let (name, rest) = splitTagName(start..<line.upperBound)
            if commentStart != nil {
                if name == "comment" { commentDepth += 1 }
                if name == "endcomment" {
                    if commentDepth == 0 {
                        tokens.append(commentStart!)
                        tokens.append(Token(kind: .tag(name: "endcomment"), start: start, content: rest))
                        commentStart = nil
                    } else {
                        commentDepth -= 1
                    }
                }
                continue
            }
            guard !name.isEmpty else {
                let text = source[start..<line.upperBound].trimmingWhitespace()
                throw TemplateError(
                    .syntax, "unknown tag '\(text.shortened)' in 'liquid': each line is a tag without delimiters",
                    in: source, at: start)
            }
            switch name {
            case "comment":
                commentStart = Token(kind: .tag(name: "comment"), start: start, content: rest)
            case "raw", "doc":
                throw TemplateError(
                    .syntax, "'\(name)' is never closed; '\(name)' cannot be used inside 'liquid'", in: source,
                    at: start)
            default:
                tokens.append(Token(kind: .tag(name: name), start: start, content: rest))
            }
        }
        if let commentStart {
            throw TemplateError(
                .syntax, "'comment' is never closed; add a line 'endcomment'", in: source, at: commentStart.start)
        }
        return tokens
    }

    // MARK: - Markers and names

    /// Reads `-` markers just inside the delimiters and narrows the content past them.
    private func trimMarkers(of token: inout Token) {
        var range = token.content
        if range.lowerBound < range.upperBound, bytes[range.lowerBound] == UInt8(ascii: "-") {
            token.trimsBefore = true
            range = (range.lowerBound + 1)..<range.upperBound
        }
        if range.lowerBound < range.upperBound, bytes[range.upperBound - 1] == UInt8(ascii: "-") {
            token.trimsAfter = true
            range = range.lowerBound..<(range.upperBound - 1)
        }
        token.content = range
    }

    /// Splits tag markup into its name and the rest: `if a > b` -> (`if`, ` a > b`). A name is `#` (the inline
    /// comment) or letters, digits and `_`, as Ruby Liquid reads it: `{% if-x %}` is `if` with markup `-x`.
    private func splitTagName(_ range: Range<Int>) -> (name: String, markup: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound, Lexer.isWhitespace(bytes[index]) { index += 1 }
        let nameStart = index
        if index < range.upperBound, bytes[index] == UInt8(ascii: "#") {
            return ("#", (index + 1)..<range.upperBound)
        }
        while index < range.upperBound, Lexer.isWordByte(bytes[index]) { index += 1 }
        return (source[nameStart..<index], index..<range.upperBound)
    }

    /// Strips white space (line breaks included) from text next to a `-` marker.
    private func applyWhitespaceControl(_ tokens: inout [Token]) {
        for index in tokens.indices where tokens[index].kind == .text {
            var range = tokens[index].content
            if index > 0, tokens[index - 1].trimsAfter {
                while range.lowerBound < range.upperBound, Lexer.isWhitespace(bytes[range.lowerBound]) {
                    range = (range.lowerBound + 1)..<range.upperBound
                }
            }
            if index + 1 < tokens.count, tokens[index + 1].trimsBefore {
                while range.lowerBound < range.upperBound, Lexer.isWhitespace(bytes[range.upperBound - 1]) {
                    range = range.lowerBound..<(range.upperBound - 1)
                }
            }
            tokens[index].content = range
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Whether the bytes in `range` are all white space.
    static func isWhitespace(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        for index in range where !isWhitespace(bytes[index]) { return false }
        return true
    }

    /// A byte of a tag name: ASCII letters, digits and `_`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-") || byte >= 0x80
    }
}
