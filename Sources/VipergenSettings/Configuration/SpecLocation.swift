import DiagnosticText

/// A line and column in the spec file.
public struct SpecLocation: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    /// The line's text when given; else it is found in `document` when asked, since most locations (one per entry
    /// of a spec) are never shown.
    private var givenLine: String?
    private var document: String?

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

    public static func == (left: SpecLocation, right: SpecLocation) -> Bool {
        left.file == right.file && left.line == right.line && left.column == right.column
            && left.sourceLine == right.sourceLine
    }
}
