import JSON

/// vipergen's own JSON documents, the old single-file lock and a module's record, read the same way: UTF-8 text, a
/// document of the expected shape, and a schema this version understands, each failure said for the file.
enum LockDocument {
    /// The document of type `Document` in `bytes`, read from `path`.
    /// - Parameters:
    ///   - what: What the file should be, for messages (`a vipergen lock file`).
    ///   - current: The newest schema this version reads.
    ///   - schemaVersion: The schema a decoded document says it has.
    /// - Throws: `ModuleLockError` saying what is wrong with the file.
    static func decode<Document: Decodable>(
        _ bytes: [UInt8], as type: Document.Type, path: String, what: String, current: Int,
        schemaVersion: (Document) -> Int
    ) throws -> Document {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ModuleLockError(path: path, reason: "it is not \(what) (it is not UTF-8 text)")
        }
        let document: Document
        do {
            document = try JSONValue.parse(text).decode(Document.self)
        } catch {
            throw ModuleLockError(path: path, reason: "it is not \(what) (\(error))")
        }
        guard schemaVersion(document) <= current else {
            throw ModuleLockError(
                path: path, reason: "it was written by a newer vipergen (schema \(schemaVersion(document)))")
        }
        return document
    }
}
