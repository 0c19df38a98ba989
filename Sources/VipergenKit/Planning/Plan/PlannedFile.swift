import VipergenSettings

/// One file of a plan: where it goes, what it will hold, and what happens to it.
public struct PlannedFile: Sendable, Equatable {
    /// What the writer does with the file.
    public enum Action: String, Sendable, Equatable, CaseIterable {
        /// The file does not exist yet.
        case create
        /// The file exists with other contents and the conflict policy says to replace it.
        case overwrite
        /// An existing project file gains lines from an injection.
        case modify
        /// The file exists with exactly these contents: nothing to do.
        case unchanged
        /// Left as it is: a shared file that exists already, or a conflict under `--on-conflict skip`.
        case skip
        /// The file exists with other contents and may not be overwritten.
        case conflict
        /// A file the template no longer has, as vipergen wrote it: `update` removes it.
        case delete

        /// Whether the writer touches the file.
        public var writes: Bool { self == .create || self == .overwrite || self == .modify || self == .delete }
    }

    /// What produced the file.
    public enum Role: String, Sendable, Equatable, CaseIterable {
        case code, test, shared
        /// A project file that an injection changes.
        case project
        /// An Xcode project file that gains the module's files.
        case xcodeproj
        /// vipergen's record of a module it generated (`.vipergen/modules/<Name>/record.json`), or the old lock.
        case lock
        /// The generated text of a module file, kept in its module's `.vipergen/modules/<Name>/bases/` for updates.
        case base
    }

    /// Absolute, normalized path.
    public var path: String
    /// What the file will hold, byte for byte: a merge or a kept file may hold bytes that are not UTF-8.
    public var bytes: [UInt8]
    public var action: Action
    public var role: Role
    /// The contents on disk before this run, for diffs and for restoring after a failed write.
    public var previousContents: [UInt8]?
    /// The module the file belongs to; `nil` for shared and project files.
    public var module: String?
    /// Why the action was chosen, where that is not obvious ("shared file, already present").
    public var note: String?
    /// For an Xcode project file, what the edit adds and removes.
    public var projectEdit: ProjectEditCount?
    /// The spec entry that produced the file; `nil` for files vipergen itself plans (the lock, injection targets).
    public var entry: SpecLocation?
    /// What the template rendered, when the plan writes something else: the result of merging the user's edits
    /// (`update`). The lock records this, the new base, rather than the merged text.
    public var renderedContents: String?
    /// For `remove`: where a module's file was generated, when it was found moved elsewhere in the project (by hand
    /// or by Xcode) and is removed from there.
    public var movedFrom: String?
    /// Whether the entry marks the file as a resource (`is_resource`), which decides its Xcode build phase.
    public var isResource = false

    public init(
        path: String, contents: String, action: Action, role: Role, previousContents: [UInt8]? = nil,
        module: String? = nil, note: String? = nil
    ) {
        self.init(
            path: path, bytes: Array(contents.utf8), action: action, role: role, previousContents: previousContents,
            module: module, note: note)
    }

    /// A file planned byte for byte: an edited project file of a megabyte is not made text to be made bytes again.
    public init(
        path: String, bytes: [UInt8], action: Action, role: Role, previousContents: [UInt8]? = nil,
        module: String? = nil, note: String? = nil
    ) {
        self.path = path
        self.bytes = bytes
        self.action = action
        self.role = role
        self.previousContents = previousContents
        self.module = module
        self.note = note
    }

    /// `bytes` as text (a byte that is not UTF-8 shows as U+FFFD); setting it stores the text's UTF-8.
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// What the lock records as the file's base: the render, when the plan writes something else.
    var renderedBytes: [UInt8] { renderedContents.map { Array($0.utf8) } ?? bytes }
}
