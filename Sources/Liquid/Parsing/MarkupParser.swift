import ByteWords

/// Parses the markup inside `{{ }}` and tags: expressions, filter chains, conditions and tag arguments.
struct MarkupParser {
    /// A token of markup: what it is, where it starts, and its bytes in the template.
    ///
    /// Items hold no strings: names and string literals stay byte ranges of the template until a node keeps them,
    /// so scanning allocates nothing but the array and items are copied without counting references.
    struct Item: Sendable {
        enum Kind: Sendable, Equatable {
            case identifier
            /// A string literal; `range` holds what is between its quotes.
            case string
            case integer(Int)
            case double(Double)
            case punctuation(Punctuation)
            case comparison(ComparisonOperator)
            case end
        }

        var kind: Kind
        /// Where the item starts (for a string, its opening quote), for error locations.
        var offset: Int { kind == .string ? range.lowerBound - 1 : range.lowerBound }
        /// The item's bytes in the template: a name, or the text of a string between its quotes.
        var range: Range<Int>
        /// Just past the item's last byte (a string's closing quote included).
        var end: Int { kind == .string ? range.upperBound + 1 : range.upperBound }
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

    /// The text of `item`: a name, or a string literal's contents.
    private func text(of item: Item) -> String { source[item.range] }

    /// Whether `item` is the name `word`, compared byte for byte in place.
    private func isWord(_ item: Item, _ word: StaticString) -> Bool {
        guard item.kind == .identifier, item.range.count == word.utf8CodeUnitCount else { return false }
        return source.bytes.withUnsafeBytes { bytes in
            ByteWords.equal(
                UnsafeRawBufferPointer(rebasing: bytes[item.range]),
                UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        }
    }

    // MARK: - Grammar

    /// `expression (| filter (: arguments)?)*`
    mutating func parseFilteredExpression() throws(TemplateError) -> FilteredExpression {
        let expression = try parseExpression()
        return FilteredExpression(expression: expression, filters: try parseFilters())
    }

    /// `(| filter (: arguments)?)*`: the filters after an expression, none when no `|` follows it.
    mutating func parseFilters() throws(TemplateError) -> [FilterInvocation] {
        var filters: [FilterInvocation] = []
        while consume(.punctuation(.pipe)) {
            let offset = current.offset
            guard current.kind == .identifier else {
                throw error("expected a filter name after '|'", at: offset)
            }
            let filter = symbols.filter(current.range, in: source.bytes)
            index += 1
            var arguments: [Expression] = []
            var keywords: [(name: String, value: Expression)] = []
            if consume(.punctuation(.colon)) {
                repeat {
                    if current.kind == .identifier, items[index + 1].kind == .punctuation(.colon) {
                        let keyword = text(of: current)
                        index += 2
                        keywords.append((keyword, try parseExpression()))
                    } else {
                        arguments.append(try parseExpression())
                    }
                } while consume(.punctuation(.comma))
            }
            filters.append(
                FilterInvocation(
                    name: filter.name, slot: filter.slot, arguments: arguments, keywords: keywords,
                    offset: offset))
        }
        return filters
    }

    /// A literal, a variable path, or a range `(a..b)`.
    mutating func parseExpression() throws(TemplateError) -> Expression {
        let item = current
        switch item.kind {
        case .string:
            index += 1
            return .literal(.string(text(of: item)))
        case .integer(let number):
            index += 1
            return .literal(.int(number))
        case .double(let number):
            index += 1
            return .literal(.double(number))
        case .punctuation(.openParenthesis):
            index += 1
            try enterNesting(at: item.offset)
            defer { depth -= 1 }
            let lower = try parseExpression()
            try expect(.punctuation(.dots), "expected '..' in a range such as (1..5)")
            let upper = try parseExpression()
            try expect(.punctuation(.closeParenthesis), "expected ')' to close the range")
            return .range(lower, upper, offset: item.offset)
        case .punctuation(.openBracket):
            return .variable(try parsePath())
        case .identifier:
            let next = items[index + 1].kind
            if next != .punctuation(.dot) && next != .punctuation(.openBracket), let constant = constant(item) {
                index += 1
                return constant
            }
            return .variable(try parsePath())
        case .end:
            throw error("expected a value here", at: item.offset)
        default:
            throw error("unexpected \(describe(item)); expected a value", at: item.offset)
        }
    }

    /// The literal a name stands for when it is not followed by `.` or `[`: `true`, `false`, `nil`, `null`,
    /// `empty` and `blank`; `nil` for any other name.
    private func constant(_ item: Item) -> Expression? {
        // Most names are none of these: their length spares comparing them.
        switch item.range.count {
        case 3 where isWord(item, "nil"): return .literal(.nil)
        case 4 where isWord(item, "true"): return .literal(true)
        case 4 where isWord(item, "null"): return .literal(.nil)
        case 5 where isWord(item, "false"): return .literal(false)
        case 5 where isWord(item, "empty"): return .empty
        case 5 where isWord(item, "blank"): return .blank
        default: return nil
        }
    }

    /// `name(.key | [expression])*`, or a path that starts with `[expression]`.
    ///
    /// A path of names and literal subscripts gets a slot for the renderer to keep its value in, by its text as
    /// written: the same text always parses to the same path.
    private mutating func parsePath() throws(TemplateError) -> VariablePath {
        let offset = current.offset
        let root: VariablePath.Segment
        var isFixed = true
        var rootSlot: Int? = nil
        var startsWithLoopObject = false
        if current.kind == .identifier {
            root = .key(text(of: current))
            rootSlot = symbols.rootSlot(current.range, in: source.bytes)
            startsWithLoopObject = isWord(current, "forloop") || isWord(current, "tablerowloop")
            index += 1
        } else {
            root = try parseSubscript(isFixed: &isFixed)
        }
        var segments = PathSegments()
        while true {
            if consume(.punctuation(.dot)) {
                guard current.kind == .identifier else {
                    throw error("expected a property name after '.'", at: current.offset)
                }
                segments.append(.key(text(of: current)))
                index += 1
            } else if current.kind == .punctuation(.openBracket) {
                segments.append(try parseSubscript(isFixed: &isFixed))
            } else {
                let slot = isFixed ? symbols.pathSlot(offset..<items[index - 1].end, in: source.bytes) : nil
                return VariablePath(
                    root: root, segments: segments, offset: offset, slot: slot, rootSlot: rootSlot,
                    startsWithLoopObject: startsWithLoopObject)
            }
        }
    }

    /// `[expression]`; `isFixed` becomes false when the expression is not a literal.
    private mutating func parseSubscript(isFixed: inout Bool) throws(TemplateError) -> VariablePath.Segment {
        try enterNesting(at: current.offset)
        defer { depth -= 1 }
        try expect(.punctuation(.openBracket), "expected '['")
        let key = try parseExpression()
        try expect(.punctuation(.closeBracket), "expected ']' to close the subscript")
        if case .literal = key {} else { isFixed = false }
        return .index(key)
    }

    /// `comparison ((and | or) comparison)*`; the renderer groups the clauses to the right, as Liquid does.
    mutating func parseCondition() throws(TemplateError) -> Condition {
        var condition = Condition(first: try parseComparison(), rest: [])
        while true {
            let junction: Condition.Junction
            if isWord(current, "and") {
                junction = .and
            } else if isWord(current, "or") {
                junction = .or
            } else {
                return condition
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
        case .identifier where isWord(item, "contains"):
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
        guard current.kind == .identifier else { throw error(message, at: current.offset) }
        let name = text(of: current)
        index += 1
        return name
    }

    /// Consumes the identifier `word` if it is next.
    mutating func consumeWord(_ word: StaticString) -> Bool {
        guard isWord(current, word) else { return false }
        index += 1
        return true
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
            throw error("unexpected \(describe(current)) in \(context)", at: current.offset)
        }
    }

    func error(_ message: String, at offset: Int) -> TemplateError {
        TemplateError(.syntax, message, in: source, at: offset)
    }

    func describe(_ item: Item) -> String {
        switch item.kind {
        case .identifier: return "'\(text(of: item).shortened)'"
        case .string: return "string \"\(text(of: item).shortened)\""
        case .integer(let number): return "number \(number)"
        case .double(let number): return "number \(number)"
        case .punctuation(let mark): return "'\(mark.rawValue)'"
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
            items.reserveCapacity(min((end - start) / 3 + 2, 16))
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
            items.append(Item(kind: .end, range: end..<end))
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
            return Item(kind: .string, range: (start + 1)..<(index - 1))
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
                return Item(kind: .double(number), range: start..<index)
            }
            let text = source[start..<index]
            guard let number = Int(text) else {
                throw TemplateError(.syntax, "'\(text.shortened)' is too large for a number", in: source, at: start)
            }
            return Item(kind: .integer(number), range: start..<index)
        }

        /// A name: letters, digits, `_` and `-` (and any non-ASCII byte), possibly ending with `?`.
        private func scanIdentifier(at index: inout Int) -> Item {
            let start = index
            while index < end, Lexer.isIdentifierByte(source.bytes[index]) { index += 1 }
            if byte(index) == UInt8(ascii: "?") { index += 1 }
            return Item(kind: .identifier, range: start..<index)
        }

        /// `=` (of `assign`) or a comparison operator: `==`, `!=`, `<>`, `<`, `>`, `<=`, `>=`.
        private func scanOperator(at index: inout Int) throws(TemplateError) -> Item {
            let start = index
            let first = source.bytes[index]
            let second = byte(index + 1)
            let kind: Item.Kind
            var length = 2
            switch (first, second) {
            case (UInt8(ascii: "="), UInt8(ascii: "=")): kind = .comparison(.equal)
            case (UInt8(ascii: "!"), UInt8(ascii: "=")): kind = .comparison(.notEqual)
            case (UInt8(ascii: "<"), UInt8(ascii: ">")): kind = .comparison(.notEqualAlternative)
            case (UInt8(ascii: "<"), UInt8(ascii: "=")): kind = .comparison(.lessOrEqual)
            case (UInt8(ascii: ">"), UInt8(ascii: "=")): kind = .comparison(.greaterOrEqual)
            case (UInt8(ascii: "<"), _): (kind, length) = (.comparison(.less), 1)
            case (UInt8(ascii: ">"), _): (kind, length) = (.comparison(.greater), 1)
            case (UInt8(ascii: "="), _): (kind, length) = (.punctuation(.equals), 1)
            default:
                // `!` before anything but `=`.
                throw TemplateError(.syntax, "unknown operator '!'", in: source, at: start)
            }
            index += length
            return Item(kind: kind, range: start..<index)
        }

        /// `.` between the names of a path, or `..` in a range.
        private func scanDots(at index: inout Int) -> Item {
            let start = index
            let double = byte(index + 1) == UInt8(ascii: ".")
            index += double ? 2 : 1
            return Item(kind: .punctuation(double ? .dots : .dot), range: start..<index)
        }

        /// One of `[ ] ( ) | : ,`.
        private func scanPunctuation(at index: inout Int) -> Item {
            let start = index
            index += 1
            // The scan loop sends only these bytes here.
            let mark = Punctuation(byte: source.bytes[start]) ?? .comma
            return Item(kind: .punctuation(mark), range: start..<index)
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
