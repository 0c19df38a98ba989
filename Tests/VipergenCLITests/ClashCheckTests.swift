import Foundation
import TestHelpers
import Testing
import XcodeProject

/// `gen` refuses a module that would break the app's build: a file name or a type the target has already, or a
/// file that would land in a synchronized folder of a target it was not meant for. Nothing is written then.
@Suite("Clashes with the app's own code")
struct ClashCheckTests {
    /// The real Mastodon app (Tests/XcodeProjectTests/Fixtures/mastodon), with modules going to Mastodon/Scene/Modules.
    static let mastodon = XcodeProjectGenTests.fixtures.first { $0.name == "mastodon" }!

    @Test("a module named like a screen the app has elsewhere in its target is refused, naming both files")
    func fileNameClashInARealApp() throws {
        // Mastodon's target builds Mastodon/Scene/Discovery/DiscoveryViewController.swift; the file need not be on
        // disk: the project's build phases say what the target compiles.
        let sandbox = try XcodeProjectGenTests.project(Self.mastodon)
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", "Discovery", "bviper"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.contains(
                "two files named DiscoveryViewController.swift would be in Mastodon: "
                    + "\(sandbox.path)/Mastodon/Scene/Discovery/DiscoveryViewController.swift and "
                    + "\(sandbox.path)/Mastodon/Scene/Modules/Discovery/View/DiscoveryViewController.swift"),
            "\(run.standardError)")
        #expect(run.standardError.contains("(for example 'DiscoveryScreen')"))
        #expect(try sandbox.snapshot() == before)
        // The name it proposes is free.
        let suggested = sandbox.run(["gen", "DiscoveryScreen", "bviper"])
        #expect(suggested.exitCode == 0, "\(suggested.standardError)")
    }

    @Test("a type the target declares in a file of another name is refused, with both files and lines")
    func typeClashInARealApp() throws {
        let sandbox = try XcodeProjectGenTests.project(Self.mastodon)
        let project = try ProjectFile(bytes: XcodeProjectGenTests.projectBytes(sandbox), path: "project.pbxproj")
        let appearance = try #require(
            project.files(ofTarget: "Mastodon")?.listed.first {
                $0.hasSuffix("/OnboardingViewControllerAppearance.swift")
            })
        // The project lists the file; its text here is the test's own: the app keeps a presenter in it.
        try sandbox.write(
            "import UIKit\n\n// final class OnboardingPresenter (in a comment)\nprotocol OnboardingViewControllerAppearance {}\n\n"
                + "final class OnboardingPresenter {\n    let title = \"class OnboardingRouter\"\n}\n",
            to: appearance)
        let before = try sandbox.snapshot()

        let run = sandbox.run(["gen", "Onboarding", "bviper"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.contains(
                "the module would declare a type that Mastodon already declares; Swift refuses a name declared twice"),
            "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "OnboardingPresenter: new in \(sandbox.path)/Mastodon/Scene/Modules/Onboarding/Presenter/"
                    + "OnboardingPresenter.swift:"))
        #expect(run.standardError.contains("already in \(sandbox.path)/\(appearance):6"))
        #expect(run.standardError.contains("(for example 'OnboardingScreen')"))
        #expect(try sandbox.snapshot() == before)
    }

    @Test("a file on disk in a synchronized folder of the target counts, one the target excludes does not")
    func fileNameClashInASynchronizedFolder() throws {
        // axterm: AXTerm/ is a synchronized folder of the AXTerm target, which leaves out AXTerm/Info.plist.
        let axterm = XcodeProjectGenTests.fixtures.first { $0.name == "axterm" }!
        let sandbox = try XcodeProjectGenTests.project(axterm)
        try sandbox.write("final class Old {}\n", to: "AXTerm/Screens/DiscoveryViewController.swift")
        let run = sandbox.run(["gen", "Discovery", "bviper", "--dry-run"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.contains(
                "two files named DiscoveryViewController.swift would be in AXTerm: "
                    + "\(sandbox.path)/AXTerm/Screens/DiscoveryViewController.swift"), "\(run.standardError)")
        // Info.plist is excluded from the target: a module file of that name would not clash with it.
        try sandbox.write("<plist/>\n", to: "AXTerm/Info.plist")
        #expect(sandbox.run(["gen", "Settings", "bviper", "--dry-run"]).exitCode == 0)
    }

    /// Foundation Lab has no test target and "Foundation Lab" is a synchronized folder of the app: tests under it
    /// would be compiled into the app. They are not generated at all, so nothing lands there.
    @Test("without a test target, no test file lands in the app's synchronized folder")
    func testsInTheAppsSynchronizedFolder() throws {
        let fixture = XcodeProjectGenTests.Fixture(
            name: "foundationlab", appTarget: "Foundation Lab", testTarget: nil, sourceFolder: "Foundation Lab",
            testFolder: "Foundation Lab/Tests", synchronized: true)
        let sandbox = try XcodeProjectGenTests.project(fixture)
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect((run.standardOutput + run.standardError).contains("has no unit-test target, so the module's tests"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/Foundation Lab/Tests"))
    }

    /// A template whose two test files declare one type, as paperkite's public Generamba mvvm templates do
    /// (`<Name>ViewTests` in both ViewTests and ViewModelTests): no module name avoids it, so the template is blamed,
    /// `template lint` reports it, and `--no-clash-check` generates it as it is, as Generamba does.
    @Test func aTemplateThatDeclaresOneTypeTwiceIsBlamedNotTheModuleName() throws {
        let sandbox = try Sandbox()
        try sandbox.writeSettings()
        try sandbox.write(
            "name: mvvm\nversion: \"1.0\"\ncode_files:\n  - {name: ViewModel.swift, path: ViewModel.swift.liquid}\n"
                + "test_files:\n  - {name: ViewTests.swift, path: ViewTests.swift.liquid}\n"
                + "  - {name: ViewModelTests.swift, path: ViewModelTests.swift.liquid}\n",
            to: "Templates/mvvm/template.yml")
        try sandbox.write(
            "final class {{ module_info.name }}ViewModel {}\n", to: "Templates/mvvm/ViewModel.swift.liquid")
        let tests = "import XCTest\n\nfinal class {{ module_info.name }}ViewTests: XCTestCase {}\n"
        try sandbox.write(tests, to: "Templates/mvvm/ViewTests.swift.liquid")
        try sandbox.write(tests, to: "Templates/mvvm/ViewModelTests.swift.liquid")
        let before = try sandbox.snapshot()

        let run = sandbox.run(["gen", "Cart", "mvvm"])
        #expect(run.exitCode == 1)
        #expect(try sandbox.snapshot() == before, "nothing written")
        #expect(
            run.standardError.contains("Templates/mvvm/template.yml:7:5: error: "),
            "at the second file's entry: \(run.standardError)")
        #expect(run.standardError.contains("the template declares CartViewTests in two of its files"))
        #expect(run.standardError.contains("AppTests/Cart/CartViewTests.swift:3"))
        #expect(run.standardError.contains("AppTests/Cart/CartViewModelTests.swift:3"))
        #expect(run.standardError.contains("--no-clash-check") && !run.standardError.contains("another module name"))

        let lint = sandbox.run(["template", "lint", "Templates/mvvm"])
        #expect(lint.exitCode == 1)
        #expect(
            lint.standardError.contains("declares SampleViewTests, which test/Sample/SampleViewTests.swift:3"),
            "\(lint.standardError)")

        let accepted = sandbox.run(["gen", "Cart", "mvvm", "--no-clash-check"])
        #expect(accepted.exitCode == 0, "\(accepted.standardError)")
        #expect(
            try sandbox.read("AppTests/Cart/CartViewTests.swift")
                == "import XCTest\n\nfinal class CartViewTests: XCTestCase {}\n")
        #expect(
            try sandbox.read("AppTests/Cart/CartViewModelTests.swift")
                == "import XCTest\n\nfinal class CartViewTests: XCTestCase {}\n")
    }

    /// The app's tests keep a `MockLoginPresenter` of their own; `gen MockLogin bviper` would declare the app's
    /// `MockLoginPresenter`, and its generated tests, which name it, would get the tests' mock instead (a local
    /// declaration shadows the imported app's): refused, naming the test file.
    @Test func aTypeOfTheModuleThatTheTestsDeclareIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("project_name: App\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        try sandbox.write(
            "@testable import App\n\nfinal class MockLoginPresenter {\n    var calls = 0\n}\n",
            to: "AppTests/Mocks/MockLoginPresenter.swift")
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", "MockLogin", "bviper"])
        #expect(run.exitCode == 1, "\(run.standardOutput)")
        #expect(
            run.standardError.contains("MockLoginPresenter: new in \(sandbox.path)/App/Modules/MockLogin/Presenter/"))
        #expect(run.standardError.contains("already in \(sandbox.path)/AppTests/Mocks/MockLoginPresenter.swift:3"))
        #expect(try sandbox.snapshot() == before)
        // A name the tests do not declare is fine.
        #expect(sandbox.run(["gen", "Login", "bviper"]).exitCode == 0)
    }

    /// vip declares the module's name itself (`enum Timer`, the Clean Swift namespace): a module named like a type of
    /// Swift or Foundation would hide it everywhere in the app. The list is generated from the toolchain's symbol
    /// graphs (`Tests/PlatformTypes/generate.sh`), not picked by hand: `Timer`, `Progress` and `DispatchQueue` are
    /// in it.
    @Test(arguments: ["Timer", "String", "Progress", "DispatchQueue"])
    func aModuleNamedLikeAPlatformTypeIsRefused(name: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("project_name: App\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", name, "vip"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.contains("would declare a type named \(name), which would hide the platform's \(name)"),
            "\(run.standardError)")
        #expect(try sandbox.snapshot() == before)
    }
}
