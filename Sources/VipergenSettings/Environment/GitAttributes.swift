import Files

/// The lines of a repository's `.gitattributes` that route files to vipergen's merge driver
/// (`*.pbxproj merge=vipergen`), and the repository they belong to.
public enum GitAttributes {
    public static let fileName = ".gitattributes"
    /// The driver's name in `.gitattributes` and in git config (`merge.vipergen.driver`).
    public static let driverName = "vipergen"
    /// Every Xcode project file of the repository.
    public static let projectFilePattern = "*.pbxproj"

    /// `PATTERN merge=vipergen`, the pattern quoted as git reads it when it holds white space or quotes.
    public static func line(for pattern: String) -> String {
        let needsQuotes = pattern.contains(where: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" })
        guard needsQuotes else { return "\(pattern) merge=\(driverName)" }
        var escaped = ""
        for character in pattern {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"\(escaped)\" merge=\(driverName)"
    }

    /// The pattern for one file, `path` (absolute) inside the repository at `root`: its path from the root, which
    /// git reads as that file only (a leading slash anchors a name without one).
    public static func pattern(for path: String, root: String) -> String {
        let relative = Path.relative(path, to: root)
        return relative.contains("/") ? relative : "/" + relative
    }

    /// Whether the file routes anything to the driver: then the repository expects it to be set up.
    public static func namesDriver(_ bytes: [UInt8]) -> Bool {
        lines(of: bytes).contains { line in
            !line.hasPrefix("#")
                && line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().contains {
                    $0 == "merge=\(driverName)"
                }
        }
    }

    /// `bytes` (a `.gitattributes`, empty when there is none) with those of `lines` it lacks appended, in the
    /// file's line ending; the user's lines stay byte for byte. `nil` when every line is there already.
    public static func adding(_ wanted: [String], to bytes: [UInt8]) -> [UInt8]? {
        let present = Set(lines(of: bytes).map(normalized))
        var seen = Set<String>()
        let missing = wanted.filter {
            present.contains(normalized($0)) == false && seen.insert(normalized($0)).inserted
        }
        guard !missing.isEmpty else { return nil }
        let crlf =
            bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") }
            ?? false
        let ending: [UInt8] = crlf ? [13, 10] : [10]
        var result = bytes
        if let last = result.last, last != UInt8(ascii: "\n") { result += ending }
        for line in missing { result += Array(line.utf8) + ending }
        return result
    }

    /// The lines `adding` appended to `old` to make `new`: what follows `old` in it, one line each, without line
    /// endings.
    public static func addedLines(from old: [UInt8], to new: [UInt8]) -> [String] {
        guard new.count >= old.count else { return [] }
        return String(decoding: new[old.count...], as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.isEmpty }
    }

    /// `bytes` without the lines that read as one of `unwanted` (each with its line ending); every other byte stays.
    public static func removing(_ unwanted: [String], from bytes: [UInt8]) -> [UInt8] {
        let gone = Set(unwanted.map(normalized))
        var result: [UInt8] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.endIndex
            let line = String(decoding: bytes[start..<end], as: UTF8.self).trimmed
            if !gone.contains(normalized(line)) { result += bytes[start..<end] }
            start = end
        }
        return result
    }

    /// The folder holding `.git` (a folder, or a file in a worktree) at or above `directory`; `nil` outside a
    /// repository.
    public static func repositoryRoot(above directory: String, fileSystem: any FileSystem) -> String? {
        var current = Path.normalize(directory)
        while true {
            if fileSystem.fileExists(Path.join(current, ".git")) { return current }
            if current == "/" || current.isEmpty || current == "." { return nil }
            current = Path.directory(current)
        }
    }

    private static func lines(of bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self).trimmed }
    }

    /// A line with its fields separated by single spaces, for comparing.
    private static func normalized(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
