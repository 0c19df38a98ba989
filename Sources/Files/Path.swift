import ByteWords

/// Path arithmetic on `/`-separated strings, without touching the disk.
public enum Path {
    /// `a/b` joined with `c` is `a/b/c`; an absolute `component` replaces the base.
    public static func join(_ base: String, _ components: String...) -> String {
        var result = base
        for component in components where !component.isEmpty {
            if component.hasPrefix("/") || result.isEmpty || result == "." {
                result = component
            } else {
                result += result.hasSuffix("/") ? component : "/" + component
            }
        }
        return result
    }

    /// The folder part: `View/ViewController.swift` -> `View`; a bare name -> `""`.
    public static func directory(_ path: String) -> String {
        guard let slash = lastIndex(of: UInt8(ascii: "/"), in: path) else { return "" }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }

    /// The part of the last component after its last dot, or "" when it has none (`.gitignore` has none).
    public static func `extension`(_ path: String) -> String {
        // Searched in the path's bytes in place, back from the end to the first dot or slash: making the last
        // component a string of its own cost an allocation a call, and the clash check asks this of every file a
        // target compiles.
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            var index = bytes.count
            while index > 0 {
                switch bytes[index - 1] {
                case UInt8(ascii: "/"): return ""
                case UInt8(ascii: "."):
                    // A dot that starts the name (`.gitignore`) is no extension's.
                    guard index > 1, bytes[index - 2] != UInt8(ascii: "/") else { return "" }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[index...]), as: UTF8.self)
                default: index -= 1
                }
            }
            return ""
        }
        return withBytes(of: path, scan)
    }

    /// `body` over the path's UTF-8 bytes: in place for a native string, else over a copy of them.
    public static func withBytes<Result>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        path.utf8.withContiguousStorageIfAvailable(body) ?? Array(path.utf8).withUnsafeBufferPointer(body)
    }

    /// The last component: `View/ViewController.swift` -> `ViewController.swift`.
    public static func base(_ path: String) -> String {
        guard let slash = lastIndex(of: UInt8(ascii: "/"), in: path) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The index of the last `byte` (ASCII) in `text`, searched as bytes: walking characters costs a grapheme break
    /// check per step, and even walking the UTF-8 view back costs a dozen instructions a byte; a native string's
    /// bytes are read in place.
    private static func lastIndex(of byte: UInt8, in text: String) -> String.Index? {
        withBytes(of: text) { $0.lastIndex(of: byte) }.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
    }

    /// Removes `.` components and resolves `..` where it can, keeping a leading `..` of a relative path.
    public static func normalize(_ path: String) -> String {
        if isNormalizedAbsolute(path) { return path }
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Substring.init) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `true` for an absolute path with no empty, `.` or `..` component and no trailing slash: the common case,
    /// checked on bytes so that it costs next to nothing.
    private static func isNormalizedAbsolute(_ path: String) -> Bool {
        var utf8 = path.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "/") else { return false }
        var componentLength = 0
        var dots = 0
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return path == "/" || componentLength > 0 && !(componentLength == dots && dots <= 2)
    }

    /// `path` made absolute against `directory`, normalized.
    public static func absolute(_ path: String, in directory: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(directory, path))
    }

    /// `true` when `path` is `folder` or lies inside it (both absolute and normalized).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || isBelow(path, folder)
    }

    /// Whether `path` starts with `folder` and a slash. Compared as bytes in place: making `folder + "/"` cost an
    /// allocation a call, and planning asks this of every file and folder. Paths that are not ASCII and differ in
    /// their bytes are compared as `String`s, which equate canonically equivalent characters, as before.
    private static func isBelow(_ path: String, _ folder: String) -> Bool {
        var (pathBytes, folderBytes) = (path, folder)
        // `nil` when the bytes cannot tell: they differ, and one of the two is not ASCII.
        let byBytes: Bool? = pathBytes.withUTF8 { path in
            folderBytes.withUTF8 { folder in
                if path.count > folder.count, path[folder.count] == UInt8(ascii: "/"),
                    ByteWords.equal(
                        UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: path[..<folder.count])),
                        UnsafeRawBufferPointer(folder))
                {
                    return true
                }
                let ascii = ByteWords.endOfLastNonASCII(in: path) == 0 && ByteWords.endOfLastNonASCII(in: folder) == 0
                return ascii ? false : nil
            }
        }
        return byBytes ?? path.hasPrefix(folder + "/")
    }

    /// Whether every byte of `path` is ASCII, read eight at a time: two ASCII paths are equal as `String`s exactly
    /// when their bytes are, so they can be compared (and told apart by length) without hashing either.
    public static func isASCII(_ path: String) -> Bool {
        withBytes(of: path) { ByteWords.endOfLastNonASCII(in: $0) == 0 }
    }

    /// `path` relative to `directory` when it lies inside it, else `path` itself: for messages.
    public static func relative(_ path: String, to directory: String) -> String {
        if path == directory { return "." }
        if directory == "/" { return String(path.dropFirst()) }
        return isBelow(path, directory) ? String(path.dropFirst(directory.count + 1)) : path
    }
}
