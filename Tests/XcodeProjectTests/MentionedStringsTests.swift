import Testing

@testable import XcodeProject

@Suite("MentionedStrings: the IDs a project mentions, for new IDs to avoid")
struct MentionedStringsTests {
    /// On every real project: each 24-byte string the file holds is found, and of at least 20,000 IDs it does not hold
    /// none is, though the filter lets some through to the exact look (at least one here, or the test would not reach
    /// it).
    @Test("exact on the real projects", arguments: try TestFiles.fixtures().map(\.name))
    func exactOnRealProjects(_ name: String) throws {
        let path = try #require(try TestFiles.fixtures().first { $0.name == name }).path
        let file = try ProjectFile(bytes: TestFiles.read(path), path: path)
        let plist = file.plist
        let mentioned = MentionedStrings(plist, length: 24)
        var held: Set<String> = []
        for index in plist.nodes.indices {
            if let text = plist.string(PropertyList.NodeIndex(index)), text.utf8.count == 24 {
                held.insert(text)
            }
        }
        #expect(held.count > 40)
        for text in held {
            #expect(mentioned.contains(text), "\(text)")
        }
        // The filter's bits come from a hash seeded per process, so how many of a sample pass it varies from run to
        // run: in the smallest project, 20,000 IDs sometimes had none pass. The sample goes on past 20,000 until
        // one has (up to a hundred times as many).
        var passedTheFilter = 0
        var number = 0
        while number < 20_000 || (passedTheFilter == 0 && number < 2_000_000) {
            let id = ObjectIDGenerator.id(hashing: "\(name)\n\(number)")
            number += 1
            guard !held.contains(id) else { continue }
            #expect(!mentioned.contains(id), "\(id)")
            var bytes = id
            passedTheFilter += bytes.withUTF8 { mentioned.mayContain(UnsafeRawBufferPointer($0)) } ? 1 : 0
        }
        #expect(passedTheFilter > 0)
        #expect(!mentioned.contains("short") && !mentioned.contains(String(repeating: "A", count: 25)))
    }

    /// A string written with escapes counts as the text it decodes to.
    @Test func aStringWithEscapesCountsAsItsText() throws {
        let id = "A0000000000000000000000F"
        let escaped = "\"A0000000000000000000000\\U0046\""
        let source = try text(TestFiles.synthetic("Classic.pbxproj")).replacing(
            "\t\t\tchildren = (\n\t\t\t);\n\t\t\tname = \"Supporting Files\";",
            with: "\t\t\tchildren = (\n\t\t\t\t\(escaped),\n\t\t\t);\n\t\t\tname = \"Supporting Files\";")
        let plist = try project(source).plist
        #expect(MentionedStrings(plist, length: 24).contains(id))
        #expect(!MentionedStrings(try classicProject().plist, length: 24).contains(id))
    }
}
