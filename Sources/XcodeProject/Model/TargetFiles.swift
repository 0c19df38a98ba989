/// The files a target builds or copies: those its build phases list, and the synchronized folders it builds
/// whole, whose files are on disk rather than in the project.
public struct TargetFiles: Sendable, Hashable {
    /// A synchronized folder of the target, with the files the target's exception set leaves out.
    public struct SynchronizedFolder: Sendable, Hashable {
        /// The folder, relative to the project folder.
        public var folder: String
        /// Paths relative to `folder` (files or folders) that the target does not build.
        public var excluded: [String]

        /// A synchronized `folder` of which the target does not build `excluded`.
        public init(folder: String, excluded: [String]) {
            self.folder = folder
            self.excluded = excluded
        }

        /// Whether the target builds the file at `path` (relative to the project folder) through this folder.
        public func includes(_ path: String) -> Bool {
            guard ProjectPath.isInside(path, folder: folder), path != folder else { return false }
            let relative = ProjectPath.relative(from: folder, to: path)
            return !excluded.contains { !$0.isEmpty && ProjectPath.isInside(relative, folder: $0) }
        }
    }

    /// The target's name.
    public var target: String
    /// The files the target's build phases list (all but its Frameworks phase), relative to the project folder,
    /// each once, in phase order; a localized file once per language.
    public var listed: [String]
    /// The synchronized folders the target builds, in the order it lists them.
    public var synchronizedFolders: [SynchronizedFolder]

    /// The files of `target`.
    public init(target: String, listed: [String], synchronizedFolders: [SynchronizedFolder]) {
        self.target = target
        self.listed = listed
        self.synchronizedFolders = synchronizedFolders
    }
}
