/// A file that names what a removal or an update would take away: a module's file edited since it was generated,
/// which `remove` would keep or refuse over, or another file the app builds.
public struct EditedFile: Sendable, Equatable {
    /// The file, relative to the project's folder.
    public var path: String
    /// What it names that would be taken away, sorted: types, and members of types that stay as `Type.member`.
    public var types: [String]
}
