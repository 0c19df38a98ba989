import Testing

@testable import VipergenSettings

/// Lists of names from the command line and from `--modules-file`.
@Suite("Name lists")
struct NameListTests {
    @Test func aCommaListDropsWhiteSpaceAndEmptyNames() {
        #expect(NameList.parse(" A, B,,C ,") == ["A", "B", "C"])
        #expect(NameList.parse("") == [])
    }

    @Test func aModulesFileHasOneNamePerLineWithComments() {
        let text = "# modules of the sprint\nCart\n\n  Checkout   # the new one\r\n#Skipped\nProfile"
        #expect(NameList.parseFile(text) == ["Cart", "Checkout", "Profile"])
    }
}
