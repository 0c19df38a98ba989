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
        let marker: Int? = bytes.withUnsafeBufferPointer { buffer in
            if buffer.count > 0 && isConflictMarker(at: 0, in: buffer) {
                return 0
            }
            // Only the bytes after a line break matter; skip eight bytes at a time while none is one.
            let raw = UnsafeRawBufferPointer(buffer)
            var index = 0
            while index < buffer.count {
                if index + 8 <= buffer.count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if !hasByte(word, .lineFeed) && !hasByte(word, .carriageReturn) {
                        index += 8
                        continue
                    }
                }
                if buffer[index].isLineBreak && index + 1 < buffer.count && isConflictMarker(at: index + 1, in: buffer)
                {
                    return index + 1
                }
                index += 1
            }
            return nil
        }
        if let marker {
            throw ProjectFileError(.mergeConflict, at: marker, in: bytes, path: path)
        }
    }

    /// Whether any byte of `word` is `byte`, by the classic zero-byte test on `word ^ byte·0x0101...`.
    @inline(__always)
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let spread = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return (spread &- 0x0101_0101_0101_0101) & ~spread & 0x8080_8080_8080_8080 != 0
    }

    private static func isConflictMarker(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let markerLength = 7
        let first = bytes[start]
        guard
            first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "|")
                || first == UInt8(ascii: "="),
            start + markerLength <= bytes.count
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
