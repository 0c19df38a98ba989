import Files
import JSON

/// One module's record file, `.vipergen/modules/<Name>/record.json`: the module's lock entry with the schema it is
/// written in. Each module has its own file, so two branches that generate different modules never change the
/// same file, and a `gen` reads and writes only the record of the module it generates.
struct ModuleRecord: Decodable, JSONRepresentable, Equatable {
    /// 3 is the first schema of one record per module; 1 and 2 were the single-file `vipergen.lock`.
    static let currentSchemaVersion = 3

    var schemaVersion: Int
    var module: ModuleLock.Module

    init(_ module: ModuleLock.Module) {
        schemaVersion = Self.currentSchemaVersion
        self.module = module
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion = "schema_version"
    }

    // The module's keys and the schema sit side by side in one object, so the file reads as the module itself.
    init(from decoder: any Decoder) throws {
        schemaVersion = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .schemaVersion)
        module = try ModuleLock.Module(from: decoder)
    }

    var json: JSONValue {
        guard case .object(var object) = module.json else { return module.json }
        object[CodingKeys.schemaVersion.stringValue] = .int(schemaVersion)
        return .object(object)
    }

    /// Pretty JSON with sorted keys, so that a change to a module shows as a small diff of its own file.
    func encoded() -> String {
        JSONWriter.encode(self)
    }

    /// The module recorded in `bytes`, read from `path`, the record of the module `name`.
    /// - Throws: `ModuleLockError` when the file is not a record this version understands, or records another
    ///   module.
    static func decode(_ bytes: [UInt8], path: String, name: String) throws -> ModuleLock.Module {
        let record = try LockDocument.decode(
            bytes, as: ModuleRecord.self, path: path, what: "a vipergen module record", current: currentSchemaVersion,
            schemaVersion: \.schemaVersion)
        guard record.module.name == name else {
            throw ModuleLockError(
                path: path, reason: "it records the module '\(record.module.name)', not '\(name)' as its folder says")
        }
        return record.module
    }
}
