import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// A recorded module is not generated again with another template, nor with one of the same name from elsewhere.
@Suite("Planning: template switch step")
struct TemplateSwitchStepTests {
    /// Cart recorded from `template` (of `source`, when given), and a plan of Cart from the built-in bviper.
    func run(recorded template: String, source: String? = nil) throws {
        let module = ModuleLock.Module(
            name: "Cart", template: template, templateVersion: "1.0.0", parameters: [:], generated: "2026-11-27",
            files: [], templateSource: source)
        let disk = MemoryFileSystem([
            ModuleLock.recordPath(of: "Cart", root: "/app"): ModuleRecord(module).encoded()
        ])
        let context = try planningContext(modules: ["Cart"], fileSystem: disk) { $0.file = "/app/catalogs.yml" }
        _ = try VipergenKitTests.run(module: [OriginStep()], plan: [TemplateSwitchStep()], context)
    }

    @Test func theSameTemplateGoesAhead() throws {
        try run(recorded: "bviper")
    }

    @Test func anotherTemplateIsRefused() {
        #expect(throws: GenerationError.templateSwitch(module: "Cart", from: "viper", to: "bviper")) {
            try run(recorded: "viper")
        }
    }

    @Test func aTemplateOfTheSameNameFromAnotherCatalogIsRefused() {
        #expect(throws: GenerationError.self) { try run(recorded: "bviper", source: "Templates") }
    }
}
