/// A variable and the lookups after it, split once at parse time: `user.tags[0]` or `settings["key"]`.
final class VariablePath: Sendable {
    enum Segment: Sendable {
        case key(String)
        indirect case index(Expression)
    }

    let root: Segment
    let segments: PathSegments
    let offset: Int
    /// For a path made of names and literal subscripts, its position among the template's distinct such
    /// paths: its value depends only on what its first name is bound to, so the renderer keeps it there (see
    /// `Renderer.memo`). `nil` for a path with a computed subscript.
    let slot: Int?

    /// For a path that starts with a name, the name's position among the template's distinct first names (see
    /// `Renderer.roots`); `nil` for a path that starts with a subscript.
    let rootSlot: Int?
    /// Whether the path starts with `forloop` or `tablerowloop`, which a running loop's own state answers: found
    /// once here, so that resolving other paths compares no names.
    let startsWithLoopObject: Bool

    init(root: Segment, segments: PathSegments, offset: Int, slot: Int?, rootSlot: Int?, startsWithLoopObject: Bool) {
        self.root = root
        self.segments = segments
        self.offset = offset
        self.slot = slot
        self.rootSlot = rootSlot
        self.startsWithLoopObject = startsWithLoopObject
    }

    /// The path as written in the template, for messages.
    var description: String {
        var text = ""
        for (position, segment) in ([root] + Array(segments)).enumerated() {
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
