import Testing

@testable import VipergenSettings

/// Module names become Swift type names (`<Name>Presenter`): the rules, the reasons and the suggested spelling.
@Suite("Module names")
struct ModuleNameTests {
    @Test(arguments: ["AgentDetail", "A", "Agent2", "Agent_Detail", "Модуль", "ÉcranPrincipal", "Class", "URL"])
    func acceptsUpperCamelCaseIdentifiers(_ name: String) throws {
        #expect(try ModuleName(name).value == name)
        #expect(try ModuleName(name).description == name)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var reason: String
        var suggestion: String?
        var testDescription: String { "'\(name)'" }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "", reason: "it is empty", suggestion: nil),
        Refusal(name: "9Lives", reason: "it starts with a digit, and Swift type names cannot", suggestion: nil),
        // The normalized spelling still starts with a digit: nothing to suggest.
        Refusal(name: "9 lives", reason: "it starts with a digit, and Swift type names cannot", suggestion: nil),
        Refusal(name: "Protocol", reason: "'Protocol' is a Swift keyword", suggestion: nil),
        Refusal(name: "Self", reason: "'Self' is a Swift keyword", suggestion: nil),
        Refusal(name: "class", reason: "'class' is a Swift keyword", suggestion: "Class"),
        Refusal(
            name: "agent detail",
            reason: "it contains a space; a Swift type name has only letters, digits and '_'", suggestion: "AgentDetail"
        ),
        Refusal(
            name: "agent-detail", reason: "it contains '-'; a Swift type name has only letters, digits and '_'",
            suggestion: "AgentDetail"),
        Refusal(
            name: "Agent.Detail", reason: "it contains '.'; a Swift type name has only letters, digits and '_'",
            suggestion: "AgentDetail"),
        Refusal(
            name: "agentDetail",
            reason: "module names are UpperCamelCase (they name types such as agentDetailPresenter)",
            suggestion: "AgentDetail"),
        Refusal(
            name: "agent_detail",
            reason: "module names are UpperCamelCase (they name types such as agent_detailPresenter)",
            suggestion: "AgentDetail"),
        Refusal(
            name: "_Agent", reason: "module names are UpperCamelCase (they name types such as _AgentPresenter)",
            suggestion: "Agent"),
    ]

    @Test(arguments: refusals)
    func refusesWithTheReasonAndAValidSpelling(_ refusal: Refusal) {
        let error = #expect(throws: ModuleNameError.self) { try ModuleName(refusal.name) }
        #expect(error == ModuleNameError(name: refusal.name, reason: refusal.reason, suggestion: refusal.suggestion))
    }

    @Test func theErrorNamesTheModuleAndSuggestsOnItsOwnLine() {
        let error = #expect(throws: ModuleNameError.self) { try ModuleName("agent-detail") }
        #expect(
            error?.description
                == "error: 'agent-detail' cannot be a module name: it contains '-'; a Swift type name has only "
                + "letters, digits and '_'\n  did you mean 'AgentDetail'?")
        let noSuggestion = #expect(throws: ModuleNameError.self) { try ModuleName("9Lives") }
        #expect(
            noSuggestion?.description
                == "error: '9Lives' cannot be a module name: it starts with a digit, and Swift type names cannot")
    }

    @Test(arguments: [
        ("agent detail", "AgentDetail"), ("agent-detail", "AgentDetail"), ("agent_detail", "AgentDetail"),
        ("  agent   detail  ", "AgentDetail"), ("AgentDetail", "AgentDetail"), ("agentDETAIL", "AgentDETAIL"),
        ("shop 2 go", "Shop2Go"), ("é-cran", "ÉCran"), ("--", ""),
    ])
    func normalizedJoinsWordsInUpperCamelCase(_ name: String, _ expected: String) {
        #expect(ModuleName.normalized(name) == expected)
    }

    /// Every keyword that cannot name a type is refused; with a capital letter most are ordinary names.
    @Test func aNameTooLongForFileNamesIsRefusedAtTheUsersInput() throws {
        #expect(try ModuleName(String(repeating: "A", count: ModuleName.maximumBytes)).value.count == 200)
        let long = "A" + String(repeating: "b", count: 600)
        let error = #expect(throws: ModuleNameError.self) { try ModuleName(long) }
        let text = try #require(error?.description)
        #expect(
            text.hasPrefix(
                "error: 'Abbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb…' cannot be a module name: it is 601 bytes long"))
        #expect(text.contains("use at most 200") && text.count < 300, "\(text)")
        // Multi-byte letters count as the bytes a file name takes.
        #expect(throws: ModuleNameError.self) { try ModuleName("Э" + String(repeating: "ю", count: 100)) }
    }

    @Test func everyKeywordIsRefused() {
        for keyword in ModuleName.keywords {
            #expect(throws: ModuleNameError.self, "\(keyword)") { try ModuleName(keyword) }
        }
    }
}
