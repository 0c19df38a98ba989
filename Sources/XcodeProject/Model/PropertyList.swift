import ByteWords

/// A parsed old-style (OpenStep) property list that remembers where every value is in the original bytes.
///
/// Values live in one flat array of `PropertyList.Node`s, addressed by `NodeIndex`, and a container's items are a
/// contiguous run of `childIndices`, so parsing a large project allocates a handful of arrays rather than one per
/// value. Strings are not decoded while parsing: a node knows its byte range, and `string(_:)` decodes it when a
/// reader asks. Nothing between values (whitespace, comments, separators) is kept except section markers, because
/// an edit never rewrites what it did not change: it splices new text between untouched bytes.
package struct PropertyList: Sendable {
    /// The position of a node in `nodes`.
    package typealias NodeIndex = Int32

    /// One value, located by the bytes it spans.
    package struct Node: Sendable {
        package enum Kind: UInt8, Sendable {
            /// A string written without quotes: `PBXGroup`, `sourcecode.swift`.
            case unquotedString
            /// A string in double or single quotes.
            case quotedString
            /// `<0fbd 7771>`.
            case data
            /// `( a, b, )`.
            case array
            /// `{ key = value; }`: its children alternate key and value.
            case dictionary
        }

        package var kind: Kind
        /// Whether a quoted string holds a backslash, so that decoding it needs more than its bytes.
        var hasEscapes: Bool
        /// The first byte: a quote, a bracket or the string's first character.
        package var start: Int32
        /// Past the last byte: the closing quote or bracket included.
        package var end: Int32
        /// Where the node's items start in `childIndices`.
        var firstChild: Int32
        /// How many entries of `childIndices` belong to the node: items of an array, twice the entries of a
        /// dictionary.
        var childCount: Int32

        package var range: Range<Int> { Int(start)..<Int(end) }
        package var isString: Bool { kind == .unquotedString || kind == .quotedString }

        /// The bytes of a string's text as written, without its quotes.
        package var contentRange: Range<Int> {
            kind == .quotedString ? Int(start) + 1..<Int(end) - 1 : Int(start)..<Int(end)
        }
    }

    /// A `/* Begin <isa> section */` or `/* End <isa> section */` comment, the way Xcode groups objects by isa.
    struct SectionMarker: Sendable {
        var isBegin: Bool
        /// The isa named by the comment.
        var name: String
        /// The comment's bytes, from `/*` to past `*/`.
        var range: Range<Int>
    }

    /// The document's bytes, exactly as read.
    package let bytes: [UInt8]
    let nodes: [Node]
    let childIndices: [NodeIndex]
    /// The top-level dictionary.
    package let root: NodeIndex
    /// The section markers in document order.
    let sectionMarkers: [SectionMarker]

    package subscript(index: NodeIndex) -> Node { nodes[Int(index)] }

    /// The items of an array, or the alternating keys and values of a dictionary.
    package func children(of index: NodeIndex) -> ArraySlice<NodeIndex> {
        let node = nodes[Int(index)]
        let first = Int(node.firstChild)
        return childIndices[first..<first + Int(node.childCount)]
    }

    /// The items of `index` when it is an array; empty otherwise.
    package func items(of index: NodeIndex) -> ArraySlice<NodeIndex> {
        nodes[Int(index)].kind == .array ? children(of: index) : []
    }

    /// The value for `key` in a dictionary, or `nil` when `index` is not a dictionary or lacks the key. A key
    /// written twice reads as its last value, as CoreFoundation reads it.
    func value(forKey key: StaticString, in index: NodeIndex) -> NodeIndex? {
        let node = nodes[Int(index)]
        guard node.kind == .dictionary else { return nil }
        var found: NodeIndex?
        var position = Int(node.firstChild)
        let end = position + Int(node.childCount)
        while position < end {
            if stringEquals(childIndices[position], key) {
                found = childIndices[position + 1]
            }
            position += 2
        }
        return found
    }

    /// `value(forKey:in:)` for a key known only at run time.
    package func value(forKeyText key: String, in index: NodeIndex) -> NodeIndex? {
        var found: NodeIndex?
        for entry in entries(of: index) where string(entry.key) == key {
            found = entry.value
        }
        return found
    }

    /// The decoded string `key` maps to in a dictionary, or `nil` when it is missing or not a string.
    func string(forKey key: StaticString, in index: NodeIndex) -> String? {
        value(forKey: key, in: index).flatMap(string)
    }

    /// The entries of a dictionary as (key, value) pairs, in document order; empty for any other node.
    package func entries(of index: NodeIndex) -> [(key: NodeIndex, value: NodeIndex)] {
        guard nodes[Int(index)].kind == .dictionary else { return [] }
        let children = children(of: index)
        return stride(from: children.startIndex, to: children.endIndex, by: 2).map {
            (children[$0], children[$0 + 1])
        }
    }

    /// The text of a string node with its escapes decoded, or `nil` for data and containers.
    package func string(_ index: NodeIndex) -> String? {
        let node = nodes[Int(index)]
        guard node.isString else { return nil }
        let content = node.contentRange
        if node.hasEscapes {
            return QuotedString.decode(bytes[content])
        }
        return String(decoding: bytes[content], as: UTF8.self)
    }

    /// Whether a string node reads as `text`, compared without decoding when the node has no escapes. Inlined, so
    /// that a key of another length is passed over in a few instructions where the model looks for one by name.
    @inline(__always)
    func stringEquals(_ index: NodeIndex, _ text: StaticString) -> Bool {
        let node = nodes[Int(index)]
        guard node.isString else { return false }
        if node.hasEscapes || !text.hasPointerRepresentation {
            return string(index) == text.description
        }
        let content = node.contentRange
        // Keys are compared this way thousands of times while the model is built: in place, no string made.
        return content.count == text.utf8CodeUnitCount && bytes(at: content.lowerBound, spell: text)
    }

    /// Whether a string node without escapes starts with `prefix`, compared in place.
    func stringStarts(_ index: NodeIndex, with prefix: StaticString) -> Bool {
        let node = nodes[Int(index)]
        let content = node.contentRange
        guard node.isString, !node.hasEscapes, content.count >= prefix.utf8CodeUnitCount else { return false }
        return bytes(at: content.lowerBound, spell: prefix)
    }

    /// Whether the file's bytes from `start` on spell `text` (which has a pointer to its bytes, and fits).
    @inline(__always)
    private func bytes(at start: Int, spell text: StaticString) -> Bool {
        bytes.withUnsafeBytes { buffer in
            ByteWords.equal(
                UnsafeRawBufferPointer(rebasing: buffer[start..<start + text.utf8CodeUnitCount]),
                UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
    }

    /// The bytes of a string node when they are its text: it is a string without escapes.
    package func rawText(_ index: NodeIndex) -> ArraySlice<UInt8>? {
        let node = nodes[Int(index)]
        guard node.isString, !node.hasEscapes else { return nil }
        return bytes[node.contentRange]
    }
}
