import DiagnosticText
import Files
import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `template create`: a new template that passes `template lint` and generates, whatever its name and author.
@Suite("Template skeleton")
struct TemplateSkeletonTests {
    @Test(arguments: [
        ("Service", true), ("my-template", true), ("a_1", true), ("x", true), ("", false), ("1up", false),
        ("-x", false), ("_x", false), ("my template", false), ("a/b", false), ("a.b", false), ("modèle", false),
        ("Модуль", false),
    ])
    func validNamesStartWithALetter(_ name: String, _ isValid: Bool) {
        #expect(TemplateSkeleton.isValidName(name) == isValid)
    }

    /// The skeleton's files in a memory disk under `/templates/<name>`.
    static func disk(name: String, author: String) -> MemoryFileSystem {
        MemoryFileSystem(
            Dictionary(
                uniqueKeysWithValues: TemplateSkeleton.files(name: name, author: author).map {
                    ("/templates/\(name)/\($0.path)", $0.text)
                }))
    }

    static func lint(name: String, author: String) -> [Diagnostic] {
        TemplateLinter(
            fileSystem: disk(name: name, author: author), swiftCompiler: nil, temporaryDirectory: "/tmp",
            environment: [:]
        )
        .lint("/templates/\(name)", display: name).problems
    }

    @Test func writesASpecASnippetACodeFileAndItsTest() {
        #expect(
            TemplateSkeleton.files(name: "Service", author: "Jane").map(\.path) == [
                "template.yml", "snippets/header.liquid", "Code/Service.swift.liquid",
                "Tests/ServiceTests.swift.liquid",
            ])
    }

    @Test(arguments: ["Service", "my-template", "a_1", "x", "true", "null", "Null", "NULL"])
    func theSkeletonLintsCleanForEveryValidName(_ name: String) throws {
        try #require(TemplateSkeleton.isValidName(name))
        let problems = Self.lint(name: name, author: "Jane")
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: ["Jane Appleseed", "Jane \"JA\" Doe", "Zoë 😀", "", "O'Brien", "DOMAIN\\jane", "C:\\Users\\x"])
    func theSkeletonLintsCleanForEveryAuthor(_ author: String) throws {
        let problems = Self.lint(name: "Service", author: author)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
        let spec = try TemplateSpec.parse(
            TemplateSkeleton.spec(name: "Service", author: author), file: "Service/template.yml")
        // The author is written as a quoted YAML string, so it reads back exactly.
        #expect(spec.author == author)
    }

    @Test func theSkeletonGeneratesAModuleAndItsTest() throws {
        let disk = Self.disk(name: "Service", author: "Jane")
        let template = try TemplateCatalog(folders: ["/templates"], fileSystem: disk).template(named: "Service")
        #expect(template.spec.name == "Service" && template.spec.version == "0.1.0")
        var configuration = ProjectConfiguration(defaultsFor: "/app", author: "Jane")
        configuration.projectName = "Shop"
        configuration.productModuleName = "Shop"
        let plan = try ModuleGenerator(fileSystem: EmptyFileSystem()).plan(
            GenerationRequest(moduleName: try ModuleName("Cart"), date: CalendarDate(year: 2026, month: 1, day: 2)),
            template: template, configuration: configuration)
        #expect(plan.files.map(\.path) == ["/app/Cart/CartService.swift", "/app/Tests/Cart/CartServiceTests.swift"])
        #expect(
            plan.files[0].contents == """
                //
                //  CartService.swift
                //  Shop
                //
                //  Created by Jane on 02/01/2026.
                //

                /// Cart module.
                final class CartService {
                    init() {}
                }

                """)
        #expect(plan.files[1].contents.contains("@testable import Shop\n"))
        #expect(plan.files[1].contents.contains("_ = CartService()"))
    }
}
