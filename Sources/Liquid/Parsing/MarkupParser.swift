/// Parses the markup inside `{{ }}` and tags: expressions, filter chains, conditions and tag arguments.
struct MarkupParser {
    /// A token of markup with its byte offset in the template.
    struct Item: Sendable {
        enum Kind: Sendable, Equatable {
            case identifier(String)
            case string(String)
            case integer(Int)
            case double(Double)
            case punctuation(String)  // . .. [ ] ( ) | : , =
            case comparison(ComparisonOperator)
            case end
        }

        var kind: Kind
        var offset: Int
    }

    private let source: SourceText
    private let symbols: SymbolTable
    private var items: [Item] = []
    private var index = 0
    /// How many ranges and subscripts enclose the expression being parsed.
    private var depth = 0

    /// Tokenizes the markup in `range`; the parse methods then consume it.
    init(source: SourceText, symbols: SymbolTable, range: Range<Int>) throws(TemplateError) {
        self.source = source
        self.symbols = symbols
        self.items = try MarkupParser.scan(source, range)
    }

    var current: Item { items[index] }
    var isAtEnd: Bool { current.kind == .end }

    // MARK: - Grammar

    /// `expression (| filter (: arguments)?)*`
    mutating func parseFilteredExpression() throws(TemplateError) -> FilteredExpression {
        let expression = try parseExpression()
        var filters: [FilterInvocation] = []
        while consume(.punctuation("|")) {
            let offset = current.offset
            guard case .identifier(let name) = current.kind else {
                throw error("expected a filter name after '|'", at: offset)
            }
            index += 1
            var arguments: [Expression] = []
            var keywords: [(name: String, value: Expression)] = []
            if consume(.punctuation(":")) {
                repeat {
                    if case .identifier(let keyword) = current.kind, items[index + 1].kind == .punctuation(":") {
                        index += 2
                        keywords.append((keyword, try parseExpression()))
                    } else {
                        arguments.append(try parseExpression())
                    }
                } while consume(.punctuation(","))
            }
            filters.append(
                FilterInvocation(
                    name: name, slot: symbols.filterSlot(name), arguments: arguments, keywords: keywords,
                    offset: offset))
        }
        return FilteredExpression(expression: expression, filters: filters)
    }

    /// A literal, a variable path, or a range `(a..b)`.
    mutating func parseExpression() throws(TemplateError) -> Expression {
        let item = current
        switch item.kind {
        case .string(let text):
            index += 1
            return .literal(.string(text))
        case .integer(let number):
            index += 1
            return .literal(.int(number))
        case .double(let number):
            index += 1
            return .literal(.double(number))
        case .punctuation("("):
            index += 1
            try enterNesting(at: item.offset)
            defer { depth -= 1 }
            let lower = try parseExpression()
            try expect(.punctuation(".."), "expected '..' in a range such as (1..5)")
            let upper = try parseExpression()
            try expect(.punctuation(")"), "expected ')' to close the range")
            return .range(lower, upper, offset: item.offset)
        case .punctuation("["):
            return .variable(try parsePath())
        case .identifier(let name):
            let next = items[index + 1].kind
            if next != .punctuation(".") && next != .punctuation("[") {
                switch name {
                case "true":
                    index += 1
                    return .literal(true)
                case "false":
                    index += 1
                    return .literal(false)
                case "nil", "null":
                    index += 1
                    return .literal(.nil)
                case "empty":
                    index += 1
                    return .empty
                case "blank":
                    index += 1
                    return .blank
                default: break
                }
            }
            return .variable(try parsePath())
        case .end:
            throw error("expected a value here", at: item.offset)
        default:
            throw error("unexpected \(MarkupParser.describe(item.kind)); expected a value", at: item.offset)
        }
    }

    /// `name(.key | [expression])*`, or a path that starts with `[expression]`.
    private mutating func parsePath() throws(TemplateError) -> VariablePath {
        let offset = current.offset
        let root: VariablePath.Segment
        if case .identifier(let name) = current.kind {
            index += 1
            root = .key(name)
        } else {
            root = try parseSubscript()
        }
        var segments: [VariablePath.Segment] = []
        while true {
            if consume(.punctuation(".")) {
                guard case .identifier(let key) = current.kind else {
                    throw error("expected a property name after '.'", at: current.offset)
                }
                index += 1
                segments.append(.key(key))
            } else if current.kind == .punctuation("[") {
                segments.append(try parseSubscript())
            } else {
                return VariablePath(root: root, segments: segments, offset: offset, symbols: symbols)
            }
        }
    }

    private mutating func parseSubscript() throws(TemplateError) -> VariablePath.Segment {
        try enterNesting(at: current.offset)
        defer { depth -= 1 }
        try expect(.punctuation("["), "expected '['")
        let key = try parseExpression()
        try expect(.punctuation("]"), "expected ']' to close the subscript")
        return .index(key)
    }

    /// `comparison ((and | or) comparison)*`; the renderer groups the clauses to the right, as Liquid does.
    mutating func parseCondition() throws(TemplateError) -> Condition {
        var condition = Condition(first: try parseComparison(), rest: [])
        while true {
            let junction: Condition.Junction
            switch current.kind {
            case .identifier("and"): junction = .and
            case .identifier("or"): junction = .or
            default: return condition
            }
            index += 1
            condition.rest.append((junction, try parseComparison()))
        }
    }

    private mutating func parseComparison() throws(TemplateError) -> Condition.Clause {
        let left = try parseExpression()
        let item = current
        switch item.kind {
        case .comparison(let op):
            index += 1
            return .comparison(left, op, try parseExpression(), offset: item.offset)
        case .identifier("contains"):
            index += 1
            return .comparison(left, .contains, try parseExpression(), offset: item.offset)
        default:
            return .test(left)
        }
    }

    // MARK: - Helpers for tag parsers

    /// Counts one more range or subscript around the expression, failing past `Template.maximumNesting`:
    /// parsing and evaluating recurse once per level. Pair it with `defer { depth -= 1 }`.
    private mutating func enterNesting(at offset: Int) throws(TemplateError) {
        guard depth < Template.maximumNesting else {
            throw error("ranges and subscripts nest more than \(Template.maximumNesting) deep", at: offset)
        }
        depth += 1
    }

    /// Consumes an identifier and returns it, or fails with `message`.
    mutating func parseIdentifier(_ message: String) throws(TemplateError) -> String {
        guard case .identifier(let name) = current.kind else { throw error(message, at: current.offset) }
        index += 1
        return name
    }

    /// Consumes the identifier `word` if it is next.
    mutating func consumeWord(_ word: String) -> Bool {
        consume(.identifier(word))
    }

    /// Consumes `kind` if it is next.
    mutating func consume(_ kind: Item.Kind) -> Bool {
        guard current.kind == kind else { return false }
        index += 1
        return true
    }

    mutating func expect(_ kind: Item.Kind, _ message: String) throws(TemplateError) {
        guard consume(kind) else { throw error(message, at: current.offset) }
    }

    /// Fails unless all markup has been read, naming what was left over.
    func expectEnd(_ context: String) throws(TemplateError) {
        guard isAtEnd else {
            throw error("unexpected \(MarkupParser.describe(current.kind)) in \(context)", at: current.offset)
        }
    }

    func error(_ message: String, at offset: Int) -> TemplateError {
        TemplateError(.syntax, message, in: source, at: offset)
    }

    static func describe(_ kind: Item.Kind) -> String {
        switch kind {
        case .identifier(let name): return "'\(name.shortened)'"
        case .string(let text): return "string \"\(text.shortened)\""
        case .integer(let number): return "number \(number)"
        case .double(let number): return "number \(number)"
        case .punctuation(let text): return "'\(text)'"
        case .comparison(let op): return "'\(op.rawValue)'"
        case .end: return "end of markup"
        }
    }

    // MARK: - Scanner

    /// The items of the markup in `range`, ending with `.end`.
    private static func scan(_ source: SourceText, _ range: Range<Int>) throws(TemplateError) -> [Item] {
        try Scanner(source: source, end: range.upperBound).scan(from: range.lowerBound)
    }
}

extension MarkupParser {
    /// Splits markup into items, one construct at a time: each `scan...` method reads the construct that starts
    /// at `index`, leaves `index` just past it and returns its item.
    ///
    /// The methods do not mutate the scanner: they read the template in place, where a mutating method would copy
    /// it to take a string from it. And the loop alone appends to the items, which spares a check per item that
    /// the array is not shared.
    private struct Scanner {
        let source: SourceText
        /// Where the markup ends.
        let end: Int

        /// Every item of the markup from `start` on, then `.end`.
        func scan(from start: Int) throws(TemplateError) -> [Item] {
            var items: [Item] = []
            // Markup is short: room for a typical tag's items spares the array regrowing as it fills.
            items.reserveCapacity(min((end - start) / 2 + 2, 32))
            var index = start
            while index < end {
                let c = source.bytes[index]
                switch c {
                case _ where Lexer.isWhitespace(c):
                    // Spaces, tabs and line breaks only separate items.
                    index += 1
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    items.append(try scanString(at: &index))
                case UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "-") where isDigit(byte(index + 1)):
                    items.append(try scanNumber(at: &index))
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                    0x80...0xFF:
                    items.append(scanIdentifier(at: &index))
                case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                    items.append(try scanOperator(at: &index))
                case UInt8(ascii: "."):
                    items.append(scanDots(at: &index))
                case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "|"),
                    UInt8(ascii: ":"), UInt8(ascii: ","):
                    items.append(scanPunctuation(at: &index))
                default:
                    throw unexpectedCharacter(at: index)
                }
            }
            items.append(Item(kind: .end, offset: end))
            return items
        }

        /// A string in single or double quotes, without escapes: it ends at the next quote of the same kind.
        private func scanString(at index: inout Int) throws(TemplateError) -> Item {
            let start = index
            let quote = source.bytes[start]
            index += 1
            while index < end, source.bytes[index] != quote { index += 1 }
            guard index < end else {
                throw TemplateError(
                    .syntax, "string is never closed; add \(quote == 34 ? "\"" : "'")", in: source, at: start)
            }
            index += 1
            return Item(kind: .string(source[(start + 1)..<(index - 1)]), offset: start)
        }

        /// An integer such as `12` or `-3`, or a decimal such as `1.5` (digits on both sides of the point).
        private func scanNumber(at index: inout Int) throws(TemplateError) -> Item {
            let start = index
            index += 1
            while isDigit(byte(index)) { index += 1 }
            if byte(index) == UInt8(ascii: "."), isDigit(byte(index + 1)) {
                index += 1
                while isDigit(byte(index)) { index += 1 }
                let text = source[start..<index]
                guard let number = Double(text) else {
                    throw TemplateError(.syntax, "'\(text.shortened)' is not a number", in: source, at: start)
                }
                return Item(kind: .double(number), offset: start)
            }
            let text = source[start..<index]
            guard let number = Int(text) else {
                throw TemplateError(.syntax, "'\(text.shortened)' is too large for a number", in: source, at: start)
            }
            return Item(kind: .integer(number), offset: start)
        }

        /// A name: letters, digits, `_` and `-` (and any non-ASCII byte), possibly ending with `?`.
        private func scanIdentifier(at index: inout Int) -> Item {
            let start = index
            while index < end, Lexer.isIdentifierByte(source.bytes[index]) { index += 1 }
            if byte(index) == UInt8(ascii: "?") { index += 1 }
            return Item(kind: .identifier(source[start..<index]), offset: start)
        }

        /// `=` (of `assign`) or a comparison operator: `==`, `!=`, `<>`, `<`, `>`, `<=`, `>=`.
        private func scanOperator(at index: inout Int) throws(TemplateError) -> Item {
            let start = index
            let two =
                byte(index + 1) == UInt8(ascii: "=")
                || (source.bytes[index] == UInt8(ascii: "<") && byte(index + 1) == UInt8(ascii: ">"))
            let text = source[index..<(index + (two ? 2 : 1))]
            index += two ? 2 : 1
            if text == "=" { return Item(kind: .punctuation("="), offset: start) }
            guard let op = ComparisonOperator(rawValue: text) else {
                throw TemplateError(.syntax, "unknown operator '\(text)'", in: source, at: start)
            }
            return Item(kind: .comparison(op), offset: start)
        }

        /// `.` between the names of a path, or `..` in a range.
        private func scanDots(at index: inout Int) -> Item {
            let start = index
            let double = byte(index + 1) == UInt8(ascii: ".")
            index += double ? 2 : 1
            return Item(kind: .punctuation(double ? ".." : "."), offset: start)
        }

        /// One of `[ ] ( ) | : ,`.
        private func scanPunctuation(at index: inout Int) -> Item {
            let start = index
            index += 1
            return Item(kind: .punctuation(String(UnicodeScalar(source.bytes[start]))), offset: start)
        }

        /// The error for a byte that starts no item.
        private func unexpectedCharacter(at index: Int) -> TemplateError {
            let character = source[index..<min(index + 1, end)]
            return TemplateError(.syntax, "unexpected character '\(character)'", in: source, at: index)
        }

        /// The byte at `offset`, or 0 past the end of the markup.
        private func byte(_ offset: Int) -> UInt8 { offset < end ? source.bytes[offset] : 0 }

        /// "0" to "9".
        private func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
    }
}
