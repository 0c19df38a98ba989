import Files
import TextMerge
import VipergenSettings

/// What a plan step reads: the settings, the disk, what to do with existing files, and for `update` what the
/// modules were generated from. Nothing in it belongs to one module.
struct PlanContext {
    let configuration: ProjectConfiguration
    let fileSystem: any FileSystem
    let conflictPolicy: ConflictPolicy
    /// The folder output must stay in when it is inside it: the project's (catalogs.yml's) folder.
    let projectRoot: String?
    /// Set for `update`: what the modules were generated from, to merge the user's edits with the new render.
    var update: UpdateContext? = nil
    /// Whether the file and type names are checked (`--no-clash-check` turns it off).
    var checksClashes = true
    /// Set when `module_path` is in a target of a local Swift package, which builds the module from its folder.
    var package: PackagePlacement? = nil
    /// For `gen --package DIR`: the package the module becomes a target of.
    var newPackageTarget: String? = nil
    /// The modules that are targets of their own in a package (`gen --package`), by name.
    var packageTargets: [String: PackagePlacement] = [:]
    /// The Xcode projects and the targets' files, read once for all the steps that ask.
    let index = ProjectIndex()

    /// Whether a Swift package builds `path` from its folder, so that no project lists it.
    func isBuiltByPackage(_ path: String) -> Bool {
        package?.builds(path) == true || packageTargets.values.contains { $0.builds(path) }
    }
}
