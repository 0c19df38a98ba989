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
/// description and date and the current settings, then merges the user's edits (`ThreeWayMergeStep`), and runs
/// the same later steps as `gen` — injections, the Xcode project, the lock — once for all modules, so the whole
/// update is one plan and one transaction.
public struct ModuleUpdater: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The steps run for each module, with that module's request and template.
    static let moduleSteps: [any PlanningStep] = [OriginStep(), RenderStep()]
    /// The steps run once over all modules.
    static let planSteps: [any PlanningStep] = [
        MergeStep(), FileNameClashStep(), ClassifyStep(), ThreeWayMergeStep(), InjectionStep(), XcodeProjectStep(),
        LockStep(),
    ]

    /// - Throws: `UpdateError` when there is no lock or a module is not in it; the errors of finding templates
    ///   and of planning otherwise.
    public func plan(_ request: UpdateRequest, project: Setup) throws -> GenerationPlan {
        let configuration = project.configuration
        guard let root = LockStep.lockFolder(configuration) else { throw UpdateError.noLock }
        let lock = try ModuleLock.load(from: Path.join(root, ModuleLock.fileName), fileSystem: fileSystem)
        let modules = try Self.select(request.modules, in: lock)
        var draft = PlanDraft(
            plan: GenerationPlan(modules: modules.map(\.name), templateName: "", templateVersion: "", files: []))
        var last: PlanningContext?
        for module in modules {
            let template = try project.catalog.resolve(module.template).template
            let settings = module.settings ?? [:]
            // The recorded date, so that headers keep the day the module was generated.
            let date = CalendarDate(isoFormat: module.generated) ?? CalendarDate(year: 1970, month: 1, day: 1)
            let moduleRequest = GenerationRequest(
                moduleNames: [try ModuleName(module.name)], description: settings["description"],
                parameters: module.parameters, date: date, conflictPolicy: .overwrite, now: request.now,
                projectRoot: root)
            let context = PlanningContext(
                request: moduleRequest, template: template, configuration: configuration, fileSystem: fileSystem,
                update: UpdateContext(lock: lock, root: root, conflictStyle: request.conflictStyle))
            for step in Self.moduleSteps { try step.run(&draft, in: context) }
            draft.plan.templateName = template.spec.name
            draft.plan.templateVersion = template.spec.version
            last = context
        }
        guard let context = last else { return draft.plan }
        for step in Self.planSteps { try step.run(&draft, in: context) }
        return draft.plan
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
