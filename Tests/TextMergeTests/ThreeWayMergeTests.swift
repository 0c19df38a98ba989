import Testing

@testable import TextMerge

@Suite("Three-way merge")
struct ThreeWayMergeTests {
    static let markers = ThreeWayMerge.ConflictStyle.markers(oursLabel: "yours", theirsLabel: "template v2")

    @Test(arguments: [
        // (base, ours, theirs, merged)
        ("a\nb\nc\n", "a\nb\nc\n", "a\nB\nc\n", "a\nB\nc\n"),  // only theirs changed
        ("a\nb\nc\n", "a\nB\nc\n", "a\nb\nc\n", "a\nB\nc\n"),  // only ours changed
        ("a\nb\nc\n", "A\nb\nc\n", "a\nb\nC\n", "A\nb\nC\n"),  // both, apart
        ("a\nb\nc\n", "a\nX\nc\n", "a\nX\nc\n", "a\nX\nc\n"),  // both, alike
        ("a\nb\n", "a\nb\nmine\n", "top\na\nb\n", "top\na\nb\nmine\n"),  // insertions at both ends
        ("a\nb\nc\nd\n", "a\nc\nd\n", "a\nb\nc\nd\ne\n", "a\nc\nd\ne\n"),  // a deletion and an addition
    ])
    func cleanMerges(base: String, ours: String, theirs: String, merged: String) {
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, style: Self.markers)
        #expect(result == ThreeWayMerge.Result(text: merged, conflicts: 0))
    }

    @Test func overlappingChangesConflictInEachStyle() {
        let (base, ours, theirs) = ("a\nb\nc\n", "a\nmine\nc\n", "a\ntheirs\nc\n")
        #expect(
            ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, style: Self.markers)
                == .init(text: "a\n<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> template v2\nc\n", conflicts: 1))
        #expect(ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, style: .ours).text == ours)
        #expect(ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, style: .theirs).text == theirs)
    }

    @Test func twoConflictsAndACleanChangeBetweenThem() {
        let base = "1\n2\n3\n4\n5\n"
        let ours = "1x\n2\n3\n4\n5x\n"
        let theirs = "1y\n2\n3z\n4\n5y\n"
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, style: .ours)
        #expect(result == .init(text: "1x\n2\n3z\n4\n5x\n", conflicts: 2))
    }
}
