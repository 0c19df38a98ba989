import Testing

@testable import VipergenSettings

@Suite("Trimming white space")
struct TrimmingTests {
    @Test(arguments: [
        ("  a b  ", "a b"), ("\t\r\nx\r\n", "x"), ("", ""), (" \t ", ""), ("none", "none"),
        // Unicode spaces at the edges are white space too; inside, everything is kept.
        ("\u{00A0}é\u{2003}", "é"), ("\u{3000} 語 \u{3000}", "語"), ("é", "é"), (" a\u{00A0}b ", "a\u{00A0}b"),
    ])
    func trimsLeadingAndTrailingWhiteSpace(_ text: String, _ expected: String) {
        #expect(text.trimmed == expected)
        #expect(text[...].trimmed == expected)
    }
}
