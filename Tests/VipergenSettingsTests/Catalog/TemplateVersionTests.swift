import Testing

@testable import VipergenSettings

@Suite("Template versions")
struct TemplateVersionTests {
    @Test(arguments: [
        ("1.0.0", "1.0.1", true), ("1.9.2", "1.10.0", true), ("1.2", "1.2.0", false), ("1.2.0", "1.2", false),
        ("2.0", "1.99.99", false), ("v1.1", "1.2", true), ("1.1.0-beta.2", "1.1.0", false), ("1", "1.0.0.1", true),
        ("0.9", "1", true), ("1.0.0+build.7", "1.0.1", true),
    ])
    func numbersAreCompared(older: String, newer: String, isOlder: Bool) {
        #expect(TemplateVersion.isOlder(older, than: newer) == isOlder)
    }

    /// A version that is not numbers has no order: it is never older, nor is anything older than it.
    @Test(arguments: ["latest", "", "1..2", "1.x", "2024a", "1.-1", " "])
    func aVersionThatIsNotNumbersHasNoOrder(text: String) {
        #expect(TemplateVersion(text) == nil)
        #expect(!TemplateVersion.isOlder(text, than: "1.0") && !TemplateVersion.isOlder("1.0", than: text))
    }
}
