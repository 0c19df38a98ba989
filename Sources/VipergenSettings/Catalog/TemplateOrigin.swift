/// Where a template's files are read from: the binary itself, or a folder on disk.
public enum TemplateOrigin: Sendable, Equatable, CustomStringConvertible {
    case builtin
    /// A folder in a local catalog; the path is the template's own folder.
    case folder(String)

    public var description: String {
        switch self {
        case .builtin: return "built-in"
        case .folder(let path): return path
        }
    }
}
