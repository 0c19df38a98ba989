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

    private static func scan(_ source: SourceText, _ range: Range<Int>) throws(TemplateError) -> [Item] {
        let bytes = source.bytes
        var items: [Item] = []
        // Markup is short: room for a typical tag's items spares the array regrowing as it fills.
        items.reserveCapacity(min(range.count / 2 + 2, 32))
        var index = range.lowerBound
        func byte(_ offset: Int) -> UInt8 { offset < range.upperBound ? bytes[offset] : 0 }
        while index < range.upperBound {
            let start = index
            let c = bytes[index]
            if Lexer.isWhitespace(c) {
                index += 1
                continue
            }
            switch c {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < range.upperBound, bytes[index] != c { index += 1 }
                guard index < range.upperBound else {
                    throw TemplateError(
                        .syntax, "string is never closed; add \(c == 34 ? "\"" : "'")", in: source, at: start)
                }
                items.append(Item(kind: .string(source[(start + 1)..<index]), offset: start))
                index += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-") where isDigit(byte(index + 1)):
                index += 1
                while isDigit(byte(index)) { index += 1 }
                if byte(index) == UInt8(ascii: "."), isDigit(byte(index + 1)) {
                    index += 1
                    while isDigit(byte(index)) { index += 1 }
                    let text = source[start..<index]
                    guard let number = Double(text) else {
                        throw TemplateError(.syntax, "'\(text.shortened)' is not a number", in: source, at: start)
                    }
                    items.append(Item(kind: .double(number), offset: start))
                } else {
                    let text = source[start..<index]
                    guard let number = Int(text) else {
                        throw TemplateError(
                            .syntax, "'\(text.shortened)' is too large for a number", in: source, at: start)
                    }
                    items.append(Item(kind: .integer(number), offset: start))
                }
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                0x80...0xFF:
                while index < range.upperBound, Lexer.isIdentifierByte(bytes[index]) { index += 1 }
                if byte(index) == UInt8(ascii: "?") { index += 1 }
                items.append(Item(kind: .identifier(source[start..<index]), offset: start))
            case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                let two =
                    byte(index + 1) == UInt8(ascii: "=")
                    || (c == UInt8(ascii: "<") && byte(index + 1) == UInt8(ascii: ">"))
                let text = source[index..<(index + (two ? 2 : 1))]
                index += two ? 2 : 1
                if text == "=" {
                    items.append(Item(kind: .punctuation("="), offset: start))
                } else if let op = ComparisonOperator(rawValue: text) {
                    items.append(Item(kind: .comparison(op), offset: start))
                } else {
                    throw TemplateError(.syntax, "unknown operator '\(text)'", in: source, at: start)
                }
            case UInt8(ascii: "."):
                let double = byte(index + 1) == UInt8(ascii: ".")
                index += double ? 2 : 1
                items.append(Item(kind: .punctuation(double ? ".." : "."), offset: start))
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "|"),
                UInt8(ascii: ":"), UInt8(ascii: ","):
                index += 1
                items.append(Item(kind: .punctuation(String(UnicodeScalar(c))), offset: start))
            default:
                let character = source[start..<min(start + 1, range.upperBound)]
                throw TemplateError(.syntax, "unexpected character '\(character)'", in: source, at: start)
            }
        }
        items.append(Item(kind: .end, offset: range.upperBound))
        return items
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
