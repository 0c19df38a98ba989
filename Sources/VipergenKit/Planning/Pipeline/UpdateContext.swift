import Files
import TextMerge
import VipergenSettings

/// What an update merges against: the records of the modules it updates (or removes) as they were, the lock's
/// folder, and what to do with conflicting edits.
struct UpdateContext {
    let lock: ModuleLock
    let root: String
    let conflictStyle: ThreeWayMerge.ConflictStyle
    /// Whether generated files deleted since are written again rather than left deleted (`update --restore`).
    var restoresDeleted = false
    /// Whether a module may be rendered with an older template than the one that generated it (`--allow-older`).
    var allowsOlderTemplate = false
}
