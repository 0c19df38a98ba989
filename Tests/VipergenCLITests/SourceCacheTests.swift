import Foundation
import Testing

/// vipergen's cache of what the name checks read (`.vipergen/cache/sources`) is written only where it spares the
/// next run some work.
@Suite("The name checks' cache")
struct SourceCacheTests {
    @Test func aProjectWithAHandfulOfFilesGetsNoCacheFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("project_name: App\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        try sandbox.write("final class AppDelegate {}\n", to: "App/AppDelegate.swift")
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/.vipergen/cache/sources"))
    }

    @Test func aProjectWithManyFilesGetsOne() throws {
        let sandbox = try Sandbox()
        try sandbox.write("project_name: App\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        for index in 0..<80 {
            try sandbox.write("final class Screen\(index) {}\n", to: "App/Screens/Screen\(index).swift")
        }
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.path + "/.vipergen/cache/sources"))
    }
}
