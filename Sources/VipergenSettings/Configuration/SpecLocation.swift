import DiagnosticText

/// A line and column in the spec file.
public struct SpecLocation: Sendable, Equatable {
    /// The spec file, as messages name it.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// The line's text when given; else it is found in `document` when asked, since most locations (one per entry
    /// of a spec) are never shown.
    private var givenLine: String?
    private var document: String?

    /// A place in `file`; `sourceLine` is the line's text, for the caret under it.
    public init(file: String, line: Int, column: Int, sourceLine: String = "") {
        self.file = file
        self.line = line
        self.column = column
        givenLine = sourceLine
    }

    /// A location in `text`, the whole spec, whose line is read only if an error shows it.
    init(file: String, line: Int, column: Int, in text: String) {
        self.file = file
        self.line = line
        self.column = column
        document = text
    }

    /// The text of the entry's line, for the excerpt under an error.
    public var sourceLine: String {
        get { givenLine ?? document.map { SourceLines.text(ofLine: line, in: $0) } ?? "" }
        set { givenLine = newValue }
    }

    /// The same place: the file, line and column.
    public static func == (left: SpecLocation, right: SpecLocation) -> Bool {
        left.file == right.file && left.line == right.line && left.column == right.column
            && left.sourceLine == right.sourceLine
    }
}
