import Foundation
import TestFileSystems

@testable import VipergenKit

/// The small iOS project of the CLI tests (Tests/VipergenCLITests/Fixtures/README.md): app target `AgentApp`, unit
/// tests `AgentAppTests`, groups `AgentApp` and `AgentAppTests`.
let agentAppProject: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    return (try? String(contentsOfFile: root + "/VipergenCLITests/Fixtures/AgentApp.pbxproj", encoding: .utf8)) ?? ""
}()

/// A project folder /app holding AgentApp.xcodeproj and `files`.
func projectDisk(_ files: [String: String] = [:]) -> MemoryFileSystem {
    MemoryFileSystem(files.merging(["/app/AgentApp.xcodeproj/project.pbxproj": agentAppProject]) { $1 })
}
