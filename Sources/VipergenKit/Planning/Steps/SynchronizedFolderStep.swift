import Files

/// Refuses a new file inside an Xcode 16 synchronized folder of a target it was not asked for: Xcode compiles
/// every file such a folder holds into its targets, so tests generated into the app's synchronized folder would be
/// built into the app (and fail there for want of XCTest), also when no test target was named at all.
struct SynchronizedFolderStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let settings = context.configuration.xcodeProject else { return }
        for file in draft.plan.files where file.action == .create && [.code, .shared, .test].contains(file.role) {
            let isTest = file.role == .test
            let projectPath = isTest ? settings.testProjectPath : settings.projectPath
            guard context.fileSystem.isDirectory(projectPath) else { continue }
            let document = try context.index.document(projectPath, fileSystem: context.fileSystem)
            guard Path.isInside(file.path, document.folder) else { continue }
            let membership = document.file.membership(ofFileAt: Path.relative(file.path, to: document.folder))
            guard let folder = membership.synchronizedFolder else { continue }
            let configured = isTest ? context.configuration.testTargets : context.configuration.projectTargets
            let asked = XcodeTargets.resolve(configured, tests: isTest, in: document.file) ?? []
            let unasked = folder.targets.filter { !asked.contains($0) }
            guard !unasked.isEmpty else { continue }
            throw GenerationError.unaskedTarget(
                path: file.path, folder: Path.join(document.folder, folder.folder), targets: unasked, asked: asked)
        }
    }
}
