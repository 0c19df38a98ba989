/// The lines git leaves where a merge conflicts: `<<<<<<< ours`, `=======` and `>>>>>>> theirs`, seven characters
/// long unless `conflict-marker-size` asks for more. A generated file or a project file holding one does not compile
/// or load, and `vipergen update` writes them too when edits overlap, so `status` looks for them.
public enum ConflictMarkers {
    /// The 1-based number of the first line of `bytes` that is a conflict marker; `nil` when there is none.
    ///
    /// An opening or closing line is seven or more `<` or `>` and a space. A dividing line is the whole line, of
    /// seven `=`, so that a longer row of them under a heading is not taken for one (a longer divider comes after an
    /// opening line, which is found first).
    /// - Parameter markerSize: The size git's `conflict-marker-size` gives the file, when known: an opening or
    ///   closing line may then be that short, and a dividing line that long.
    public static func firstLine(in bytes: [UInt8], markerSize: Int = 7) -> Int? {
        let edge = max(1, min(7, markerSize))
        var line = 1
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var text = bytes[start..<end]
            if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
            if isEdge(text, UInt8(ascii: "<"), edge) || isEdge(text, UInt8(ascii: ">"), edge) { return line }
            if text.count == 7 || text.count == markerSize, text.allSatisfy({ $0 == UInt8(ascii: "=") }) {
                return line
            }
            line += 1
            start = end + 1
        }
        return nil
    }

    /// Whether `line` opens or closes a conflict: `minimum` or more `character`, then a space.
    private static func isEdge(_ line: ArraySlice<UInt8>, _ character: UInt8, _ minimum: Int) -> Bool {
        let size = line.prefix { $0 == character }.count
        return size >= minimum && size < line.count && line[line.startIndex + size] == UInt8(ascii: " ")
    }
}
