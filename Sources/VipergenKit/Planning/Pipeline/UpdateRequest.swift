import TextMerge

/// What to update, and how to resolve edits that conflict.
public struct UpdateRequest: Sendable {
    /// The modules to update; empty for every module in the lock.
    public var modules: [String]
    /// How a line both the user and the template changed is written: markers, ours or theirs.
    public var conflictStyle: ThreeWayMerge.ConflictStyle
    /// "Now" for the `date` filter; the system clock when `nil`.
    public var now: Int64?
    /// `--param` values, over the recorded ones: for a parameter the template added or renamed. When any is given,
    /// recorded parameters the template no longer declares are dropped.
    public var parameters: [String: String]
    /// Whether the file and type names are checked, and an update refused that takes away types other files name
    /// (`--no-clash-check` turns it off).
    public var checksClashes = true
    /// Whether the modules' generated files deleted since are written again (`--restore`); otherwise a deletion is
    /// the user's choice and stands.
    public var restoresDeleted = false
    /// Whether a module may be updated with an older version of its template than the one that generated it
    /// (`--allow-older`); otherwise the update is refused.
    public var allowsOlderTemplate = false

    /// An update of `modules` (every recorded one when empty).
    public init(
        modules: [String], conflictStyle: ThreeWayMerge.ConflictStyle, now: Int64? = nil,
        parameters: [String: String] = [:]
    ) {
        self.modules = modules
        self.conflictStyle = conflictStyle
        self.now = now
        self.parameters = parameters
    }
}
