import Files
import TextMerge
import VipergenSettings

/// What an update merges against: the records of the modules it updates (or removes) as they were, the lock's
/// folder, and what to do with conflicting edits.
struct UpdateContext {
    let lock: ModuleLock
    let root: String
    let conflictStyle: ThreeWayMerge.ConflictStyle
}
