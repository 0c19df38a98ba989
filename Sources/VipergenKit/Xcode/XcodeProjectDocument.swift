import Files
import XcodeProject

/// An Xcode project as read from disk: the `project.pbxproj` inside a `.xcodeproj` folder, its bytes and its model.
struct XcodeProjectDocument {
    /// The `.xcodeproj` folder.
    let projectPath: String
    /// The bytes as read, for the diff and for the writer's check that nobody saved the file since.
    let bytes: [UInt8]
    let file: ProjectFile

    /// The `project.pbxproj` inside `projectPath`.
    static func pbxprojPath(of projectPath: String) -> String {
        Path.join(projectPath, "project.pbxproj")
    }

    /// The folder that paths in the project are relative to: the one holding the `.xcodeproj`.
    var folder: String { Path.directory(projectPath) }

    /// Reads and parses the project at `projectPath`.
    /// - Throws: `XcodeProjectError` when there is no project there or it cannot be read, with the
    ///   reader's `file:line:column`.
    static func load(_ projectPath: String, fileSystem: any FileSystem) throws -> XcodeProjectDocument {
        let pbxproj = pbxprojPath(of: projectPath)
        guard let bytes = try fileSystem.contents(of: pbxproj) else {
            let reason =
                fileSystem.isDirectory(projectPath)
                ? "\(projectPath) has no project.pbxproj" : "there is no Xcode project at \(projectPath)"
            throw XcodeProjectError(
                reason + "; set xcodeproj_path in catalogs.yml (or pass --xcodeproj, or --no-xcodeproj to skip it)")
        }
        // A binary property list is not text at all: the reader names it and says how to get the text back.
        guard bytes.starts(with: Array("bplist".utf8)) || bytes.isValidUTF8 else {
            let (line, column, byte) = TextFileRules.firstInvalidByte(in: bytes[...])
            throw XcodeProjectError(
                FileSystemError.notUTF8(pbxproj, line: line, column: column, byte: byte).description)
        }
        do {
            return XcodeProjectDocument(
                projectPath: projectPath, bytes: bytes, file: try ProjectFile(bytes: bytes, path: pbxproj))
        } catch {
            throw XcodeProjectError(error.description)
        }
    }
}
