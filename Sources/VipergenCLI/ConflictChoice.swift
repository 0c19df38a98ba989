import VipergenKit

/// `--on-conflict`: one vocabulary for every command that can meet a file it would change the user's way.
///
/// `fail` writes nothing and lists the conflicts; `ours` keeps the user's text; `theirs` takes the template's;
/// `markers` (update only) writes both between conflict markers. gen's earlier words, `skip` for `ours` and
/// `overwrite` for `theirs`, are taken everywhere.
enum ConflictChoice: String, CaseIterable, Sendable {
    case fail, markers, ours, theirs

    /// gen's earlier words, and what they mean now.
    static let aliases: [String: ConflictChoice] = ["skip": .ours, "overwrite": .theirs]

    /// The choice `value` names, if `allowed` has it.
    /// - Throws: `UsageError` listing the allowed words.
    static func parse(_ value: String, allowed: [ConflictChoice]) throws(UsageError) -> ConflictChoice {
        guard let choice = ConflictChoice(rawValue: value) ?? aliases[value], allowed.contains(choice) else {
            let words = allowed.map(\.rawValue)
            throw UsageError(
                "--on-conflict takes \(words.dropLast().joined(separator: ", ")) or \(words.last!), not '\(value)'")
        }
        return choice
    }

    /// What gen does with a file that exists with other contents.
    var generationPolicy: ConflictPolicy {
        switch self {
        case .fail, .markers: return .fail
        case .ours: return .skip
        case .theirs: return .overwrite
        }
    }
}
