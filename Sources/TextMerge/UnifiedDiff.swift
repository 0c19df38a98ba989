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

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The edit script from a longest common subsequence. Common prefix and suffix are matched first, so the
    /// quadratic table only covers the part that changed.
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        let n = middleA.count
        let m = middleB.count
        // lengths[i][j]: the LCS length of middleA[i...] and middleB[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] =
                    middleA[i] == middleB[j]
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits = (0..<prefix).map { Edit(kind: .keep, oldIndex: $0, newIndex: $0) }
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, middleA[i] == middleB[j] {
                edits.append(Edit(kind: .keep, oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] > lengths[i + 1][j] {
                edits.append(Edit(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
                j += 1
            } else {
                edits.append(Edit(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
            }
        }
        for k in 0..<suffix {
            edits.append(Edit(kind: .keep, oldIndex: a.count - suffix + k, newIndex: b.count - suffix + k))
        }
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
