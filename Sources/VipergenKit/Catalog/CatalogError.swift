import DiagnosticText

/// Problems finding a template or fetching a catalog.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    case templateNotFound(name: String, suggestion: String?, searched: [String])
    /// `catalog/template` names a catalog the project does not have.
    case catalogNotFound(name: String, suggestion: String?, known: [String])
    case invalidTemplate(Diagnostics)
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
        case .templateNotFound(let name, let suggestion, let searched):
            var text = "no template named '\(name)'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            text += "\n  searched: \(searched.joined(separator: ", "))\n  run 'vipergen list' to see every template"
            return text
        case .catalogNotFound(let name, let suggestion, let known):
            var text = "no catalog named '\(name)'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            return text + "\n  catalogs: \(known.joined(separator: ", "))"
        case .invalidTemplate(let diagnostics):
            return diagnostics.description
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

    public var description: String {
        if case .invalidTemplate(let diagnostics) = self { return diagnostics.description }
        return DiagnosticText.error(message)
    }
}
