import Foundation
import TestHelpers
import Testing

/// `update` keeps what the user set on the files it rewrites: their mode, and a link the user put in their place.
@Suite("File modes and links")
struct FileModeTests {
    let service = "App/Modules/Cart/CartService.swift"

    /// A project with the Cart module from `svc` 1.0, then the template moved to 1.1 (the service gains a line).
    func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.writeSettings()
        try sandbox.write(
            "name: svc\nversion: \"1.0\"\ncode_files:\n  - {name: Service.swift, path: Service.swift.liquid}\n",
            to: "Templates/svc/template.yml")
        try sandbox.write("final class {{ module_info.name }}Service {}\n", to: "Templates/svc/Service.swift.liquid")
        #expect(sandbox.run(["gen", "Cart", "svc"]).exitCode == 0)
        try sandbox.write(
            "name: svc\nversion: \"1.1\"\ncode_files:\n  - {name: Service.swift, path: Service.swift.liquid}\n",
            to: "Templates/svc/template.yml")
        try sandbox.write(
            "// generated\nfinal class {{ module_info.name }}Service {}\n", to: "Templates/svc/Service.swift.liquid")
        return sandbox
    }

    func mode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test(arguments: [0o755, 0o600, 0o640])
    func anUpdatedFileKeepsItsMode(mode: Int) throws {
        let sandbox = try project()
        let path = sandbox.folder.appending(service)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        let run = sandbox.run(["update", "Cart"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.read(service).hasPrefix("// generated\n"))
        #expect(try self.mode(path) == mode)
    }

    @Test func aReadOnlyFileIsReportedNotReplaced() throws {
        let sandbox = try project()
        let path = sandbox.folder.appending(service)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let before = try sandbox.snapshot()
        for arguments in [["update", "Cart"], ["update", "Cart", "--on-conflict", "theirs"]] {
            let run = sandbox.run(arguments)
            #expect(run.exitCode == 1)
            #expect(run.standardError.contains("1 file this run would change is read-only; nothing was written"))
            #expect(run.standardError.contains("chmod u+w"))
            #expect(try sandbox.snapshot() == before)
        }
    }

    @Test func aLinkTheUserMadeIsFollowedAndStaysALink() throws {
        let sandbox = try project()
        let path = sandbox.folder.appending(service)
        // The user keeps the real file elsewhere in the project and links it into the module.
        let shared = try sandbox.folder.write(try sandbox.read(service), to: "Shared/CartService.swift")
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(
            atPath: path, withDestinationPath: "../../../Shared/CartService.swift")
        let run = sandbox.run(["update", "Cart"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "../../../Shared/CartService.swift")
        #expect(try String(contentsOfFile: shared, encoding: .utf8).hasPrefix("// generated\n"))
    }

    @Test func aLinkLeadingOutOfTheProjectIsRefused() throws {
        let sandbox = try project()
        let outside = try TemporaryFolder("outside")
        let target = try outside.write("final class CartService {}\n", to: "CartService.swift")
        let path = sandbox.folder.appending(service)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        let run = sandbox.run(["update", "Cart"])
        #expect(run.exitCode == 1)
        #expect(try outside.read("CartService.swift") == "final class CartService {}\n")
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
