import Files

/// A git repository and the tag, branch or commit to check out.
public struct GitReference: Sendable, Hashable, CustomStringConvertible {
    public var url: String
    /// A tag, branch or commit; the repository's default branch when `nil`.
    public var ref: String?

    public init(url: String, ref: String? = nil) {
        self.url = url
        self.ref = ref
    }

    /// The last component of the URL without `.git`: `https://host/team/ios-templates.git` -> `ios-templates`.
    public var repositoryName: String {
        var trimmed = Substring(url)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let last = trimmed.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? ""
        let name = last.hasSuffix(".git") ? String(last.dropLast(4)) : last
        return name.isEmpty ? "repository" : name
    }

    public var description: String {
        ref.map { "\(url)@\($0)" } ?? url
    }

    /// A repository given as a relative folder (`../templates.git`) made absolute against `directory`, since git
    /// runs inside the cache; URLs and absolute paths stay as they are.
    public static func resolvingLocalPath(_ url: String, in directory: String) -> String {
        let isRemote =
            url.contains("://") || url.hasPrefix("/") || url.hasPrefix("~")
            || (url.firstIndex(of: ":").map { colon in !url[..<colon].contains("/") } ?? false)
        return isRemote ? url : Path.absolute(url, in: directory)
    }

    /// Whether `text` reads as a git URL rather than a folder: a scheme (`https://`, `ssh://`, `file://`), scp
    /// style `user@host:path`, or a name ending in `.git`.
    public static func looksLikeURL(_ text: String) -> Bool {
        if text.contains("://") || text.hasSuffix(".git") || text.hasSuffix(".git/") { return true }
        guard let at = text.firstIndex(of: "@"), let colon = text.firstIndex(of: ":") else { return false }
        return at < colon && !text.hasPrefix("/")
    }
}
