import Files
import VipergenSettings

/// How a word given for an option becomes the option's value, when the command line is parsed.
struct ValueParser: Sendable {
    /// The value of `word`, given for the option or positional `name`, relative paths taken from the current folder.
    let parse: @Sendable (_ word: String, _ name: String, _ currentDirectory: String) throws(UsageError) -> any Sendable

    /// As given.
    static let text = ValueParser { word, _, _ in word }

    /// A path, absolute, with the words given for messages.
    static let path = ValueParser { word, _, currentDirectory in
        PathArgument(given: word, path: Path.absolute(word, in: currentDirectory))
    }

    /// `A, B` as `["A", "B"]`.
    static let names = ValueParser { word, _, _ in NameList.parse(word) }

    /// A whole number in `range`.
    static func integer(in range: ClosedRange<Int>) -> ValueParser {
        ValueParser { word, name, _ throws(UsageError) in
            guard let number = Int(word), range.contains(number) else {
                let wanted =
                    range == 1...Int.max
                    ? "a positive number" : "a number from \(range.lowerBound) to \(range.upperBound)"
                throw UsageError("--\(name) needs \(wanted), not '\(word)'")
            }
            return number
        }
    }

    /// `key<separator>value`.
    static func pair(separator: Character) -> ValueParser {
        ValueParser { word, name, _ throws(UsageError) in
            guard let split = word.firstIndex(of: separator), split != word.startIndex else {
                throw UsageError("'--\(name) \(word)' must look like key\(separator)value")
            }
            return KeyValue(key: String(word[..<split]), value: String(word[word.index(after: split)...]))
        }
    }

    /// One of `allowed`, or an earlier word for one.
    static func conflictChoice(_ allowed: [ConflictChoice]) -> ValueParser {
        ValueParser { word, _, _ throws(UsageError) in try ConflictChoice.parse(word, allowed: allowed) }
    }
}
