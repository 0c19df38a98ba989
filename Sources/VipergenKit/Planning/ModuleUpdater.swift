import DiagnosticText
import Files
import Liquid
import TextMerge

/// What to update, and how to resolve edits that conflict.
public struct UpdateRequest: Sendable {
    /// The modules to update; empty for every module in the lock.
    public var modules: [String]
    public var conflictStyle: ThreeWayMerge.ConflictStyle
    /// "Now" for the `date` filter; the system clock when `nil`.
    public var now: Int64?

    public init(modules: [String], conflictStyle: ThreeWayMerge.ConflictStyle, now: Int64? = nil) {
        self.modules = modules
        self.conflictStyle = conflictStyle
        self.now = now
    }
}

/// Plans `update`: renders each recorded module again with its template as it is now, its recorded parameters,
/// description and date and the current settings (the module steps of `Pipeline.update`, once per module with
/// its own template), then runs the plan steps once for all modules: the user's edits merged (`ThreeWayMergeStep`),
/// injections, the Xcode project, the lock. The whole update is one plan and one transaction.
public struct ModuleUpdater: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// - Throws: `UpdateError` when there is no lock or a module is not in it; the errors of finding templates
    ///   and of planning otherwise.
    public func plan(_ request: UpdateRequest, project: Setup) throws -> GenerationPlan {
        let configuration = project.configuration
        guard let root = LockStep.lockFolder(configuration) else { throw UpdateError.noLock }
        let lock = try ModuleLock.load(from: Path.join(root, ModuleLock.fileName), fileSystem: fileSystem)
        let modules = try Self.select(request.modules, in: lock).map { module in
            let settings = module.settings ?? [:]
            // The recorded date, so that headers keep the day the module was generated.
            let date = CalendarDate(isoFormat: module.generated) ?? CalendarDate(year: 1970, month: 1, day: 1)
            let moduleRequest = GenerationRequest(
                moduleNames: [try ModuleName(module.name)], description: settings["description"],
                parameters: module.parameters, date: date, now: request.now)
            return ModuleContext(
                moduleRequest, template: try project.catalog.resolve(module.template).template,
                configuration: configuration, fileSystem: fileSystem)
        }
        guard !modules.isEmpty else { return GenerationPlan(modules: [], files: []) }
        let context = PlanContext(
            configuration: configuration, fileSystem: fileSystem, conflictPolicy: .overwrite, projectRoot: root,
            update: UpdateContext(lock: lock, root: root, conflictStyle: request.conflictStyle))
        return try Pipeline.update.plan(modules, in: context)
    }

    /// The lock's modules named in `names` (all when empty), in the lock's order.
    static func select(_ names: [String], in lock: ModuleLock) throws -> [ModuleLock.Module] {
        guard !names.isEmpty else { return lock.modules }
        let known = lock.modules.map(\.name)
        for name in names where !known.contains(name) {
            throw UpdateError.unknownModule(name, suggestion: Suggestion.closest(to: name, in: known), known: known)
        }
        return lock.modules.filter { names.contains($0.name) }
    }
}

/// Why an update cannot start.
public enum UpdateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No catalogs.yml, so no lock of generated modules.
    case noLock
    case unknownModule(String, suggestion: String?, known: [String])

    public var description: String {
        switch self {
        case .noLock:
            return DiagnosticText.error(
                "no catalogs.yml here or above, so no vipergen.lock of generated modules; run 'vipergen init'")
        case .unknownModule(let name, let suggestion, let known):
            var text = "vipergen.lock has no module '\(name)'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            text += known.isEmpty ? " (it has none yet)" : "\n  its modules: \(known.joined(separator: ", "))"
            return DiagnosticText.error(text)
        }
    }
}
