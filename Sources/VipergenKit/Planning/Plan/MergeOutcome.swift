/// What an update's three-way merges left for the user: files with conflict markers to resolve, and files kept as
/// they are, without the template's changes, to bring in by hand.
public struct MergeOutcome: Sendable, Equatable {
    /// Files merged with conflict markers left in them.
    public var conflicted: [String] = []
    /// Files that could not be merged and were kept as they are: their base is missing or damaged, or they are
    /// UTF-16 text.
    public var unmerged: [String] = []

    /// Nothing left for the user yet.
    public init() {}

    /// Whether every merge went through with nothing left for the user.
    public var isClean: Bool { conflicted.isEmpty && unmerged.isEmpty }
}
