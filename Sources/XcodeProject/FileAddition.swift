/// A file to add to the project: where it is, which group shows it, what it is for and which targets get it.
public struct FileAddition: Sendable, Hashable {
    /// The file, relative to the project folder, `/`-separated: `App/Modules/Foo/View/FooViewController.swift`.
    public var path: String
    /// The group to show the file in, as display names from the main group down; `nil` makes (or reuses) one
    /// group per folder of `path`, so that the groups mirror the folders.
    public var groupPath: [String]?
    /// Whether the targets compile the file, copy it as a resource, or only show it.
    public var role: FileRole
    /// The names of the targets that get the file.
    public var targets: [String]

    /// - Parameters:
    ///   - path: The file, relative to the project folder.
    ///   - groupPath: The group to show it in; `nil` mirrors the folders of `path`.
    ///   - role: What the targets do with the file; `nil` picks it from the extension (see `FileRole(forPath:)`).
    ///   - targets: The names of the targets that get the file.
    public init(path: String, groupPath: [String]? = nil, role: FileRole? = nil, targets: [String]) {
        self.path = path
        self.groupPath = groupPath
        self.role = role ?? FileRole(forPath: path)
        self.targets = targets
    }
}

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

/// The file types Xcode records in `lastKnownFileType`.
enum FileType {
    /// The `lastKnownFileType` Xcode writes for a file with this path's extension; `text` for unknown ones.
    static func lastKnownFileType(forPath path: String) -> String {
        switch pathExtension(of: path) {
        case "swift": "sourcecode.swift"
        case "m": "sourcecode.c.objc"
        case "mm": "sourcecode.cpp.objcpp"
        case "c": "sourcecode.c.c"
        case "cpp", "cc", "cxx": "sourcecode.cpp.cpp"
        case "h": "sourcecode.c.h"
        case "hpp", "hh", "hxx": "sourcecode.cpp.h"
        case "metal": "sourcecode.metal"
        case "xib": "file.xib"
        case "storyboard": "file.storyboard"
        case "xcassets": "folder.assetcatalog"
        case "strings": "text.plist.strings"
        case "stringsdict": "text.plist.stringsdict"
        case "xcstrings": "text.json.xcstrings"
        case "json": "text.json"
        case "plist": "text.plist.xml"
        case "entitlements": "text.plist.entitlements"
        case "xcconfig": "text.xcconfig"
        case "md": "net.daringfireball.markdown"
        case "html": "text.html"
        case "xml": "text.xml"
        case "rtf": "text.rtf"
        case "sh": "text.script.sh"
        case "py": "text.script.python"
        case "rb": "text.script.ruby"
        case "png": "image.png"
        case "jpg", "jpeg": "image.jpeg"
        case "gif": "image.gif"
        case "pdf": "image.pdf"
        case "framework": "wrapper.framework"
        case "xcframework": "wrapper.xcframework"
        case "a": "archive.ar"
        case "dylib": "compiled.mach-o.dylib"
        case "xcdatamodel": "wrapper.xcdatamodel"
        default: "text"
        }
    }

    /// Whether Xcode stores a text encoding for files of this type, in projects that record one.
    static func isText(_ lastKnownFileType: String) -> Bool {
        lastKnownFileType.hasPrefix("sourcecode.") || lastKnownFileType.hasPrefix("text")
    }

    /// The extension of the last path component, lowercased, without the dot; "" when it has none.
    static func pathExtension(of path: String) -> String {
        let name = ProjectPath.lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
