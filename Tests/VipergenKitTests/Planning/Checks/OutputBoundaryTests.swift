import Files
import Foundation
import TestFileSystems
import TestHelpers
import Testing

@testable import VipergenKit

/// Every write stays in its output folder: by path, and on disk through symbolic links.
@Suite("Planning: output boundary")
struct OutputBoundaryTests {
    static func boundary(roots: [String] = ["/app/Modules", "/app/Tests"], projectRoot: String? = "/app")
        -> OutputBoundary
    {
        OutputBoundary(roots: roots, projectRoot: projectRoot, fileSystem: MemoryFileSystem())
    }

    @Test(arguments: [
        "/app/Modules/Cart/CartView.swift", "/app/Modules/Cart/Deep/Er/File.swift", "/app/Tests/Cart/CartTests.swift",
        "/app/Modules/Router.swift",
    ])
    func aPathInsideAnOutputFolderIsAccepted(_ path: String) throws {
        try Self.boundary().check(path)
    }

    @Test(arguments: ["/app/Other/A.swift", "/app/ModulesX/A.swift", "/app/A.swift", "/etc/passwd", "/app/Module"])
    func aPathOutsideEveryOutputFolderIsRefused(_ path: String) {
        #expect(throws: GenerationError.pathOutsideOutput(path: path, folder: "/app/Modules")) {
            try Self.boundary().check(path)
        }
    }

    @Test func theMessageNamesThePathAndTheFolder() {
        let error = #expect(throws: GenerationError.self) { try Self.boundary().check("/app/Other/A.swift") }
        #expect(
            error?.description
                == "error: the template would write '/app/Other/A.swift', outside its output folder '/app/Modules'; "
                + "nothing was written")
    }

    @Test func outputFoldersAreComparedNormalized() throws {
        try Self.boundary(roots: ["/app/./Modules/", "/app/x/../Tests"]).check("/app/Tests/A.swift")
        try Self.boundary(roots: ["/app/./Modules/"]).check("/app/Modules/A.swift")
    }

    /// A temporary project on the real disk, with links out of it.
    final class Project {
        let folder: TemporaryFolder
        let root: String
        let outside: String

        init() throws {
            folder = try TemporaryFolder("boundary")
            root = try folder.makeFolder("app")
            outside = try folder.makeFolder("outside")
            for path in ["app/Modules/Real", "app/Tests"] { try folder.makeFolder(path) }
        }

        func link(_ path: String, to destination: String) throws {
            try folder.link("app/" + path, to: destination)
        }

        func boundary(roots: [String] = ["Modules", "Tests"]) -> OutputBoundary {
            OutputBoundary(roots: roots.map { root + "/" + $0 }, projectRoot: root, fileSystem: LocalFileSystem())
        }
    }

    @Test func aModuleFolderThatLinksOutsideIsRefusedForEveryFileBelowIt() throws {
        let project = try Project()
        try project.link("Modules/Cart", to: project.outside)
        for file in ["Cart/CartView.swift", "Cart/View/New/Deeper/View.swift"] {
            let path = project.root + "/Modules/" + file
            let error = #expect(throws: GenerationError.self) { try project.boundary().check(path) }
            #expect(
                error
                    == .symlinkOutsideOutput(
                        path: path, resolved: project.outside + "/" + file.dropFirst("Cart/".count),
                        folder: project.root + "/Modules"))
        }
    }

    @Test func anOutputFolderInsideTheProjectThatLinksOutOfItIsRefused() throws {
        let project = try Project()
        try project.link("linked", to: project.outside)
        let error = #expect(throws: GenerationError.self) {
            try project.boundary(roots: ["linked"]).check(project.root + "/linked/A.swift")
        }
        #expect(
            error
                == .symlinkOutsideOutput(
                    path: project.root + "/linked", resolved: project.outside, folder: project.root)
        )
        #expect(error?.description.contains("through a symbolic link, outside the output folder") == true)
    }

    @Test func linksThatStayInsideAndOutputFoldersOutsideTheProjectAreAccepted() throws {
        let project = try Project()
        try project.link("Modules/Alias", to: project.root + "/Modules/Real")
        try project.boundary().check(project.root + "/Modules/Alias/A.swift")
        // `--output` elsewhere: the folder is the user's choice.
        try OutputBoundary(roots: [project.outside], projectRoot: project.root, fileSystem: LocalFileSystem())
            .check(project.outside + "/Cart/A.swift")
        // A link at the file's own name is replaced by the write, not followed.
        try project.link("Modules/Real/File.swift", to: project.outside + "/secret.swift")
        try project.boundary().check(project.root + "/Modules/Real/File.swift")
    }
}
