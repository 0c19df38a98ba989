import DiagnosticText

/// Builds the syntax tree from tokens: blocks are parsed recursively, each tag by its own small method.
///
/// Where Ruby Liquid's default (lax) parser accepts a template, so does this one, with the same meaning: a second
/// `else` or an `elsif` after `else` is parsed and never rendered, a `when` may follow `else`, names of `assign`
/// and `capture` may be digits. What it rejects is an error here too.
///
/// Blank blocks: a block whose bodies hold only white space and tags that print nothing (`assign`, `capture`,
/// comments, blank blocks) prints nothing at all. `if`, `unless`, `case` and `for` drop the white space of such
/// bodies here, once, as Ruby Liquid does.
struct Parser {
    private let source: SourceText
    private let tokens: [Token]
    /// The filters and fixed paths found so far, numbered for the renderer.
    let symbols: SymbolTable
    private var index = 0
    /// The blocks being parsed, innermost last, so a stray end tag can name the block still open.
    private var openBlocks: [(name: String, offset: Int)] = []
    /// Blocks open around this parser's tokens: those of a `liquid` tag are parsed by a parser of their own.
    private let enclosingBlocks: Int
    /// Whether the tokens are the lines of a `liquid` tag.
    private let isLiquidTag: Bool

    init(source: SourceText, tokens: [Token]) {
        self.init(source: source, tokens: tokens, symbols: SymbolTable(), enclosingBlocks: 0, isLiquidTag: false)
    }

    private init(source: SourceText, tokens: [Token], symbols: SymbolTable, enclosingBlocks: Int, isLiquidTag: Bool) {
        self.source = source
        self.tokens = tokens
        self.symbols = symbols
        self.enclosingBlocks = enclosingBlocks
        self.isLiquidTag = isLiquidTag
    }

    /// Parses the whole template; any block still open at the end is an error at its opening tag.
    mutating func parse() throws(TemplateError) -> [Node] {
        try parseBlock(until: []).nodes
    }

    /// The tags that close or continue each block, for "never closed" and "unexpected" messages.
    private static let endTags: [String: String] = [
        "if": "endif", "unless": "endunless", "case": "endcase", "for": "endfor", "capture": "endcapture",
        "raw": "endraw", "comment": "endcomment", "tablerow": "endtablerow", "ifchanged": "endifchanged",
        "doc": "enddoc",
    ]

    /// A parsed body: its nodes, the tag that ended it (`nil` at the end of input), and whether it is blank.
    private typealias Body = (nodes: [Node], terminator: Token?, isBlank: Bool)

    /// Parses nodes until one of `terminators` (or the end of input). Returns the terminating tag token.
    ///
    /// The terminators are a short list rather than a set: comparing a name with two or three is quicker than
    /// hashing it.
    private mutating func parseBlock(until terminators: [String]) throws(TemplateError) -> Body {
        var nodes: [Node] = []
        // Room for the nodes a body is likely to hold spares the array regrowing through every size up to them: a
        // whole template, at most one node per token; a block's body, a few.
        nodes.reserveCapacity(terminators.isEmpty ? min(tokens.count - index, 64) : 4)
        var isBlank = true
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .text:
                guard !token.content.isEmpty else { continue }
                nodes.append(.text(token.content))
                if isBlank { isBlank = Lexer.isWhitespace(source.bytes, token.content) }
            case .output:
                nodes.append(try parseOutput(token.content))
                isBlank = false
            case .tag(let name):
                if terminators.contains(name) { return (nodes, token, isBlank) }
                let tagIsBlank = try parseTag(name, token, into: &nodes)
                isBlank = isBlank && tagIsBlank
            }
        }
        return (nodes, nil, isBlank)
    }

    /// The markup of `{{ }}` or `echo`: an expression and its filters, or nothing, which prints nothing.
    private func parseOutput(_ range: Range<Int>) throws(TemplateError) -> Node {
        var markup = try MarkupParser(source: source, symbols: symbols, range: range)
        if markup.isAtEnd { return .value(.literal(.nil)) }
        let expression = try markup.parseExpression()
        let filters = try markup.parseFilters()
        try markup.expectEnd("output")
        return filters.isEmpty
            ? .value(expression) : .output(FilteredExpression(expression: expression, filters: filters))
    }

    /// Parses a block body that must end with one of `terminators`, failing at `opening` when it never does.
    private mutating func parseBody(of opening: Token, named name: String, until terminators: [String])
        throws(TemplateError) -> (nodes: [Node], terminator: Token, isBlank: Bool)
    {
        guard enclosingBlocks + openBlocks.count < Template.maximumNesting else {
            throw TemplateError(
                .syntax, "blocks nest more than \(Template.maximumNesting) deep; move the inner ones into a partial",
                in: source, at: opening.start)
        }
        openBlocks.append((name, opening.start))
        defer { openBlocks.removeLast() }
        let (nodes, terminator, isBlank) = try parseBlock(until: terminators)
        guard let terminator else {
            let end = Parser.endTags[name] ?? "end" + name
            let hint = isLiquidTag ? "add a line '\(end)' before the end of the 'liquid' tag" : "add {% \(end) %}"
            throw TemplateError(.syntax, "'\(name)' is never closed; \(hint)", in: source, at: opening.start)
        }
        return (nodes, terminator, isBlank)
    }

    /// Parses the tag `name` and appends its node, if it makes one. Returns whether the tag is blank: whether it
    /// prints nothing, so that a block holding only blank tags and white space prints nothing at all.
    private mutating func parseTag(_ name: String, _ token: Token, into nodes: inout [Node]) throws(TemplateError)
        -> Bool
    {
        // The tags templates use most come first: a switch on strings compares them in order.
        switch name {
        case "if", "unless":
            var markup = try MarkupParser(source: source, symbols: symbols, range: token.content)
            let (node, isBlank) = try parseConditional(name, token, &markup)
            nodes.append(node)
            return isBlank
        case "for":
            var markup = try MarkupParser(source: source, symbols: symbols, range: token.content)
            let (node, isBlank) = try parseFor(token, &markup)
            nodes.append(node)
            return isBlank
        case "assign":
            nodes.append(try parseAssign(token))
            return true
        case "echo":
            nodes.append(try parseOutput(token.content))
            return false
        case "include", "render":
            var markup = try MarkupParser(source: source, symbols: symbols, range: token.content)
            nodes.append(try parsePartial(name, token, &markup))
            return false
        case "capture":
            let variable = try captureName(token)
            let (body, _, _) = try parseBody(of: token, named: name, until: ["endcapture"])
            nodes.append(.capture(name: variable, body: body))
            return true
        case "case":
            var markup = try MarkupParser(source: source, symbols: symbols, range: token.content)
            let (node, isBlank) = try parseCase(token, &markup)
            nodes.append(node)
            return isBlank
        case "comment":
            _ = try parseBody(of: token, named: name, until: ["endcomment"])
            return true
        case "#":
            return true
        case "raw", "doc":
            try expectNoMarkup(token, name)
            let (body, _, _) = try parseBody(of: token, named: name, until: [name == "raw" ? "endraw" : "enddoc"])
            // The lexer made the body one text token.
            guard case .text(let range)? = body.first else { return true }
            if name == "raw" { nodes.append(.text(range)) }
            return false
        case "increment", "decrement":
            // As in Ruby Liquid, the name is the markup as written.
            let variable = source[token.content].trimmingWhitespace()
            nodes.append(.counter(name: variable, step: name == "increment" ? 1 : -1, offset: token.start))
            return false
        case "cycle":
            var markup = try MarkupParser(source: source, symbols: symbols, range: token.content)
            nodes.append(try parseCycle(token, &markup))
            return false
        case "break", "continue":
            let markup = try MarkupParser(source: source, symbols: symbols, range: token.content)
            try markup.expectEnd("'\(name)'")
            nodes.append(.loopControl(name == "break" ? .breakLoop : .continueLoop, offset: token.start))
            return false
        case "tablerow":
            var markup = try MarkupParser(source: source, symbols: symbols, range: token.content)
            let (node, isBlank) = try parseTableRow(token, &markup)
            nodes.append(node)
            return isBlank
        case "liquid":
            return try parseLiquidTag(token, into: &nodes)
        case "ifchanged":
            let (body, _, isBlank) = try parseBody(of: token, named: name, until: ["endifchanged"])
            nodes.append(.ifChanged(body))
            return isBlank
        default:
            throw unexpectedTag(token)
        }
    }

    /// `raw` and `doc` take no markup.
    private func expectNoMarkup(_ token: Token, _ name: String) throws(TemplateError) {
        guard Lexer.isWhitespace(source.bytes, token.content) else {
            throw TemplateError(.syntax, "'\(name)' takes nothing after its name", in: source, at: token.start)
        }
    }

    /// `{% liquid %}`: one tag per line, parsed as if each were written in its own `{% %}`. Blocks opened in it
    /// close in it; its tags join the enclosing body.
    private mutating func parseLiquidTag(_ token: Token, into nodes: inout [Node]) throws(TemplateError) -> Bool {
        let lines = try Lexer(source: source).liquidLines(in: token.content)
        var parser = Parser(
            source: source, tokens: lines, symbols: symbols, enclosingBlocks: enclosingBlocks + openBlocks.count,
            isLiquidTag: true)
        let (inner, _, isBlank) = try parser.parseBlock(until: [])
        nodes.append(contentsOf: inner)
        return isBlank
    }

    // MARK: - Variables

    /// `assign name = value`. The name is the characters Ruby Liquid allows in one: letters, digits, `_`, `-`,
    /// `.`, brackets and parentheses, so `123` is a name (which `{{ 123 }}` cannot read, as in Ruby); `foo?`
    /// is not.
    private func parseAssign(_ token: Token) throws(TemplateError) -> Node {
        let bytes = source.bytes
        var index = token.content.lowerBound
        let end = token.content.upperBound
        while index < end, Lexer.isWhitespace(bytes[index]) { index += 1 }
        let nameStart = index
        while index < end, Parser.isNameByte(bytes[index]) { index += 1 }
        let nameEnd = index
        while index < end, Lexer.isWhitespace(bytes[index]) { index += 1 }
        guard nameEnd > nameStart else {
            throw TemplateError(
                .syntax, "expected a variable name, as in {% assign name = value %}", in: source, at: nameStart)
        }
        guard index < end, bytes[index] == UInt8(ascii: "="), index + 1 == end || bytes[index + 1] != UInt8(ascii: "=")
        else {
            throw TemplateError(
                .syntax, "expected '=' after the variable name, as in {% assign name = value %}", in: source,
                at: index)
        }
        var markup = try MarkupParser(source: source, symbols: symbols, range: (index + 1)..<end)
        let value = try markup.parseFilteredExpression()
        try markup.expectEnd("'assign'")
        return .assign(name: source[nameStart..<nameEnd], value: value)
    }

    /// The name of `capture name`: the first run of name characters in the markup, as Ruby Liquid reads it.
    private func captureName(_ token: Token) throws(TemplateError) -> String {
        let bytes = source.bytes
        var start = token.content.lowerBound
        while start < token.content.upperBound, !Parser.isNameByte(bytes[start]) { start += 1 }
        var end = start
        while end < token.content.upperBound, Parser.isNameByte(bytes[end]) { end += 1 }
        guard end > start else {
            throw TemplateError(
                .syntax, "expected a variable name, as in {% capture name %}", in: source, at: token.content.lowerBound)
        }
        return source[start..<end]
    }

    /// A byte of an `assign` or `capture` name.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        Lexer.isWordByte(byte) || byte >= 0x80 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "(")
            || byte == UInt8(ascii: ")")
    }

    // MARK: - Conditions

    /// `if`/`unless` with `elsif` and `else` branches. As in Ruby Liquid, the branches are tried in order and
    /// `else` always holds: branches after the first `else` are parsed, and never rendered.
    private mutating func parseConditional(_ name: String, _ token: Token, _ markup: inout MarkupParser)
        throws(TemplateError) -> (Node, Bool)
    {
        var condition = try markup.parseCondition()
        try markup.expectEnd("'\(name)'")
        if name == "unless" {
            // Only the first branch of `unless` is negated; its `elsif` branches stay positive, as in Liquid.
            condition.isNegated = true
        }
        var branches: [ConditionalBranch] = []
        var otherwise: [Node]? = nil
        var current: Condition? = condition
        var isBlank = true
        let terminators = ["elsif", "else", name == "if" ? "endif" : "endunless"]
        while true {
            let (body, terminator, bodyIsBlank) = try parseBody(of: token, named: name, until: terminators)
            isBlank = isBlank && bodyIsBlank
            if otherwise == nil {
                if let current {
                    branches.append(ConditionalBranch(condition: current, body: body))
                } else {
                    otherwise = body
                }
            }
            guard case .tag(let tag) = terminator.kind, tag == "elsif" || tag == "else" else { break }
            if tag == "elsif" {
                var next = try MarkupParser(source: source, symbols: symbols, range: terminator.content)
                current = try next.parseCondition()
                try next.expectEnd("'elsif'")
            } else {
                // The markup of `else` is ignored, as in Ruby Liquid.
                current = nil
            }
        }
        if isBlank {
            branches = branches.map { ConditionalBranch(condition: $0.condition, body: Parser.withoutText($0.body)) }
            otherwise = otherwise.map(Parser.withoutText)
        }
        return (.conditional(branches: branches, otherwise: otherwise), isBlank)
    }

    /// `case subject` with `when a, b` (or `when a or b`) clauses and `else` clauses, in any order.
    private mutating func parseCase(_ token: Token, _ markup: inout MarkupParser) throws(TemplateError) -> (Node, Bool)
    {
        let subject = try markup.parseExpression()
        try markup.expectEnd("'case'")
        // Text between `case` and the first `when` is never rendered, as in Liquid; it counts for blankness.
        var (_, terminator, isBlank) = try parseBody(of: token, named: "case", until: ["when", "else", "endcase"])
        var clauses: [CaseClause] = []
        while case .tag(let tag) = terminator.kind, tag != "endcase" {
            var values: [Expression] = []
            if tag == "when" {
                var markup = try MarkupParser(source: source, symbols: symbols, range: terminator.content)
                values.append(try markup.parseExpression())
                while markup.consume(.punctuation(.comma)) || markup.consumeWord("or") {
                    values.append(try markup.parseExpression())
                }
                // Ruby Liquid's lax parser ignores anything else after the values.
            } else {
                guard Lexer.isWhitespace(source.bytes, terminator.content) else {
                    throw TemplateError(
                        .syntax, "'else' in 'case' takes nothing after it", in: source, at: terminator.start)
                }
            }
            let (body, next, bodyIsBlank) = try parseBody(
                of: token, named: "case", until: ["when", "else", "endcase"])
            clauses.append(CaseClause(values: values, isElse: tag == "else", body: body))
            isBlank = isBlank && bodyIsBlank
            terminator = next
        }
        if isBlank {
            clauses = clauses.map {
                CaseClause(values: $0.values, isElse: $0.isElse, body: Parser.withoutText($0.body))
            }
        }
        return (.caseWhen(subject: subject, clauses: clauses), isBlank)
    }

    // MARK: - Loops

    /// `for item in collection [reversed] [limit: n] [offset: m | offset: continue]` with an optional `else`.
    /// Parameters may be separated by commas.
    private mutating func parseFor(_ token: Token, _ markup: inout MarkupParser) throws(TemplateError) -> (Node, Bool) {
        let (variable, collection, collectionText) = try parseLoopHead(&markup, tag: "for")
        var loop = ForLoop(
            variable: variable, collection: collection, name: variable + "-" + collectionText, limit: nil,
            offset: nil, reversed: false, body: [], otherwise: nil, location: token.start)
        while !markup.isAtEnd {
            if markup.consume(.punctuation(.comma)) { continue }
            if markup.consumeWord("reversed") {
                loop.reversed = true
                continue
            }
            let parameterOffset = markup.current.offset
            let parameter = try markup.parseIdentifier("expected 'limit:', 'offset:' or 'reversed' in 'for'")
            try markup.expect(.punctuation(.colon), "expected ':' after '\(parameter)'")
            switch parameter {
            case "limit": loop.limit = try markup.parseExpression()
            case "offset":
                if markup.consumeWord("continue") {
                    loop.continuesOffset = true
                    loop.offset = nil
                } else {
                    loop.offset = try markup.parseExpression()
                    loop.continuesOffset = false
                }
            default:
                throw markup.error(
                    "unknown 'for' parameter '\(parameter)'; use 'limit:', 'offset:' or 'reversed'",
                    at: parameterOffset)
            }
        }
        let (body, terminator, bodyIsBlank) = try parseBody(of: token, named: "for", until: ["else", "endfor"])
        loop.body = body
        var isBlank = bodyIsBlank
        if case .tag("else") = terminator.kind {
            let (otherwise, _, otherwiseIsBlank) = try parseBody(of: token, named: "for", until: ["endfor"])
            loop.otherwise = otherwise
            isBlank = isBlank && otherwiseIsBlank
        }
        if isBlank {
            loop.body = Parser.withoutText(loop.body)
            loop.otherwise = loop.otherwise.map(Parser.withoutText)
        }
        return (.forLoop(loop), isBlank)
    }

    /// `tablerow item in collection [cols: n] [limit: n] [offset: n]`, parameters optionally separated by commas.
    private mutating func parseTableRow(_ token: Token, _ markup: inout MarkupParser) throws(TemplateError)
        -> (Node, Bool)
    {
        let (variable, collection, _) = try parseLoopHead(&markup, tag: "tablerow")
        var table = TableRow(
            variable: variable, collection: collection, columns: nil, limit: nil, offset: nil, body: [],
            location: token.start)
        while !markup.isAtEnd {
            if markup.consume(.punctuation(.comma)) { continue }
            let parameterOffset = markup.current.offset
            let parameter = try markup.parseIdentifier("expected 'cols:', 'limit:' or 'offset:' in 'tablerow'")
            try markup.expect(.punctuation(.colon), "expected ':' after '\(parameter)'")
            let value = try markup.parseExpression()
            switch parameter {
            case "cols": table.columns = value
            case "limit": table.limit = value
            case "offset": table.offset = value
            case "range": break  // Accepted by Ruby Liquid, and unused.
            default:
                throw markup.error(
                    "unknown 'tablerow' parameter '\(parameter)'; use 'cols:', 'limit:' or 'offset:'",
                    at: parameterOffset)
            }
        }
        let (body, _, isBlank) = try parseBody(of: token, named: "tablerow", until: ["endtablerow"])
        table.body = body
        return (.tableRow(table), isBlank)
    }

    /// `item in collection`: the variable, the collection, and the collection as written.
    private mutating func parseLoopHead(_ markup: inout MarkupParser, tag: String) throws(TemplateError)
        -> (String, Expression, String)
    {
        let variable = try markup.parseIdentifier("expected a loop variable, as in {% \(tag) item in items %}")
        guard markup.consumeWord("in") else {
            throw markup.error(
                "expected 'in' after the loop variable, as in {% \(tag) item in items %}", at: markup.current.offset)
        }
        let start = markup.current.offset
        let collection = try markup.parseExpression()
        var end = markup.current.offset
        while end > start, Lexer.isWhitespace(source.bytes[end - 1]) { end -= 1 }
        return (variable, collection, source[start..<end])
    }

    // MARK: - Other tags

    /// `cycle "a", "b"` or `cycle group: "a", "b"`; the group may be any expression.
    private mutating func parseCycle(_ token: Token, _ markup: inout MarkupParser) throws(TemplateError) -> Node {
        var values = [try markup.parseExpression()]
        var group: Cycle.Group? = nil
        if markup.consume(.punctuation(.colon)) {
            group = .named(values[0])
            values = [try markup.parseExpression()]
        }
        while markup.consume(.punctuation(.comma)) {
            if markup.isAtEnd { break }
            values.append(try markup.parseExpression())
        }
        try markup.expectEnd("'cycle'")
        if group == nil {
            // Unnamed cycles of the same literal values share their place; one with a variable keeps its own.
            var literals: [Value] = []
            for value in values {
                switch value {
                case .literal(let literal): literals.append(literal)
                case .empty, .blank: literals.append("")
                default: break
                }
            }
            let key =
                literals.count == values.count
                ? Value.array(literals).inspectedText : "\u{0}\(source.name):\(token.start)"
            group = .key(key)
        }
        return .cycle(Cycle(group: group!, values: values, offset: token.start))
    }

    /// `include name [with value | for items] [as alias] [, key: value ...]`, and `render` likewise, whose
    /// name must be a string in quotes.
    private mutating func parsePartial(_ name: String, _ token: Token, _ markup: inout MarkupParser)
        throws(TemplateError) -> Node
    {
        let nameOffset = markup.current.offset
        let template = try markup.parseExpression()
        if name == "render", case .literal(.string) = template {
        } else if name == "render" {
            throw markup.error("expected the partial's name in quotes, as in {% render 'name' %}", at: nameOffset)
        }
        var partial = Partial(
            kind: name == "include" ? .include : .render, name: template, binding: nil,
            alias: nil, arguments: [], location: token.start)
        if markup.consumeWord("with") {
            partial.binding = .with(try markup.parseExpression())
        } else if markup.consumeWord("for") {
            partial.binding = .each(try markup.parseExpression())
        }
        if markup.consumeWord("as") {
            partial.alias = try markup.parseIdentifier("expected a name after 'as'")
        }
        while markup.consume(.punctuation(.comma)) || !markup.isAtEnd {
            if markup.isAtEnd { break }
            let argument = try markup.parseIdentifier("expected 'name: value' arguments after the partial's name")
            try markup.expect(.punctuation(.colon), "expected ':' after '\(argument)'")
            partial.arguments.append((argument, try markup.parseExpression()))
        }
        return .partial(partial)
    }

    /// The nodes without their text, for a blank block.
    private static func withoutText(_ nodes: [Node]) -> [Node] {
        nodes.filter {
            if case .text = $0 { return false }
            return true
        }
    }

    private func unexpectedTag(_ token: Token) -> TemplateError {
        guard case .tag(let name) = token.kind else {
            return TemplateError(.syntax, "unexpected token", in: source, at: token.start)
        }
        let closing = [
            "endif", "endunless", "endcase", "endfor", "endcapture", "endraw", "endcomment", "endtablerow",
            "endifchanged", "enddoc", "else", "elsif", "when",
        ]
        if closing.contains(name) {
            if let (block, offset) = openBlocks.last {
                let line = source.location(of: offset).line
                let end = Parser.endTags[block] ?? "end" + block
                return TemplateError(
                    .syntax, "unexpected '\(name)': '\(block)' from line \(line) is still open; add {% \(end) %} first",
                    in: source, at: token.start)
            }
            if isLiquidTag {
                return TemplateError(
                    .syntax, "'\(name)' cannot close a block opened outside this 'liquid' tag", in: source,
                    at: token.start)
            }
            return TemplateError(.syntax, "'\(name)' has no matching opening tag", in: source, at: token.start)
        }
        let known =
            [
                "if", "unless", "case", "for", "tablerow", "assign", "capture", "increment", "decrement", "echo",
                "cycle", "include", "render", "break", "continue", "raw", "comment", "doc", "liquid", "ifchanged",
            ] + closing
        var message = "unknown tag '\(name.shortened)'"
        if let suggestion = Suggestion.closest(to: name, in: known) {
            message += "; did you mean '\(suggestion)'?"
        }
        return TemplateError(.syntax, message, in: source, at: token.start)
    }
}
