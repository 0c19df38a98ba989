import Files

/// Leaves a module's tests out when the Xcode project has no unit-test target and the settings name none: written,
/// they would sit in a folder the app does not have, in no target, built by nothing. A note says so once, with the
/// line that brings them back. Only for `gen`: an update never drops files a module has.
struct NoTestTargetStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let settings = context.configuration.xcodeProject, context.configuration.testTargets.isEmpty,
            draft.plan.files.contains(where: { $0.role == .test })
        else { return }
        // A generated project (XcodeGen, Tuist) or one that does not read is not vipergen's to judge here.
        guard ExternalProjectGenerator.generating(settings.testProjectPath, fileSystem: context.fileSystem) == nil,
            let document = try? context.index.document(settings.testProjectPath, fileSystem: context.fileSystem),
            !document.file.targets.contains(where: { $0.productType == XcodeTargets.unitTestType })
        else { return }
        draft.plan.files.removeAll { $0.role == .test }
        draft.plan.notes.append(.testsNotGenerated(project: Path.base(settings.testProjectPath)))
    }
}
