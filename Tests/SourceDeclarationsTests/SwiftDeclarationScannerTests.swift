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

    @Test("never loops or crashes on cut-off input")
    func cutOff() {
        let source = Array("class A { let s = \"\\(f(\"x\" /* c */)) \" } struct B {} #\"raw".utf8)
        for end in 0...source.count {
            _ = SwiftDeclarationScanner.topLevelTypes(in: Array(source[..<end]))
        }
    }
}
