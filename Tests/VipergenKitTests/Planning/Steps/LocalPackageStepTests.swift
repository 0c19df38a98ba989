import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

@Suite("Planning: local package step")
struct LocalPackageStepTests {
    func draft(testTarget: String?) throws -> PlanDraft {
        var context = try planningContext(fileSystem: MemoryFileSystem()) {
            $0.modulePath = "/app/Packages/Features/Sources/Features/Modules"
            $0.testPath = "/app/Packages/Features/Tests/FeaturesTests/Modules"
        }
        context.plan.package = PackagePlacement(
            package: "/app/Packages/Features", target: "Features",
            targetFolder: "/app/Packages/Features/Sources/Features", testTarget: testTarget,
            testFolder: testTarget.map { "/app/Packages/Features/Tests/\($0)" })
        return try run(module: [RenderStep()], plan: [MergeStep(), LocalPackageStep()], context)
    }

    @Test func aModuleInAPackageTargetIsNoted() throws {
        let draft = try draft(testTarget: "FeaturesTests")
        #expect(
            draft.plan.notes == [
                .packageTarget(target: "Features", package: "Packages/Features", testTarget: "FeaturesTests")
            ])
        #expect(draft.plan.files.contains { $0.role == .test })
    }

    @Test func withoutATestTargetTheTestsAreLeftOut() throws {
        let draft = try draft(testTarget: nil)
        #expect(!draft.plan.files.contains { $0.role == .test })
        #expect(draft.plan.notes.first == .noPackageTestTarget(target: "Features", package: "Packages/Features"))
    }

    @Test func outsideAPackageNothingChanges() throws {
        let context = try planningContext(fileSystem: MemoryFileSystem())
        let before = try run(module: [RenderStep()], plan: [MergeStep()], context)
        let after = try run(module: [RenderStep()], plan: [MergeStep(), LocalPackageStep()], context)
        #expect(after.plan.files.map(\.path) == before.plan.files.map(\.path))
        #expect(after.plan.notes.isEmpty)
    }

    /// The placement itself: a module_path in a package target, with the target's test target.
    @Test func placementFindsTheTargetAndItsTestTarget() {
        let disk = MemoryFileSystem([
            "/app/catalogs.yml": "project_name: App\n",
            "/app/Packages/Features/Package.swift": """
            let package = Package(name: "Features", targets: [
                .target(name: "Features"),
                .testTarget(name: "FeaturesTests", dependencies: ["Features"]),
            ])
            """,
        ])
        var configuration = ProjectConfiguration(defaultsFor: "/app", author: "")
        configuration.file = "/app/catalogs.yml"
        configuration.modulePath = "/app/Packages/Features/Sources/Features/Screens"
        configuration.testPath = "/app/AppTests/Modules"
        let (placed, placement) = PackagePlacement.place(configuration, fileSystem: disk)
        #expect(placement?.target == "Features")
        #expect(placement?.testFolder == "/app/Packages/Features/Tests/FeaturesTests")
        #expect(placed.testPath == "/app/Packages/Features/Tests/FeaturesTests/Screens")
        #expect(placed.productModuleName == "Features")
        #expect(placement?.builds("/app/Packages/Features/Sources/Features/Screens/A/A.swift") == true)
        #expect(placement?.builds("/app/App/A.swift") == false)
    }
}
