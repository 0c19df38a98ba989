import Files

/// Says when the module goes into a target of a local Swift package, which builds it from its folder (so the
/// Xcode project is not edited: `XcodeProjectStep` leaves such files out). For `gen`, leaves the tests out when
/// the package has no test target for it: in the package they would be built by nothing.
struct LocalPackageStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let package = context.package else { return }
        let root = context.projectRoot ?? package.package
        let folder = package.package == root ? "." : Path.relative(package.package, to: root)
        if package.testTarget == nil, context.update == nil, draft.plan.files.contains(where: { $0.role == .test }) {
            draft.plan.files.removeAll { $0.role == .test }
            draft.plan.notes.append(.noPackageTestTarget(target: package.target, package: folder))
        }
        draft.plan.notes.append(
            .packageTarget(target: package.target, package: folder, testTarget: package.testTarget))
    }
}
