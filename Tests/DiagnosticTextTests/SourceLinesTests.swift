import Testing

@testable import DiagnosticText

@Suite("Source lines")
struct SourceLinesTests {
    @Test(arguments: ["a\nbé\nc", "a\r\nbé\r\nc", "a\rbé\rc", "a\nbé\r\nc\n"])
    func linesEndAtLFCRLFOrCR(text: String) {
        #expect(SourceLines.text(ofLine: 1, in: text) == "a")
        #expect(SourceLines.text(ofLine: 2, in: text) == "bé")
        #expect(SourceLines.text(ofLine: 3, in: text) == "c")
        #expect(SourceLines.text(ofLine: 5, in: text) == "")
    }

    @Test func anOffsetIsALineAndAColumnInCharacters() {
        let bytes = Array("key: 1\r\nnamé: x\r\n".utf8)
        let offset = bytes.firstIndex(of: UInt8(ascii: "x"))!
        let location = SourceLines.location(of: offset, in: bytes)
        #expect(location.line == 2 && location.column == 7 && location.text == "namé: x")
    }
}
