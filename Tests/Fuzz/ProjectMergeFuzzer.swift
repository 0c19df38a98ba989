// libFuzzer harness for the merge of project files by objects.
//
// Not a SwiftPM target: `Tests/Fuzz/fuzz.sh projectmerge` compiles it together with Sources/ProjectMerge into one
// module (XcodeProject and TextMerge as modules of the same package). The input does not become a project: it steers
// edits of a real one (the small fixtures that fuzz.sh names in VIPERGEN_FUZZ_PROJECTS) on two sides, the way
// branches edit a project: modules added with the project editor, objects removed, values changed, keys added, list
// items removed and added. Then the two sides are merged, both ways round, and checked: a side that changed nothing
// gives the other byte for byte; the merge is never line by line for projects that read; a result without conflicts
// reads, holds every object both sides kept or one side added, lacks every object one side removed and the other left
// alone, and is the same, up to list order, whichever side is ours.

import Glibc
import XcodeProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var steering = Steering(Array(UnsafeBufferPointer(start: data, count: size)))
    guard !fuzzProjects.isEmpty else { fatalError("VIPERGEN_FUZZ_PROJECTS names no readable project") }
    let base = fuzzProjects[steering.next(below: fuzzProjects.count)]
    var ours = base
    var theirs = base
    for _ in 0..<steering.next(below: 4) { ours = edit(ours, &steering, side: "Ours") }
    for _ in 0..<steering.next(below: 4) { theirs = edit(theirs, &steering, side: "Theirs") }
    check(base: base, ours: ours, theirs: theirs)
    return 0
}

/// A project's bytes, read.
private typealias Project = (bytes: [UInt8], file: ProjectFile)

/// The projects to edit, read once.
private let fuzzProjects: [Project] = {
    guard let list = getenv("VIPERGEN_FUZZ_PROJECTS") else { return [] }
    return String(cString: list).split(separator: ":").compactMap { path in
        readFile(String(path)).flatMap { bytes in (try? ProjectFile(bytes: bytes, path: "fuzz")).map { (bytes, $0) } }
    }
}()

private func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return bytes
}

/// The fuzzer's bytes read as choices; zeros once they run out.
private struct Steering {
    var bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        var value = 0
        for _ in 0..<(bound > 255 ? 2 : 1) {
            value = value << 8 | Int(position < bytes.count ? bytes[position] : 0)
            position += 1
        }
        return value % bound
    }
}

// MARK: - Edits

/// One edit of a project, as a branch makes them; the project unchanged when the edit does not apply or would not
/// read.
private func edit(_ original: Project, _ steering: inout Steering, side: String) -> Project {
    let (bytes, project) = original
    let objects = project.objects.objects
    guard !objects.isEmpty else { return original }
    let object = objects[steering.next(below: objects.count)]
    let plist = project.plist
    let entries = plist.entries(of: object.value).filter { plist.string($0.key) != "isa" }
    var edited: [UInt8]?
    switch steering.next(below: 6) {
    case 0:
        // A module added by the editor, by name from a few, so that both sides sometimes add the same one.
        let name = ["Login", "Feed", side][steering.next(below: 3)]
        let files = ["View", "Presenter", "Router"].filter { _ in steering.next(below: 2) == 0 }
        let target = project.targets.first { $0.kind == .native }?.name
        let folder = project.groupFolders().filter { !$0.isEmpty }.first ?? ""
        let additions = files.map {
            FileAddition(path: "\(folder)/\(name)/\(name)\($0).swift", targets: target.map { [$0] } ?? [])
        }
        edited = try? project.adding(additions).bytes
    case 1:
        // An object removed, its lines cut.
        let range = Int(plist[object.key].start)..<bytes.pastComments(after: Int(plist[object.value].end), through: 59)
        edited = cutLines(range, in: bytes)
    case 2:
        // A string value changed.
        let strings = entries.filter { plist[$0.value].isString }
        guard !strings.isEmpty else { return original }
        let entry = strings[steering.next(below: strings.count)]
        let value = "\"\(side)\(steering.next(below: 3))\""
        edited = replace(plist[entry.value].range, with: value, in: bytes)
    case 3:
        // A key added before the closing brace.
        let close = Int(plist[object.value].end) - 1
        let key = "fuzzKey\(steering.next(below: 3)) = \(side)\(steering.next(below: 3)); "
        edited = replace(close..<close, with: key, in: bytes)
    case 4:
        // A list item removed.
        let lists = entries.filter { !plist.items(of: $0.value).isEmpty }
        guard !lists.isEmpty else { return original }
        let items = plist.items(of: lists[steering.next(below: lists.count)].value)
        let item = items[items.startIndex + steering.next(below: items.count)]
        edited = cutLines(
            Int(plist[item].start)..<bytes.pastComments(after: Int(plist[item].end), through: 44), in: bytes)
    default:
        // A list item added: an ID of another object, or a string, after an item or at the start.
        let lists = entries.filter { plist[$0.value].kind == .array }
        guard !lists.isEmpty else { return original }
        let list = lists[steering.next(below: lists.count)].value
        let other = project.objects.id(ObjectTable.Index(steering.next(below: objects.count)))
        let item = steering.next(below: 2) == 0 ? other : "\(side)Item\(steering.next(below: 3))"
        let items = plist.items(of: list)
        let at =
            items.isEmpty
            ? Int(plist[list].start) + 1
            : bytes.pastComments(
                after: Int(plist[items[items.startIndex + steering.next(below: items.count)]].end), through: 44)
        edited = replace(at..<at, with: " \(item),", in: bytes)
    }
    guard let edited, let file = try? ProjectFile(bytes: edited, path: "fuzz") else { return original }
    return (edited, file)
}

/// `bytes` without `range`, and without its whole lines when nothing else is on them.
private func cutLines(_ range: Range<Int>, in bytes: [UInt8]) -> [UInt8] {
    var start = range.lowerBound
    var end = range.upperBound
    if bytes.beginsLine(start) {
        let past = bytes.pastSpaces(end)
        if past < bytes.count && bytes[past].isLineBreak {
            start = bytes.lineStart(of: start)
            end = bytes.pastLineBreak(past)
        }
    }
    return Array(bytes[..<start] + bytes[end...])
}

private func replace(_ range: Range<Int>, with text: String, in bytes: [UInt8]) -> [UInt8] {
    Array(bytes[..<range.lowerBound]) + Array(text.utf8) + Array(bytes[range.upperBound...])
}

// MARK: - Checks

/// `precondition`, with its message printed in an optimized build too.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { requireFailure(message()) }
}

/// Says what failed, and writes the three projects of the failing merge as `projectmerge-failure-*.pbxproj` in the
/// working folder, to make a test of.
private func requireFailure(_ message: String) -> Never {
    fputs("ProjectMergeFuzzer: \(message)\n", stderr)
    for (name, bytes) in [("base", checked.base), ("ours", checked.ours), ("theirs", checked.theirs)] {
        if let file = fopen("projectmerge-failure-\(name).pbxproj", "wb") {
            fwrite(bytes, 1, bytes.count, file)
            fclose(file)
        }
    }
    abort()
}

/// The merge being checked.
nonisolated(unsafe) private var checked: (base: [UInt8], ours: [UInt8], theirs: [UInt8]) = ([], [], [])

private func check(base baseProject: Project, ours oursProject: Project, theirs theirsProject: Project) {
    let (base, ours, theirs) = (baseProject.bytes, oursProject.bytes, theirsProject.bytes)
    checked = (base, ours, theirs)
    require(ProjectMerge.merge(base: base, ours: ours, theirs: base).bytes == ours, "theirs unchanged, not ours")
    require(
        ProjectMerge.merge(base: base, ours: base, theirs: theirs).bytes == theirs, "ours unchanged, not theirs")
    let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
    let swapped = ProjectMerge.merge(base: base, ours: theirs, theirs: ours)
    require(result.lineMergeReason == nil, "merged line by line: \(result.lineMergeReason ?? "")")
    require(
        result.conflicts.count == swapped.conflicts.count,
        "the conflicts depend on which side is ours: \(result.conflicts) against \(swapped.conflicts)")
    guard result.isClean else {
        require(result.text.contains("<<<<<<< ours"), "conflicts without markers")
        return
    }
    guard let merged = try? ProjectFile(bytes: result.bytes, path: "merged"),
        let other = try? ProjectFile(bytes: swapped.bytes, path: "swapped")
    else { requireFailure("a clean result does not read") }
    let (b, o, t) = (values(baseProject.file), values(oursProject.file), values(theirsProject.file))
    let m = values(merged)
    for (id, value) in o where t[id] != nil || b[id] == nil {
        // Kept by both, or added by ours: there, unless theirs removed it and ours left it alone.
        require(m[id] != nil || (b[id] != nil && t[id] == nil && value == b[id]), "object \(id) dropped")
    }
    for (id, value) in t where o[id] == nil && b[id] == nil {
        require(m[id] == value, "object \(id) that theirs added is not as theirs added it")
    }
    for (id, value) in b where (o[id] == nil && t[id] == value) || (t[id] == nil && o[id] == value) {
        require(m[id] == nil, "object \(id), removed by one side and left alone by the other, is back")
    }
    require(
        sameUpToListOrder(m, values(other)), "the merge depends on which side is ours")
}

private func values(_ project: ProjectFile) -> [String: PropertyListValue] {
    var result: [String: PropertyListValue] = [:]
    for (index, object) in project.objects.objects.enumerated() {
        result[project.objects.id(ObjectTable.Index(index))] = project.plist.value(of: object.value)
    }
    return result
}

/// Whether two projects' objects are the same, up to the order of list items.
private func sameUpToListOrder(_ a: [String: PropertyListValue], _ b: [String: PropertyListValue]) -> Bool {
    guard a.count == b.count else { return false }
    for (id, value) in a where b[id] != value {
        guard let other = b[id], unordered(value) == unordered(other) else { return false }
    }
    return true
}

/// A value as text with its lists sorted: which side is ours decides the order of items both sides inserted at one
/// place. (Built by hand: string interpolation of the enum takes most of a run.)
private func unordered(_ value: PropertyListValue) -> String {
    switch value {
    case .string(let text): "\"" + text + "\""
    case .data(let bytes): "<" + bytes.map { String($0, radix: 16) }.joined(separator: " ") + ">"
    case .array(let items): "(" + items.map(unordered).sorted().joined(separator: ",") + ")"
    case .dictionary(let entries):
        "{" + entries.keys.sorted().map { $0 + "=" + unordered(entries[$0]!) }.joined(separator: ";") + "}"
    }
}
