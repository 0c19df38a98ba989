import XcodeProject

/// What a merge makes of one value that sides changed, told by where its text comes from: ours as it is, theirs
/// as it is, a dictionary or list merged part by part, or a conflict.
indirect enum MergedValue {
    typealias NodeIndex = PropertyList.NodeIndex

    /// Ours' value, unchanged by the merge.
    case ours
    /// Theirs' value, the node in theirs.
    case theirs(NodeIndex)
    /// A dictionary both sides changed, entry by entry: the entries that stay, in our order then theirs.
    case dictionary([MergedEntry])
    /// A list both sides changed, item by item.
    case array([MergedItem])
    /// Both sides changed the value differently, or one removed what the other changed.
    case conflict(Conflict)

    /// The three versions of a value that conflicts.
    struct Conflict {
        var base: NodeIndex?
        var ours: NodeIndex?
        var theirs: NodeIndex?
    }
}
