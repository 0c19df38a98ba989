import XcodeProject

/// An item of a merged list: a node of ours or of theirs.
enum MergedItem {
    case ours(PropertyList.NodeIndex)
    case theirs(PropertyList.NodeIndex)
}
