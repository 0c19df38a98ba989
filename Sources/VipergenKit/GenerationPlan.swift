/// Everything one `gen` will do, decided before the first byte is written.
public struct GenerationPlan: Sendable, Equatable {
    public var moduleName: String
    public var templateName: String
    public var files: [PlannedFile]

    /// The files that exist with other contents and would be overwritten.
    public var conflicts: [PlannedFile] { files.filter { $0.action == .conflict } }
    /// The files the writer touches.
    public var writes: [PlannedFile] { files.filter { $0.action == .create || $0.action == .overwrite } }
}

/// One file of a plan: where it goes, what it will hold, and what happens to it.
public struct PlannedFile: Sendable, Equatable {
    /// What the writer does with the file.
    public enum Action: String, Sendable, Equatable {
        /// The file does not exist yet.
        case create
        /// The file exists with other contents and the user asked to overwrite.
        case overwrite
        /// The file exists with exactly these contents: nothing to do.
        case unchanged
        /// A shared file that exists already: it belongs to the project now.
        case skip
        /// The file exists with other contents and may not be overwritten.
        case conflict
    }

    /// What produced the file.
    public enum Role: String, Sendable, Equatable {
        case code, test, shared
    }

    /// Absolute, normalized path.
    public var path: String
    public var contents: String
    public var action: Action
    public var role: Role
    /// The contents on disk before this run, for diffs and for restoring after a failed write.
    public var previousContents: [UInt8]?
}
