import ByteWords

/// Reads the old-style (OpenStep/NeXT) property list grammar, as Xcode and CoreFoundation accept it, into a
/// `PropertyList`.
///
/// The grammar: a dictionary `{ key = value; ... }` (a `key;` entry maps the key to itself), an array
/// `( a, b )` with an optional trailing comma, a quoted string in double or single quotes (see
/// `QuotedString.decode` for the escapes), an unquoted string of `A-Z a-z 0-9 _ $ / : . -`, and data
/// `<0fbd 7771>`. Whitespace, `//` line comments and `/* */` comments may stand between any two tokens. The
/// document is one dictionary. Nothing is checked beyond the grammar: any key, value and object kind is kept.
///
/// The parser recurses once per nesting level and stops at `maxDepth` levels, so hostile input cannot overflow
/// the stack.
struct PropertyListParser {
    /// How deep containers may nest. Xcode projects use six levels at most.
    static let maxDepth = 256
    /// Larger files are rejected before parsing: offsets are stored in 32 bits.
    static let maxBytes = 1 << 30

    private typealias Node = PropertyList.Node
    private typealias NodeIndex = PropertyList.NodeIndex

    /// The bytes, kept for errors.
    private let bytes: [UInt8]
    /// The same bytes, read without reference counting or bounds checks while parsing.
    private let buffer: UnsafeBufferPointer<UInt8>
    private let path: String
    private var offset = 0
    private var nodes: [Node] = []
    private var childIndices: [NodeIndex] = []
    /// The items of the containers being parsed, innermost last; a container moves its own into
    /// `childIndices` when it closes, so that they end up contiguous.
    private var openItems: [NodeIndex] = []
    /// The offsets of the opening brackets of the containers being parsed, innermost last.
    private var openers: [Int] = []
    private var sectionMarkers: [PropertyList.SectionMarker] = []
    /// Whether the cursor is between two entries of the `objects` dictionary, the only place a section marker
    /// means something; a marker elsewhere (inside an object, say) is an ordinary comment.
    private var betweenObjects = false

    private init(bytes: [UInt8], buffer: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.buffer = buffer
        self.path = path
        nodes.reserveCapacity(bytes.count / 12)
        childIndices.reserveCapacity(bytes.count / 12)
    }

    /// Parses a whole document.
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - path: The path errors report.
    /// - Throws: `ProjectFileError` for anything outside the grammar, and for merge-conflict markers, which are
    ///   looked for first.
    static func parse(_ bytes: [UInt8], path: String) throws(ProjectFileError) -> PropertyList {
        guard bytes.count <= maxBytes else {
            throw ProjectFileError(.fileTooLarge(bytes: bytes.count, limit: maxBytes), at: 0, in: [], path: path)
        }
        try checkFormat(of: bytes, path: path)
        try checkConflictMarkers(in: bytes, path: path)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(ProjectFileError) -> PropertyList in
            var parser = PropertyListParser(bytes: bytes, buffer: buffer, path: path)
            let root = try parser.parseDocument()
            return PropertyList(
                bytes: bytes, nodes: parser.nodes, childIndices: parser.childIndices, root: root,
                sectionMarkers: parser.sectionMarkers)
        }
    }

    private mutating func parseDocument() throws(ProjectFileError) -> NodeIndex {
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3  // a byte order mark, which CoreFoundation skips
        }
        try skipTrivia()
        guard offset < buffer.count else {
            throw error(.unexpectedEndOfFile(expected: "'{' to start the project", unclosed: nil))
        }
        guard buffer[offset] == UInt8(ascii: "{") else {
            if buffer[offset] == .slash && offset + 1 == buffer.count {
                // The first byte of `// !$*UTF8*$!` and nothing else.
                throw error(.unexpectedEndOfFile(expected: "'{' to start the project", unclosed: nil))
            }
            throw error(.unexpectedCharacter(found: describeCharacter(), expected: "'{' to start the project"))
        }
        let root = try parseDictionary()
        try skipTrivia()
        guard offset == buffer.count else {
            throw error(.trailingContent)
        }
        return root
    }
}

// MARK: - Values

extension PropertyListParser {
    /// Parses the value at the cursor, which must not be at the end.
    private mutating func parseValue() throws(ProjectFileError) -> NodeIndex {
        let byte = buffer[offset]
        switch byte {
        case UInt8(ascii: "{"):
            return try parseDictionary()
        case UInt8(ascii: "("):
            return try parseArray()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return try parseQuotedString()
        case UInt8(ascii: "<"):
            return try parseData()
        case _ where byte.isUnquotedCharacter:
            return parseUnquotedString()
        default:
            throw error(.unexpectedCharacter(found: describeCharacter(), expected: "a value"))
        }
    }

    private mutating func parseDictionary() throws(ProjectFileError) -> NodeIndex {
        let mark = try open()
        while true {
            // The root is at depth 1, `objects` at 2.
            betweenObjects = openers.count == 2
            try skipTrivia()
            betweenObjects = false
            guard offset < buffer.count else {
                throw endOfFile(expected: "'}' or a key")
            }
            let byte = buffer[offset]
            if byte == UInt8(ascii: "}") {
                break
            }
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte.isUnquotedCharacter else {
                throw error(.unexpectedCharacter(found: describeCharacter(), expected: "a key or '}'"))
            }
            let key = byte.isUnquotedCharacter ? parseUnquotedString() : try parseQuotedString()
            try skipTrivia()
            guard offset < buffer.count else {
                throw endOfFile(expected: "'=' after the key \(keyName(key))")
            }
            var value = key
            if buffer[offset] == UInt8(ascii: "=") {
                offset += 1
                try skipTrivia()
                guard offset < buffer.count else {
                    throw endOfFile(expected: "a value for the key \(keyName(key))")
                }
                value = try parseValue()
                try skipTrivia()
                guard offset < buffer.count else {
                    throw endOfFile(expected: "';' after the value of \(keyName(key))")
                }
                guard buffer[offset] == UInt8(ascii: ";") else {
                    let expected = "';' after the value of \(keyName(key))"
                    throw error(.unexpectedCharacter(found: describeCharacter(), expected: expected))
                }
            } else if buffer[offset] != UInt8(ascii: ";") {
                let expected = "'=' after the key \(keyName(key))"
                throw error(.unexpectedCharacter(found: describeCharacter(), expected: expected))
            }
            offset += 1  // the ';'
            openItems.append(key)
            openItems.append(value)
        }
        return close(.dictionary, mark: mark)
    }

    private mutating func parseArray() throws(ProjectFileError) -> NodeIndex {
        let mark = try open()
        while true {
            try skipTrivia()
            guard offset < buffer.count else {
                throw endOfFile(expected: "')' or a value")
            }
            if buffer[offset] == UInt8(ascii: ")") {
                break
            }
            openItems.append(try parseValue())
            try skipTrivia()
            guard offset < buffer.count else {
                throw endOfFile(expected: "',' or ')'")
            }
            switch buffer[offset] {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: ")"):
                break
            default:
                throw error(.unexpectedCharacter(found: describeCharacter(), expected: "',' or ')' after an item"))
            }
        }
        return close(.array, mark: mark)
    }

    /// Enters the container whose bracket is at the cursor, and returns where its items start in `openItems`.
    private mutating func open() throws(ProjectFileError) -> Int {
        guard openers.count < Self.maxDepth else {
            throw error(.nestingTooDeep(limit: Self.maxDepth))
        }
        openers.append(offset)
        offset += 1
        return openItems.count
    }

    /// Leaves the container whose closing bracket is at the cursor, and makes its node.
    private mutating func close(_ kind: Node.Kind, mark: Int) -> NodeIndex {
        offset += 1
        let start = openers.removeLast()
        let first = childIndices.count
        childIndices.append(contentsOf: openItems[mark...])
        let count = openItems.count - mark
        openItems.removeSubrange(mark...)
        return append(
            Node(
                kind: kind, hasEscapes: false, start: Int32(start), end: Int32(offset),
                firstChild: Int32(first), childCount: Int32(count)))
    }

    private mutating func parseQuotedString() throws(ProjectFileError) -> NodeIndex {
        let start = offset
        let quote = buffer[offset]
        var hasEscapes = false
        offset += 1
        while offset < buffer.count {
            let byte = buffer[offset]
            if byte == quote {
                offset += 1
                return append(
                    Node(
                        kind: .quotedString, hasEscapes: hasEscapes, start: Int32(start),
                        end: Int32(offset), firstChild: 0, childCount: 0))
            }
            if byte == .backslash {
                hasEscapes = true
                offset += 2
            } else {
                offset += 1
            }
        }
        offset = start
        throw error(.unterminatedString)
    }

    private mutating func parseUnquotedString() -> NodeIndex {
        let start = offset
        while offset + 8 <= buffer.count {
            let accepted = UInt8.unquotedCharacters(in: ByteWords.load(buffer.baseAddress! + offset))
            guard accepted == ByteWords.highBits else {
                offset += ByteWords.firstMarked(~accepted & ByteWords.highBits)
                break
            }
            offset += 8
        }
        while offset < buffer.count, buffer[offset].isUnquotedCharacter {
            offset += 1
        }
        return append(
            Node(
                kind: .unquotedString, hasEscapes: false, start: Int32(start), end: Int32(offset),
                firstChild: 0, childCount: 0))
    }

    private mutating func parseData() throws(ProjectFileError) -> NodeIndex {
        let start = offset
        var digits = 0
        offset += 1
        while offset < buffer.count {
            let byte = buffer[offset]
            if byte == UInt8(ascii: ">") {
                guard digits % 2 == 0 else {
                    offset = start
                    throw error(.invalidData("it has an odd number of hex digits"))
                }
                offset += 1
                return append(
                    Node(
                        kind: .data, hasEscapes: false, start: Int32(start), end: Int32(offset),
                        firstChild: 0, childCount: 0))
            }
            if byte.hexDigitValue != nil {
                digits += 1
            } else if !byte.isPropertyListWhitespace {
                throw error(.invalidData("\(describeCharacter()) is not a hex digit"))
            }
            offset += 1
        }
        offset = start
        throw error(.unterminatedData)
    }

    private mutating func append(_ node: Node) -> NodeIndex {
        nodes.append(node)
        return NodeIndex(nodes.count - 1)
    }
}

// MARK: - Trivia

extension PropertyListParser {
    /// Skips whitespace and comments, recording section markers on the way.
    private mutating func skipTrivia() throws(ProjectFileError) {
        while offset < buffer.count {
            let byte = buffer[offset]
            if byte.isPropertyListWhitespace {
                offset += 1
                continue
            }
            guard byte == .slash, offset + 1 < buffer.count else { return }
            switch buffer[offset + 1] {
            case .slash:
                offset += 2
                while offset < buffer.count, !buffer[offset].isLineBreak {
                    offset += 1
                }
            case .asterisk:
                try skipBlockComment()
            default:
                return  // a '/' that starts an unquoted string
            }
        }
    }

    private mutating func skipBlockComment() throws(ProjectFileError) {
        let start = offset
        guard let end = ByteWords.firstIndex(of: .asterisk, followedBy: .slash, in: buffer, from: offset + 2) else {
            throw error(.unterminatedComment)
        }
        offset = end + 2
        if betweenObjects {
            recordSectionMarker(start..<offset)
        }
    }

    /// Records `/* Begin <isa> section */` and `/* End <isa> section */`.
    private mutating func recordSectionMarker(_ range: Range<Int>) {
        let suffix: StaticString = " section */"
        let isBegin: Bool
        if matches("/* Begin ", at: range.lowerBound) {
            isBegin = true
        } else if matches("/* End ", at: range.lowerBound) {
            isBegin = false
        } else {
            return
        }
        let nameStart = range.lowerBound + (isBegin ? 9 : 7)
        let nameEnd = range.upperBound - suffix.utf8CodeUnitCount
        guard nameStart < nameEnd, matches(suffix, at: nameEnd) else { return }
        let name = String(decoding: buffer[nameStart..<nameEnd], as: UTF8.self)
        sectionMarkers.append(PropertyList.SectionMarker(isBegin: isBegin, name: name, range: range))
    }

    /// Whether the bytes at `offset` spell `text`.
    private func matches(_ text: StaticString, at offset: Int) -> Bool {
        guard offset >= 0, offset + text.utf8CodeUnitCount <= buffer.count else { return false }
        return text.withUTF8Buffer { expected in
            for index in 0..<expected.count where buffer[offset + index] != expected[index] {
                return false
            }
            return true
        }
    }
}

// MARK: - Errors

extension PropertyListParser {
    private func error(_ reason: ProjectFileError.Reason) -> ProjectFileError {
        ProjectFileError(reason, at: offset, in: bytes, path: path)
    }

    /// The error for a file that ends inside a container, naming the innermost one and its line.
    private func endOfFile(expected: String) -> ProjectFileError {
        var unclosed: String?
        if let opener = openers.last {
            let kind = buffer[opener] == UInt8(ascii: "{") ? "dictionary" : "array"
            unclosed = "the \(kind) opened on line \(TextPosition(of: opener, in: bytes).line)"
        }
        return error(.unexpectedEndOfFile(expected: expected, unclosed: unclosed))
    }

    /// The character at the cursor as a message shows it: `'x'`, or its code point when it is not printable.
    private func describeCharacter() -> String {
        let byte = buffer[offset]
        if (0x21..<0x7F).contains(byte) {
            return "character '\(Character(Unicode.Scalar(byte)))'"
        }
        if byte < 0x80 {
            return "character U+\(hex(UInt32(byte)))"
        }
        var end = offset + 1
        while end < buffer.count, end < offset + 4, buffer[end] & 0xC0 == 0x80 {
            end += 1
        }
        var iterator = buffer[offset..<end].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return "character '\(scalar)' (U+\(hex(scalar.value)))"
        }
        return "byte 0x\(hex(UInt32(byte)).suffix(2)), which is not UTF-8"
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A key for a message: quoted, and cut when it is long.
    private func keyName(_ key: NodeIndex) -> String {
        let node = nodes[Int(key)]
        var text = String(decoding: buffer[node.contentRange], as: UTF8.self)
        if text.count > 40 {
            text = String(text.prefix(40)) + "..."
        }
        return "'\(text)'"
    }
}
