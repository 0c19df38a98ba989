#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What vipergen reads of its own process's environment.
public enum ProcessEnvironment {
    /// Every environment variable, read straight from `environ`.
    ///
    /// Foundation's `ProcessInfo.environment` gives the same dictionary, at about a tenth of a whole `gen`'s
    /// instructions. An entry without `=` is skipped, and of two entries with one name the first wins, as `getenv`
    /// would find it.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        #if canImport(Darwin)
            // Darwin's headers do not declare `environ` to Swift.
            let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron()?.pointee
        #else
            // Optional on some C libraries, not on others.
            let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        guard var entry = start else { return variables }
        // Room for every entry at once: growing the table hashed each name again at every doubling.
        var count = 0
        while entry[count] != nil { count += 1 }
        variables.reserveCapacity(count)
        while let pointer = entry.pointee {
            // Read as bytes in place: a shell's environment is a few kilobytes (`LS_COLORS` alone can be one), and
            // walking a string made of each entry cost several times more.
            let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
            let entryBytes = UnsafeBufferPointer(start: bytes, count: strlen(pointer))
            if let equals = entryBytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: UnsafeBufferPointer(rebasing: entryBytes[..<equals]), as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(
                        decoding: UnsafeBufferPointer(rebasing: entryBytes[(equals + 1)...]), as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
    }

    /// The current folder, from getcwd(3); `/` when it cannot be known (it was removed, say).
    public static func currentDirectory() -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer in
            guard let start = buffer.baseAddress, getcwd(start, buffer.count) != nil else { return "/" }
            return String(cString: start)
        }
    }

    /// `$TMPDIR`, else `/tmp`.
    static var temporaryFolder: String {
        guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
        var folder = String(cString: value)
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }
}
