import Files

/// For a project that XcodeGen or Tuist makes from a spec: refuses a module whose files lie in none of the folders
/// the spec gives its targets (the code's `project_targets`, else the app target; the tests' `test_targets`, else
/// the app's unit-test target), since once the project is made again nothing would build them. Without a unit-test
/// target in the spec, a `gen` leaves the tests out, with a note. A spec that cannot be read is noted, not fatal.
struct ProjectSpecStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        let spec: ProjectSpec
        switch context.index.spec(context: context) {
        case .none: return
        case .failure(let error):
            draft.plan.notes.append(.unreadableSpec(error: error.description))
            return
        case .success(let found): spec = found
        }
        let configuration = context.configuration
        let code = spec.joined(
            projectTargets: configuration.projectTargets, testTargets: configuration.testTargets, tests: false)
        let tests = spec.joined(
            projectTargets: configuration.projectTargets, testTargets: configuration.testTargets, tests: true)
        if tests.isEmpty, context.update == nil, draft.plan.files.contains(where: { $0.role == .test }) {
            draft.plan.files.removeAll { $0.role == .test }
            draft.plan.notes.append(.testsNotGenerated(project: Path.base(spec.file)))
        }
        let written = draft.plan.files.filter {
            [.code, .shared, .test].contains($0.role) && $0.action != .delete
                && !context.isBuiltByPackage($0.path)
        }
        for file in written {
            let targets = file.role == .test ? tests : code
            // A target whose folders the spec does not say (a template, code) cannot be checked.
            guard !targets.isEmpty, targets.allSatisfy({ !$0.sources.isEmpty }),
                !targets.contains(where: { $0.builds(file.path) })
            else { continue }
            let root = Path.directory(spec.file)
            throw GenerationError.outsideSpecSources(
                path: Path.relative(file.path, to: root), spec: Path.base(spec.file), generator: spec.generator,
                targets: targets.map(\.name),
                folders: targets.flatMap(\.sources).map { Path.relative($0, to: root) })
        }
    }
}
