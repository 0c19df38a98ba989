/// An item of the group tree.
public enum ProjectItem: Sendable, Hashable {
    /// A group of any of the four kinds.
    case group(ProjectGroup)
    /// A file reference or a reference proxy.
    case fileReference(ProjectFileReference)
    /// Another kind of object, with its ID and `isa`.
    case other(id: String, isa: String)
}
