import Testing

@testable import XcodeProject

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads `text` as a project file named `test.pbxproj`.
func project(_ text: String) throws(ProjectFileError) -> ProjectFile {
    try ProjectFile(bytes: Array(text.utf8), path: "test.pbxproj")
}

/// The error reading `text` throws, or `nil` when it reads.
func projectError(_ text: String) -> ProjectFileError? {
    projectError(Array(text.utf8))
}

/// The error reading `bytes` throws, or `nil` when they read.
func projectError(_ bytes: [UInt8]) -> ProjectFileError? {
    do {
        _ = try ProjectFile(bytes: bytes, path: "test.pbxproj")
        return nil
    } catch {
        return error
    }
}

/// `Synthetic/Classic.pbxproj`: an iOS app and its unit tests, in Xcode's classic format.
func classicProject() throws -> ProjectFile {
    try ProjectFile(bytes: TestFiles.synthetic("Classic.pbxproj"), path: "Classic.xcodeproj/project.pbxproj")
}

/// The module the edit tests add to `classicProject()`; `Synthetic/Expected/Classic+FooModule.pbxproj` is the
/// result.
let fooModule = [
    FileAddition(path: "App/Modules/Foo/View/FooViewController.swift", targets: ["App"]),
    FileAddition(path: "App/Modules/Foo/View/FooViewController.xib", targets: ["App"]),
    FileAddition(path: "App/Modules/Foo/Presenter/FooPresenter.swift", targets: ["App"]),
    FileAddition(path: "AppTests/Foo/FooPresenterTests.swift", targets: ["AppTests"]),
]

/// The text of bytes, for comparing edits in messages.
func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

/// The lines of `bytes`, split on `\n`.
func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
}

/// Whether every line of `original` is in `edited`, in order: the edit only added lines.
func onlyAddsLines(_ original: [UInt8], _ edited: [UInt8]) -> Bool {
    var remaining = lines(original)[...]
    for line in lines(edited) where remaining.first == line {
        remaining.removeFirst()
    }
    return remaining.isEmpty
}

/// The lines of `edited` that `original` does not have, joined, for expecting exactly what an edit added.
func addedLines(_ original: [UInt8], _ edited: [UInt8]) -> String {
    var remaining = lines(original)[...]
    var added: [String] = []
    for line in lines(edited) {
        if remaining.first == line {
            remaining.removeFirst()
        } else {
            added.append(String(decoding: line, as: UTF8.self))
        }
    }
    return added.joined(separator: "\n")
}

/// The project files the tests read: the real ones in `Fixtures/` and the hand-written ones in `Synthetic/`.
enum TestFiles {
    /// The folder of this file, from `#filePath`.
    static let folder: String = {
        let path = #filePath
        return String(path[..<path.lastIndex(of: "/")!])
    }()

    static func read(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// A hand-written project in `Synthetic/`.
    static func synthetic(_ name: String) throws -> [UInt8] {
        try read(folder + "/Synthetic/" + name)
    }

    /// What an edit of a hand-written project must give, in `Synthetic/Expected/` (see the README there).
    static func expected(_ name: String) throws -> [UInt8] {
        try read(folder + "/Synthetic/Expected/" + name)
    }

    /// The names of the hand-written projects in `Synthetic/`, sorted.
    static func syntheticNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/Synthetic").filter {
            $0.hasSuffix(".pbxproj")
        }.sorted()
    }

    /// Every `Fixtures/*/project.pbxproj`, by folder name, sorted.
    static func fixtures() throws -> [(name: String, path: String)] {
        let root = folder + "/Fixtures"
        let names = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        return names.compactMap { name in
            let path = root + "/" + name + "/project.pbxproj"
            return FileManager.default.fileExists(atPath: path) ? (name, path) : nil
        }
    }
}

/// A row of the table in `Fixtures/README.md`: what a real project holds, as its collector described it.
struct FixtureFacts: Sendable, CustomTestStringConvertible {
    var name: String
    var objectVersion: Int?
    var lines: Int?
    /// The app targets, the first being the main one.
    var appTargets: [String]
    /// The unit-test targets, the first being the main one.
    var testTargets: [String]
    /// Where a new module would go.
    var moduleFolder: String?
    /// Each synchronized root group's folder and the targets it belongs to.
    var synchronizedFolders: [(folder: String, targets: [String])]

    var testDescription: String { name }

    /// The rows of the README's table, keyed by folder; empty when there is no README.
    static func all() -> [String: FixtureFacts] {
        guard let data = try? TestFiles.read(TestFiles.folder + "/Fixtures/README.md") else { return [:] }
        var rows = String(decoding: data, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("|") }
        guard rows.count > 2 else { return [:] }
        let header = cells(rows.removeFirst()).map { $0.lowercased() }
        rows.removeFirst()  // the | --- | line
        func column(_ words: String...) -> Int? {
            header.firstIndex { cell in words.allSatisfy { cell.contains($0) } }
        }
        let folderColumn = column("folder").flatMap { $0 == column("group folder") ? nil : $0 } ?? 0
        var facts: [String: FixtureFacts] = [:]
        for row in rows {
            let values = cells(row)
            func value(_ index: Int?) -> String { index.flatMap { $0 < values.count ? values[$0] : nil } ?? "" }
            guard let name = quoted(value(folderColumn)).first else { continue }
            let synchronized = value(column("synchronized")).split(separator: ";").compactMap {
                entry -> (String, [String])? in
                let parts = entry.split(separator: "→", maxSplits: 1)
                guard parts.count == 2, let folder = quoted(String(parts[0])).first else { return nil }
                return (folder, quoted(String(parts[1])))
            }
            facts[name] = FixtureFacts(
                name: name, objectVersion: Int(value(column("objectversion"))), lines: Int(value(column("lines"))),
                appTargets: quoted(value(column("app target"))), testTargets: quoted(value(column("test target"))),
                moduleFolder: quoted(value(column("group folder"))).first, synchronizedFolders: synchronized)
        }
        return facts
    }

    /// The cells of a table row, trimmed.
    private static func cells(_ row: Substring) -> [String] {
        var parts = row.split(separator: "|", omittingEmptySubsequences: false).map {
            String($0.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        }
        parts.removeFirst()
        if parts.last?.isEmpty == true {
            parts.removeLast()
        }
        return parts
    }

    /// The `code` spans of a cell, in order.
    private static func quoted(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap {
            $0.offset % 2 == 1 ? String($0.element) : nil
        }
    }
}

/// A small valid project: a `PBXProject` whose main group is empty, with `objects` extra objects (whole lines)
/// and the IDs in `targets` listed as its targets.
func minimalProject(objectVersion: String = "56", objects extra: String = "", targets: [String] = []) -> String {
    let targetLines = targets.map { "\t\t\t\t\($0),\n" }.joined()
    return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = \(objectVersion);
        \tobjects = {

        /* Begin PBXGroup section */
        \t\tB00000000000000000000002 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXProject section */
        \t\tB00000000000000000000001 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = B00000000000000000000002;
        \t\t\ttargets = (
        \(targetLines)\t\t\t);
        \t\t};
        /* End PBXProject section */
        \(extra)\t};
        \trootObject = B00000000000000000000001 /* Project object */;
        }

        """
}
