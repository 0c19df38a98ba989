extension FileSystem {
    /// Replaces the file at `path` with `bytes`: written to a temporary file beside it (`.Name.vipergen-123`) and
    /// renamed into place, so the old contents stay until the new ones are complete, with the mode the file had
    /// (an executable stays executable, a private file private). The temporary file goes when anything fails.
    /// The one way vipergen replaces a file: the writer, the merge driver and `resolve` all come through here.
    public func replaceFile(at path: String, with bytes: [UInt8]) throws {
        let permissions = self.permissions(of: path)
        let temporary = ReplacementName.temporary(for: path)
        do {
            try write(bytes, to: temporary)
            if let permissions { try setPermissions(permissions, of: temporary) }
            try moveItem(from: temporary, to: path)
        } catch {
            try? removeItem(temporary)
            throw error
        }
    }
}
