import ByteWords
import Files
import SourceDeclarations

/// One line of the source index's cache, read in place: `D` or `F`, the stamp's three numbers, the path, then a
/// folder's files and folders or a file's types, fields apart by tabs and list items by NUL.
///
/// A run reads the stamp first and makes text of the names only when the stamp still holds, so checking a large app
/// whose files did not change costs a comparison of numbers per entry.
struct SourceIndexLine {
    /// What the line describes.
    enum Kind {
        case folder
        case file
    }

    let kind: Kind
    /// The whole line, without its line break.
    let bytes: ArraySlice<UInt8>
    /// Where the path starts and ends (the fifth tab).
    private let pathStart: Int
    private let pathEnd: Int

    /// The line's kind and where its path is; `nil` when it is neither a `D` nor an `F` line with five fields
    /// before its lists.
    init?(_ bytes: ArraySlice<UInt8>) {
        guard let first = bytes.first else { return nil }
        switch first {
        case UInt8(ascii: "D"): kind = .folder
        case UInt8(ascii: "F"): kind = .file
        default: return nil
        }
        var tabs = 0
        var pathStart = -1
        var pathEnd = -1
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            while tabs < 5, let tab = ByteWords.firstIndex(of: 0x09, in: buffer, from: from) {
                tabs += 1
                if tabs == 4 { pathStart = bytes.startIndex + tab + 1 }
                if tabs == 5 { pathEnd = bytes.startIndex + tab }
                from = tab + 1
            }
        }
        guard tabs == 5, bytes[bytes.startIndex + 1] == 0x09 else { return nil }
        self.bytes = bytes
        self.pathStart = pathStart
        self.pathEnd = pathEnd
    }

    /// The path as written: relative to the project's folder, or absolute.
    var path: String { String(decoding: bytes[pathStart..<pathEnd], as: UTF8.self) }

    /// The stamp the entry was read at; `nil` when a number is damaged.
    var stamp: FileStamp? {
        var index = bytes.startIndex + 2
        guard let size = number(&index), let modified = number(&index), let changed = number(&index) else {
            return nil
        }
        return FileStamp(size: Int(size), modified: modified, changed: changed)
    }

    /// A folder line's listing; `nil` when the line is damaged.
    var listing: FolderListing? {
        let lists = ByteWords.split(bytes[(pathEnd + 1)...], separator: 0x09, omittingEmptySubsequences: false)
        guard kind == .folder, lists.count == 2 else { return nil }
        return FolderListing(files: Self.items(lists[0]), folders: Self.items(lists[1]))
    }

    /// A file line's types; `nil` when the line is damaged.
    var types: [TypeDeclaration]? {
        let list = bytes[(pathEnd + 1)...]
        guard kind == .file, !list.contains(0x09) else { return nil }
        var types: [TypeDeclaration] = []
        for item in ByteWords.split(list, separator: 0) {
            guard let colon = item.lastIndex(of: UInt8(ascii: ":")) else { return nil }
            var index = colon + 1
            guard let line = Self.number(in: item, at: &index, end: item.endIndex), index == item.endIndex else {
                return nil
            }
            types.append(TypeDeclaration(name: String(decoding: item[..<colon], as: UTF8.self), line: Int(line)))
        }
        return types
    }

    /// The decimal number at `index`, ended by a tab, and `index` moved past that tab.
    private func number(_ index: inout Int) -> Int64? {
        guard let end = bytes[index...].firstIndex(of: 0x09), end < pathStart,
            let value = Self.number(in: bytes, at: &index, end: end), index == end
        else { return nil }
        index = end + 1
        return value
    }

    /// The decimal number, perhaps negative, from `index` up to `end`; `index` is left where the digits stop.
    private static func number(in bytes: ArraySlice<UInt8>, at index: inout Int, end: Int) -> Int64? {
        let negative = index < end && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var value: Int64 = 0
        while index < end, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times.addingReportingOverflow(Int64(digit))
            guard !overflow, !overflowAgain else { return nil }
            value = sum
            index += 1
        }
        guard index > start else { return nil }
        return negative ? -value : value
    }

    private static func items(_ list: ArraySlice<UInt8>) -> [String] {
        ByteWords.split(list, separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
}
