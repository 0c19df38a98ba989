/// Reads the YAML subset of vipergen's configuration files (`catalogs.yml`, `template.yml`, Generamba's
/// `Rambafile` and `.rambaspec`) into a tree of `YAMLNode`s.
///
/// The subset is one document of block and flow collections and scalars in every style: plain, single- and
/// double-quoted (with all of YAML's escapes, and JSON's surrogate pairs), and literal or folded block scalars.
/// Anchors, aliases, tags, complex (`? `) keys, directives, further documents, tabs in indentation, `key: value`
/// pairs directly inside `[ ]` and keys without values inside `{ }` are not supported, and neither are the forms
/// YAML itself forbids. Everything outside the subset is a `YAMLError` with a line and column: a document is never
/// read differently from the way a YAML 1.2 parser would read it.
///
///     let spec = try YAMLParser.parse(text, file: "viper.rambaspec")
///     let name = spec["name"]?.string
public struct YAMLParser {
    /// Limits that protect the parser from hostile or runaway input.
    public struct Options: Sendable {
        /// Documents longer than this many UTF-8 bytes are rejected before parsing. Defaults to 1 MiB.
        public var maxInputBytes: Int
        /// Collections nested deeper than this are rejected. The parser recurses once per level, so keep it in
        /// the hundreds at most. Defaults to 64.
        public var maxDepth: Int

        public init(maxInputBytes: Int = 1 << 20, maxDepth: Int = 64) {
            self.maxInputBytes = maxInputBytes
            self.maxDepth = maxDepth
        }
    }

    /// Parses `text`, one YAML document, into its root node.
    ///
    /// An empty document, or one of only comments, is a null scalar. A leading byte order mark is skipped, and
    /// `\r\n` ends lines as `\n` does.
    /// - Parameter file: The name errors report the document under.
    public static func parse(_ text: String, file: String, options: Options = Options()) throws(YAMLError) -> YAMLNode {
        let size = text.utf8.count
        guard size <= options.maxInputBytes else {
            let message = "the document is \(size) bytes long, more than the limit of \(options.maxInputBytes) bytes"
            throw YAMLError(file: file, mark: YAMLMark(line: 1, column: 1), message: message, sourceLine: "")
        }
        var parser = YAMLParser(
            scanner: YAMLScanner(bytes: SourceLocator.documentBytes(of: text), file: file),
            maxDepth: options.maxDepth)
        try parser.scanner.validateCharacters()
        return try parser.parseDocument()
    }

    // The state of one parse. Indentations count columns from 0, and the root's parent has indentation -1 so
    // that the root may start at column 0.
    var scanner: YAMLScanner
    private let maxDepth: Int
    /// How many collections enclose the cursor.
    var depth = 0

    private init(scanner: YAMLScanner, maxDepth: Int) {
        self.scanner = scanner
        self.maxDepth = maxDepth
    }
}

// MARK: - Document

extension YAMLParser {
    /// Parses the document: an optional `---`, the root node, an optional `...`, and nothing else but comments.
    private mutating func parseDocument() throws(YAMLError) -> YAMLNode {
        let indent = try scanner.nextContentLineIndent()
        let root: YAMLNode
        if scanner.isAtDocumentStart {
            scanner.advance(by: 3)
            root = try parseValue(after: .documentStart, parentIndent: -1)
        } else if indent >= 0 {
            if indent == 0 && scanner.peek() == UInt8(ascii: "%") {
                throw scanner.error("directives ('%YAML', '%TAG') are not supported", at: scanner.pos)
            }
            root = try parseNode(indent: indent, parentIndent: -1, placement: .block)
        } else {
            root = emptyNode(at: scanner.pos)
        }

        try scanner.nextContentLineIndent()
        var sawDocumentEnd = false
        if scanner.isAtDocumentEnd {
            scanner.advance(by: 3)
            scanner.skipBlanks()
            guard scanner.isAtComment || scanner.peek().isBreakOrEnd else {
                throw scanner.error("unexpected text after the document end marker '...'", at: scanner.pos)
            }
            try scanner.finishLine()
            try scanner.nextContentLineIndent()
            sawDocumentEnd = true
        }
        if scanner.isAtEnd {
            return root
        }
        if scanner.isAtDocumentMarker || sawDocumentEnd {
            throw scanner.error(
                "a second document is not supported; a file holds one YAML document", at: scanner.pos)
        }
        throw scanner.error("unexpected content after the document's root node; check its indentation", at: scanner.pos)
    }
}

// MARK: - Block nodes

extension YAMLParser {
    /// What a value follows, which decides where its node may start and what it may be.
    private enum ValueRole {
        /// `- `: the item may start on the same line, even as a compact mapping or sequence.
        case sequenceEntry
        /// `key:`: a sequence below may start at the key's own indentation.
        case mappingValue
        /// `---`: the root node.
        case documentStart
    }

    /// The two kinds of block collection, named as messages name them.
    private enum BlockCollection: String {
        case mapping
        case sequence
    }

    /// Where a node starts, which decides whether it may be a block collection.
    private enum Placement {
        /// First on its line: anything goes.
        case block
        /// After `- ` on the same line: a compact collection may start here, but not after a tab, whose width is
        /// unknown.
        case compact(tab: Int?)
        /// On the line of a key or `---`, named in messages: only scalars and flow collections fit here.
        case inline(after: String)
    }

    /// Parses the node after `- `, `key:` or `---`: on the same line, on the lines below, or empty.
    private mutating func parseValue(after role: ValueRole, parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let valueStart = scanner.pos
        scanner.skipBlanks()
        guard scanner.isAtComment || scanner.peek().isBreakOrEnd else {
            let placement: Placement
            switch role {
            case .sequenceEntry:
                placement = .compact(tab: scanner.bytes[valueStart..<scanner.pos].firstIndex(of: .tab))
            case .mappingValue:
                placement = .inline(after: "its key")
            case .documentStart:
                placement = .inline(after: "'---'")
            }
            return try parseNode(indent: scanner.column, parentIndent: parentIndent, placement: placement)
        }
        try scanner.finishLine()
        let indent = try scanner.nextContentLineIndent()
        if indent > parentIndent {
            return try parseNode(indent: indent, parentIndent: parentIndent, placement: .block)
        }
        // Generamba writes `templates:` and its `- ` items at the same indentation, which YAML allows.
        if role == .mappingValue && indent == parentIndent && scanner.isAtSequenceEntry {
            return try parseBlockSequence(indent: indent, isMappingValue: true)
        }
        scanner.rewindToLineStart()
        return emptyNode(at: valueStart)
    }

    /// Parses the node that starts at the cursor, `indent` columns into its line.
    private mutating func parseNode(indent: Int, parentIndent: Int, placement: Placement) throws(YAMLError)
        -> YAMLNode
    {
        let start = scanner.pos
        switch scanner.peek() {
        case UInt8(ascii: "-") where scanner.isAtSequenceEntry:
            try checkBlockCollection(.sequence, at: start, placement: placement)
            return try parseBlockSequence(indent: indent, isMappingValue: false)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            let mark = scanner.mark(at: start)
            return YAMLNode(.scalar(try scanner.scanBlockScalar(parentIndent: parentIndent)), at: mark)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let node = try parseFlowCollection(parentIndent: parentIndent)
            scanner.skipBlanks()
            if scanner.isAtMappingColon(inFlow: false) {
                throw scanner.error("complex mapping keys are not supported; a key must be a scalar", at: start)
            }
            try scanner.finishLine()
            return node
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            break
        default:
            guard scanner.startsPlainScalar(inFlow: false) else { throw nodeStartError(inFlow: false) }
        }
        switch try scanLeadingScalar(parentIndent: parentIndent) {
        case .key(let key):
            try checkBlockCollection(.mapping, at: scanner.pos, placement: placement)
            return try parseBlockMapping(indent: indent, firstKey: key)
        case .value(let node):
            try scanner.finishLine()
            return node
        }
    }

    /// Throws when a block collection of `kind`, starting at `offset`, cannot start where `placement` says.
    private mutating func checkBlockCollection(_ kind: BlockCollection, at offset: Int, placement: Placement)
        throws(YAMLError)
    {
        switch placement {
        case .block, .compact(tab: nil):
            return
        case .compact(let tab?):
            throw scanner.error(YAMLScanner.tabIndentationMessage, at: tab)
        case .inline(let indicator):
            // `title: Note: read this` is far more often a value with a colon than a misplaced mapping.
            let hint = kind == .mapping ? ", or quote the value if ': ' is part of it" : ""
            let message = "a block \(kind.rawValue) cannot start on the same line as \(indicator)"
            throw scanner.error(message + "; move it to the next line" + hint, at: offset)
        }
    }

    /// A mapping key as scanned, before its value is known.
    struct Key {
        var scalar: YAMLScalar
        var offset: Int
        var mark: YAMLMark
    }

    /// The scalar a block node starts with: a key when `: ` follows it, else the node itself.
    private enum LeadingScalar {
        case key(Key)
        case value(YAMLNode)
    }

    /// Scans the quoted or plain scalar at the cursor, and tells whether it is a mapping key. A key leaves the
    /// cursor on its `:`.
    private mutating func scanLeadingScalar(parentIndent: Int) throws(YAMLError) -> LeadingScalar {
        let start = scanner.pos
        let scanned =
            scanner.startsPlainScalar(inFlow: false)
            ? scanner.scanPlainScalar(parentIndent: parentIndent, inFlow: false)
            : try scanner.scanQuotedScalar(parentIndent: parentIndent)
        scanner.skipBlanks()
        let mark = scanner.mark(at: start)
        guard scanner.isAtMappingColon(inFlow: false) else {
            return .value(YAMLNode(.scalar(scanned.scalar), at: mark))
        }
        if scanned.isMultiline {
            throw scanner.error("a mapping key must fit on one line", at: start)
        }
        return .key(Key(scalar: scanned.scalar, offset: start, mark: mark))
    }

    /// Parses a block mapping whose first key, at column `indent`, has been scanned.
    private mutating func parseBlockMapping(indent: Int, firstKey: Key) throws(YAMLError) -> YAMLNode {
        try enterCollection(at: firstKey.offset)
        defer { depth -= 1 }
        var pairs: [YAMLPair] = []
        var keyIndex: [String: YAMLMark]?
        var key = firstKey
        while true {
            try checkUnique(key, among: pairs, index: &keyIndex)
            scanner.advance()  // the ':'
            let value = try parseValue(after: .mappingValue, parentIndent: indent)
            pairs.append(YAMLPair(key: key.scalar, keyMark: key.mark, value: value))

            let nextIndent = try scanner.nextContentLineIndent()
            if nextIndent < indent {
                scanner.rewindToLineStart()
                break
            }
            if nextIndent > indent {
                throw badIndentation(of: .mapping, indent: indent)
            }
            key = try scanSiblingKey(parentIndent: indent)
        }
        return YAMLNode(.mapping(pairs), at: firstKey.mark)
    }

    /// Scans the key of a block mapping entry after the first one.
    private mutating func scanSiblingKey(parentIndent: Int) throws(YAMLError) -> Key {
        let start = scanner.pos
        switch scanner.peek() {
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            break
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            throw nodeStartError(inFlow: false)  // name the unsupported feature
        case UInt8(ascii: "?") where !scanner.startsPlainScalar(inFlow: false):
            throw nodeStartError(inFlow: false)
        default:
            guard scanner.startsPlainScalar(inFlow: false) else {
                throw scanner.error("expected a 'key: value' entry like the ones above it", at: start)
            }
        }
        guard case .key(let key) = try scanLeadingScalar(parentIndent: parentIndent) else {
            throw scanner.error("expected a 'key: value' entry like the ones above it", at: start)
        }
        return key
    }

    /// How many keys a mapping may have before its keys are looked up in a dictionary rather than looked through.
    static let keysLookedThrough = 16

    /// Throws when `key` repeats one of `pairs`, the entries of its mapping so far. A mapping's few keys are looked
    /// through (a dictionary cost an allocation and a hash a key, and most mappings have a handful); past
    /// `keysLookedThrough` they go in `index`, which this makes and keeps.
    mutating func checkUnique(_ key: Key, among pairs: [YAMLPair], index: inout [String: YAMLMark]?)
        throws(YAMLError)
    {
        let text = key.scalar.text
        var first: YAMLMark?
        if pairs.count < Self.keysLookedThrough {
            first = pairs.first { $0.key.text == text }?.keyMark
        } else {
            // Changed in place: a copy taken out and put back would copy the whole dictionary for every key.
            if index == nil { index = Dictionary(pairs.map { ($0.key.text, $0.keyMark) }) { earlier, _ in earlier } }
            first = index?[text]
            if first == nil { index?[text] = key.mark }
        }
        if let first {
            throw scanner.error("duplicate key '\(text)' (first defined on line \(first.line))", at: key.offset)
        }
    }

    /// Parses a block sequence whose first `-` is at the cursor, at column `indent`.
    /// - Parameter isMappingValue: Whether the sequence is the value of a key at the same indentation, which
    ///   ends it at the next line that is not a `- ` item instead of making that line an error.
    private mutating func parseBlockSequence(indent: Int, isMappingValue: Bool) throws(YAMLError) -> YAMLNode {
        let start = scanner.pos
        let mark = scanner.mark(at: start)
        try enterCollection(at: start)
        defer { depth -= 1 }
        var items: [YAMLNode] = []
        while true {
            scanner.advance()  // the '-'
            items.append(try parseValue(after: .sequenceEntry, parentIndent: indent))

            let nextIndent = try scanner.nextContentLineIndent()
            if nextIndent > indent {
                throw badIndentation(of: .sequence, indent: indent)
            }
            if nextIndent < indent || (isMappingValue && !scanner.isAtSequenceEntry) {
                scanner.rewindToLineStart()
                break
            }
            if !scanner.isAtSequenceEntry {
                throw scanner.error("expected a '- ' entry like the ones above it", at: scanner.pos)
            }
        }
        return YAMLNode(.sequence(items), at: mark)
    }
}

// MARK: - Helpers

extension YAMLParser {
    /// Counts one more level of nesting for the collection starting at `offset`, and throws past the limit.
    /// Pair it with `defer { depth -= 1 }`.
    mutating func enterCollection(at offset: Int) throws(YAMLError) {
        guard depth < maxDepth else {
            throw scanner.error("collections nested deeper than \(maxDepth) levels are not supported", at: offset)
        }
        depth += 1
    }

    /// A null for an empty value, marked where its content would have started.
    private mutating func emptyNode(at offset: Int) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar("")), at: scanner.mark(at: offset))
    }

    /// The error for a line, at the cursor, indented deeper than the entries of the collection before it.
    private mutating func badIndentation(of kind: BlockCollection, indent: Int) -> YAMLError {
        scanner.error(
            "bad indentation: this line is indented deeper than the \(kind.rawValue) entries above it"
                + " (column \(indent + 1))",
            at: scanner.pos)
    }

    /// The error for a node that cannot start with the character at the cursor, naming the unsupported feature
    /// when there is one.
    mutating func nodeStartError(inFlow: Bool) -> YAMLError {
        let byte = scanner.peek()
        let character = Character(Unicode.Scalar(byte))
        let cannotStartPlainScalar = "'\(character)' cannot start a plain scalar; quote the value"
        let message: String
        switch byte {
        case UInt8(ascii: "&"):
            message = "anchors ('&') are not supported"
        case UInt8(ascii: "*"):
            message = "aliases ('*') are not supported"
        case UInt8(ascii: "!"):
            message = "tags ('!') are not supported; quote the value if '!' is part of it"
        case UInt8(ascii: "?"):
            message = "complex mapping keys ('? ') are not supported"
        case UInt8(ascii: ":"):
            message = "a mapping key is missing before ':'"
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            message =
                inFlow ? "block scalars ('|', '>') are not allowed inside flow collections" : cannotStartPlainScalar
        case UInt8(ascii: "-"):
            message =
                inFlow
                ? "block sequence entries ('- ') are not allowed inside flow collections" : cannotStartPlainScalar
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            message = inFlow ? "expected a value before '\(character)'" : cannotStartPlainScalar
        default:
            message = cannotStartPlainScalar
        }
        return scanner.error(message, at: scanner.pos)
    }
}
