import Files
import JSON

/// The files `remove --keep-edited` kept of a module it removed, in `.vipergen/modules/<Name>/kept.json`: they are
/// the user's now, but a later `gen` of the same name would clash with them (they declare the module's types), and
/// should say where they came from rather than ask for another name.
struct KeptFiles: Codable, Equatable {
    static let fileName = "kept.json"

    var schemaVersion = 1
    /// The kept files, relative to the lock's folder.
    var files: [String]

    enum CodingKeys: String, CodingKey {
        case files
        case schemaVersion = "schema_version"
    }

    /// Where the kept files of `module` are listed.
    static func path(of module: String, root: String) -> String {
        Path.join(ModuleLock.folder(of: module, root: root), fileName)
    }

    /// The list for `module`; `nil` when there is none or it does not read (it only ever improves a message).
    static func load(of module: String, root: String, fileSystem: any FileSystem) -> KeptFiles? {
        guard let bytes = (try? fileSystem.contents(of: path(of: module, root: root))) ?? nil,
            let value = try? JSONValue.parse(String(decoding: bytes, as: UTF8.self))
        else { return nil }
        return try? value.decode(KeptFiles.self)
    }
}
