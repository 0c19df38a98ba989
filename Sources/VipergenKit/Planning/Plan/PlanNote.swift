/// Something the user should know about a plan that no single file says. Steps record the facts; the text is
/// written here, once.
public enum PlanNote: Sendable, Equatable, CustomStringConvertible {
    /// The Xcode project at `project` is made by `generator`, so it was left alone.
    case generatedProject(project: String, generator: ExternalProjectGenerator)
    /// `file` is outside `folder`, the folder of the Xcode project `project`, so the project was left alone.
    case outsideProjectFolder(file: String, folder: String, project: String)
    /// The project `project` has no single unit-test target, so the tests were added to none.
    case testsInNoTarget(project: String)
    /// The project `project` has no unit-test target at all and the settings name none: tests were not generated.
    case testsNotGenerated(project: String)
    /// The module is in `target` of the Swift package at `package`, which builds it from its folder: no project was
    /// edited; its tests are in `testTarget`.
    case packageTarget(target: String, package: String, testTarget: String?)
    /// `target` of the Swift package at `package` has no test target: the module's tests were not generated.
    case noPackageTestTarget(target: String, package: String)
    /// The spec the project is made from cannot be read, so the module's folders were not checked against it.
    case unreadableSpec(error: String)
    /// `folder` is a synchronized folder of `targets`, which picks the new files up without an edit.
    case synchronizedFolder(folder: String, targets: [String])
    /// The single-file `vipergen.lock` of an earlier version was moved into one record per module under `folder`.
    case lockMoved(modules: Int, folder: String)

    /// `remove`: these recorded files of `module` (relative to the project) had been deleted already; their entries
    /// in the Xcode project are taken out all the same.
    case filesGoneAlready(module: String, files: [String])

    /// The search for files already in the app stopped after `limit` folders, at `folder`: names past it were not
    /// compared.
    case searchStopped(folder: String, limit: Int)

    public var description: String {
        switch self {
        case .generatedProject(let project, let generator):
            return "\(project) is made by \(generator.rawValue) from \(generator.manifest), so it was not edited: "
                + "run '\(generator.command)' to add the new files (or pass --xcodeproj to edit it anyway)"
        case .outsideProjectFolder(let file, let folder, let project):
            return "\(file) is outside \(folder), the folder of \(project): the project was not edited"
        case .testsNotGenerated(let project):
            return "\(project) has no unit-test target, so the module's tests were not generated; add one in Xcode "
                + "and name it in catalogs.yml (test_targets: [AppTests]) to have them from the next gen"
        case .packageTarget(let target, let package, let testTarget):
            return "the module is in \(target), a target of the Swift package in \(package): SwiftPM builds it from "
                + "its folder, so no project file was edited"
                + (testTarget.map { "; its tests are in the test target \($0)" } ?? "")
        case .noPackageTestTarget(let target, let package):
            return "\(target), a target of the Swift package in \(package), has no test target, so the module's tests "
                + "were not generated; add .testTarget(name: \"\(target)Tests\", dependencies: [\"\(target)\"]) to its "
                + "Package.swift to have them from the next gen"
        case .unreadableSpec(let error):
            return "\(error); so the module's folders were not checked against the targets it describes"
        case .testsInNoTarget(let project):
            return "\(project) has no single unit-test target: the tests are in the project but in no target; "
                + "name one with test_targets in catalogs.yml or --test-targets"
        case .searchStopped(let folder, let limit):
            return "stopped looking for files with the new files' names after reading \(limit) folders, at \(folder): "
                + "files past it were not compared (the next run reads on from there, as vipergen's cache keeps "
                + "what this one read); or set module_path in catalogs.yml to the app's own folder"
        case .synchronizedFolder(let folder, let targets):
            return "\(folder) is an Xcode 16 synchronized folder of \(targets.joined(separator: ", ")): "
                + "Xcode picks the new files up there without an edit"
        case .filesGoneAlready(let module, let files):
            let count = files.count == 1 ? "1 file" : "\(files.count) files"
            let named = files.count <= 3 ? files.joined(separator: ", ") : "\(files[0]) and \(files.count - 1) more"
            return "\(count) of \(module) had been deleted already (\(named)): "
                + "nothing to delete on disk; they are taken out of the project all the same"
        case .lockMoved(let modules, let folder):
            return "vipergen.lock (\(modules) module\(modules == 1 ? "" : "s")) moved to \(folder)/, one record per "
                + "module with its own bases, so that branches generating different modules never conflict; "
                + "commit the new files and the deletion of vipergen.lock and .vipergen/bases/"
        }
    }
}
