import Testing

@testable import Files

/// `ReplacementName`: the temporary file a replacement is written to, and the file it belongs to.
@Suite("Replacement names")
struct ReplacementNameTests {
    @Test func aTemporaryNameIsBesideItsFileAndLeadsBackToIt() {
        let temporary = ReplacementName.temporary(for: "/p/App/CartView.swift")
        #expect(Path.directory(temporary) == "/p/App")
        #expect(Path.base(temporary).hasPrefix(".CartView.swift.vipergen-"))
        #expect(ReplacementName.owner(of: Path.base(temporary)) == "CartView.swift")
    }

    @Test func theOwnerOfATemporaryFileIsTheFileItReplaces() {
        #expect(ReplacementName.owner(of: ".CartView.swift.vipergen-4294967295") == "CartView.swift")
        #expect(ReplacementName.owner(of: ".a.vipergen-b.vipergen-restore") == "a.vipergen-b")
        #expect(ReplacementName.owner(of: "..merge_file_a1B2c3.vipergen-7") == ".merge_file_a1B2c3")
        #expect(ReplacementName.owner(of: "CartView.swift") == nil)
        #expect(ReplacementName.owner(of: ".vipergen-1") == nil)
    }
}
