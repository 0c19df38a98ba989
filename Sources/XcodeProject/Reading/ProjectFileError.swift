import DiagnosticText

/// A project file that cannot be read, located by path, line and column.
///
/// The reader keeps a byte offset and computes the line and column only when asked, so a successful parse never
/// counts lines. Its `description` is a compiler-style diagnostic with the source line and a caret:
///
///     App.xcodeproj/project.pbxproj:12:1: error: the project file contains merge-conflict markers; resolve ...
///     <<<<<<< HEAD
///     ^
public struct ProjectFileError: Error, Sendable, CustomStringConvertible {
    /// What is wrong; `message` turns it into a sentence.
    public enum Reason: Sendable, Equatable {
        /// A line starts with `<<<<<<<`, `=======`, `>>>>>>>` or `|||||||`.
        case mergeConflict
        /// The file is an XML property list (Xcode reads those, but never writes them).
        case xmlPropertyList
        /// The file is a binary property list.
        case binaryPropertyList
        /// The file ends where `expected` should follow; `unclosed` names the innermost open container, as in
        /// "the dictionary opened on line 7".
        case unexpectedEndOfFile(expected: String, unclosed: String?)
        /// `found` (a character, quoted for the message) stands where `expected` should.
        case unexpectedCharacter(found: String, expected: String)
        case unterminatedString
        case unterminatedComment
        case unterminatedData
        /// A `<...>` data value with a character other than hex digits and whitespace, or an odd digit count.
        case invalidData(String)
        /// The file is larger than the reader accepts.
        case fileTooLarge(bytes: Int, limit: Int)
        /// Containers nested deeper than `limit`.
        case nestingTooDeep(limit: Int)
        /// Something follows the root dictionary's closing brace.
        case trailingContent
        /// `what` (the root, `objects`, an object) is not a dictionary.
        case notADictionary(String)
        /// A required `key` is missing from `container`.
        case missingKey(String, container: String)
        /// Two objects share `id`.
        case duplicateObjectID(String, firstLine: Int)
        /// `referrer` names an object ID that `objects` does not define.
        case missingObject(String, referrer: String)
        /// `referrer` names an object of the wrong kind.
        case wrongObjectKind(String, expected: String, found: String, referrer: String)
    }

    /// The path the file was read from, printed as given.
    public var path: String
    /// What is wrong.
    public var reason: Reason
    /// Where the problem is, as a byte offset into `bytes`.
    public var offset: Int
    /// The bytes the offset points into, kept to compute the line and column on demand.
    private let bytes: [UInt8]

    init(_ reason: Reason, at offset: Int, in bytes: [UInt8], path: String) {
        self.path = path
        self.reason = reason
        self.offset = offset
        self.bytes = bytes
    }

    /// The 1-based line: `\n`, `\r\n` and a lone `\r` each end a line.
    public var line: Int { TextPosition(of: offset, in: bytes).line }
    /// The 1-based column, counting Unicode scalars from the start of the line (a tab is one column).
    public var column: Int { TextPosition(of: offset, in: bytes).column }

    /// What is wrong and how to fix it, in one line, without the location.
    public var message: String {
        switch reason {
        case .mergeConflict:
            return "the project file contains merge-conflict markers; resolve the conflict (e.g. in git) and run again"
        case .xmlPropertyList:
            return "the project file is an XML property list, which vipergen does not edit; open the project in Xcode "
                + "and change any setting so that Xcode saves it in its usual text format, then run again"
        case .binaryPropertyList:
            return "the project file is a binary property list, which vipergen does not edit; open the project in "
                + "Xcode and change any setting so that Xcode saves it in its usual text format, then run again"
        case .unexpectedEndOfFile(let expected, let unclosed):
            let closing = unclosed.map { " to close \($0)" } ?? ""
            return "unexpected end of file, expected \(expected)\(closing): the project file is truncated or "
                + "incomplete; restore it (e.g. from git) and run again"
        case .unexpectedCharacter(let found, let expected):
            return "unexpected \(found), expected \(expected); the file was probably edited by hand or merged badly"
        case .unterminatedString:
            return "unterminated string: this quote is never closed; a quote is missing or the file is truncated"
        case .unterminatedComment:
            return "unterminated comment: this '/*' has no '*/'; close the comment, or restore the file if it is "
                + "truncated"
        case .unterminatedData:
            return "unterminated data: this '<' has no '>'; a '>' is missing or the file is truncated"
        case .invalidData(let detail):
            return "invalid data value: \(detail); data is written as pairs of hex digits between '<' and '>'"
        case .fileTooLarge(let size, let limit):
            return "the project file is \(size) bytes long, more than the \(limit) bytes vipergen reads; "
                + "this is not a project file Xcode writes"
        case .nestingTooDeep(let limit):
            return "values are nested more than \(limit) levels deep, which no Xcode project does; "
                + "this is not a project file"
        case .trailingContent:
            return "unexpected text after the closing '}' of the project; remove it (a bad merge or a stray paste?)"
        case .notADictionary(let what):
            return "\(what) must be a dictionary '{ ... }'; the file is not an Xcode project file or is damaged"
        case .missingKey(let key, let container):
            return "\(container) has no '\(key)'; the file is not an Xcode project file or is damaged"
        case .duplicateObjectID(let id, let firstLine):
            return "object ID \(id) is defined twice (first on line \(firstLine)); this usually comes from a bad "
                + "merge: keep one of the two definitions"
        case .missingObject(let id, let referrer):
            return "\(referrer) refers to object \(id), which 'objects' does not define; the file is damaged "
                + "(a bad merge?): restore it or fix the reference"
        case .wrongObjectKind(let id, let expected, let found, let referrer):
            return "\(referrer) refers to object \(id), a \(found), where a \(expected) is expected; "
                + "the file is damaged: restore it or fix the reference"
        }
    }

    /// `path:line:column: error: message`, then the source line and a caret under the column.
    public var description: String {
        let position = TextPosition(of: offset, in: bytes)
        return DiagnosticText.error(
            message, file: path, line: position.line, column: position.column, sourceLine: position.lineText(in: bytes))
    }
}

extension ProjectFileError: Equatable {
    /// Errors are equal when they say the same thing about the same place in the same file.
    public static func == (lhs: ProjectFileError, rhs: ProjectFileError) -> Bool {
        lhs.path == rhs.path && lhs.reason == rhs.reason && lhs.offset == rhs.offset
    }
}
