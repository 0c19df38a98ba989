// Flow collections: `[a, b]` and `{key: value}`, possibly nested and spanning lines.

extension YAMLParser {
    /// Parses the flow sequence or mapping whose opening bracket is at the cursor.
    /// - Parameter parentIndent: The indentation of the enclosing block; lines inside must be deeper.
    mutating func parseFlowCollection(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        scanner.peek() == UInt8(ascii: "[")
            ? try parseFlowSequence(parentIndent: parentIndent)
            : try parseFlowMapping(parentIndent: parentIndent)
    }

    private mutating func parseFlowSequence(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let opener = scanner.pos
        let mark = scanner.mark(at: opener)
        try enterCollection(at: opener)
        defer { depth -= 1 }
        scanner.advance()
        var items: [YAMLNode] = []
        entries: while true {
            try scanner.skipFlowSeparation(parentIndent: parentIndent, opener: opener)
            if scanner.peek() == UInt8(ascii: "]") {
                break entries
            }
            items.append(try parseFlowNode(parentIndent: parentIndent))
            try scanner.skipFlowSeparation(parentIndent: parentIndent, opener: opener)
            switch scanner.peek() {
            case UInt8(ascii: ","):
                scanner.advance()
            case UInt8(ascii: "]"):
                break entries
            case UInt8(ascii: ":"):
                throw scanner.error(
                    "'key: value' pairs directly inside a flow sequence are not supported; write them as {key: value}",
                    at: scanner.pos)
            default:
                throw scanner.error("expected ',' or ']' after a flow sequence entry", at: scanner.pos)
            }
        }
        scanner.advance()  // the ']'
        return YAMLNode(.sequence(items), at: mark)
    }

    private mutating func parseFlowMapping(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let opener = scanner.pos
        let mark = scanner.mark(at: opener)
        try enterCollection(at: opener)
        defer { depth -= 1 }
        scanner.advance()
        var pairs: [YAMLPair] = []
        var keyIndex: [String: YAMLMark]?
        entries: while true {
            try scanner.skipFlowSeparation(parentIndent: parentIndent, opener: opener)
            if scanner.peek() == UInt8(ascii: "}") {
                break entries
            }
            let key = try scanFlowKey(parentIndent: parentIndent)
            try checkUnique(key, among: pairs, index: &keyIndex)
            try scanner.skipFlowSeparation(parentIndent: parentIndent, opener: opener)
            guard scanner.peek() == UInt8(ascii: ":") else {
                // `{name:bviper}` is one plain scalar: YAML needs a space after the ':'.
                let hint =
                    key.scalar.text.contains(":") ? "; a ':' between a key and its value needs a space after it" : ""
                throw scanner.error("expected ':' after the key '\(key.scalar.text)'\(hint)", at: scanner.pos)
            }
            scanner.advance()
            let valueStart = scanner.pos
            try scanner.skipFlowSeparation(parentIndent: parentIndent, opener: opener)
            let value: YAMLNode
            if scanner.peek() == UInt8(ascii: ",") || scanner.peek() == UInt8(ascii: "}") {
                value = YAMLNode(.scalar(YAMLScalar("")), at: scanner.mark(at: valueStart))
            } else {
                value = try parseFlowNode(parentIndent: parentIndent)
            }
            pairs.append(YAMLPair(key: key.scalar, keyMark: key.mark, value: value))
            try scanner.skipFlowSeparation(parentIndent: parentIndent, opener: opener)
            switch scanner.peek() {
            case UInt8(ascii: ","):
                scanner.advance()
            case UInt8(ascii: "}"):
                break entries
            default:
                throw scanner.error("expected ',' or '}' after a flow mapping entry", at: scanner.pos)
            }
        }
        scanner.advance()  // the '}'
        return YAMLNode(.mapping(pairs), at: mark)
    }

    /// Scans the key of a flow mapping entry: a scalar on one line.
    private mutating func scanFlowKey(parentIndent: Int) throws(YAMLError) -> Key {
        let start = scanner.pos
        let scanned: FlowScalar
        switch scanner.peek() {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            throw scanner.error("complex mapping keys are not supported; a key must be a scalar", at: start)
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            scanned = try scanner.scanQuotedScalar(parentIndent: parentIndent)
        default:
            guard scanner.startsPlainScalar(inFlow: true) else { throw nodeStartError(inFlow: true) }
            scanned = scanner.scanPlainScalar(parentIndent: parentIndent, inFlow: true)
        }
        if scanned.isMultiline {
            throw scanner.error("a mapping key must fit on one line", at: start)
        }
        return Key(scalar: scanned.scalar, offset: start, mark: scanner.mark(at: start))
    }

    /// Parses a node inside a flow collection: a nested collection or a scalar.
    private mutating func parseFlowNode(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let start = scanner.pos
        switch scanner.peek() {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return try parseFlowCollection(parentIndent: parentIndent)
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            let scanned = try scanner.scanQuotedScalar(parentIndent: parentIndent)
            return YAMLNode(.scalar(scanned.scalar), at: scanner.mark(at: start))
        default:
            guard scanner.startsPlainScalar(inFlow: true) else { throw nodeStartError(inFlow: true) }
            let scanned = scanner.scanPlainScalar(parentIndent: parentIndent, inFlow: true)
            return YAMLNode(.scalar(scanned.scalar), at: scanner.mark(at: start))
        }
    }
}
