import Foundation
import TestHelpers
import Testing

/// `update` never leaves code that names what the module no longer has, and never switches a module to another
/// template without saying so.
@Suite("update keeps the app building")
struct UpdateSafetyTests {
    static let screens = "App/Modules/Screens.swift"

    /// A project with `App/Modules/Screens.swift`, into which the `nav` template injects one line per module, and Cart
    /// generated from it.
    func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.writeSettings()
        try sandbox.write("enum Screens {\n    // screens\n}\n", to: Self.screens)
        try sandbox.write(
            "name: nav\nversion: \"1.0\"\ncode_files:\n  - {name: Screen.swift, path: Screen.swift.liquid}\n"
                + "injections:\n  - file: Screens.swift\n    marker: \"// screens\"\n"
                + "    content: \"static let {{ module_info.name | lower_first }} = {{ module_info.name }}Screen()\"\n",
            to: "Templates/nav/template.yml")
        try sandbox.write(
            "struct {{ module_info.name }}Screen {}\n", to: "Templates/nav/Screen.swift.liquid")
        let gen = sandbox.run(["gen", "Cart", "nav"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        #expect(try sandbox.read(Self.screens).contains("static let cart = CartScreen()"))
        return sandbox
    }

    /// A template whose new version renames a type that the app's own code names refuses the update: the app would
    /// not build. Nothing is written; `--no-clash-check` updates all the same, for the uses to be changed after.
    @Test func anUpdateThatTakesAwayATypeOtherCodeNamesIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.writeSettings()
        try sandbox.write(
            "name: svc\nversion: \"1.0\"\ncode_files:\n  - {name: Service.swift, path: Service.swift.liquid}\n",
            to: "Templates/svc/template.yml")
        try sandbox.write(
            "final class {{ module_info.name }}Service {}\n", to: "Templates/svc/Service.swift.liquid")
        #expect(sandbox.run(["gen", "Cart", "svc"]).exitCode == 0)
        try sandbox.write("final class Checkout {\n    let cart = CartService()\n}\n", to: "App/Checkout.swift")
        try sandbox.write(
            "name: svc\nversion: \"1.1\"\ncode_files:\n  - {name: Service.swift, path: Service.swift.liquid}\n",
            to: "Templates/svc/template.yml")
        try sandbox.write("final class {{ module_info.name }}Worker {}\n", to: "Templates/svc/Service.swift.liquid")
        let before = try sandbox.snapshot()
        let refused = sandbox.run(["update", "Cart"])
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError.contains(
                "1 other file the app builds names what the update takes away, and would not compile without it; "
                    + "nothing was written:\n  uses  App/Checkout.swift  (CartService)\n"
                    + "  update with --no-clash-check"), "\(refused.standardError)")
        #expect(try sandbox.snapshot() == before)
        let forced = sandbox.run(["update", "Cart", "--no-clash-check"])
        #expect(forced.exitCode == 0, "\(forced.standardError)")
        #expect(try sandbox.read("App/Modules/Cart/CartService.swift") == "final class CartWorker {}\n")
    }

    /// The same when the new version drops an injected member that the app's code uses (`Screens.cart`): refused,
    /// with nothing written, and `--no-clash-check` updates all the same.
    @Test func anUpdateThatTakesAwayAnInjectedMemberOtherCodeUsesIsRefused() throws {
        let sandbox = try project()
        try sandbox.write("let start = Screens.cart\n", to: "App/Start.swift")
        try sandbox.write(
            "name: nav\nversion: \"2.0\"\ncode_files:\n  - {name: Screen.swift, path: Screen.swift.liquid}\n",
            to: "Templates/nav/template.yml")
        let before = try sandbox.snapshot()
        let refused = sandbox.run(["update", "Cart"])
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError.contains(
                "1 other file the app builds names what the update takes away, and would not compile without it; "
                    + "nothing was written:\n  uses  App/Start.swift  (Screens.cart)\n"), "\(refused.standardError)")
        #expect(try sandbox.snapshot() == before)
        #expect(sandbox.run(["update", "Cart", "--no-clash-check"]).exitCode == 0)
        #expect(try sandbox.read(Self.screens) == "enum Screens {\n    // screens\n}\n")
    }

    /// Version 2 of the template drops the injection: the line goes with the update, and `remove` then leaves
    /// Screens.swift as it was before the module.
    @Test func anInjectionTheTemplateNoLongerMakesIsTakenOut() throws {
        let sandbox = try project()
        try sandbox.write(
            "name: nav\nversion: \"2.0\"\ncode_files:\n  - {name: Screen.swift, path: Screen.swift.liquid}\n",
            to: "Templates/nav/template.yml")
        let update = sandbox.run(["update", "Cart"])
        #expect(update.exitCode == 0, "\(update.standardOutput)\(update.standardError)")
        #expect(try sandbox.read(Self.screens) == "enum Screens {\n    // screens\n}\n")
        #expect(sandbox.run(["status"]).exitCode == 0)
        #expect(sandbox.run(["remove", "Cart"]).exitCode == 0)
        #expect(try sandbox.read(Self.screens) == "enum Screens {\n    // screens\n}\n")
    }

    /// The injected line edited by hand is not the template's any more: kept, and listed for the user.
    @Test func anEditedInjectionIsKeptAndListed() throws {
        let sandbox = try project()
        try sandbox.write(
            "enum Screens {\n    static let cart = CartScreen(animated: true)\n    // screens\n}\n", to: Self.screens)
        try sandbox.write(
            "name: nav\nversion: \"2.0\"\ncode_files:\n  - {name: Screen.swift, path: Screen.swift.liquid}\n",
            to: "Templates/nav/template.yml")
        let update = sandbox.run(["update", "Cart"])
        #expect(update.exitCode == 2, "\(update.standardOutput)\(update.standardError)")
        #expect(update.standardError.contains(Self.screens), "\(update.standardError)")
        #expect(try sandbox.read(Self.screens).contains("CartScreen(animated: true)"))
    }

    /// A target that is no longer UTF-8 (a Latin-1 comment saved since) is never decoded and written back, which
    /// would replace its other bytes: kept byte for byte and listed.
    @Test func aTargetThatIsNotUTF8IsKeptByteForByte() throws {
        let sandbox = try project()
        var bytes = Array(try sandbox.read(Self.screens).utf8)
        bytes.insert(contentsOf: Array("// caf".utf8) + [0xE9] + [10], at: 0)
        try Data(bytes).write(to: URL(fileURLWithPath: sandbox.path + "/" + Self.screens))
        try sandbox.write(
            "name: nav\nversion: \"2.0\"\ncode_files:\n  - {name: Screen.swift, path: Screen.swift.liquid}\n",
            to: "Templates/nav/template.yml")
        let update = sandbox.run(["update", "Cart"])
        #expect(update.exitCode == 2, "\(update.standardOutput)\(update.standardError)")
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: sandbox.path + "/" + Self.screens))) == bytes)
    }

    /// A catalog template named like the built-in one is another template: neither `update` nor `gen` switches a
    /// module made from the built-in one to it.
    @Test func aCatalogTemplateShadowingTheBuiltInOneIsNotASilentSwitch() throws {
        let sandbox = try Sandbox()
        try sandbox.writeSettings()
        _ = try sandbox.folder.makeFolder("Templates")
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        try sandbox.write(
            "name: bviper\nversion: \"9.0\"\ncode_files:\n  - {name: Cart.swift, path: Cart.swift.liquid}\n",
            to: "Templates/bviper/template.yml")
        try sandbox.write("struct {{ module_info.name }} {}\n", to: "Templates/bviper/Cart.swift.liquid")
        let before = try sandbox.snapshot()
        let update = sandbox.run(["update", "Cart"])
        #expect(update.exitCode == 1, "\(update.standardOutput)\(update.standardError)")
        #expect(update.standardError.contains("Cart was generated with bviper (built-in)"), "\(update.standardError)")
        #expect(update.standardError.contains("bviper (Templates/bviper)"))
        #expect(update.standardError.contains("vipergen remove Cart"))
        let gen = sandbox.run(["gen", "Cart", "bviper", "--force"])
        #expect(gen.exitCode == 1 && gen.standardError.contains("Cart was generated with bviper (built-in)"))
        #expect(try sandbox.snapshot() == before, "nothing written")
    }
}
