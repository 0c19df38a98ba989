import SourceDeclarations
import Testing

@Suite("Swift file-scope types")
struct SwiftDeclarationScannerTests {
    static func names(_ source: String) -> [String] {
        SwiftDeclarationScanner.topLevelTypes(in: Array(source.utf8)).map(\.name)
    }

    static let cases: [(source: String, names: [String])] = [
        (
            "final class LoginInteractor {}\nstruct A {}\nenum B {}\nprotocol C {}\nactor D {}\ntypealias E = Int",
            ["LoginInteractor", "A", "B", "C", "D", "E"]
        ),
        ("public final class Foo<T>: Bar where T: Baz {}", ["Foo"]),
        ("@MainActor\n@objc(FooView) open class FooView: UIView {}", ["FooView"]),
        ("extension Foo { class Nested {} struct Inner {} }", []),
        ("class Outer { class func make() -> Outer { Outer() } enum Kind { case a } }", ["Outer"]),
        ("// class InComment {}\n/* struct InBlock { /* nested */ enum StillComment {} */\nstruct After {}", ["After"]),
        ("let text = \"class InString {\"\nstruct Real {}", ["Real"]),
        ("let t = \"\\(value.map { \"}\" }) class Not {}\"\nenum AfterInterpolation {}", ["AfterInterpolation"]),
        ("let t = \"\"\"\n  struct InMultiLine {}\n  \"\"\"\nprotocol P {}", ["P"]),
        ("let t = #\"raw \" class NotRaw {} \"#\nactor A {}", ["A"]),
        ("import class UIKit.UIView\nimport struct Foundation.Date\nclass Mine {}", ["Mine"]),
        ("let x = y.class\nlet k = Foo.self\nstruct S {}", ["S"]),
        ("struct `Default` {}\nenum `Type` {}", ["Default", "Type"]),
        ("#if DEBUG\nclass DebugOnly {}\n#else\nclass ReleaseOnly {}\n#endif", ["DebugOnly", "ReleaseOnly"]),
        ("func f() { struct Local {} }\nvar v: Int { struct InGetter {}; return 1 }", []),
        ("let open = \"{\"\nclass AfterBrace {}", ["AfterBrace"]),
        ("private final class MockView {}\nfileprivate struct Stub {}\nfinal class Tests {}", ["Tests"]),
        ("private let x = 1\nclass AfterPrivateLet {}", ["AfterPrivateLet"]),
        ("let unterminated = \"oops\nclass NextLine {}", ["NextLine"]),
        // Inside braces only braces, strings and comments are looked at: each may hide a brace here.
        (
            "class A {\n  let s = \"}\"; let r = #\"}\"#\n  /* } */ // }\n  let d = a / b; #if X\n}\nstruct B {}",
            ["A", "B"]
        ),
        ("enum E { case a; var x: Int { 1 } }\n#if os(iOS)\nfinal class `F` {}\n#endif", ["E", "F"]),
    ]

    @Test("declarations at file scope only, outside comments and strings", arguments: cases)
    func fileScope(_ example: (source: String, names: [String])) {
        #expect(Self.names(example.source) == example.names)
    }

    @Test("the line of each name")
    func lines() {
        let source =
            "/*\n class X {}\n*/\nimport UIKit\n\nfinal class\n  LoginView: UIView {}\nlet s = \"\"\"\n\n\"\"\"\nstruct Model {}\n"
        let declarations = SwiftDeclarationScanner.topLevelTypes(in: Array(source.utf8))
        #expect(
            declarations == [TypeDeclaration(name: "LoginView", line: 7), TypeDeclaration(name: "Model", line: 11)])
    }

    @Test("the line of a name after long bodies, counted past the bytes skipped inside braces")
    func linesAfterBodies() {
        let body = String(repeating: "    let value = \"{ x }\" // }\n", count: 40)
        let source = "class A {\n" + body + "}\n\nstruct B {\n" + body + "}\nenum C {}\n"
        let declarations = SwiftDeclarationScanner.topLevelTypes(in: Array(source.utf8))
        #expect(
            declarations == [
                TypeDeclaration(name: "A", line: 1), TypeDeclaration(name: "B", line: 44),
                TypeDeclaration(name: "C", line: 86),
            ])
    }

    @Test("never loops or crashes on cut-off input")
    func cutOff() {
        let source = Array("class A { let s = \"\\(f(\"x\" /* c */)) \" } struct B {} #\"raw".utf8)
        for end in 0...source.count {
            _ = SwiftDeclarationScanner.topLevelTypes(in: Array(source[..<end]))
        }
    }
}
