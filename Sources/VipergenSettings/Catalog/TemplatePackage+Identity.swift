import Files

extension TemplatePackage {
    /// Where the template comes from, as the lock records it: `built-in`, its folder relative to `root`, or the git
    /// URL with its ref.
    package func lockedSource(relativeTo root: String) -> String {
        switch (source?.location, origin) {
        case (.git(let reference)?, _): return reference.description
        case (_, .folder(let folder)): return Path.relative(folder, to: root)
        default: return TemplateCatalog.builtinName
        }
    }

    /// The catalog the template comes from, as the lock names it: `lockedSource` without a git ref.
    package func lockedCatalog(relativeTo root: String) -> String {
        if case .git(let reference)? = source?.location { return reference.url }
        return lockedSource(relativeTo: root)
    }

    /// A SHA-256 over every file of the template, each as its path and contents, in path order: any change to
    /// the template — an edited file, a file added, removed or renamed — changes it, whatever its version says.
    /// A built-in template's was computed when it was embedded (`BuiltinTemplates.contentHashes`).
    public func contentHash() throws -> String {
        if case .builtin = origin, let hash = BuiltinTemplates.contentHashes[spec.name] {
            return hash
        }
        return Self.contentHash(of: try files())
    }

    /// The content hash of a template whose files are `files`, sorted by path.
    static func contentHash(of files: [(path: String, contents: [UInt8])]) -> String {
        var bytes: [UInt8] = []
        for (path, contents) in files {
            bytes += Array(path.utf8) + [0] + Array(String(contents.count).utf8) + [0] + contents
        }
        return SHA256.hex(bytes)
    }

    /// Every file of the template by its path in the template folder, sorted by path.
    func files() throws -> [(path: String, contents: [UInt8])] {
        switch origin {
        case .builtin:
            let prefix = spec.name + "/"
            return BuiltinTemplates.files(under: prefix).map {
                (String($0.path.dropFirst(prefix.count)), Array($0.text.utf8))
            }
        case .folder(let folder):
            var files: [(path: String, contents: [UInt8])] = []
            var pending = [""]
            while let relative = pending.popLast() {
                let absolute = relative.isEmpty ? folder : Path.join(folder, relative)
                for name in try fileSystem.listDirectory(absolute) where !name.hasPrefix(".") {
                    let path = relative.isEmpty ? name : relative + "/" + name
                    if fileSystem.isDirectory(Path.join(folder, path)) {
                        pending.append(path)
                    } else if let contents = try fileSystem.contents(of: Path.join(folder, path)) {
                        files.append((path, contents))
                    }
                }
            }
            return files.sorted { $0.path < $1.path }
        }
    }

    /// The commit checked out for a template from a git catalog, read from the checkout's `.git` folder (no git
    /// process); `nil` for other templates or when it cannot be read.
    public func gitCommit() -> String? {
        guard case .git = source?.location, let folder = catalog?.path else { return nil }
        let gitFolder = Path.join(folder, ".git")
        guard let head = (try? fileSystem.text(of: Path.join(gitFolder, "HEAD")) ?? nil)?.trimmed else { return nil }
        guard head.hasPrefix("ref: ") else { return head }
        let reference = String(head.dropFirst(5))
        if let commit = (try? fileSystem.text(of: Path.join(gitFolder, reference)) ?? nil)?.trimmed { return commit }
        let packed = (try? fileSystem.text(of: Path.join(gitFolder, "packed-refs")) ?? nil) ?? ""
        return packed.split(separator: "\n").first { $0.hasSuffix(" " + reference) }.map { String($0.prefix(40)) }
    }
}
