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

    // MARK: - Insertions before an anchor line

    /// An injection marker, the kind of line both a template and a user insert before.
    static func isAnchor(_ line: ArraySlice<UInt8>) -> Bool {
        String(decoding: line, as: UTF8.self).hasPrefix("// vipergen:inject")
    }

    func mergeAtAnchor(_ base: String, _ ours: String, _ theirs: String) -> ThreeWayMerge.Result {
        ThreeWayMerge.merge(
            base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), style: Self.markers,
            insertionAnchor: Self.isAnchor)
    }

    @Test func insertionsOfBothSidesBeforeAnAnchorAreBothKeptInByteOrder() {
        let base = "a\n// vipergen:inject routes\nz\n"
        let ours = "a\nroute(.settings)\n// vipergen:inject routes\nz\n"
        let theirs = "a\nroute(.profile)\nroute(.feed)\n// vipergen:inject routes\nz\n"
        let merged = "a\nroute(.profile)\nroute(.feed)\nroute(.settings)\n// vipergen:inject routes\nz\n"
        #expect(mergeAtAnchor(base, ours, theirs) == .init(text: merged, conflicts: 0))
        // The same bytes whichever side is ours.
        #expect(mergeAtAnchor(base, theirs, ours) == .init(text: merged, conflicts: 0))
    }

    @Test func equalInsertionsBeforeAnAnchorAreKeptOnce() {
        let base = "// vipergen:inject\n"
        let side = "x\n// vipergen:inject\n"
        #expect(mergeAtAnchor(base, side, side) == .init(text: side, conflicts: 0))
    }

    /// A module generated on one branch and cherry-picked to the other, which then generated another: the line both
    /// sides inserted is kept once (twice, it would declare the module's accessor twice, and the app would not
    /// compile).
    @Test func aLineBothSidesInsertedBeforeAnAnchorIsKeptOnce() {
        let base = "a\n// vipergen:inject routes\n"
        let ours = "a\nroute(.settings)\n// vipergen:inject routes\n"
        let theirs = "a\nroute(.settings)\nroute(.login)\n// vipergen:inject routes\n"
        let merged = "a\nroute(.settings)\nroute(.login)\n// vipergen:inject routes\n"
        #expect(mergeAtAnchor(base, ours, theirs) == .init(text: merged, conflicts: 0))
        #expect(mergeAtAnchor(base, theirs, ours) == .init(text: merged, conflicts: 0))
        // A line one side inserted twice is kept twice: only what the other side also inserted is left out.
        let twice = "a\nroute(.settings)\nroute(.settings)\n// vipergen:inject routes\n"
        #expect(
            mergeAtAnchor(base, ours, twice).text
                == "a\nroute(.settings)\nroute(.settings)\n// vipergen:inject routes\n")
    }

    /// Two insertions that merely share lines (a closing brace, a blank line) are both kept whole: only an insertion
    /// the other holds as one run of lines is left out.
    @Test func insertionsThatShareLinesAreBothKeptWhole() {
        let base = "a\n// vipergen:inject routes\n"
        let ours = "a\nregister(A.self) {\n    A()\n}\n\n// vipergen:inject routes\n"
        let theirs = "a\nregister(B.self) {\n    B()\n}\n\n// vipergen:inject routes\n"
        let merged =
            "a\nregister(A.self) {\n    A()\n}\n\nregister(B.self) {\n    B()\n}\n\n// vipergen:inject routes\n"
        #expect(mergeAtAnchor(base, ours, theirs) == .init(text: merged, conflicts: 0))
        #expect(mergeAtAnchor(base, theirs, ours) == .init(text: merged, conflicts: 0))
    }

    /// A module removed on each branch, their lines next to each other: both go, with no conflict, whichever side
    /// is ours.
    @Test func deletionsOfBothSidesAtOnePlaceAreBothMade() {
        let base = "a\nroute(.alpha)\nroute(.beta)\nroute(.gamma)\n// vipergen:inject routes\n"
        let ours = "a\nroute(.beta)\nroute(.gamma)\n// vipergen:inject routes\n"
        let theirs = "a\nroute(.alpha)\nroute(.gamma)\n// vipergen:inject routes\n"
        let merged = "a\nroute(.gamma)\n// vipergen:inject routes\n"
        #expect(mergeAtAnchor(base, ours, theirs) == .init(text: merged, conflicts: 0))
        #expect(mergeAtAnchor(base, theirs, ours) == .init(text: merged, conflicts: 0))
        // Both removed the same module: once.
        #expect(mergeAtAnchor(base, ours, ours) == .init(text: ours, conflicts: 0))
    }

    /// The newest module removed on one branch, a new one generated on the other: the removed lines go and the new
    /// ones come, with no conflict, whichever side is ours.
    @Test func aDeletionAndAnInsertionBeforeAnAnchorAreBothMade() {
        let base = "a\nroute(.alpha)\nroute(.beta)\n// vipergen:inject routes\n"
        let ours = "a\nroute(.alpha)\n// vipergen:inject routes\n"
        let theirs = "a\nroute(.alpha)\nroute(.beta)\nroute(.delta)\n// vipergen:inject routes\n"
        let merged = "a\nroute(.alpha)\nroute(.delta)\n// vipergen:inject routes\n"
        #expect(mergeAtAnchor(base, ours, theirs) == .init(text: merged, conflicts: 0))
        #expect(mergeAtAnchor(base, theirs, ours) == .init(text: merged, conflicts: 0))
    }

    @Test(arguments: [
        // (base, ours, theirs): a removed module's line edited on the other side is a conflict to decide.
        (
            "a\nroute(.alpha)\n// vipergen:inject\n", "a\n// vipergen:inject\n",
            "a\nroute(.alpha, animated)\n// vipergen:inject\n"
        ),
        // An insertion that is not right before an anchor line.
        ("a\nroute(.alpha)\nb\n", "a\nb\n", "a\nroute(.alpha)\nroute(.delta)\nb\n"),
        // One side removes a module and generates another where the other removes one: as an edit would look.
        (
            "a\nroute(.alpha)\nroute(.beta)\n// vipergen:inject\n", "a\nroute(.alpha)\n// vipergen:inject\n",
            "a\nroute(.beta)\nroute(.delta)\n// vipergen:inject\n"
        ),
        // Both sides delete and insert.
        (
            "a\nroute(.alpha)\nroute(.beta)\n// vipergen:inject\n", "a\nroute(.beta)\nroute(.x)\n// vipergen:inject\n",
            "a\nroute(.alpha)\nroute(.y)\n// vipergen:inject\n"
        ),
    ])
    func otherChangesAtOnePlaceStillConflict(base: String, ours: String, theirs: String) {
        #expect(mergeAtAnchor(base, ours, theirs).conflicts == 1)
        #expect(mergeAtAnchor(base, theirs, ours).conflicts == 1)
    }

    /// Without the option (any text but an injection target), deletions next to each other conflict, as in git.
    @Test func withoutTheOptionDeletionsAtOnePlaceConflict() {
        let result = ThreeWayMerge.merge(
            base: "a\nb\nc\nd\n", ours: "a\nc\nd\n", theirs: "a\nb\nd\n", style: Self.markers)
        #expect(result.conflicts == 1)
    }

    @Test(arguments: [
        // (base, ours, theirs): not both pure insertions before an anchor line.
        ("a\nb\n// vipergen:inject\n", "a\nmine\n// vipergen:inject\n", "a\ntheirs\n// vipergen:inject\n"),
        ("a\n// other marker\n", "a\nmine\n// other marker\n", "a\ntheirs\n// other marker\n"),
        ("a\n", "a\nmine\n", "a\ntheirs\n"),
    ])
    func changesOtherThanInsertionsBeforeAnAnchorStillConflict(base: String, ours: String, theirs: String) {
        let result = mergeAtAnchor(base, ours, theirs)
        #expect(result.conflicts == 1)
        #expect(result.text.contains("<<<<<<< yours\n"))
    }

    @Test func withoutTheOptionInsertionsAtOnePlaceConflict() {
        let result = merge(
            Array("// vipergen:inject\n".utf8), Array("x\n// vipergen:inject\n".utf8),
            Array("y\n// vipergen:inject\n".utf8))
        #expect(result.conflicts == 1)
    }

    // MARK: - Chunks

    @Test func chunksOfAListSayWhatEachSideChanged() {
        let chunks = ThreeWayMerge.chunks(base: [1, 2, 3, 4], ours: [1, 9, 3, 4], theirs: [1, 2, 3, 8, 4])
        #expect(chunks.map(\.merged).map(Array.init) == [[1], [9], [3], [8], [4]])
        let conflict = ThreeWayMerge.chunks(base: [1, 2, 3], ours: [1, 5, 3], theirs: [1, 6, 3])
        #expect(conflict.map(\.kind) == [.stable, .conflict, .stable])
        #expect((Array(conflict[1].base), Array(conflict[1].ours), Array(conflict[1].theirs)) == ([2], [5], [6]))
        #expect(conflict[1].base.endIndex == 2)
        #expect(chunks.map(\.kind) == [.stable, .ours, .stable, .theirs, .stable])
    }

    // MARK: - Bytes

    func merge(_ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8], style: ThreeWayMerge.ConflictStyle = markers)
        -> ThreeWayMerge.Result
    {
        ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, style: style)
    }

    func crlf(_ text: String) -> [UInt8] { Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) }

    @Test func crlfFilesMergeLineByLine() {
        let base = crlf("1\n2\n3\n4\n5\n6\n7\n")
        let ours = crlf("1\n2 mine\n3\n4\n5\n6\n7\n")
        let theirs = crlf("1\n2\n3\n4\n5\n6 template\n7\n")
        #expect(merge(base, ours, theirs) == .init(bytes: crlf("1\n2 mine\n3\n4\n5\n6 template\n7\n"), conflicts: 0))
    }

    @Test func markersInACrlfFileEndInCrlf() {
        let result = merge(crlf("a\nb\nc\n"), crlf("a\nmine\nc\n"), crlf("a\ntheirs\nc\n"))
        #expect(
            result
                == .init(bytes: crlf("a\n<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> template v2\nc\n"), conflicts: 1)
        )
    }

    @Test func bytesThatAreNotUTF8ComeThroughUnchanged() {
        // Latin-1 "café" on the user's line; the template changes another line.
        let base: [UInt8] = Array("a\nb\nc\nd\n".utf8)
        let ours: [UInt8] = Array("a\ncaf".utf8) + [0xE9] + Array("\nc\nd\n".utf8)
        let theirs: [UInt8] = Array("a\nb\nc\nD\n".utf8)
        #expect(merge(base, ours, theirs) == .init(bytes: ours.dropLast(2) + Array("D\n".utf8), conflicts: 0))
    }

    @Test func aMissingFinalNewlineGetsNoBlankLineAndTheMarkersStartTheirOwnLines() {
        let result = merge(Array("a\nb".utf8), Array("a\nmine".utf8), Array("a\ntheirs\n".utf8))
        #expect(
            result.text == "a\n<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> template v2\n", "\(result.text)")
        // Merged cleanly, the side without the final newline keeps it missing.
        #expect(merge(Array("a\nm\nb".utf8), Array("A\nm\nb".utf8), Array("a\nm\nb\nc".utf8)).text == "A\nm\nb\nc")
        #expect(merge(Array("a\nm\nb".utf8), Array("A\nm\nb".utf8), Array("a\nm\nB".utf8)).text == "A\nm\nB")
    }

    @Test func mixedLineEndingsAreKeptWhereTheyAre() {
        let base: [UInt8] = Array("a\r\nb\nc\r\n".utf8)
        let ours: [UInt8] = Array("A\r\nb\nc\r\n".utf8)
        let theirs: [UInt8] = Array("a\r\nb\nc\r\nd\n".utf8)
        #expect(merge(base, ours, theirs).bytes == Array("A\r\nb\nc\r\nd\n".utf8))
    }
}

extension ThreeWayMerge.Result {
    init(text: String, conflicts: Int) { self.init(bytes: Array(text.utf8), conflicts: conflicts) }
}
