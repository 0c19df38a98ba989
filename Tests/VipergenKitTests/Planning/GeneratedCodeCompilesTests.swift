import Foundation
import TestHelpers
import Testing

@testable import VipergenKit

/// Proves that generated modules are ready to use: their code compiles as the app module against the stand-in
/// UIKit, Combine and SwiftUI under Tests/Stubs, their tests compile against it with the real XCTest, every file
/// passes `swift format lint` with the repository's configuration, and the generated tests pass.
@Suite("Generated code", .serialized)
struct GeneratedCodeTests {
    static let templates = ["bviper", "viper", "vip", "swiftui-viper", "mvvm-r"]

    @Test(arguments: templates)
    func compilesWithoutWarnings(_ template: String) throws {
        let compiler = try SwiftCompiler()
        let files = try GoldenTests.render(template, module: "AgentDetail")
        let code = files.filter { !$0.key.hasPrefix("Tests/") }
        let tests = files.filter { $0.key.hasPrefix("Tests/") }
        #expect(!code.isEmpty && !tests.isEmpty)

        try compiler.buildStandIns()
        try compiler.buildModule("AgentApp", sources: try compiler.write(code, into: "code"), testable: true)
        try compiler.typeCheck(try compiler.write(tests, into: "tests"))
    }

    @Test(arguments: templates)
    func isFormattedAsTheRepositoryRequires(_ template: String) throws {
        let compiler = try SwiftCompiler()
        // The golden name, and a long one: lines must stay within the limit for realistic module names.
        var paths: [String] = []
        for module in ["AgentDetail", "CustomerSupportConversation"] {
            paths += try compiler.write(try GoldenTests.render(template, module: module), into: "lint-\(module)")
        }
        let configuration = repositoryRoot + "/.swift-format"
        let findings = try compiler.run(
            ["format", "lint", "--strict", "--configuration", configuration] + paths,
            executable: "swift")
        #expect(findings.isEmpty, "\(findings)")
    }

    #if os(Linux)
        /// Builds every template's module and tests into one package with the stand-ins and runs `swift test` on it.
        @Test func generatedTestsPass() throws {
            let compiler = try SwiftCompiler()
            var targets: [String] = []
            for template in Self.templates {
                let module = "App" + template.split(separator: "-").map { $0.capitalized }.joined()
                var configuration = GoldenTests.configuration(root: "/golden")
                configuration.productModuleName = module
                let files = try GoldenTests.render(template, module: "AgentDetail", configuration: configuration)
                _ = try compiler.write(files.filter { !$0.key.hasPrefix("Tests/") }, into: "package/Sources/\(module)")
                _ = try compiler.write(
                    files.filter { $0.key.hasPrefix("Tests/") }, into: "package/Tests/\(module)Tests")
                targets.append(module)
            }
            for standIn in ["UIKit", "Combine", "SwiftUI"] {
                let source = try String(contentsOfFile: compiler.stub("\(standIn).swift"), encoding: .utf8)
                _ = try compiler.write(["\(standIn).swift": source], into: "package/Sources/\(standIn)")
            }
            let moduleTargets = targets.map { module in
                "    .target(name: \"\(module)\", dependencies: [\"UIKit\", \"Combine\", \"SwiftUI\"]),\n"
                    + "    .testTarget(name: \"\(module)Tests\", dependencies: [\"\(module)\"]),"
            }
            let manifest = """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "GeneratedModules", platforms: [.macOS(.v15)], targets: [
                    .target(name: "UIKit"), .target(name: "Combine"),
                    .target(name: "SwiftUI", dependencies: ["UIKit", "Combine"]),
                \(moduleTargets.joined(separator: "\n"))
                ])
                """
            _ = try compiler.write(["Package.swift": manifest], into: "package")
            let output = try compiler.run(
                ["test", "--package-path", compiler.scratch.appendingPathComponent("package").path], executable: "swift"
            )
            #expect(output.contains("Executed "), "\(output)")
            #expect(!output.contains("error:"), "\(output)")
        }
    #endif
}
