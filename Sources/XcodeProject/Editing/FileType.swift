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
