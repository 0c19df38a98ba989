import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// Lines inserted into a file at an anchor: where they go, how they are indented, and that a second run adds nothing.
@Suite("Planning: injection target")
struct InjectionTargetTests {
    static let location = SpecLocation(file: "t/template.yml", line: 7, column: 5)

    static func inserting(
        _ lines: [String], at anchor: TemplateSpec.Injection.Anchor, into text: String, times: Int = 1
    ) throws -> InjectionTarget {
        var target = InjectionTarget(text: text)
        for _ in 0..<times {
            try target.insert(lines, at: anchor, location: location, path: "/app/Router.swift")
        }
        return target
    }

    static let router = """
        final class Router {
            static let shared = Router()

            // vipergen:modules
        }

        """

    /// A file's lines are split at each line feed only, a carriage return kept with its line, empty lines and the
    /// empty last line kept, characters whole: as the standard library's split of the UTF-8 view does, and the text
    /// joined again is the file.
    @Test(arguments: [
        "", "\n", "one", "one\n", "one\ntwo", "\n\none\n\n", "crlf\r\nline\r\n", "lone\rcarriage\n",
        "é\n日本語\n👩‍👩‍👧\r\n", "\r\n", "a\n\r\n\rb",
    ])
    func linesAreSplitAtEachLineFeed(_ text: String) {
        let expected = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
        #expect(InjectionTarget.lines(of: text) == expected)
        #expect(InjectionTarget(text: text).text == text)
    }

    @Test(arguments: [
        (
            TemplateSpec.Injection.Anchor.marker("vipergen:modules"),
            "final class Router {\n    static let shared = Router()\n\n    var cart: Cart\n    var shop: Shop\n"
                + "    // vipergen:modules\n}\n"
        ),
        (
            .before("static let shared"),
            "final class Router {\n    var cart: Cart\n    var shop: Shop\n    static let shared = Router()\n\n"
                + "    // vipergen:modules\n}\n"
        ),
        // After a line, indented like the next line that is not blank.
        (
            .after("static let shared"),
            "final class Router {\n    static let shared = Router()\n    var cart: Cart\n    var shop: Shop\n\n"
                + "    // vipergen:modules\n}\n"
        ),
        (
            .after("final class Router"),
            "final class Router {\n    var cart: Cart\n    var shop: Shop\n    static let shared = Router()\n\n"
                + "    // vipergen:modules\n}\n"
        ),
    ])
    func linesGoAtTheAnchorIndentedLikeIt(_ anchor: TemplateSpec.Injection.Anchor, _ expected: String) throws {
        let target = try Self.inserting(["var cart: Cart", "var shop: Shop"], at: anchor, into: Self.router)
        #expect(target.text == expected)
        #expect(target.changed)
    }

    /// A line that is the anchor, less indentation, wins over an earlier one that only contains it.
    @Test func aLineThatIsTheAnchorWinsOverOneThatContainsIt() throws {
        let manifest = """
            let package = Package(
                products: [
                    .library(
                        name: "A",
                        targets: ["A"]),
                ],
                targets: [
                    .target(name: "A"),
                ]
            )

            """
        let target = try Self.inserting([".target(name: \"B\"),"], at: .after("    targets: ["), into: manifest)
        #expect(target.text.contains("    targets: [\n        .target(name: \"B\"),\n        .target(name: \"A\"),"))
        #expect(target.text.contains("            targets: [\"A\"]),\n    ],"))
    }

    @Test func aSecondRunAddsNothing() throws {
        let once = try Self.inserting(
            ["var cart: Cart", "", "var shop: Shop"], at: .marker("vipergen:modules"), into: Self.router)
        let again = try Self.inserting(
            ["var cart: Cart", "", "var shop: Shop"], at: .marker("vipergen:modules"), into: once.text)
        #expect(again.text == once.text)
        #expect(!again.changed)
        // Present with other indentation still counts; in another order it does not.
        let reindented = Self.router.replacing("    // vipergen", with: "\tvar cart: Cart\n    // vipergen")
        #expect(!(try Self.inserting(["var cart: Cart"], at: .marker("vipergen:modules"), into: reindented)).changed)
        #expect(
            try Self.inserting(["var shop: Shop", "var cart: Cart"], at: .marker("vipergen:modules"), into: once.text)
                .changed)
    }

    /// A batch inserts at one marker many times: each module's lines go after the previous module's.
    @Test func insertionsAtOneMarkerKeepTheirOrder() throws {
        var target = InjectionTarget(text: Self.router)
        for module in ["A", "B", "C"] {
            try target.insert(
                ["case \(module.lowercased())"], at: .marker("vipergen:modules"), location: Self.location, path: "/r")
            try target.insert(["// \(module)"], at: .after("final class Router"), location: Self.location, path: "/r")
        }
        #expect(
            target.text == """
                final class Router {
                    // C
                    // B
                    // A
                    static let shared = Router()

                    case a
                    case b
                    case c
                    // vipergen:modules
                }

                """)
    }

    @Test func crlfFilesGetCRLFLines() throws {
        let text = "enum Routes {\r\n    // vipergen:routes\r\n}\r\n"
        let target = try Self.inserting(["case cart", "", "case shop"], at: .marker("vipergen:routes"), into: text)
        #expect(target.text == "enum Routes {\r\n    case cart\r\n\r\n    case shop\r\n    // vipergen:routes\r\n}\r\n")
        #expect(!(try Self.inserting(["case cart"], at: .marker("vipergen:routes"), into: target.text)).changed)
    }

    @Test func aMissingAnchorIsAnErrorAtTheInjection() {
        let error = #expect(throws: GenerationError.self) {
            try Self.inserting(["x"], at: .before("no such line"), into: Self.router)
        }
        #expect(
            error
                == .injectionFailed(
                    Self.location, file: "/app/Router.swift",
                    reason: "no line contains 'no such line'; add it where the lines should go"))
    }

    /// An injection whose content renders empty (a condition that is off) leaves the file as it is.
    @Test func insertingNoLinesChangesNothing() throws {
        let target = try Self.inserting([], at: .marker("vipergen:modules"), into: Self.router)
        #expect(target.text == Self.router)
        #expect(!target.changed)
    }
}
