import Files
import VipergenSettings

extension UnmergedFile {
    /// Why `resolve` leaves an unmerged file as git left it, with what to do instead.
    public enum Skip: Sendable, Equatable, CustomStringConvertible {
        /// Our side deleted the file, theirs changed it (git's modify/delete).
        case deletedInOurs
        /// Their side deleted the file, ours changed it.
        case deletedInTheirs
        /// A side holds a symbolic link or a submodule there.
        case linkOrSubmodule
        /// A version holds a NUL byte.
        case binary
        /// Not a file vipergen merges (an Xcode project file, or one `.gitattributes` routes to its driver), and
        /// not named.
        case notVipergens
        /// The working file holds no conflict marker any more, and was not named: resolved by hand, perhaps.
        case noConflictMarkers

        public var description: String {
            switch self {
            case .deletedInOurs:
                "deleted in ours, changed in theirs: 'git rm' it to keep it deleted, or 'git add' it to keep theirs"
            case .deletedInTheirs:
                "deleted in theirs, changed in ours: 'git rm' it to delete it, or 'git add' it to keep ours"
            case .linkOrSubmodule:
                "a symbolic link or a submodule, not a file: take a side with 'git checkout --ours' or '--theirs', "
                    + "then 'git add' it"
            case .binary:
                "binary: take a side with 'git checkout --ours' or '--theirs', then 'git add' it"
            case .notVipergens:
                "not a project file or an injection target: resolve it by hand, or name it to merge it line by line"
            case .noConflictMarkers:
                "no conflict markers left (resolved by hand?): 'git add' it, or name it to merge it again from git's "
                    + "versions"
            }
        }
    }

    /// The size of the file's conflict markers: its `conflict-marker-size` attribute, 7 when it has none (or not a
    /// positive number).
    public static func markerSize(in attributes: [String: String]) -> Int {
        attributes["conflict-marker-size"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 7
    }

    /// Whether vipergen merges the file at `path` (given its git attributes): an Xcode project file, or one
    /// `.gitattributes` routes to its driver.
    public static func isVipergens(_ path: String, attributes: [String: String]) -> Bool {
        MergeDriver.mergesByObjects(path) || attributes["merge"] == GitAttributes.driverName
    }

    /// Why `resolve` leaves this file; `nil` to merge it.
    /// - Parameters:
    ///   - named: Whether the user named it (or a folder above it): then any text file is merged, and a working
    ///     file without conflict markers is merged again.
    ///   - attributes: Its git attributes (`merge`, `conflict-marker-size`).
    ///   - working: The working file's bytes; `nil` when there is none.
    ///   - versions: Its three versions.
    public func skip(named: Bool, attributes: [String: String], working: [UInt8]?, versions: Versions) -> Skip? {
        if stages[2] == nil { return .deletedInOurs }
        if stages[3] == nil { return .deletedInTheirs }
        if isLinkOrSubmodule { return .linkOrSubmodule }
        if versions.isBinary { return .binary }
        guard !named else { return nil }
        guard Self.isVipergens(path, attributes: attributes) else {
            return .notVipergens
        }
        // git writes markers into a file it merged as text, and leaves ours as it is in one it did not merge (a
        // project file marked `binary` or `-merge`): a file that is neither was resolved by hand.
        if let working, working != versions.ours,
            ConflictMarkers.firstLine(in: working, markerSize: Self.markerSize(in: attributes)) == nil
        {
            return .noConflictMarkers
        }
        return nil
    }
}
