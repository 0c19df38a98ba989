import Files
import Foundation
import TestHelpers
import Testing

@testable import Liquid
@testable import VipergenKit
@testable import VipergenSettings

/// Module names that turn into Swift keywords or hide standard types: every built-in template either generates code
/// the Swift parser accepts, or refuses the name and says why. Nothing in between (issue: `gen Class bviper` wrote
/// `public static var class` into the shared Router.swift and the app stopped compiling).
@Suite("Awkward module names", .serialized)
struct AwkwardModuleNameTests {
    /// Each Swift keyword in UpperCamel form, names of types every app uses, digits, one letter.
    static let names: [String] = {
        let keywords = ModuleName.keywords.union(StandardFilters.swiftReservedWords).filter { $0 != "_" }
        let upperCamel = keywords.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let others = [
            "Type", "Protocol", "Self", "Any", "Error", "Result", "String", "View", "Never", "Agent2", "V2",
            "Step3Detail", "A", "X",
        ]
        return Array(Set(upperCamel + others)).sorted()
    }()

    /// The names refused for every template, as names no Swift type can have.
    static let refusedByAll: Set<String> = ["Type", "Protocol", "Self", "Any"]

    @Test(arguments: GeneratedCodeTests.templates)
    func everyNameParsesOrIsRefusedWithAReason(_ template: String) throws {
        let compiler = try SwiftCompiler()
        let fileSystem = LocalFileSystem()
        let package = try TemplateCatalog(folders: [], fileSystem: fileSystem).template(named: template)
        var sources: [String] = []
        var refused: [String: String] = [:]
        for name in Self.names {
            do {
                let request = GenerationRequest(
                    moduleName: try ModuleName(name), date: CalendarDate(year: 2026, month: 11, day: 25))
                let plan = try ModuleGenerator(fileSystem: fileSystem)
                    .plan(request, template: package, configuration: GoldenTests.configuration(root: "/awkward"))
                // The parser takes each file name once: the module's name leads each.
                let files = plan.files.filter { $0.path.hasSuffix(".swift") }.map {
                    ("\(name)-" + Path.relative($0.path, to: "/awkward").replacing("/", with: "-"), $0.contents)
                }
                sources += try compiler.write(Dictionary(uniqueKeysWithValues: files), into: template)
            } catch let error as ModuleNameError {
                refused[name] = error.description
            } catch let error as GenerationError {
                guard case .hidesStandardType = error else { throw error }
                refused[name] = error.description
            }
        }
        #expect(Self.refusedByAll.isSubset(of: Set(refused.keys)), "\(refused)")
        for (name, reason) in refused {
            #expect(
                reason.contains("keyword") || reason.contains("would hide the platform's \(name)"),
                "\(name): \(reason)")
        }
        // Only the standard type names are refused beyond the keywords, and only where a template declares the
        // module's own name as a type (vip's Clean Swift namespace).
        let beyondKeywords = Set(refused.keys).subtracting(Self.refusedByAll)
        #expect(
            template == "vip"
                ? beyondKeywords == ["Error", "Result", "String", "View", "Never"] : beyondKeywords.isEmpty)
        #expect(sources.count > Self.names.count)
        // One frontend parses every file; the driver (`swiftc -parse`) would start a process per file.
        _ = try compiler.run(["-frontend", "-parse"] + sources)
    }

    @Test(arguments: GeneratedCodeTests.templates)
    func aModuleNamedClassCompiles(_ template: String) throws {
        let compiler = try SwiftCompiler()
        let files = try GoldenTests.render(template, module: "Class")
        #expect(files.values.contains { $0.contains("`class`") } || template == "vip" || template == "swiftui-viper")
        try compiler.buildStandIns()
        try compiler.buildModule(
            "AgentApp", sources: try compiler.write(files.filter { !$0.key.hasPrefix("Tests/") }, into: "code"),
            testable: true)
        try compiler.typeCheck(try compiler.write(files.filter { $0.key.hasPrefix("Tests/") }, into: "tests"))
    }
}
