// Checks made on the whole file before parsing: property lists in other formats, and merge conflicts.

extension PropertyListParser {
    /// Throws when the file is an XML or binary property list rather than the text format Xcode writes.
    static func checkFormat(of bytes: [UInt8], path: String) throws(ProjectFileError) {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw ProjectFileError(.binaryPropertyList, at: 0, in: bytes, path: path)
        }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, bytes[start].isPropertyListWhitespace {
            start += 1
        }
        let rest = bytes[start...]
        for opening in ["<?xml", "<!DOCTYPE", "<plist"] where rest.starts(with: Array(opening.utf8)) {
            throw ProjectFileError(.xmlPropertyList, at: start, in: bytes, path: path)
        }
    }

    /// Throws at the first line that git wrote to mark a merge conflict: one starting with `<<<<<<<`, `>>>>>>>`
    /// or `|||||||` (then a space or the end of the line), or one that is exactly `=======`.
    ///
    /// The markers make the file unreadable for Xcode too, and a syntax error somewhere inside the conflict would
    /// hide the real problem, so they are looked for before parsing.
    static func checkConflictMarkers(in bytes: [UInt8], path: String) throws(ProjectFileError) {
        var lineStart = 0
        while lineStart < bytes.count {
            if isConflictMarker(at: lineStart, in: bytes) {
                throw ProjectFileError(.mergeConflict, at: lineStart, in: bytes, path: path)
            }
            guard let lineFeed = bytes[lineStart...].firstIndex(where: { $0.isLineBreak }) else { return }
            lineStart = lineFeed + 1
        }
    }

    private static func isConflictMarker(at start: Int, in bytes: [UInt8]) -> Bool {
        let markerLength = 7
        guard start + markerLength <= bytes.count else { return false }
        let first = bytes[start]
        guard first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "|")
            || first == UInt8(ascii: "=")
        else { return false }
        for position in start + 1..<start + markerLength where bytes[position] != first {
            return false
        }
        let end = start + markerLength
        guard end < bytes.count else { return true }
        let next = bytes[end]
        return next.isLineBreak || (first != UInt8(ascii: "=") && next == .space)
    }
}
