import Foundation
import Testing

@testable import SourceDeclarations

/// The members a Swift file declares in its types' bodies, and the members it reaches with a dot: what
/// `RemovedDeclarationUsesStep` compares before and after a removal and looks for in the app's other files.
@Suite("Swift members")
struct SwiftMemberScannerTests {
    /// Each member as `Type.name`, with ` static` after a static one.
    static func members(_ source: String) -> [String] {
        SwiftMemberScanner.members(in: Array(source.utf8)).map {
            "\($0.type).\($0.name)\($0.isStatic ? " static" : "")"
        }
    }

    static let cases: [(source: String, members: [String])] = [
        // Router.swift as the bviper template writes it, with one module's accessor injected.
        (
            "@MainActor\npublic final class Router {\n    static let shared = Router()\n\n    private init() {}\n\n"
                + "    /// Home module\n    public static var home: Home_Routable { shared }\n"
                + "    // vipergen:modules (vipergen gen adds each module's accessor above this line)\n}\n",
            ["Router.shared static", "Router.home static"]
        ),
        (
            "extension Router: Home_Routable {\n    public func homeScene(id: String) -> UIViewController {\n"
                + "        let (viewController, input) = HomeModuleBuilder.setupModule()\n        return viewController\n"
                + "    }\n}\n",
            ["Router.homeScene"]
        ),
        (
            "enum Route {\n    case home, detail(id: String, tab: Int), settings\n    indirect case tree(Route)\n"
                + "    case raw = 1, other = 2\n}",
            ["Route.home", "Route.detail", "Route.settings", "Route.tree", "Route.raw", "Route.other"]
        ),
        (
            "class A {\n    class func make() -> A { A() }\n    class var shared: A { A() }\n    class Nested {}\n"
                + "    static subscript(i: Int) -> Int { i }\n    var afterSubscript = 1\n    deinit {}\n}",
            ["A.make static", "A.shared static", "A.Nested static", "A.afterSubscript"]
        ),
        // Private members and the members of private types and extensions are seen in their own file only.
        (
            "struct S {\n    private var a = 1\n    fileprivate func b() {}\n    private(set) var c = 2\n    var d = 3\n}\n"
                + "private struct Hidden { var e = 1 }\nprivate extension S { func f() {} }\nextension S { func g() {} }\n"
                + "private typealias X = Int\nstruct T { let h = 1 }",
            ["S.c", "S.d", "S.g", "T.h"]
        ),
        (
            "struct S { // var notMember\n    let s = \"var alsoNot {\"; /* func no() {} */ func yes() {}\n"
                + "    let t = \"\\(x.map { \"}\" })\"\n    var u = 1\n}",
            ["S.s", "S.yes", "S.t", "S.u"]
        ),
        // The bodies of members are passed over, and so are declarations at file scope that are no type.
        (
            "struct S {\n    func f() { let local = 1; struct Local { var x = 1 } }\n"
                + "    var g: Int { let y = 2; return y }\n}\nfunc top() { var x = 1 }\nlet closure = { var y = 2 }\n"
                + "var z: Int { 1 }",
            ["S.f", "S.g"]
        ),
        ("struct S {\n    var `default`: Int\n    func `where`() {}\n}", ["S.default", "S.where"]),
        (
            "struct S {\n    @objc(foo) dynamic var bar = 1\n    @available(iOS 15, *) static func baz() {}\n"
                + "    static func == (a: S, b: S) -> Bool { true }\n    func next() {}\n}",
            ["S.bar", "S.baz static", "S.next"]
        ),
        ("extension Foo.Bar where T == Int {\n    static let x = 1\n}", ["Foo.Bar.x static"]),
        (
            "protocol P {\n    var a: Int { get }\n    func b()\n    associatedtype C\n    typealias D = Int\n}",
            ["P.a", "P.b", "P.C static", "P.D static"]
        ),
        (
            "struct S<T: Equatable>: Hashable where T: Hashable {\n#if DEBUG\n    var debug = 1\n#endif\n"
                + "    func f<U>(_ u: U) {}\n}",
            ["S.debug", "S.f"]
        ),
        ("import class UIKit.UIView\nfunc f() {\n    let a = 1\n}\nclass Mine { let b = 1 }", ["Mine.b"]),
    ]

    @Test(arguments: cases) func findsTheMembers(source: String, members: [String]) {
        #expect(Self.members(source) == members)
    }

    static let references: [(source: String, found: Set<String>)] = [
        (
            "present(Router.home.homeScene(id: \"1\"))",
            ["Router.home", ".home", ".homeScene"]
        ),
        ("Router\n    .home\n    .homeScene()", ["Router.home", ".home", ".homeScene"]),
        ("switch route {\ncase .home: break\ncase let .detail(id): print(id)\n}", [".home", ".detail"]),
        ("let x = 1.5\nlet y = a?.b\nlet z = c!.d", [".b", ".d"]),
        ("Router.`default`", ["Router.default", ".default"]),
        // A comment or a string that names a member is no use of it: the templates' own examples are comments.
        ("// Router.broker.brokerScene(id:)\n/* Router.agent */\nlet s = \"Router.other\"", []),
    ]

    @Test(arguments: references) func findsTheMembersReachedWithADot(source: String, found: Set<String>) {
        #expect(SwiftMemberScanner.references(in: Array(source.utf8)) == found)
    }

    /// Any sequence of the pieces Swift is made of, unbalanced braces, unterminated strings and comments included:
    /// both scanners end, and report only names the text holds.
    @Test func anyArrangementOfPieces() {
        let pieces = [
            "struct ", "class ", "extension ", "enum ", "protocol ", "case ", "var ", "func ", "static ", "private ",
            "private(set) ", "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#", "\\(", "//", "/*", "*/", "\n", " ", "`",
            ".", ",", ";", "@", "=", "Router", "home", "A", "x1",
        ]
        // A fixed linear congruential sequence, so that a failure repeats.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3_000 {
            let text = (0..<(1 + next(60))).map { _ in pieces[next(pieces.count)] }.joined()
            let bytes = Array(text.utf8)
            for member in SwiftMemberScanner.members(in: bytes) {
                #expect(!member.name.isEmpty && text.contains(member.name) && text.contains(member.type), "\(text)")
            }
            for reference in SwiftMemberScanner.references(in: bytes) {
                #expect(reference.contains(".") && text.contains(reference.split(separator: ".").last ?? ""), "\(text)")
            }
        }
    }

    /// A real file: the interface the Swift 6.3.1 toolchain ships for its Synchronization module (source in
    /// Fixtures/Interfaces/README.md), 8,024 lines of attributes, `where` clauses, inlinable bodies and operators.
    /// Reading it line by line (a member is a declaration two spaces in, inside a body that opens at the start of a
    /// line) finds the same 331 members.
    @Test func aRealModuleInterface() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Interfaces/Synchronization.swiftinterface.txt").path
        let members = SwiftMemberScanner.members(in: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(members.count == 331)
        let found = Set(members.map { "\($0.type).\($0.name)\($0.isStatic ? " static" : "")" })
        for expected in [
            "Synchronization.AtomicLoadOrdering.relaxed static", "Synchronization.AtomicLoadOrdering.hashValue",
            "Synchronization.AtomicLazyReference.storeIfNil", "AtomicLoadOrdering._rawValue", "Atomic._address",
        ] {
            #expect(found.contains(expected), "\(expected)")
        }
        #expect(!members.contains { $0.name == "init" || $0.name == "get" || $0.name == "self" })
        #expect(members.first { $0.name == "relaxed" }?.line == 265)
    }
}
