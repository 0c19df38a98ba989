/// Builds the syntax tree from tokens: blocks are parsed recursively, each tag by its own small method.
struct Parser {
    private let source: SourceText
    private let tokens: [Token]
    /// The filters and fixed paths found so far, numbered for the renderer.
    let symbols = SymbolTable()
    private var index = 0
    /// The blocks being parsed, innermost last, so a stray end tag can name the block still open.
    private var openBlocks: [(name: String, offset: Int)] = []

    init(source: SourceText, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
    }

    /// Parses the whole template; any block still open at the end is an error at its opening tag.
    mutating func parse() throws(TemplateError) -> [Node] {
        let (nodes, terminator) = try parseBlock(until: [])
        if let terminator {
            throw unexpectedTag(terminator)
        }
        return nodes
    }

    /// The tags that close or continue each block, for "never closed" and "unexpected" messages.
    private static let endTags: [String: String] = [
        "if": "endif", "unless": "endunless", "case": "endcase", "for": "endfor", "capture": "endcapture",
        "raw": "endraw", "comment": "endcomment",
    ]

    /// Parses nodes until one of `terminators` (or the end of input). Returns the terminating tag token.
    private mutating func parseBlock(until terminators: Set<String>) throws(TemplateError) -> ([Node], Token?) {
        var nodes: [Node] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .text:
                if !token.content.isEmpty { nodes.append(.text(token.content)) }
            case .output:
                var markup = try MarkupParser(source: source, symbols: symbols, range: token.content)
                if markup.isAtEnd {
                    throw TemplateError(
                        .syntax, "'{{ }}' is empty; put a variable inside it", in: source, at: token.start)
                }
                let expression = try markup.parseFilteredExpression()
                try markup.expectEnd("output")
                nodes.append(.output(expression))
            case .tag(let name):
                if terminators.contains(name) { return (nodes, token) }
                if let node = try parseTag(name, token) { nodes.append(node) }
            }
        }
        return (nodes, nil)
    }

    /// Parses a block body that must end with one of `terminators`, failing at `opening` when it never does.
    private mutating func parseBody(of opening: Token, named name: String, until terminators: Set<String>)
        throws(TemplateError) -> ([Node], Token)
    {
        guard openBlocks.count < Template.maximumNesting else {
            throw TemplateError(
                .syntax, "blocks nest more than \(Template.maximumNesting) deep; move the inner ones into a partial",
                in: source, at: opening.start)
        }
        openBlocks.append((name, opening.start))
        defer { openBlocks.removeLast() }
        let (nodes, terminator) = try parseBlock(until: terminators)
        guard let terminator else {
            let end = Parser.endTags[name] ?? "end" + name
            throw TemplateError(.syntax, "'\(name)' is never closed; add {% \(end) %}", in: source, at: opening.start)
        }
        return (nodes, terminator)
    }

    private mutating func parseTag(_ name: String, _ token: Token) throws(TemplateError) -> Node? {
        var markup = try MarkupParser(source: source, symbols: symbols, range: token.content)
        switch name {
        case "if", "unless": return try parseConditional(name, token, &markup)
        case "case": return try parseCase(token, &markup)
        case "for": return try parseFor(token, &markup)
        case "assign":
            let variable = try markup.parseIdentifier("expected a variable name, as in {% assign name = value %}")
            try markup.expect(.punctuation("="), "expected '=' after the variable name in 'assign'")
            let value = try markup.parseFilteredExpression()
            try markup.expectEnd("'assign'")
            return .assign(name: variable, value: value)
        case "capture":
            let variable = try markup.parseIdentifier("expected a variable name, as in {% capture name %}")
            try markup.expectEnd("'capture'")
            let (body, _) = try parseBody(of: token, named: name, until: ["endcapture"])
            return .capture(name: variable, body: body)
        case "increment", "decrement":
            let variable = try markup.parseIdentifier("expected a variable name after '\(name)'")
            try markup.expectEnd("'\(name)'")
            return .counter(name: variable, step: name == "increment" ? 1 : -1)
        case "echo":
            let expression = try markup.parseFilteredExpression()
            try markup.expectEnd("'echo'")
            return .output(expression)
        case "cycle": return try parseCycle(token, &markup)
        case "include", "render": return try parsePartial(name, token, &markup)
        case "break", "continue":
            try markup.expectEnd("'\(name)'")
            return .loopControl(name == "break" ? .breakLoop : .continueLoop, offset: token.start)
        case "raw":
            let (body, _) = try parseBody(of: token, named: name, until: ["endraw"])
            return body.first
        case "comment":
            _ = try parseBody(of: token, named: name, until: ["endcomment"])
            return nil
        case "#":
            return nil
        default:
            throw unexpectedTag(token)
        }
    }

    /// `if`/`unless` with `elsif` and `else` branches.
    private mutating func parseConditional(_ name: String, _ token: Token, _ markup: inout MarkupParser)
        throws(TemplateError) -> Node
    {
        var condition = try markup.parseCondition()
        try markup.expectEnd("'\(name)'")
        if name == "unless" {
            // Only the first branch of `unless` is negated; its `elsif` branches stay positive, as in Liquid.
            condition.isNegated = true
        }
        var branches: [ConditionalBranch] = []
        var current = condition
        var opening = token
        while true {
            let (body, terminator) = try parseBody(of: opening, named: name, until: ["elsif", "else", "end" + name])
            branches.append(ConditionalBranch(condition: current, body: body))
            guard case .tag(let tag) = terminator.kind else { break }
            if tag == "elsif" {
                var next = try MarkupParser(source: source, symbols: symbols, range: terminator.content)
                current = try next.parseCondition()
                try next.expectEnd("'elsif'")
                opening = terminator
                continue
            }
            if tag == "else" {
                let (otherwise, _) = try parseBody(of: opening, named: name, until: ["end" + name])
                return .conditional(branches: branches, otherwise: otherwise)
            }
            break
        }
        return .conditional(branches: branches, otherwise: nil)
    }

    /// `case subject` with `when a, b` clauses and an optional `else`.
    private mutating func parseCase(_ token: Token, _ markup: inout MarkupParser) throws(TemplateError) -> Node {
        let subject = try markup.parseExpression()
        try markup.expectEnd("'case'")
        // Text between `case` and the first `when` is ignored, as in Liquid.
        var (_, terminator) = try parseBody(of: token, named: "case", until: ["when", "else", "endcase"])
        var whens: [WhenClause] = []
        while case .tag("when") = terminator.kind {
            var values = try MarkupParser(source: source, symbols: symbols, range: terminator.content)
            var expressions = [try values.parseExpression()]
            while values.consume(.punctuation(",")) || values.consumeWord("or") {
                expressions.append(try values.parseExpression())
            }
            try values.expectEnd("'when'")
            let (body, next) = try parseBody(of: token, named: "case", until: ["when", "else", "endcase"])
            whens.append(WhenClause(values: expressions, body: body))
            terminator = next
        }
        var otherwise: [Node]? = nil
        if case .tag("else") = terminator.kind {
            (otherwise, _) = try parseBody(of: token, named: "case", until: ["endcase"])
        }
        return .caseWhen(subject: subject, whens: whens, otherwise: otherwise)
    }

    /// `for item in collection [limit: n] [offset: m] [reversed]` with an optional `else`.
    private mutating func parseFor(_ token: Token, _ markup: inout MarkupParser) throws(TemplateError) -> Node {
        let variable = try markup.parseIdentifier("expected a loop variable, as in {% for item in items %}")
        guard markup.consumeWord("in") else {
            throw markup.error(
                "expected 'in' after the loop variable, as in {% for item in items %}",
                at: markup.current.offset)
        }
        var loop = ForLoop(
            variable: variable, collection: try markup.parseExpression(), limit: nil, offset: nil,
            reversed: false, body: [], otherwise: nil, location: token.start)
        while !markup.isAtEnd {
            if markup.consumeWord("reversed") {
                loop.reversed = true
                continue
            }
            let parameterOffset = markup.current.offset
            let parameter = try markup.parseIdentifier("expected 'limit:', 'offset:' or 'reversed' in 'for'")
            try markup.expect(.punctuation(":"), "expected ':' after '\(parameter)'")
            switch parameter {
            case "limit": loop.limit = try markup.parseExpression()
            case "offset": loop.offset = try markup.parseExpression()
            default:
                throw markup.error(
                    "unknown 'for' parameter '\(parameter)'; use 'limit:', 'offset:' or 'reversed'",
                    at: parameterOffset)
            }
            _ = markup.consume(.punctuation(","))
        }
        let (body, terminator) = try parseBody(of: token, named: "for", until: ["else", "endfor"])
        loop.body = body
        if case .tag("else") = terminator.kind {
            (loop.otherwise, _) = try parseBody(of: token, named: "for", until: ["endfor"])
        }
        return .forLoop(loop)
    }

    /// `cycle "a", "b"` or `cycle "group": "a", "b"`.
    private mutating func parseCycle(_ token: Token, _ markup: inout MarkupParser) throws(TemplateError) -> Node {
        var values = [try markup.parseExpression()]
        var group: String? = nil
        if markup.consume(.punctuation(":")) {
            if case .literal(let name) = values[0] { group = name.text }
            values = [try markup.parseExpression()]
        }
        while markup.consume(.punctuation(",")) {
            values.append(try markup.parseExpression())
        }
        try markup.expectEnd("'cycle'")
        return .cycle(group: group, values: values, offset: token.start)
    }

    /// `include 'name' [with value | for items] [as alias] [, key: value ...]`, and `render` likewise.
    private mutating func parsePartial(_ name: String, _ token: Token, _ markup: inout MarkupParser)
        throws(TemplateError) -> Node
    {
        let template = try markup.parseExpression()
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
        while markup.consume(.punctuation(",")) || !markup.isAtEnd {
            let argument = try markup.parseIdentifier("expected 'name: value' arguments after the partial's name")
            try markup.expect(.punctuation(":"), "expected ':' after '\(argument)'")
            partial.arguments.append((argument, try markup.parseExpression()))
        }
        return .partial(partial)
    }

    private func unexpectedTag(_ token: Token) -> TemplateError {
        guard case .tag(let name) = token.kind else {
            return TemplateError(.syntax, "unexpected token", in: source, at: token.start)
        }
        let closing = [
            "endif", "endunless", "endcase", "endfor", "endcapture", "endraw", "endcomment",
            "else", "elsif", "when",
        ]
        if closing.contains(name) {
            if let (block, offset) = openBlocks.last {
                let line = source.location(of: offset).line
                let end = Parser.endTags[block] ?? "end" + block
                return TemplateError(
                    .syntax, "unexpected '\(name)': '\(block)' from line \(line) is still open; add {% \(end) %} first",
                    in: source, at: token.start)
            }
            return TemplateError(.syntax, "'\(name)' has no matching opening tag", in: source, at: token.start)
        }
        let known =
            [
                "if", "unless", "case", "for", "assign", "capture", "increment", "decrement", "echo", "cycle",
                "include", "render", "break", "continue", "raw", "comment",
            ] + closing
        var message = "unknown tag '\(name.shortened)'"
        if let suggestion = Suggestion.closest(to: name, in: known) {
            message += "; did you mean '\(suggestion)'?"
        }
        return TemplateError(.syntax, message, in: source, at: token.start)
    }
}
