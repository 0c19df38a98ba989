import Files
import TextMerge

/// What every planning step may read: the request, the template, the project's settings and the disk.
struct PlanningContext {
    let request: GenerationRequest
    let template: TemplatePackage
    let configuration: ProjectConfiguration
    let fileSystem: any FileSystem
    /// Set for `update`: what the modules were generated from, to merge the user's edits with the new render.
    var update: UpdateContext? = nil
}

/// What an update merges against: the lock as it was, its folder, and what to do with conflicting edits.
struct UpdateContext {
    let lock: ModuleLock
    let root: String
    let conflictStyle: ThreeWayMerge.ConflictStyle
}
