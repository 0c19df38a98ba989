import Foundation
import Testing
import VipergenSettings

@testable import VipergenKit

/// `vipergen xcode-templates export`: for all five built-in templates, the property lists parse, and Xcode's text
/// substitution (applied here as Xcode applies it: each `___MACRO___` replaced in file names and text) gives the
/// files `vipergen gen` writes for the same name.
@Suite("Xcode templates")
struct XcodeTemplatesTests {
    static let settings = """
        project_name: App
        company: Acme
        author: Jane
        module_path: App/Modules
        test_path: AppTests

        """

    /// What Xcode puts for each macro when the dialog's user types AgentDetail and agentDetail.
    static func macros(date: CalendarDate) -> [String: String] {
        [
            "___VARIABLE_productName___": "AgentDetail", "___VARIABLE_productNameLowerFirst___": "agentDetail",
            "___FULLUSERNAME___": "Jane", "___ORGANIZATIONNAME___": "Acme", "___PROJECTNAME___": "App",
            "___PROJECTNAMEASIDENTIFIER___": "App", "___DATE___": date.generambaFormat, "___YEAR___": String(date.year),
        ]
    }

    static func substitute(_ text: String, _ macros: [String: String]) -> String {
        macros.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }

    /// The files of an exported template after Xcode's substitution, by path, without its property list.
    static func substituted(_ folder: String, _ macros: [String: String]) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder)
            guard !isFolder.boolValue, relative != "TemplateInfo.plist" else { continue }
            let text = try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            files[substitute(relative, macros)] = substitute(text, macros)
        }
        return files
    }

    static func files(under folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder)
            guard !isFolder.boolValue else { continue }
            files[relative] = try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
        }
        return files
    }

    @Test(arguments: ["bviper", "mvvm-r", "swiftui-viper", "vip", "viper"])
    func xcodesSubstitutionGivesWhatGenWrites(_ template: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.settings, to: "catalogs.yml")
        let gen = sandbox.run(["gen", "AgentDetail", template, "--output", "Gen", "--test-output", "GenTests"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        let export = sandbox.run(["xcode-templates", "export", template, "--into", "Xcode"])
        #expect(export.exitCode == 0, "\(export.standardError)")
        let macros = Self.macros(date: CalendarDate(unixTime: 1_795_305_600))
        let written = try Self.files(under: sandbox.path + "/Gen")
        let module = written.filter { $0.key.hasPrefix("AgentDetail/") }
        let shared = written.filter { !$0.key.hasPrefix("AgentDetail/") }

        // Every exported TemplateInfo.plist is a property list Xcode reads: a text-substitution file template
        // whose main file is one of its files, asking for the module's name.
        for name in [template, "\(template) Tests", "\(template) Shared"] {
            let folder = sandbox.path + "/Xcode/\(name).xctemplate"
            guard FileManager.default.fileExists(atPath: folder) else {
                #expect(name.hasSuffix("Shared") && shared.isEmpty, "\(name) missing")
                continue
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/TemplateInfo.plist"))
            let info = try #require(
                try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            #expect(info["Kind"] as? String == "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
            let main = try #require(info["MainTemplateFile"] as? String)
            #expect(FileManager.default.fileExists(atPath: folder + "/" + main), "\(main)")
            let options = try #require(info["Options"] as? [[String: Any]])
            #expect(options.first?["Identifier"] as? String == "productName")
        }

        let code = try Self.substituted(sandbox.path + "/Xcode/\(template).xctemplate", macros)
        #expect(code == module, "the module's files differ: \(Set(code.keys).symmetricDifference(module.keys))")
        let tests = try Self.substituted(sandbox.path + "/Xcode/\(template) Tests.xctemplate", macros)
        let genTests = try Self.files(under: sandbox.path + "/GenTests")
        #expect(tests.keys.sorted() == genTests.keys.sorted())
        for (path, text) in genTests where tests[path] != text {
            Issue.record("\(path) differs:\n\(tests[path] ?? "(none)")\n---\n\(text)")
        }
        if !shared.isEmpty {
            let xcodeShared = try Self.substituted(sandbox.path + "/Xcode/\(template) Shared.xctemplate", macros)
            // gen's shared files hold the lines it injects for the module, which Xcode cannot add (export names
            // them): without those lines they are Xcode's.
            let withoutInjections = shared.mapValues { text in
                text.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.contains("AgentDetail") && !$0.contains("agentDetail") }.joined(separator: "\n")
            }
            #expect(xcodeShared == withoutInjections, "the shared files differ")
            if template == "bviper" {
                #expect(export.standardError.contains("add by hand what vipergen injects: Router.swift"))
            }
        }
    }

    @Test func aTemplateUsingTheNameInAFormXcodeLacksIsRefusedByName() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.settings + "catalogs:\n  - Templates\n", to: "catalogs.yml")
        try sandbox.write(
            "name: shout\ncode_files:\n- {name: View.swift, path: View.swift.liquid}\n",
            to: "Templates/shout/template.yml")
        try sandbox.write(
            "let title = \"{{ module_info.name | upcase }}\"\n", to: "Templates/shout/View.swift.liquid")
        let run = sandbox.run(["xcode-templates", "export", "shout", "--into", "Xcode"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.contains("template 'shout' cannot be an Xcode template: template.yml:3"),
            "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/Xcode/shout.xctemplate"))
    }

    @Test func aFolderVipergenDidNotExportIsLeftAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.settings, to: "catalogs.yml")
        try sandbox.write("mine\n", to: "Xcode/vip.xctemplate/Notes.txt")
        let run = sandbox.run(["xcode-templates", "export", "vip", "--into", "Xcode"])
        #expect(run.exitCode != 0)
        #expect(try sandbox.read("Xcode/vip.xctemplate/Notes.txt") == "mine\n")
    }
}
