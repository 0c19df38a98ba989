import Foundation
import ProjectMerge
import Testing
import XcodeProject

/// The merge by objects on the real projects of XcodeProjectTests, edited on two sides as teams edit them: a module
/// added on each side, the same module on both, build settings changed, a file removed on one side and changed on
/// the other.
@Suite("ProjectMerge: real projects edited on two sides")
struct ProjectMergeTests {
    @Test("a module on each side: merged as if added one after the other", arguments: FixtureProject.all)
    func aModuleOnEachSide(fixture: FixtureProject) throws {
        let base = try fixture.bytes()
        let ours = try adding(fixture.module("Login"), to: base)
        let theirs = try adding(fixture.module("Billing"), to: base)
        try #require(ours != base && theirs != base, "the editor added nothing to \(fixture)")
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty && result.lineMergeReason == nil, "\(result.conflicts)")
        let sequential = try adding(fixture.module("Billing"), to: ours)
        #expect(try objectDifferences(result.bytes, sequential) == [])
        #expect(result.bytes == sequential, "the merge is not byte for byte the two edits made one after the other")
        // Each side's module is in the app target.
        let merged = try ProjectFile(bytes: result.bytes, path: "merged")
        for file in fixture.module("Login") + fixture.module("Billing") {
            #expect(merged.membership(ofFileAt: file.path).buildPhases.map(\.target) == [fixture.appTarget])
        }
    }

    /// Theirs changed only the comment after an object's ID (what Xcode shows as its name), ours added a module:
    /// theirs' comment is kept, as a merge of the text would keep it.
    @Test("a comment changed on one side, a module added on the other", arguments: FixtureProject.all)
    func aCommentOnOneSide(fixture: FixtureProject) throws {
        let base = try fixture.bytes()
        let text = String(decoding: base, as: UTF8.self)
        let reference = try #require(
            text.split(separator: "\n").first { $0.contains(" */ = {isa = PBXFileReference;") },
            "\(fixture) has no file reference")
        let line = String(reference)
        let comment = try #require(line.range(of: "/* "))
        let renamed = line.replacingCharacters(in: comment, with: "/* renamed by hand, ")
        let theirs = try replacing(line, with: renamed, in: base)
        let ours = try adding(fixture.module("Login"), to: base)
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty && result.lineMergeReason == nil, "\(result.conflicts)")
        #expect(result.bytes == (try adding(fixture.module("Login"), to: theirs)))
        #expect(ProjectMerge.merge(base: base, ours: theirs, theirs: ours).bytes == result.bytes)
    }

    /// A side whose checkout turned every line ending into CRLF (`core.autocrlf`): the other side's objects come in
    /// with CRLF too, so the result is the merge of the LF files, in CRLF, and not a file of two line endings.
    @Test("ours in CRLF, theirs in LF: the merge in CRLF", arguments: FixtureProject.all)
    func oursInCRLF(fixture: FixtureProject) throws {
        let base = try fixture.bytes()
        let ours = try adding(fixture.module("Login"), to: base)
        let theirs = try adding(fixture.module("Billing"), to: base)
        let crlf = { (bytes: [UInt8]) in
            bytes.flatMap { $0 == 0x0A ? [UInt8(0x0D), 0x0A] : [$0] }
        }
        let expected = ProjectMerge.merge(base: base, ours: ours, theirs: theirs).bytes
        let result = ProjectMerge.merge(base: base, ours: crlf(ours), theirs: theirs)
        #expect(result.conflicts.isEmpty && result.lineMergeReason == nil, "\(result.conflicts)")
        #expect(result.bytes == crlf(expected))
        // And back: ours in LF, theirs in CRLF, the merge in ours' LF.
        let back = ProjectMerge.merge(base: base, ours: ours, theirs: crlf(theirs))
        #expect(!back.bytes.contains(0x0D))
    }

    @Test(
        "one module on both sides, with a file each: one group, with the files of both", arguments: FixtureProject.all)
    func theSameModuleOnBothSides(fixture: FixtureProject) throws {
        let base = try fixture.bytes()
        let ours = try adding(fixture.module("Login", files: ["View", "Presenter"]), to: base)
        let theirs = try adding(fixture.module("Login", files: ["View", "Router"]), to: base)
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let expected = try adding(fixture.module("Login", files: ["Router"]), to: ours)
        #expect(try objectDifferences(result.bytes, expected) == [])
    }

    @Test(
        "an empty base (both sides added the file): what both have once, the rest merged", arguments: FixtureProject.all
    )
    func addedOnBothSides(fixture: FixtureProject) throws {
        let base = try fixture.bytes()
        let ours = try adding(fixture.module("Login"), to: base)
        let theirs = try adding(fixture.module("Billing"), to: base)
        let result = ProjectMerge.merge(base: [], ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty && result.lineMergeReason == nil, "\(result.conflicts)")
        #expect(try objectDifferences(result.bytes, try adding(fixture.module("Billing"), to: ours)) == [])
    }

    @Test("a build setting changed on one side, a module added on the other", arguments: FixtureProject.all)
    func aBuildSettingOnOneSide(fixture: FixtureProject) throws {
        let base = try fixture.bytes()
        // NetNewsWire keeps its settings in xcconfig files: it has no build setting to change.
        guard let setting = BuildSetting.first(in: base) else { return }
        let ours = try adding(fixture.module("Login"), to: base)
        let theirs = try replacing(setting.line, with: setting.changed(to: "theirs-value"), in: base)
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let expected = try replacing(setting.line, with: setting.changed(to: "theirs-value"), in: ours)
        #expect(result.bytes == expected)
    }

    @Test(
        "a build setting changed two ways: a conflict on that line alone, the rest merged",
        arguments: FixtureProject.all)
    func aBuildSettingChangedTwoWays(fixture: FixtureProject) throws {
        let base = try fixture.bytes()
        // NetNewsWire keeps its settings in xcconfig files: it has no build setting to change.
        guard let setting = BuildSetting.first(in: base) else { return }
        let ours = try replacing(
            setting.line, with: setting.changed(to: "ours-value"), in: try adding(fixture.module("Login"), to: base))
        let theirs = try replacing(
            setting.line, with: setting.changed(to: "theirs-value"),
            in: try adding(fixture.module("Billing"), to: base))
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        try #require(result.conflicts.count == 1, "\(result.conflicts)")
        let conflict = result.conflicts[0]
        #expect(conflict.kind == .changedDifferently)
        #expect(conflict.isa == "XCBuildConfiguration")
        #expect(conflict.keyPath == ["buildSettings", setting.decodedKey])
        let markers =
            "<<<<<<< ours\n\(setting.changed(to: "ours-value"))\n=======\n\(setting.changed(to: "theirs-value"))\n"
            + ">>>>>>> theirs\n"
        #expect(result.text.contains(markers))
        // Resolved either way, it is both modules with that side's value.
        let both = try adding(fixture.module("Billing"), to: adding(fixture.module("Login"), to: base))
        for (toOurs, value) in [(true, "ours-value"), (false, "theirs-value")] {
            let expected = try replacing(setting.line, with: setting.changed(to: value), in: both)
            #expect(try objectDifferences(resolving(result.bytes, toOurs: toOurs), expected) == [])
        }
    }

    @Test("a file removed on one side and changed on the other: that object conflicts", arguments: FixtureProject.all)
    func removedAndChanged(fixture: FixtureProject) throws {
        let base = try fixture.bytes()
        let line = try #require(fileReferenceLine(in: base))
        let changedLine = line.replacing("isa = PBXFileReference; ", with: "isa = PBXFileReference; fileEncoding = 4; ")
        let ours = try replacing(line + "\n", with: "", in: base)
        let changed = try replacing(line, with: changedLine, in: base)
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: changed)
        try #require(result.conflicts.count == 1, "\(result.conflicts)")
        #expect(result.conflicts[0].kind == .removedInOursChangedInTheirs)
        #expect(result.conflicts[0].keyPath == [])
        #expect(result.text.contains("<<<<<<< ours\n=======\n\(changedLine)\n>>>>>>> theirs\n"))
        #expect(resolving(result.bytes, toOurs: true) == ours)
        #expect(resolving(result.bytes, toOurs: false) == changed)
    }

    @Test("a file removed on one side and moved to another group on the other: that object conflicts")
    func removedAndMoved() throws {
        let base = try MergeFiles.project("countries")
        let text = String(decoding: base, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let definition = try #require(lines.first { $0.contains("isa = PBXFileReference; ") && $0.contains(".swift") })
        let id = String(definition.drop { $0 == "\t" }.prefix { $0 != " " })
        let child = try #require(lines.first { $0.hasSuffix(",") && $0.contains("\t\(id) /* ") })
        let buildFile = try #require(lines.first { $0.contains("fileRef = \(id) ") })
        let buildFileID = String(buildFile.drop { $0 == "\t" }.prefix { $0 != " " })
        // Ours removes the file: its reference, its place in its group, its build file and that in the phase.
        let ours = Array(
            lines.filter { !$0.contains(id) && !$0.contains(buildFileID) }.joined(separator: "\n").utf8)
        // Theirs moves it to the first other group.
        var moved = lines.filter { $0 != child }
        let otherGroup = try #require(
            moved.indices.first { moved[$0].hasSuffix("children = (") && !moved[$0 + 1].contains(id) })
        moved.insert(child, at: otherGroup + 1)
        let theirs = Array(moved.joined(separator: "\n").utf8)
        try #require(try ProjectFile(bytes: ours, path: "ours").objects.index(of: id) == nil)

        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.lineMergeReason == nil)
        #expect(result.conflicts.map(\.kind) == [.removedInOursUsedInTheirs])
        #expect(result.conflicts.map(\.objectID) == [id])
        #expect(result.conflicts.map(\.isa) == ["PBXFileReference"])
        #expect(result.text.contains("<<<<<<< ours\n=======\n\(definition)\n>>>>>>> theirs\n"))
        // Whichever side is ours.
        let swapped = ProjectMerge.merge(base: base, ours: theirs, theirs: ours)
        #expect(swapped.conflicts.map(\.kind) == [.removedInTheirsUsedInOurs])
        #expect(swapped.text.contains("<<<<<<< ours\n\(definition)\n=======\n>>>>>>> theirs\n"))
    }

    @Test("a reference the removing side left behind itself is no conflict, whichever side is ours")
    func aReferenceLeftBehindByTheRemovingSide() throws {
        // Found by the fuzzer: ours removes a build file's object but not its entry in the build phase, theirs
        // adds a module to that phase.
        let fixture = try #require(FixtureProject.all.first { $0.name == "countries" })
        let base = try fixture.bytes()
        let buildFile = try #require(
            String(decoding: base, as: UTF8.self).split(separator: "\n").first { $0.contains("isa = PBXBuildFile;") })
        let ours = try replacing(buildFile + "\n", with: "", in: adding(fixture.module("Feed"), to: base))
        let theirs = try adding(fixture.module("Login"), to: base)
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        let swapped = ProjectMerge.merge(base: base, ours: theirs, theirs: ours)
        #expect(result.conflicts.isEmpty && result.lineMergeReason == nil, "\(result.conflicts)")
        #expect(swapped.conflicts.isEmpty && swapped.lineMergeReason == nil, "\(swapped.conflicts)")
    }

    @Test("an item one side inserted once and the other twice, at one place: twice, whichever side is ours")
    func anItemInsertedOnceAndTwice() throws {
        // Found by the fuzzer on AXTerm's exception set.
        let base = try MergeFiles.project("axterm")
        let line = "\t\t\t\tInfo.plist,\n"
        let item = " INTG00012F3C00000000000D,"
        let ours = try replacing(line, with: "\t\t\t\tInfo.plist,\(item)\n", in: base)
        let theirs = try replacing(line, with: "\t\t\t\tInfo.plist,\(item)\(item)\n", in: base)
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        let swapped = ProjectMerge.merge(base: base, ours: theirs, theirs: ours)
        #expect(result.isClean && swapped.isClean)
        let count = { (text: String) in text.components(separatedBy: "INTG00012F3C00000000000D").count - 1 }
        let before = count(String(decoding: base, as: UTF8.self))
        #expect(count(result.text) == before + 2)
        #expect(count(swapped.text) == before + 2)
    }

    @Test("a side that changed nothing gives the other side, byte for byte", arguments: FixtureProject.all)
    func oneSideUnchanged(fixture: FixtureProject) throws {
        let base = try fixture.bytes()
        let edited = try adding(fixture.module("Login"), to: base)
        #expect(ProjectMerge.merge(base: base, ours: edited, theirs: base).bytes == edited)
        #expect(ProjectMerge.merge(base: base, ours: base, theirs: edited).bytes == edited)
        #expect(ProjectMerge.merge(base: base, ours: edited, theirs: edited).bytes == edited)
    }
}

/// A build setting of a project, on its line as Xcode writes it.
struct BuildSetting {
    var line: String
    var indent: String
    var key: String

    /// The first setting of the first `buildSettings` holding a plain `KEY = value;` line.
    static func first(in bytes: [UInt8]) -> BuildSetting? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        var inSettings = false
        for line in lines {
            if line.hasSuffix("buildSettings = {") {
                inSettings = true
            } else if line.hasSuffix("};") {
                inSettings = false
            } else if inSettings, line.hasSuffix(";"), !line.hasSuffix("};"), !line.hasSuffix(");"),
                let equals = line.range(of: " = ")
            {
                let indent = String(line.prefix { $0 == "\t" })
                return BuildSetting(line: line, indent: indent, key: String(line[indent.endIndex..<equals.lowerBound]))
            }
        }
        return nil
    }

    /// The key as read: without its quotes.
    var decodedKey: String { key.hasPrefix("\"") ? String(key.dropFirst().dropLast()) : key }

    func changed(to value: String) -> String { "\(indent)\(key) = \(value);" }
}

/// The first file reference written on one line, without its line feed.
func fileReferenceLine(in bytes: [UInt8]) -> String? {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n").first {
        $0.contains("isa = PBXFileReference; ") && $0.hasSuffix("};")
    }.map(String.init)
}
