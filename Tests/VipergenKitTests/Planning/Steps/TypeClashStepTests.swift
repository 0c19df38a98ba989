import TestFileSystems
import Testing

@testable import VipergenKit

@Suite("Planning: type clash step")
struct TypeClashStepTests {
    func check(_ files: [PlannedFile], disk: [String: String]) throws {
        let context = try planningContext(fileSystem: MemoryFileSystem(disk)) {
            $0.file = "/app/catalogs.yml"
            $0.modulePath = "/app/App/Modules"
            $0.testPath = "/app/AppTests"
        }
        var draft = emptyDraft(context)
        draft.plan.files = files
        try TypeClashStep().run(&draft, in: context.plan)
    }

    @Test func aTypeDeclaredInAnotherFileOfTheAppIsRefusedWithBothPlaces() throws {
        let disk = [
            "/app/catalogs.yml": "",
            "/app/App/Old/Things.swift":
                "import UIKit\n\n// final class FooInteractor in a comment\nfinal class FooInteractor {}\n",
        ]
        let new = PlannedFile(
            path: "/app/App/Modules/Foo/FooInteractor.swift",
            contents: "import Foundation\n\nfinal class FooInteractor {}\n",
            action: .create, role: .code, module: "Foo")
        let error = #expect(throws: GenerationError.self) { try check([new], disk: disk) }
        guard case .typeClash(let clashes, let target, let suggestion) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(
            clashes == [
                TypeClash(
                    name: "FooInteractor", new: .init(file: new.path, line: 3),
                    existing: .init(file: "/app/App/Old/Things.swift", line: 4))
            ])
        #expect(target == "the app")
        #expect(suggestion == "FooScreen")
    }

    @Test func objectiveCClassesCountAndExtensionsAndTestsOfTheOtherTargetDoNot() throws {
        let disk = [
            "/app/catalogs.yml": "",
            "/app/App/Legacy/FooView.h": "@interface FooView : UIView\n@end\n",
            "/app/App/Other.swift": "extension FooPresenter {}\n",
            "/app/AppTests/FooPresenterTests.swift": "final class FooPresenterTests {}\n",
        ]
        let presenter = PlannedFile(
            path: "/app/App/Modules/Foo/FooPresenter.swift", contents: "final class FooPresenter {}\n",
            action: .create, role: .code, module: "Foo")
        try check([presenter], disk: disk)
        let view = PlannedFile(
            path: "/app/App/Modules/Foo/FooViewController.swift", contents: "final class FooView {}\n",
            action: .create, role: .code, module: "Foo")
        #expect(throws: GenerationError.self) { try check([view], disk: disk) }
    }

    @Test func theModulesOwnFilesAtTheirPathsDoNotClash() throws {
        let path = "/app/App/Modules/Foo/FooInteractor.swift"
        let file = PlannedFile(
            path: path, contents: "final class FooInteractor {}\n", action: .overwrite, role: .code, module: "Foo")
        try check([file], disk: ["/app/catalogs.yml": "", path: "final class FooInteractor {}\n"])
    }
}
