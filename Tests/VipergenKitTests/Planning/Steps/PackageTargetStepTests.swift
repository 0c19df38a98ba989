import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `gen --package DIR` makes the module a target of that package: its lines join the plan as insertions after the
/// lines that open the manifest's lists.
@Suite("Planning: package target step")
struct PackageTargetStepTests {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Features",
            products: [
                .library(name: "Home", targets: ["Home"]),
            ],
            targets: [
                .target(name: "Home"),
            ]
        )

        """

    func run(files: [PlannedFile], manifest: String? = manifest) throws -> PlanDraft {
        var disk = MemoryFileSystem()
        if let manifest { disk.files["/app/Packages/Features/Package.swift"] = manifest }
        var context = try planningContext(modules: ["Cart"], fileSystem: disk).plan
        context.newPackageTarget = "/app/Packages/Features"
        var draft = PlanDraft(plan: GenerationPlan(modules: ["Cart"], files: files))
        try PackageTargetStep().run(&draft, in: context)
        return draft
    }

    @Test func theModulesTargetsAndProductAreInsertedIntoTheManifest() throws {
        let draft = try run(files: [
            planned("/app/Packages/Features/Sources/Cart/Cart.swift", "struct Cart {}\n"),
            planned("/app/Packages/Features/Tests/CartTests/CartTests.swift", "// tests\n", role: .test),
        ])
        #expect(
            draft.insertions.allSatisfy { $0.path == "/app/Packages/Features/Package.swift" && $0.module == "Cart" })
        #expect(
            draft.insertions.flatMap(\.lines).map(\.trimmed) == [
                ".library(name: \"Cart\", targets: [\"Cart\"]),", ".target(name: \"Cart\"),",
                ".testTarget(name: \"CartTests\", dependencies: [\"Cart\"], path: \"Tests/Cart\"),",
            ])
        // After the lines that open their lists: the product, then both targets.
        #expect(draft.insertions.map(\.injection.anchor) == [.after("    products: ["), .after("    targets: [")])
    }

    @Test func aSharedFileOrNoManifestIsRefused() {
        #expect(throws: GenerationError.sharedFileInPackageTarget(file: "Router.swift", module: "Cart")) {
            try run(files: [planned("/app/Packages/Features/Sources/Router.swift", "enum Router {}\n", role: .shared)])
        }
        #expect(throws: GenerationError.self) {
            try run(
                files: [planned("/app/Packages/Features/Sources/Cart/Cart.swift", "struct Cart {}\n")], manifest: nil)
        }
    }
}
