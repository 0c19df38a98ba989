/// The lines git leaves where a merge conflicts: `<<<<<<< ours`, `=======` and `>>>>>>> theirs`. A generated file or
/// a project file holding one does not compile or load, and `vipergen update` writes them too when edits overlap,
/// so `status` looks for them.
public enum ConflictMarkers {
    /// The 1-based number of the first line of `bytes` that is a conflict marker; `nil` when there is none.
    public static func firstLine(in bytes: [UInt8]) -> Int? {
        var line = 1
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if isMarker(bytes[start..<end]) { return line }
            line += 1
            start = end + 1
        }
        return nil
    }

    /// Whether one line (without its `\n`) opens, divides or closes a conflict. The divider is the whole line, so
    /// that a row of `=` signs in a comment is not taken for one.
    static func isMarker(_ line: ArraySlice<UInt8>) -> Bool {
        let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        if text.elementsEqual("=======".utf8) { return true }
        return text.starts(with: "<<<<<<< ".utf8) || text.starts(with: ">>>>>>> ".utf8)
    }
}
