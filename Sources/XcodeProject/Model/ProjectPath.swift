/// Paths as the project model uses them: `/`-separated, relative to the project folder (the folder holding the
/// `.xcodeproj`), without `.` components, empty for the folder itself, and starting with `/` only when absolute.
enum ProjectPath {
    /// `path` without empty and `.` components, with each `..` taking away the component before it where there
    /// is one: `./A//B/../C/` is `A/C`, `../A` stays, `/A/../..` is `/`.
    static func normalized(_ path: String) -> String {
        if isNormalized(path) {
            return path
        }
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component == "..", isAbsolute {
                continue  // above the root is the root
            } else {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// `path` taken relative to the folder `base`, normalized; an absolute `path` ignores `base`.
    /// - Parameter base: A normalized folder.
    static func joined(_ base: String, _ path: String) -> String {
        if path.isEmpty {
            return base
        }
        if path.hasPrefix("/") || base.isEmpty {
            return isNormalized(path) ? path : normalized(path)
        }
        // The common case, a plain name below a resolved folder, needs no splitting.
        let separator = base == "/" ? "" : "/"
        return isNormalized(path) ? concatenated(base, separator, path) : normalized(base + separator + path)
    }

    /// `first + second + third`, made in one allocation and copied in three pieces: the model joins a path for every
    /// item of the tree, and `String`'s own appends cost a thousand instructions a join.
    private static func concatenated(_ first: String, _ second: String, _ third: String) -> String {
        String(unsafeUninitializedCapacity: first.utf8.count + second.utf8.count + third.utf8.count) { buffer in
            copy(third, into: buffer, at: copy(second, into: buffer, at: copy(first, into: buffer, at: 0)))
        }
    }

    /// Copies the UTF-8 of `text` into `buffer` at `offset`, and returns where it ends.
    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[offset..<offset + bytes.count]))
                .copyMemory(from: UnsafeRawBufferPointer(bytes))
            return offset + bytes.count
        }
        if let copied {
            return copied
        }
        var end = offset
        for byte in text.utf8 {
            buffer[end] = byte
            end += 1
        }
        return end
    }

    /// Whether `path` is normalized as it is, found in one pass: true only when it is, and false as well for the
    /// rarer forms this check does not follow (`..` components, `/` alone), which `normalized(_:)` then handles.
    static func isNormalized(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable(isNormalized) ?? isNormalized(Array(path.utf8))
    }

    private static func isNormalized(_ path: some Collection<UInt8>) -> Bool {
        var componentLength = 0
        var dots = 0
        var index = 0
        for byte in path {
            if byte == .slash {
                // An empty component is fine only as the leading `/` of an absolute path.
                if (componentLength == 0 && index > 0) || (componentLength > 0 && componentLength == dots) {
                    return false
                }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") {
                    dots += 1
                }
            }
            index += 1
        }
        if index == 0 {
            return true
        }
        return componentLength > 0 && !(componentLength == dots && dots <= 2)
    }

    /// The folder holding `path`: `A/B` for `A/B/c.swift`, "" for `c.swift`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether `path` is `folder` or inside it; every relative path that does not climb out with `..` is inside
    /// the project folder "".
    static func isInside(_ path: String, folder: String) -> Bool {
        if folder.isEmpty {
            return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../")
        }
        guard path.hasPrefix(folder) else { return false }
        if path.utf8.count == folder.utf8.count {
            return true
        }
        return folder == "/" || path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == .slash
    }

    /// The path that leads from the folder `base` to `path`, both normalized and both relative or both absolute:
    /// `../Shared/X.swift` from `App` to `Shared/X.swift`.
    static func relative(from base: String, to path: String) -> String {
        if base.isEmpty && !path.hasPrefix("/") {
            return path
        }
        if isInside(path, folder: base) {
            return path.utf8.count == base.utf8.count
                ? "" : String(path.utf8.dropFirst(base.utf8.count + (base == "/" ? 0 : 1)))!
        }
        let baseComponents = base.split(separator: "/")
        let pathComponents = path.split(separator: "/")
        var common = 0
        while common < baseComponents.count, common < pathComponents.count,
            baseComponents[common] == pathComponents[common]
        {
            common += 1
        }
        let climbs = Array(repeating: Substring(".."), count: baseComponents.count - common)
        return (climbs + pathComponents[common...]).joined(separator: "/")
    }
}
