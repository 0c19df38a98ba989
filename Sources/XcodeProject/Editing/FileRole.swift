/// What the targets of a `FileAddition` do with the file.
public enum FileRole: Sendable, Hashable {
    /// Compiled: listed in each target's Sources phase.
    case source
    /// Copied into the product: listed in each target's Resources phase.
    case resource
    /// Only shown in the navigator: no target builds it.
    case reference

    /// The role Xcode gives a file of this kind by default: `.swift .m .mm .c .cpp .cc .cxx .metal` are sources,
    /// `.xib .storyboard .xcassets .strings .stringsdict .xcstrings` are resources, anything else (headers,
    /// plists, documents) is a reference.
    public init(forPath path: String) {
        switch FileType.pathExtension(of: path) {
        case "swift", "m", "mm", "c", "cpp", "cc", "cxx", "metal":
            self = .source
        case "xib", "storyboard", "xcassets", "strings", "stringsdict", "xcstrings":
            self = .resource
        default:
            self = .reference
        }
    }
}
