import Foundation
import XcodeProject

/// The files the merge tests read: the real projects of XcodeProjectTests, and the merge cases of `Fixtures/`.
enum MergeFiles {
    /// The folder of this file, from `#filePath`.
    static let folder: String = {
        let path = #filePath
        return String(path[..<path.lastIndex(of: "/")!])
    }()

    static func read(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// `Tests/XcodeProjectTests/Fixtures/<name>/project.pbxproj`, a real project (sources in the README there).
    static func project(_ name: String) throws -> [UInt8] {
        try read(folder + "/../XcodeProjectTests/Fixtures/" + name + "/project.pbxproj")
    }

    /// Where the real merge cases are laid (see `Fixtures/README.md`): `Fixtures/` itself, where
    /// `collect.py materialize` puts them (ignored by git), else `shared/project-merge-cases/` beside the repository,
    /// where the steering repository keeps data taken from other projects.
    static let mergeCaseRoot: String = {
        let shared = folder + "/../../../shared/project-merge-cases"
        let local = folder + "/Fixtures"
        return casesIn(local).isEmpty && !casesIn(shared).isEmpty ? shared : local
    }()

    /// The folders that hold a merge case (`base.pbxproj`, `ours.pbxproj`, `theirs.pbxproj`), sorted; none is fine.
    static func mergeCases() -> [String] {
        casesIn(mergeCaseRoot)
    }

    private static func casesIn(_ root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { name in
            ["base", "ours", "theirs"].allSatisfy {
                FileManager.default.fileExists(atPath: root + "/" + name + "/" + $0 + ".pbxproj")
            }
        }.sorted()
    }

    /// One file of a merge case; `nil` when the case lacks it.
    static func mergeCase(_ name: String, _ file: String) -> [UInt8]? {
        try? read(mergeCaseRoot + "/" + name + "/" + file + ".pbxproj")
    }
}

/// A real project of XcodeProjectTests and where a module goes in it.
struct FixtureProject: Sendable, CustomStringConvertible {
    var name: String
    var appTarget: String
    /// A folder new groups go into (not a synchronized folder, whose files need no entries).
    var moduleFolder: String

    var description: String { name }

    static let all = [
        FixtureProject(name: "sequelpro", appTarget: "Sequel Pro", moduleFolder: "Source"),
        FixtureProject(name: "countries", appTarget: "CountriesSwiftUI", moduleFolder: "CountriesSwiftUI/UI/Screens"),
        FixtureProject(name: "stats", appTarget: "Stats", moduleFolder: "Stats"),
        FixtureProject(name: "icecubes", appTarget: "IceCubesApp", moduleFolder: "IceCubesApp/App"),
        FixtureProject(name: "mastodon", appTarget: "Mastodon", moduleFolder: "Mastodon/Scene"),
        FixtureProject(name: "netnewswire", appTarget: "NetNewsWire-iOS", moduleFolder: "Vipergen"),
        FixtureProject(name: "axterm", appTarget: "AXTerm", moduleFolder: "Modules"),
        FixtureProject(name: "foundationlab", appTarget: "Foundation Lab", moduleFolder: "Modules"),
        FixtureProject(name: "homeassistant", appTarget: "App", moduleFolder: "Sources/App"),
    ]

    func bytes() throws -> [UInt8] { try MergeFiles.project(name) }

    /// The files of a VIPER module named `module`, in the app target; `files` picks which.
    func module(_ module: String, files: [String] = ["View", "Presenter", "Router"]) -> [FileAddition] {
        files.map { FileAddition(path: "\(moduleFolder)/\(module)/\(module)\($0).swift", targets: [appTarget]) }
    }
}

/// `bytes` with `files` added by the project editor, as vipergen adds a module.
func adding(_ files: [FileAddition], to bytes: [UInt8]) throws -> [UInt8] {
    try ProjectFile(bytes: bytes, path: "project.pbxproj").adding(files).bytes
}

/// `bytes` with the first `old` replaced by `new`; fails the test when `old` is not there.
func replacing(_ old: String, with new: String, in bytes: [UInt8]) throws -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let range = text.range(of: old) else { throw MissingText(text: old) }
    return Array(text.replacingCharacters(in: range, with: new).utf8)
}

/// A text a test meant to change is not in the file.
struct MissingText: Error, CustomStringConvertible {
    var text: String
    var description: String { "not in the file: \(text)" }
}

/// The objects of a project file as values, by ID.
func objectValues(_ bytes: [UInt8]) throws -> [String: PropertyListValue] {
    let project = try ProjectFile(bytes: bytes, path: "project.pbxproj")
    var values: [String: PropertyListValue] = [:]
    for (index, object) in project.objects.objects.enumerated() {
        values[project.objects.id(ObjectTable.Index(index))] = project.plist.value(of: object.value)
    }
    return values
}

/// `value` with every list sorted, for comparing projects whose lists may be in another order.
func unordered(_ value: PropertyListValue) -> PropertyListValue {
    switch value {
    case .string, .data: value
    case .array(let items): .array(items.map(unordered).sorted { "\($0)" < "\($1)" })
    case .dictionary(let entries): .dictionary(entries.mapValues(unordered))
    }
}

/// How the objects of two projects differ, one line per object: `[]` when they are the same, up to list order
/// when `ignoringOrder`.
func objectDifferences(_ merged: [UInt8], _ expected: [UInt8], ignoringOrder: Bool = false) throws -> [String] {
    var (a, b) = (try objectValues(merged), try objectValues(expected))
    if ignoringOrder {
        (a, b) = (a.mapValues(unordered), b.mapValues(unordered))
    }
    var differences: [String] = []
    for id in Set(a.keys).union(b.keys).sorted() where a[id] != b[id] {
        guard let left = a[id], let right = b[id] else {
            differences.append(
                "\(id) \(isa(a[id] ?? b[id]!)): only in the \(a[id] == nil ? "expected" : "merged") file")
            continue
        }
        guard case .dictionary(let l) = left, case .dictionary(let r) = right else { continue }
        let keys = Set(l.keys).union(r.keys).sorted().filter { l[$0] != r[$0] }
        let shown = keys.map { key in "\(key): \(l[key].map(describe) ?? "none") vs \(r[key].map(describe) ?? "none")" }
        differences.append("\(id) \(isa(left)): " + shown.joined(separator: "; "))
    }
    return differences
}

private func isa(_ value: PropertyListValue) -> String {
    guard case .dictionary(let entries) = value, case .string(let isa)? = entries["isa"] else { return "?" }
    return isa
}

/// A value in a few words, for a difference.
private func describe(_ value: PropertyListValue) -> String {
    switch value {
    case .string(let text): "\"\(text)\""
    case .data(let digits): "<\(String(decoding: digits, as: UTF8.self))>"
    case .array(let items): "(\(items.count) items: \(items.prefix(6).map(describe).joined(separator: ", ")))"
    case .dictionary(let entries): "{\(entries.count) keys}"
    }
}

/// The conflicted text with each conflict resolved to one side.
func resolving(_ bytes: [UInt8], toOurs: Bool) -> [UInt8] {
    var output: [UInt8] = []
    var state = 0  // 0 outside, 1 in ours, 2 in theirs
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast()
    {
        if line.hasPrefix("<<<<<<<") {
            state = 1
        } else if line.hasPrefix("=======") && state == 1 {
            state = 2
        } else if line.hasPrefix(">>>>>>>") && state == 2 {
            state = 0
        } else if state == 0 || (state == 1) == toOurs {
            output += Array(line.utf8) + [10]
        }
    }
    return output
}
