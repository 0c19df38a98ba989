import Files

/// The bases of a three-way merge: the text vipergen generated for each file, kept so that `update` can tell the
/// user's edits from the template's changes, whatever became of the template since (a local folder edited in
/// place, a built-in template changed by a new vipergen, a git catalog moved on).
///
/// They live in `.vipergen/bases/` beside the lock, one file per text named by its SHA-256 (the `sha256` the lock
/// records for the file), so identical texts are stored once and a base never changes. They are plain text without
/// an extension (so no build system picks them up): commit them with the lock and review them like any file.
extension ModuleLock {
    /// The folder of the bases, relative to the lock's folder.
    public static let basesFolder = ".vipergen/bases"

    /// Where the base with `hash` is stored.
    static func basePath(for hash: String, root: String) -> String {
        Path.join(root, basesFolder, hash)
    }

    /// The generated text of a recorded file, `nil` when its base is missing (a lock written before bases were
    /// kept, or a base deleted by hand).
    static func base(of file: File, root: String, fileSystem: any FileSystem) throws -> String? {
        guard let bytes = try fileSystem.contents(of: basePath(for: file.sha256, root: root)) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
