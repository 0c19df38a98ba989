import Files
import Testing

@testable import VipergenMerging

@Suite("MergeDriver")
struct MergeDriverTests {
    static let marker = "    // vipergen:modules (vipergen gen adds each module's accessor above this line)\n"
    static let driver = MergeDriver(anchors: [.marker("// vipergen:modules")])

    /// bviper's shared Router.swift with an accessor per module, above the marker.
    static func router(_ modules: [String], header: String = "//  Created by Jane\n") -> [UInt8] {
        var text = header + "public final class Router {\n    static let shared = Router()\n\n"
        for module in modules {
            text +=
                "    /// \(module) module\n    public static var \(module.lowercased()): \(module)_Routable { shared }\n"
        }
        return Array((text + marker + "}\n").utf8)
    }

    @Test func bothInsertionsAtTheMarkerAreKeptInTheSameOrderWhicheverSideIsOurs() {
        let base = Self.router(["Home"])
        let ours = Self.router(["Home", "Wallet"])
        let theirs = Self.router(["Home", "AgentDetail"])
        let one = Self.driver.merge(base: base, ours: ours, theirs: theirs, path: "App/Router.swift")
        let other = Self.driver.merge(base: base, ours: theirs, theirs: ours, path: "App/Router.swift")
        #expect(one.isClean)
        #expect(one.bytes == other.bytes)
        #expect(one.bytes == Self.router(["Home", "AgentDetail", "Wallet"]))
    }

    @Test func bothSidesAddingTheFileMergeAgainstWhatTheyShare() {
        // git's add/add: two branches each generated the first bviper module, so each created Router.swift.
        let ours = Self.router(["Wallet"])
        let theirs = Self.router(["AgentDetail"])
        let one = Self.driver.merge(base: [], ours: ours, theirs: theirs, path: "Router.swift")
        let other = Self.driver.merge(base: [], ours: theirs, theirs: ours, path: "Router.swift")
        #expect(one.isClean)
        #expect(one.bytes == other.bytes)
        #expect(one.bytes == Self.router(["AgentDetail", "Wallet"]))
    }

    /// Router.swift as earlier versions wrote it, naming who generated the first module and when: two branches
    /// that each did merge with one header, the same whichever side is ours.
    @Test func bothSidesAddingTheFileWithDifferentHeadersKeepOne() {
        let ours = Self.router(["Wallet"], header: "//\n//  Created by Ann on 01/02/2026.\n//\n")
        let theirs = Self.router(["AgentDetail"], header: "//\n//  Created by Bob on 03/02/2026.\n//\n")
        let one = Self.driver.merge(base: [], ours: ours, theirs: theirs, path: "Router.swift")
        let other = Self.driver.merge(base: [], ours: theirs, theirs: ours, path: "Router.swift")
        #expect(one.isClean && other.isClean)
        #expect(one.bytes == other.bytes)
        #expect(
            one.bytes == Self.router(["AgentDetail", "Wallet"], header: "//\n//  Created by Ann on 01/02/2026.\n//\n"))
        // With a base (not an add/add), a header both sides changed is a conflict, as any other line.
        let base = Self.router(["Home"])
        #expect(!Self.driver.merge(base: base, ours: ours, theirs: theirs, path: "Router.swift").isClean)
    }

    @Test func insertionsAfterAnAfterAnchorAreKept() {
        let driver = MergeDriver(anchors: [.after("enum Screens {")])
        let base = Array("enum Screens {\n}\n".utf8)
        let ours = Array("enum Screens {\n    case wallet\n}\n".utf8)
        let theirs = Array("enum Screens {\n    case agentDetail\n}\n".utf8)
        let result = driver.merge(base: base, ours: ours, theirs: theirs, path: "Screens.swift")
        #expect(result.isClean)
        #expect(
            String(decoding: result.bytes, as: UTF8.self)
                == "enum Screens {\n    case agentDetail\n    case wallet\n}\n")
    }

    @Test func anythingElseThatBothChangedIsAConflictWithMarkers() {
        let base = Self.router(["Home"])
        let ours = Self.router(["Home"], header: "//  Created by Ann\n")
        let theirs = Self.router(["Home"], header: "//  Created by Bob\n")
        let result = Self.driver.merge(base: base, ours: ours, theirs: theirs, path: "Router.swift")
        #expect(result.conflicts.count == 1)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.hasPrefix("<<<<<<< ours\n//  Created by Ann\n=======\n//  Created by Bob\n>>>>>>> theirs\n"))
    }

    @Test func conflictMarkersHaveTheSizeGitAsksFor() {
        // git passes %L, the file's conflict-marker-size attribute, for files whose own text has seven-character
        // lines of '<', '=' or '>'.
        let base = Self.router(["Home"])
        let ours = Self.router(["Home"], header: "//  Created by Ann\n")
        let theirs = Self.router(["Home"], header: "//  Created by Bob\n")
        let result = Self.driver.merge(
            base: base, ours: ours, theirs: theirs, path: "Router.swift",
            markers: .init(oursLabel: "HEAD", theirsLabel: "feature", size: 9))
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(
            text.hasPrefix("<<<<<<<<< HEAD\n//  Created by Ann\n=========\n//  Created by Bob\n>>>>>>>>> feature\n"))
    }

    @Test func insertionsAtALineThatIsNoAnchorConflict() {
        let base = Array("a\nb\n".utf8)
        let result = Self.driver.merge(
            base: base, ours: Array("a\nx\nb\n".utf8), theirs: Array("a\ny\nb\n".utf8), path: "Other.swift")
        #expect(result.conflicts.count == 1)
    }

    @Test func theBuiltInTemplatesGiveBviperMarker() {
        let driver = MergeDriver.load(from: "/nonexistent", fileSystem: EmptyFileSystem(), environment: [:])
        #expect(driver.anchors.contains(.marker("// vipergen:modules")))
    }
}
