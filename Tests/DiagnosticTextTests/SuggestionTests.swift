import Testing

@testable import DiagnosticText

/// "Did you mean …?": the closest name, when it is close enough to be a typo.
@Suite("Suggestion")
struct SuggestionTests {
    @Test func suggestsTheClosestNameWithinAThirdOfItsLetters() {
        #expect(Suggestion.closest(to: "upcse", in: ["downcase", "upcase"]) == "upcase")
        #expect(Suggestion.closest(to: "module_nmae", in: ["module_info", "module_name"]) == "module_name")
        // Two edits in six letters are too many; one edit is always allowed.
        #expect(Suggestion.closest(to: "abcxyz", in: ["abcdef"]) == nil)
        #expect(Suggestion.closest(to: "ab", in: ["ax"]) == "ax")
        #expect(Suggestion.closest(to: "ab", in: ["xy"]) == nil)
        #expect(Suggestion.closest(to: "name", in: []) == nil)
    }

    @Test func suggestsTheOneNameThatExtendsWhatWasTyped() {
        // Too far apart to be a typo, but the start of the project's targets: the shortest is the app's.
        let targets = ["ToDoList-VIPER", "ToDoList-VIPERTests", "ToDoList-VIPERUITests"]
        #expect(Suggestion.closest(to: "ToDoList", in: targets) == "ToDoList-VIPER")
        #expect(Suggestion.closest(to: "todolist", in: ["ToDoList-VIPER"]) == "ToDoList-VIPER")
        // Two names it could begin, as short as each other, or a name too short to tell: no suggestion.
        #expect(Suggestion.closest(to: "ToDoList", in: ["ToDoList-Alpha", "ToDoList-Bravo"]) == nil)
        #expect(Suggestion.closest(to: "To", in: ["ToDoList-VIPER"]) == nil)
    }

    @Test func ignoresCaseAndPrefersTheFirstOfEquals() {
        #expect(Suggestion.closest(to: "UPCASE", in: ["upcase"]) == "upcase")
        #expect(Suggestion.closest(to: "cat", in: ["bat", "cot"]) == "bat")
    }

    @Test func countsASwapOfNeighboursAsOneEdit() {
        func distance(_ a: String, _ b: String) -> Int {
            Suggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("bvipre", "bviper") == 1)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "abc") == 0)
        #expect(Suggestion.closest(to: "bvipre", in: ["bviper"]) == "bviper")
    }

    @Test func looksNoFurtherThanSixtyFourLetters() {
        // Comparing long names would take quadratic time, and nobody mistypes them.
        let long = String(repeating: "a", count: 5_000)
        #expect(Suggestion.closest(to: long, in: [long + "b"]) == nil)
        #expect(Suggestion.closest(to: "bvipre", in: ["bviper", String(repeating: "b", count: 5_000)]) == "bviper")
        let limit = String(repeating: "a", count: Suggestion.maximumLength)
        #expect(Suggestion.closest(to: limit, in: [limit + "b"]) == nil, "the candidate is past the limit")
        #expect(Suggestion.closest(to: limit + "b", in: [limit]) == nil, "the name is past the limit")
        #expect(Suggestion.closest(to: String(limit.dropLast()) + "b", in: [limit]) == limit)
    }
}
