import DiagnosticText
import Files

/// Problems finding a template or fetching a catalog.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `nearby` are template folders found near the project that no catalog lists (a `template create` output).
    case templateNotFound(name: String, suggestion: String?, searched: [String], nearby: [String] = [])
    /// `catalog/template` names a catalog the project does not have.
    case catalogNotFound(name: String, suggestion: String?, known: [String])
    /// No catalog that could be reached has the template, and some git catalogs could not be fetched.
    case notFoundWhereReachable(name: String, unreachable: [CatalogError])
    case invalidTemplate(Diagnostics)
    /// A catalog folder the settings declare does not exist.
    case catalogFolderMissing(CatalogSource)
    /// No `VIPERGEN_CACHE_DIR`, `XDG_CACHE_HOME` or `HOME` to put git catalogs in.
    case noCacheFolder
    case gitNotFound(GitReference)
    /// A git command failed; `reason` is git's own last line.
    case gitFailed(GitReference, action: String, reason: String)
    case unknownRef(GitReference)
    /// The cache folder could not be created or a checkout could not be moved into place.
    case cacheFailed(path: String, reason: String)

    /// What is wrong and how to fix it, without the `error:` prefix and the place.
    public var message: String {
        switch self {
        case .templateNotFound(let name, let suggestion, let searched, let nearby):
            var text = "no template named '\(name)'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            text += "\n  searched: \(searched.joined(separator: ", "))"
            for folder in nearby {
                text +=
                    "\n  \(folder) holds a template but is in no catalog: add its folder "
                    + "'\(Path.directory(folder).isEmpty ? "." : Path.directory(folder))' to 'catalogs:' in catalogs.yml"
            }
            return text + "\n  run 'vipergen list' to see every template"
        case .notFoundWhereReachable(let name, let unreachable):
            return "no template named '\(name)' in the catalogs that could be reached; "
                + "\(unreachable.count == 1 ? "this catalog" : "these catalogs") could not be fetched:\n"
                + unreachable.map { "  " + $0.message.split(separator: "\n")[0] }.joined(separator: "\n")
                + "\n  check the network (a catalog cloned once works offline), or name a template that is on disk, "
                + "such as 'built-in/bviper'"
        case .catalogNotFound(let name, let suggestion, let known):
            var text = "no catalog named '\(name)'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            return text + "\n  catalogs: \(known.joined(separator: ", "))"
        case .invalidTemplate(let diagnostics):
            return diagnostics.description
        case .catalogFolderMissing(let source):
            return "the catalog folder \(source.description) does not exist; create it (vipergen template create "
                + "puts a template in it) or remove the entry"
        case .noCacheFolder:
            return
                "git catalogs need a cache folder: set \(GitCache.environmentVariable), XDG_CACHE_HOME or HOME"
        case .gitNotFound(let reference):
            return "the catalog '\(reference)' is a git repository, but no 'git' was found on PATH; "
                + "install git, or use a catalog folder instead"
        case .gitFailed(let reference, let action, let reason):
            return "could not \(action) '\(reference.url)': \(reason)\n"
                + "  any copy already in vipergen's cache is unchanged"
        case .unknownRef(let reference):
            return "'\(reference.url)' has no tag, branch or commit '\(reference.ref ?? "")'\n"
                + "  any copy already in vipergen's cache is unchanged"
        case .cacheFailed(let path, let reason):
            return "could not update vipergen's cache at \(path): \(reason)"
        }
    }

    /// Whether the error is a git catalog that could not be fetched (no network, no git), rather than a problem
    /// with what was fetched.
    public var isFetchFailure: Bool {
        switch self {
        case .gitFailed, .gitNotFound, .noCacheFolder, .cacheFailed, .unknownRef: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .invalidTemplate(let diagnostics): return diagnostics.description
        case .catalogFolderMissing(let source):
            guard let place = source.declaration else { break }
            return DiagnosticText.error(
                message, file: place.file, line: place.line, column: place.column, sourceLine: place.sourceLine)
        default: break
        }
        return DiagnosticText.error(message)
    }
}
