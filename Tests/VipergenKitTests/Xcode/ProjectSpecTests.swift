import TestFileSystems
import Testing

@testable import VipergenKit

/// Reading the targets and folders of XcodeGen and Tuist specs. The specs below are written for these tests in the
/// shapes the generators document (XcodeGen's sources as a path, a list of paths, a list of `path:` entries with
/// excludes, and files under `include`; Tuist's `.target(...)` of `tuist init` and the older `Target(...)`): no
/// real spec could be brought to this machine, which is why the issue that asks for them stays open.
@Suite("XcodeGen and Tuist specs")
struct ProjectSpecTests {
    @Test func xcodeGenSourcesInEveryShape() throws {
        let disk = MemoryFileSystem([
            "/p/project.yml": """
            name: Shop
            include:
              - shared.yml
            targets:
              Shop:
                type: application
                platform: iOS
                sources:
                  - path: Shop/Sources
                    excludes:
                      - "**/*.md"
                  - Shop/Generated
              ShopTests:
                type: bundle.unit-test
                platform: iOS
                sources: ShopTests
                dependencies:
                  - target: Shop
              ShopUITests:
                type: bundle.ui-testing
                platform: iOS
                sources: [ShopUITests]

            """,
            "/p/shared.yml": """
            targets:
              Core:
                type: framework
                platform: iOS
                sources: [Core]

            """,
        ])
        let spec = try #require(try ProjectSpec.find(in: "/p", fileSystem: disk))
        #expect(spec.generator == .xcodeGen)
        #expect(spec.projectPath == "/p/Shop.xcodeproj")
        #expect(spec.targets.map(\.name) == ["Core", "Shop", "ShopTests", "ShopUITests"])
        #expect(spec.appTarget?.sources == ["/p/Shop/Sources", "/p/Shop/Generated"])
        #expect(spec.testTarget(of: spec.appTarget)?.name == "ShopTests")
        #expect(spec.target(named: "ShopTests")?.sources == ["/p/ShopTests"])
        #expect(spec.target(named: "ShopUITests")?.kind == .uiTests)
        #expect(spec.appTarget?.builds("/p/Shop/Sources/Modules/Cart/CartView.swift") == true)
        #expect(spec.appTarget?.builds("/p/Shop/Other.swift") == false)
    }

    @Test func anUnreadableSpecSaysWhere() {
        let disk = MemoryFileSystem(["/p/project.yml": "targets:\n  Shop:\n\ttype: application\n"])
        #expect(throws: ProjectSpecError.self) { try ProjectSpec.find(in: "/p", fileSystem: disk) }
        do {
            _ = try ProjectSpec.find(in: "/p", fileSystem: disk)
        } catch let error as ProjectSpecError {
            #expect(error.description.hasPrefix("/p/project.yml:3:"), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func tuistTargetsOfBothAPIs() throws {
        let disk = MemoryFileSystem([
            "/p/Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "Shop",
                targets: [
                    .target(
                        name: "Shop",
                        destinations: .iOS,
                        product: .app,
                        bundleId: "io.tuist.Shop",
                        sources: ["Shop/Sources/**"],
                        resources: ["Shop/Resources/**"],
                        dependencies: []
                    ),
                    .target(
                        name: "ShopTests",
                        destinations: .iOS,
                        product: .unitTests,
                        bundleId: "io.tuist.ShopTests",
                        sources: ["Shop/Tests/**/*.swift"],
                        dependencies: [.target(name: "Shop")]
                    ),
                    Target(name: "Legacy", platform: .iOS, product: .framework, bundleId: "x", sources: "Legacy/**"),
                ]
            )

            """
        ])
        let spec = try #require(try ProjectSpec.find(in: "/p", fileSystem: disk))
        #expect(spec.generator == .tuist)
        #expect(spec.name == "Shop")
        #expect(spec.targets.map(\.name) == ["Shop", "ShopTests", "Legacy"])
        #expect(spec.appTarget?.sources == ["/p/Shop/Sources"])
        #expect(spec.testTarget(of: spec.appTarget)?.sources == ["/p/Shop/Tests"])
        #expect(spec.testTarget(of: spec.appTarget)?.dependencies == ["Shop"])
        #expect(spec.target(named: "Legacy")?.sources == ["/p/Legacy"])
    }

    @Test func aTuistProjectMadeByAHelperIsNotGuessed() {
        let disk = MemoryFileSystem(["/p/Project.swift": "let project = Project.app(name: \"Shop\")\n"])
        #expect(throws: ProjectSpecError.self) { try ProjectSpec.find(in: "/p", fileSystem: disk) }
    }
}
