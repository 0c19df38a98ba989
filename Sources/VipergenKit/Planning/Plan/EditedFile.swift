/// A module's file edited since it was generated, which `remove` would keep or refuse over, with the types of the
/// module it uses that the removal would delete.
public struct EditedFile: Sendable, Equatable {
    /// The file, relative to the project's folder.
    public var path: String
    /// The module's types it names that the removal deletes, sorted.
    public var types: [String]
}
