/// The lookups after a path's first name, in order. Most paths have none or one (`module_info.name`): those are
/// held inline, and only a longer path allocates an array for them.
struct PathSegments: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case none
        case one(VariablePath.Segment)
        case many([VariablePath.Segment])
    }

    private var storage = Storage.none

    init() {}

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .many(let segments): return segments.count
        }
    }

    subscript(position: Int) -> VariablePath.Segment {
        switch storage {
        case .one(let segment): return segment
        case .many(let segments): return segments[position]
        case .none: preconditionFailure("a path with no segments has no segment \(position)")
        }
    }

    mutating func append(_ segment: VariablePath.Segment) {
        switch storage {
        case .none: storage = .one(segment)
        case .one(let first): storage = .many([first, segment])
        case .many(var segments):
            storage = .none
            segments.append(segment)
            storage = .many(segments)
        }
    }
}
