/// A variable and the lookups after it, split once at parse time: `user.tags[0]` or `settings["key"]`.
final class VariablePath: Sendable {
    enum Segment: Sendable {
        case key(String)
        indirect case index(Expression)
    }

    let root: Segment
    let segments: [Segment]
    let offset: Int
    /// For a path made of names and literal subscripts, its position among the template's distinct such
    /// paths: its value depends only on what its first name is bound to, so the renderer keeps it there (see
    /// `Renderer.memo`). `nil` for a path with a computed subscript.
    let slot: Int?

    init(root: Segment, segments: [Segment], offset: Int, symbols: SymbolTable) {
        self.root = root
        self.segments = segments
        self.offset = offset
        slot = VariablePath.fixedKey(root, segments).map(symbols.pathSlot)
    }

    /// The segments as written, one after the other with a separator no name or literal contains (U+0001), for a
    /// path of names and literal subscripts: two paths with the same key always have the same value. `nil` for a
    /// path with a computed subscript. One string, not an array of them: hashed and stored in one piece.
    private static func fixedKey(_ root: Segment, _ segments: [Segment]) -> String? {
        // A name is an identifier and a subscript starts with `[`, so the two cannot be mistaken.
        func append(_ segment: Segment, to key: inout String) -> Bool {
            switch segment {
            case .key(let name): key += name
            case .index(.literal(.string(let name))):
                // A literal holding the separator could mimic two segments: such a path is not kept.
                guard !name.utf8.contains(1) else { return false }
                key += "[\"" + name + "\"]"
            case .index(.literal(let value)): key += "[" + value.text + "]"
            case .index: return false
            }
            return true
        }
        var key = ""
        guard append(root, to: &key) else { return nil }
        for segment in segments {
            key += "\u{1}"
            guard append(segment, to: &key) else { return nil }
        }
        return key
    }

    /// The path as written in the template, for messages.
    var description: String {
        var text = ""
        for (position, segment) in ([root] + segments).enumerated() {
            switch segment {
            case .key(let key): text += position == 0 ? key : "." + key
            case .index(.literal(.string(let key))): text += "[\"\(key)\"]"
            case .index(.literal(let value)): text += "[\(value.text)]"
            case .index: text += "[...]"
            }
        }
        return text
    }
}
