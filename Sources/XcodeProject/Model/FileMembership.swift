/// How the project knows a file: the references to it, the groups they sit in, and the targets that build or
/// copy it, through build phases or through an Xcode 16 synchronized folder.
public struct FileMembership: Sendable, Hashable {
    /// A build phase of a target that lists the file.
    public struct BuildPhaseEntry: Sendable, Hashable {
        /// The target's name.
        public var target: String
        /// The phase as Xcode names it: `Sources`, `Resources`, `Frameworks`, or the phase's own name.
        public var phase: String

        /// An entry for `target`'s phase `phase`.
        public init(target: String, phase: String) {
            self.target = target
            self.phase = phase
        }
    }

    /// A synchronized folder that holds the file.
    public struct SynchronizedFolderEntry: Sendable, Hashable {
        /// The folder, relative to the project folder.
        public var folder: String
        /// The targets that build the folder's files and do not exclude this one, in target order.
        public var targets: [String]
        /// The targets that build the folder's files but whose exception set leaves this one out.
        public var excludedFrom: [String]

        /// An entry for the synchronized `folder`.
        public init(folder: String, targets: [String], excludedFrom: [String]) {
            self.folder = folder
            self.targets = targets
            self.excludedFrom = excludedFrom
        }
    }

    /// The file, normalized, relative to the project folder.
    public var path: String
    /// The IDs of the file references (or version groups) that resolve to the file.
    public var fileReferences: [String]
    /// The groups holding those references, each as display names from the main group down, joined by `/`
    /// (`App/Modules/Foo`); "" for the main group itself.
    public var groups: [String]
    /// The build phases that list the file (or the variant group it belongs to), per target.
    public var buildPhases: [BuildPhaseEntry]
    /// The synchronized folder that holds the file, if any.
    public var synchronizedFolder: SynchronizedFolderEntry?

    /// The membership of the file at `path`.
    public init(
        path: String, fileReferences: [String], groups: [String], buildPhases: [BuildPhaseEntry],
        synchronizedFolder: SynchronizedFolderEntry?
    ) {
        self.path = path
        self.fileReferences = fileReferences
        self.groups = groups
        self.buildPhases = buildPhases
        self.synchronizedFolder = synchronizedFolder
    }

    /// Whether the project shows the file: a reference resolves to it, or a synchronized folder holds it.
    public var isInProject: Bool { !fileReferences.isEmpty || synchronizedFolder != nil }

    /// The targets that build or copy the file, through phases or a synchronized folder, without repeats, in the
    /// order found.
    public var targets: [String] {
        var seen: Set<String> = []
        let all = buildPhases.map(\.target) + (synchronizedFolder?.targets ?? [])
        return all.filter { seen.insert($0).inserted }
    }
}
