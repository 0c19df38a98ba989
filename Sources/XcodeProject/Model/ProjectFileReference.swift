/// A file the project refers to: a `PBXFileReference`, or a `PBXReferenceProxy` for the product of another
/// project.
public struct ProjectFileReference: Sendable, Hashable {
    /// The object ID.
    public var id: String
    /// The `isa` as written.
    public var isa: String
    /// The `name` attribute, when the navigator shows another name than the path.
    public var name: String?
    /// The `path` attribute, relative as `sourceTree` says.
    public var path: String?
    /// What `path` is relative to; `nil` when unset, which Xcode reads as `<group>`.
    public var sourceTree: String?
    /// The file type Xcode guessed (`sourcecode.swift`), or `nil`.
    public var lastKnownFileType: String?
    /// The file type set for the file (`wrapper.application` for products), or `nil`.
    public var explicitFileType: String?
    /// The file relative to the project folder (see `ProjectFile.resolvedPath(ofObject:)`).
    public var resolvedPath: String?

    /// The name the navigator shows: `name`, else the last component of `path`.
    public var displayName: String { name ?? path.map(ProjectPath.lastComponent) ?? "" }
}
