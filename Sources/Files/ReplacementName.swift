/// The name of the temporary file a replacement is written to beside the file it replaces (`.Name.swift.vipergen-123`),
/// and back from such a name to the file's, so that what a killed process left can be told and removed.
public enum ReplacementName {
    /// A new temporary name beside `path`.
    public static func temporary(for path: String) -> String {
        Path.join(Path.directory(path), ".\(Path.base(path)).vipergen-\(UInt32.random(in: .min ... .max))")
    }

    /// `Name.swift` for `.Name.swift.vipergen-123` or `.Name.swift.vipergen-restore`; `nil` for other names.
    public static func owner(of name: String) -> String? {
        guard name.hasPrefix("."), let marker = name.ranges(of: ".vipergen-").last,
            marker.lowerBound > name.startIndex
        else { return nil }
        let owner = name[name.index(after: name.startIndex)..<marker.lowerBound]
        return owner.isEmpty ? nil : String(owner)
    }

    /// Removes the temporary files in `folder` whose file (`owner(of:)`) `isLeftover` says a killed process left;
    /// how many were removed.
    public static func removeTemporaryFiles(
        in folder: String, fileSystem: any FileSystem, isLeftover: (_ owner: String) -> Bool
    ) -> Int {
        var removed = 0
        for name in (try? fileSystem.listDirectory(folder)) ?? [] where name.hasPrefix(".") {
            guard let owner = owner(of: name), isLeftover(owner) else { continue }
            if (try? fileSystem.removeItem(Path.join(folder, name))) != nil { removed += 1 }
        }
        return removed
    }
}
