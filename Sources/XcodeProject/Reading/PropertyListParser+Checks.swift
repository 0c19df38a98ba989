import ByteWords

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
            // Only the bytes after a line break matter: each word of eight bytes gives the positions of its line
            // breaks at once, and a word without any costs a few instructions. Sixteen bytes without any (most of
            // a project: its lines are long) are passed over with two vector compares.
            let lineFeeds = SIMD16<UInt8>(repeating: .lineFeed)
            let carriageReturns = SIMD16<UInt8>(repeating: .carriageReturn)
            var word = 0
            while word < buffer.count {
                if word + 16 <= buffer.count {
                    let chunk = UnsafeRawPointer(buffer.baseAddress! + word).loadUnaligned(as: SIMD16<UInt8>.self)
                    // The lanes as two words: the standard library's `any` reduces them one by one.
                    let found = unsafeBitCast(
                        (chunk .== lineFeeds) .| (chunk .== carriageReturns), to: SIMD2<UInt64>.self)
                    if found[0] | found[1] == 0 {
                        word += 16
                        continue
                    }
                }
                var breaks: UInt64
                if word + 8 <= buffer.count {
                    let bytes = ByteWords.load(buffer.baseAddress! + word)
                    breaks =
                        ByteWords.matches(of: .lineFeed, in: bytes) | ByteWords.matches(of: .carriageReturn, in: bytes)
                } else {
                    breaks = 0
                    for index in word..<buffer.count where buffer[index].isLineBreak {
                        breaks |= 0x80 << (8 * UInt64(index - word))
                    }
                }
                while breaks != 0 {
                    let index = word + ByteWords.firstMarked(breaks)
                    if index + 1 < buffer.count && isConflictMarker(at: index + 1, in: buffer) {
                        return index + 1
                    }
                    breaks &= breaks - 1
                }
                word += 8
            }
            return nil
        }
        if let marker {
            throw ProjectFileError(.mergeConflict, at: marker, in: bytes, path: path)
        }
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
