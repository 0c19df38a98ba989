/// A piece of template source: literal text, an `{{ output }}` or a `{% tag %}`, as byte ranges into the source.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        case text
        case output
        case tag(name: String)
    }

    var kind: Kind
    /// Offset of the `{{` or `{%` (or of the text), for error locations.
    var start: Int
    /// The text itself, or the markup inside the delimiters (after the tag name, for tags).
    var content: Range<Int>
    /// `{{-` / `{%-`: strip white space before the token.
    var trimsBefore = false
    /// `-}}` / `-%}`: strip white space after the token.
    var trimsAfter = false
}

/// Splits template source into tokens. `raw` bodies become text and `comment` bodies vanish here, so the parser
/// never sees markup that must not be interpreted.
struct Lexer {
    private let source: SourceText
    private var bytes: [UInt8] { source.bytes }

    init(source: SourceText) {
        self.source = source
    }

    /// All tokens of the template, with white-space control already applied to the text between them.
    func tokenize() throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
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
        var index = position
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "{") {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "{") || next == UInt8(ascii: "%") { return index }
            }
            index += 1
        }
        return nil
    }

    /// The offset just past the first `closer` (`}}` or `%}`) at or after `position`. Like Ruby Liquid, quotes
    /// are not special here, so an unbalanced quote cannot swallow the rest of the template.
    private func find(_ closer: UInt8, from position: Int) -> Int? {
        var index = position
        while index + 1 < bytes.count {
            if bytes[index] == closer && bytes[index + 1] == UInt8(ascii: "}") { return index + 2 }
            index += 1
        }
        return nil
    }

    private func scanOutput(at open: Int) throws(TemplateError) -> (Token, Int) {
        guard let end = find(UInt8(ascii: "}"), from: open + 2) else {
            throw TemplateError(.syntax, "'{{' is never closed; add '}}'", in: source, at: open)
        }
        var token = Token(kind: .output, start: open, content: (open + 2)..<(end - 2))
        trimMarkers(of: &token)
        return (token, end)
    }

    /// Scans a `{% tag %}`; `raw` and `comment` also consume their bodies up to the matching end tag.
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
        switch name {
        case "raw":
            guard let (bodyEnd, closeStart, closeEnd, closer) = findEnd(of: "raw", nested: nil, from: end) else {
                throw TemplateError(.syntax, "'raw' is never closed; add {% endraw %}", in: source, at: open)
            }
            tokens.append(token)
            tokens.append(Token(kind: .text, start: end, content: end..<bodyEnd))
            tokens.append(
                Token(
                    kind: .tag(name: "endraw"), start: closeStart, content: closeEnd..<closeEnd,
                    trimsBefore: closer.trimsBefore, trimsAfter: closer.trimsAfter))
            return closeEnd
        case "comment":
            guard let (_, closeStart, closeEnd, closer) = findEnd(of: "comment", nested: "comment", from: end) else {
                throw TemplateError(.syntax, "'comment' is never closed; add {% endcomment %}", in: source, at: open)
            }
            // The comment leaves an empty tag pair behind so that its white-space control still applies.
            tokens.append(token)
            tokens.append(
                Token(
                    kind: .tag(name: "endcomment"), start: closeStart, content: closeEnd..<closeEnd,
                    trimsBefore: closer.trimsBefore, trimsAfter: closer.trimsAfter))
            return closeEnd
        default:
            tokens.append(token)
            return end
        }
    }

    /// Finds `{% end<name> %}` after `position`, counting nested `{% <nested> %}` openings.
    /// Returns where the body ends, where the closing tag starts and ends, and its trim markers.
    private func findEnd(of name: String, nested: String?, from position: Int)
        -> (Int, Int, Int, (trimsBefore: Bool, trimsAfter: Bool))?
    {
        var depth = 0
        var index = position
        while let open = nextDelimiter(from: index) {
            guard bytes[open + 1] == UInt8(ascii: "%"), let end = find(UInt8(ascii: "%"), from: open + 2) else {
                index = open + 2
                continue
            }
            var token = Token(kind: .text, start: open, content: (open + 2)..<(end - 2))
            trimMarkers(of: &token)
            let tagName = splitTagName(token.content).name
            if tagName == nested {
                depth += 1
            } else if tagName == "end" + name {
                if depth == 0 { return (open, open, end, (token.trimsBefore, token.trimsAfter)) }
                depth -= 1
            }
            index = end
        }
        return nil
    }

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

    /// Splits tag markup into its name and the rest: `if a > b` -> (`if`, ` a > b`). `#` is the inline comment.
    private func splitTagName(_ range: Range<Int>) -> (name: String, markup: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound, Lexer.isWhitespace(bytes[index]) { index += 1 }
        let nameStart = index
        if index < range.upperBound, bytes[index] == UInt8(ascii: "#") {
            return ("#", (index + 1)..<range.upperBound)
        }
        while index < range.upperBound, Lexer.isIdentifierByte(bytes[index]) { index += 1 }
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

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-") || byte >= 0x80
    }
}
