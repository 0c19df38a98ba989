/// Lists of names as the command line and `--modules-file` give them.
public enum NameList {
    /// `A, B,C` as `["A", "B", "C"]`: split at commas, white space around each name dropped, empty names too.
    public static func parse(_ list: String) -> [String] {
        list.split(separator: ",").map(\.trimmed).filter { !$0.isEmpty }
    }

    /// A modules file: one name per line; `#` starts a comment; blank lines are skipped.
    public static func parseFile(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let name = (line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").trimmed
            return name.isEmpty ? nil : name
        }
    }
}
