import VipergenSettings

/// A file being injected into, kept as lines between insertions.
struct InjectionTarget {
    private var lines: [String]
    /// The lines without surrounding white space, for finding what is already there.
    private var trimmedLines: [String]
    /// Where each anchor text was found, kept up to date as lines are inserted: a batch inserts hundreds of
    /// times at the same marker, and searching for it again each time made batches quadratic.
    private var anchorLines: [String: Int] = [:]
    /// `"\r"` when the file's lines end in CRLF, so that inserted lines end the same way; else empty.
    private let carriageReturn: String
    private(set) var changed = false

    init(text: String) {
        lines = Self.lines(of: text)
        // A closure, not `\.trimmed`: a key path handed to `map` is made by the runtime on first use (25,000
        // instructions) and read through.
        trimmedLines = lines.map { $0.trimmed }
        carriageReturn = lines.count > 1 && lines[0].utf8.last == UInt8(ascii: "\r") ? "\r" : ""
    }

    /// The lines joined by line feeds. Not `joined(separator:)`: the standard library's is generic code whose first
    /// call in a process looks up its types by name (120,000 instructions, 2% of a gen).
    var text: String {
        var text = ""
        text.reserveCapacity(lines.reduce(lines.count) { $0 + $1.utf8.count })
        for index in lines.indices {
            if index > 0 { text += "\n" }
            text += lines[index]
        }
        return text
    }

    /// The text split at each line feed, a carriage return before it kept. Split on the byte: as Characters,
    /// "\r\n" is one character that is not "\n".
    static func lines(of text: String) -> [String] {
        // Over the bytes in place: the standard library's generic `split` of the UTF-8 view cost 4,000 instructions
        // a call and a dozen a byte. A line feed never falls inside a character, so each line stays whole.
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }

    /// Inserts `newLines` at `anchor`, unless they are already there in that order (so a second run adds nothing).
    mutating func insert(
        _ newLines: [String], at anchor: TemplateSpec.Injection.Anchor, location: SpecLocation,
        path: String
    ) throws {
        // An injection whose content renders empty (its condition is off) asks for nothing: the file is unchanged
        // and needs no anchor.
        guard !newLines.isEmpty else { return }
        let wanted = newLines.map { $0.trimmed }
        if contains(wanted) { return }
        let needle: String
        switch anchor {
        case .marker(let text), .before(let text), .after(let text): needle = text
        }
        // A line that is the anchor's text, less indentation, before one that merely contains it: `targets: [` is the
        // line opening a manifest's targets, not a product's `targets: ["A"]` above it.
        let exact = needle.trimmed
        guard
            let match = anchorLines[needle] ?? trimmedLines.firstIndex(of: exact)
                ?? lines.firstIndex(where: { $0.containsBytes(of: needle) })
        else {
            throw GenerationError.injectionFailed(
                location, file: path, reason: "no line contains '\(needle)'; add it where the lines should go")
        }
        anchorLines[needle] = match
        let position: Int
        let indentation: String
        switch anchor {
        case .marker, .before:
            position = match
            indentation = String(lines[match].prefix { $0 == " " || $0 == "\t" })
        case .after:
            position = match + 1
            let next = lines[position...].first { !$0.trimmed.isEmpty } ?? lines[match]
            indentation = String(next.prefix { $0 == " " || $0 == "\t" })
        }
        lines.insert(
            contentsOf: newLines.map { ($0.isEmpty ? "" : indentation + $0) + carriageReturn }, at: position)
        trimmedLines.insert(contentsOf: wanted, at: position)
        for (anchor, line) in anchorLines where line >= position {
            anchorLines[anchor] = line + newLines.count
        }
        changed = true
    }

    /// Takes out `oldLines` where they stand as consecutive lines (what `insert` put there); nothing when they
    /// are not there.
    mutating func remove(_ oldLines: [String]) {
        let wanted = oldLines.map { $0.trimmed }
        guard let start = start(of: wanted) else { return }
        lines.removeSubrange(start..<(start + wanted.count))
        trimmedLines.removeSubrange(start..<(start + wanted.count))
        anchorLines = [:]
        changed = true
    }

    /// Whether `wanted` appears as consecutive lines.
    func contains(_ wanted: [String]) -> Bool { start(of: wanted) != nil }

    /// Where `wanted` first appears as consecutive lines.
    private func start(of wanted: [String]) -> Int? {
        guard let first = wanted.first, trimmedLines.count >= wanted.count else { return nil }
        for start in trimmedLines.indices where trimmedLines[start] == first {
            if start + wanted.count <= trimmedLines.count,
                trimmedLines[start..<(start + wanted.count)].elementsEqual(wanted)
            {
                return start
            }
        }
        return nil
    }
}
