// Any object and any value written as Xcode writes them, and objects placed from text made elsewhere: what a merge
// needs besides the additions of an edit.

extension ProjectTextWriter {
    /// An object's text (whole lines, each ending with the file's line break) and what places it: its section is
    /// the one of its isa, and it goes before the first object with a greater ID.
    package struct PlacedObject: Sendable {
        package var id: String
        package var isa: String
        package var text: String

        package init(id: String, isa: String, text: String) {
            self.id = id
            self.isa = isa
            self.text = text
        }
    }

    /// The splices that put `objects` where Xcode would: into their isa's section in ID order, a missing section
    /// created in isa order.
    package mutating func splices(placing objects: [PlacedObject]) -> [Splice] {
        splices = []
        place(objects)
        return splices
    }

    /// `ID /* comment */ = { ... };` as Xcode writes an object, from its ID to its `;`: the lines after the first
    /// indented from the object's indentation.
    /// - Parameters:
    ///   - oneLine: Whether the object and everything in it goes on one line.
    ///   - comment: The comment Xcode writes after an object's ID, for the object and the IDs it refers to.
    package func objectText(
        id: String, value: PropertyListValue, oneLine: Bool, comment: (String) -> String?
    ) -> String {
        let head = QuotedString.xcodeStyle(id) + (comment(id).map { " /* " + Self.comment($0) + " */" } ?? "")
        return head + " = " + valueText(value, indent: objectIndent, oneLine: oneLine, comment: comment) + ";"
    }

    /// `key = value;` as Xcode writes it, from the key to the `;`.
    package func entryText(
        key: String, value: PropertyListValue, indent: String, oneLine: Bool, comment: (String) -> String?
    ) -> String {
        QuotedString.xcodeStyle(key) + " = "
            + valueText(
                value, annotated: !Self.unannotatedKeys.contains(key), indent: indent, oneLine: oneLine,
                comment: comment) + ";"
    }

    /// A value as Xcode writes it: a multi-line container's lines are indented one unit more than `indent` (the
    /// indentation of the line it starts on), and its closing bracket at `indent`. An ID gets its comment.
    package func valueText(
        _ value: PropertyListValue, annotated: Bool = true, indent: String, oneLine: Bool,
        comment: (String) -> String?
    ) -> String {
        switch value {
        case .string(let text):
            let written = QuotedString.xcodeStyle(text)
            guard annotated, let note = comment(text) else { return written }
            return written + " /* " + Self.comment(note) + " */"
        case .data(let digits):
            return "<" + String(decoding: digits, as: UTF8.self) + ">"
        case .array(let items):
            if oneLine {
                return "("
                    + items.map { valueText($0, indent: indent, oneLine: true, comment: comment) + ", " }.joined()
                    + ")"
            }
            let inner = indent + unit
            let lines = items.map { inner + valueText($0, indent: inner, oneLine: false, comment: comment) + "," }
            return "(" + newline + lines.map { $0 + newline }.joined() + indent + ")"
        case .dictionary:
            let entries = value.sortedEntries
            if oneLine {
                return "{"
                    + entries.map {
                        entryText(key: $0.key, value: $0.value, indent: indent, oneLine: true, comment: comment) + " "
                    }.joined() + "}"
            }
            let inner = indent + unit
            let lines = entries.map {
                inner + entryText(key: $0.key, value: $0.value, indent: inner, oneLine: false, comment: comment)
            }
            return "{" + newline + lines.map { $0 + newline }.joined() + indent + "}"
        }
    }

    /// Keys whose value is an ID that Xcode writes without its comment: it names a target of another project as
    /// often as one of this project.
    private static let unannotatedKeys: Set<String> = ["remoteGlobalIDString", "TestTargetID"]
}
