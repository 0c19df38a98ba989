import Foundation
import Testing

@testable import VipergenKit

@Suite("MergeDriverSetup: the command git's config runs")
struct MergeDriverSetupTests {
    @Test func vipergenOnPathIsNamedByName() throws {
        let folder = NSTemporaryDirectory() + "vipergen-path-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(
            FileManager.default.createFile(
                atPath: folder + "/vipergen", contents: Data("#!/bin/sh\n".utf8),
                attributes: [.posixPermissions: 0o755]))
        let command = MergeDriverSetup.command(
            executable: "/opt/tools/vipergen", environment: ["PATH": "/usr/bin:" + folder])
        #expect(command == "vipergen merge-driver --marker-size %L %O %A %B %P")
    }

    @Test func withoutItTheRunningExecutablesPathQuotedForTheShell() {
        let command = MergeDriverSetup.command(
            executable: "/home/ann/it's tools/vipergen", environment: ["PATH": "/nonexistent-folder"])
        #expect(command == "'/home/ann/it'\\''s tools/vipergen' merge-driver --marker-size %L %O %A %B %P")
        // Run in-process (no executable known): the name, as before.
        #expect(
            MergeDriverSetup.command(executable: nil, environment: [:])
                == "vipergen merge-driver --marker-size %L %O %A %B %P")
    }
}
