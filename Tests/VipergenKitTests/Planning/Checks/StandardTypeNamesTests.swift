import Testing

@testable import VipergenKit

@Suite("Standard type names")
struct StandardTypeNamesTests {
    /// The binary search needs the generated list in Swift's own order.
    @Test func theGeneratedListIsSortedWithoutRepeats() {
        let names = PlatformTypeNames.sorted
        #expect(names.count > 500)
        #expect(zip(names, names.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func generatedHandKeptAndOtherNames() {
        for name in ["Timer", "String", "AdditiveArithmetic", "UIView", "View", "AnyCancellable", "Task"] {
            #expect(StandardTypeNames.contains(name), "\(name)")
        }
        for name in ["AgentDetailPresenter", "", "Zzz", "AAA", "timer"] {
            #expect(!StandardTypeNames.contains(name), "\(name)")
        }
    }
}
