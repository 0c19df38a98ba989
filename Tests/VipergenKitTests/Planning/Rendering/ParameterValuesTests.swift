import Liquid
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `--param` values over declared defaults, checked and converted to their declared types.
@Suite("Parameter values")
struct ParameterValuesTests {
    static let spec = try! TemplateSpec.parse(
        """
        name: t
        parameters:
          - {name: service, default: APIClient}
          - {name: use_cases, type: list, default: "Fetch, Save"}
          - {name: with_router, type: bool, default: "false"}
          - {name: flavour, required: true, description: the taste}
          - {name: note}
          - {name: tags, type: list}
          - {name: strict, type: bool}

        """, file: "t/template.yml")

    @Test func givenValuesWinOverDefaultsAndEveryDeclaredParameterIsDefined() throws {
        let values = try ParameterValues.resolve(["flavour": "vanilla", "use_cases": "Load"], spec: Self.spec)
        #expect(
            values == [
                "service": "APIClient", "use_cases": ["Load"], "with_router": false, "flavour": "vanilla", "note": "",
                "tags": [], "strict": false,
            ])
    }

    @Test(arguments: [
        ("true", true), ("TRUE", true), ("Yes", true), ("1", true), ("false", false), ("No", false), ("0", false),
    ])
    func boolsAreTrueOrFalse(_ text: String, _ expected: Bool) throws {
        let parameter = TemplateSpec.Parameter(name: "b", description: "", kind: .bool, isRequired: false)
        #expect(try ParameterValues.convert(text, to: parameter) == .bool(expected))
    }

    @Test(arguments: ["", "maybe", "on", "2", "t"])
    func anythingElseIsNotABool(_ text: String) {
        let parameter = TemplateSpec.Parameter(name: "b", description: "", kind: .bool, isRequired: false)
        #expect(throws: GenerationError.invalidParameterValue(name: "b", value: text, expected: "true or false")) {
            try ParameterValues.convert(text, to: parameter)
        }
    }

    @Test(arguments: [
        ("Fetch,Save", ["Fetch", "Save"]), (" Fetch , Save ,", ["Fetch", "Save"]), ("", []), (",,", []),
        ("One", ["One"]), ("a b,c", ["a b", "c"]),
    ])
    func listsAreCommaSeparated(_ text: String, _ items: [String]) throws {
        let parameter = TemplateSpec.Parameter(name: "l", description: "", kind: .list, isRequired: false)
        #expect(try ParameterValues.convert(text, to: parameter) == .array(items.map { .string($0) }))
    }

    @Test func aMissingRequiredParameterNamesItsDescription() {
        let error = #expect(throws: GenerationError.self) { try ParameterValues.resolve([:], spec: Self.spec) }
        #expect(error == .missingParameter(name: "flavour", description: "the taste"))
        #expect(
            error?.description
                == "error: the template needs the parameter 'flavour' (the taste); pass --param flavour=VALUE")
    }

    @Test func anUnknownNameIsRefusedWithTheClosestAndTheKnownOnes() {
        let error = #expect(throws: GenerationError.self) {
            try ParameterValues.resolve(["flavour": "x", "servce": "y", "zzz": "z"], spec: Self.spec)
        }
        #expect(
            error
                == .unknownParameter(
                    name: "servce", suggestion: "service",
                    known: ["service", "use_cases", "with_router", "flavour", "note", "tags", "strict"]))
    }

    /// Generamba templates declare nothing and take every custom parameter as text; other templates that declare
    /// nothing take none.
    @Test func withoutDeclaredParametersOnlyGenerambaTemplatesTakeValues() throws {
        let spec = try TemplateSpec.parse("name: g\n", file: "g/template.yml")
        #expect(
            try ParameterValues.resolve(["anything": "true", "list": "a,b"], spec: spec, acceptsAny: true) == [
                "anything": "true", "list": "a,b",
            ])
        #expect(throws: GenerationError.unknownParameter(name: "anything", suggestion: nil, known: [])) {
            try ParameterValues.resolve(["anything": "true"], spec: spec)
        }
        #expect(try ParameterValues.resolve([:], spec: spec).isEmpty)
    }
}
