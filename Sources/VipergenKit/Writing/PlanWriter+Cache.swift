import Files

extension PlanWriter {
    /// Keeps the plan's cache files once its own files are written. Best effort: a cache that cannot be written
    /// only makes the next run slower, so nothing here fails the run. Each file is written beside its place and
    /// renamed over it, so a run killed meanwhile leaves the old cache (or none); the cache folder holds a
    /// `.gitignore` of `*`, so that git leaves it out without the user's ignore file.
    func writeCache(_ files: [CacheFile]) {
        for file in files {
            let folder = Path.directory(file.path)
            guard (try? fileSystem.createFolders(folder)) != nil else { continue }
            let ignore = Path.join(folder, ".gitignore")
            if !fileSystem.fileExists(ignore) {
                try? fileSystem.create(Array("*\n".utf8), at: ignore)
            }
            let partial = file.path + ".partial"
            do {
                try fileSystem.write(file.bytes, to: partial)
                try fileSystem.moveItem(from: partial, to: file.path)
            } catch {
                try? fileSystem.removeItem(partial)
            }
        }
    }
}
