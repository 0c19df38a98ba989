/// A unified diff between two texts, as `diff -u` prints it, for showing what a run would change.
public enum UnifiedDiff {
    /// The diff from `old` to `new` with three lines of context; empty when the texts are equal.
    /// - Parameters:
    ///   - oldName: The label of the old side (`a/path`, or `/dev/null` for a new file).
    ///   - newName: The label of the new side.
    public static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let edits = script(a, b)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits, context: context) {
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = oldCount == 0 ? hunk[0].oldIndex : hunk[0].oldIndex + 1
            let newStart = newCount == 0 ? hunk[0].newIndex : hunk[0].newIndex + 1
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .keep: output += " " + a[edit.oldIndex] + "\n"
                case .delete: output += "-" + a[edit.oldIndex] + "\n"
                case .insert: output += "+" + b[edit.newIndex] + "\n"
                }
            }
        }
        return output
    }

    private struct Edit {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// The lines of `text` as `LineDiff` splits them, without the empty element after a final line feed.
    private static func lines(_ text: String) -> [Substring] {
        var lines = LineDiff.lines(text)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The edit script that `LineDiff`'s correspondence gives: between two kept lines, the old lines that go
    /// and then the new lines that come, as `diff -u` prints them.
    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var edits: [Edit] = []
        var deleted: [Int] = []
        var j = 0
        /// The deletions waiting, then the insertions of b's lines before `end`; `nextOld` is the old line they
        /// come before.
        func changes(upTo end: Int, before nextOld: Int) {
            edits += deleted.map { Edit(kind: .delete, oldIndex: $0, newIndex: j) }
            deleted = []
            edits += (j..<end).map { Edit(kind: .insert, oldIndex: nextOld, newIndex: $0) }
        }
        for (i, match) in LineDiff.matches(a, b).enumerated() {
            guard let match else {
                deleted.append(i)
                continue
            }
            changes(upTo: match, before: i)
            edits.append(Edit(kind: .keep, oldIndex: i, newIndex: match))
            j = match + 1
        }
        changes(upTo: b.count, before: a.count)
        return edits
    }

    /// Groups changes with up to `context` unchanged lines around them; nearby groups merge.
    private static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
        let changed = edits.indices.filter { edits[$0].kind != .keep }
        guard var start = changed.first.map({ max(0, $0 - context) }) else { return [] }
        var end = min(edits.count, changed[0] + context + 1)
        var hunks: [[Edit]] = []
        for index in changed.dropFirst() {
            if index - context <= end {
                end = min(edits.count, index + context + 1)
            } else {
                hunks.append(Array(edits[start..<end]))
                start = index - context
                end = min(edits.count, index + context + 1)
            }
        }
        hunks.append(Array(edits[start..<end]))
        return hunks
    }
}
