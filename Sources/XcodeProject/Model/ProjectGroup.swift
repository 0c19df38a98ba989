/// A group of the project navigator: a `PBXGroup`, a `PBXVariantGroup` (a localized file), an `XCVersionGroup`
/// (a versioned Core Data model) or a `PBXFileSystemSynchronizedRootGroup` (an Xcode 16 folder whose files
/// belong to the project without being listed).
public struct ProjectGroup: Sendable, Hashable {
    /// Which of the four group objects it is.
    public enum Kind: Sendable, Hashable {
        /// `PBXGroup`: a folder of the navigator, standing for a folder on disk when it has a `path`.
        case group
        /// `PBXVariantGroup`: a localized file, whose children are its languages.
        case variantGroup
        /// `XCVersionGroup`: a versioned Core Data model, whose children are its versions.
        case versionGroup
        /// `PBXFileSystemSynchronizedRootGroup`: an Xcode 16 folder whose files belong without being listed.
        case synchronizedRootGroup

        /// The kind of group an object of `kind` is; `nil` for an object that is no group. The object table has
        /// told the isas apart already.
        init?(_ kind: ObjectTable.Object.Kind) {
            switch kind {
            case .group: self = .group
            case .variantGroup: self = .variantGroup
            case .versionGroup: self = .versionGroup
            case .synchronizedRootGroup: self = .synchronizedRootGroup
            case .fileReference, .referenceProxy, .buildPhase, .other: return nil
            }
        }
    }

    /// The object ID.
    public var id: String
    /// Which kind of group, from its `isa`.
    public var kind: Kind
    /// The `name` attribute, when the navigator shows another name than the path.
    public var name: String?
    /// The `path` attribute, relative as `sourceTree` says.
    public var path: String?
    /// What `path` is relative to: `<group>`, `SOURCE_ROOT`, `<absolute>` or a build setting; `nil` when unset,
    /// which Xcode reads as `<group>`.
    public var sourceTree: String?
    /// The IDs of the items inside, in navigator order; empty for a synchronized root group.
    public var children: [String]
    /// The folder the group stands for, relative to the project folder (see `ProjectFile.resolvedPath(ofObject:)`).
    public var resolvedPath: String?

    /// The name the navigator shows: `name`, else `path`, else "".
    public var displayName: String { name ?? path ?? "" }
}
