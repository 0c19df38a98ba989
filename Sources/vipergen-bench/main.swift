import Foundation
// The vipergen benchmark. Run from the package root:
//     swift run -c release vipergen-bench             every row
//     swift run -c release vipergen-bench --records   only the rows of a project with 10,000 recorded modules
//     swift run -c release vipergen-bench --clashes   only the clash check on a large app, a checkout of Mastodon,
//                                                     and remove
//     swift run -c release vipergen-bench --engine    only the template engine's rows
//     swift run -c release vipergen-bench --gen       only one gen against cp -r, and start-up
//     swift run -c release vipergen-bench --project FILE TARGET TEST_TARGET
//                                          only a gen into a copy of that project.pbxproj (one from elsewhere)
// Every figure is reported as a ratio against a baseline measured in the same run, on the same machine.
import Liquid
import XcodeProject

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let root = FileManager.default.currentDirectoryPath
let benchFolder = root + "/Tests/Benchmark"
guard FileManager.default.fileExists(atPath: benchFolder + "/presenter.liquid") else {
    fail("run vipergen-bench from the package root (Tests/Benchmark/presenter.liquid not found)")
}

// MARK: - Correctness first: the engine must produce the expected bytes.

let source = try String(contentsOfFile: benchFolder + "/presenter.liquid", encoding: .utf8)
let expected = try String(contentsOfFile: benchFolder + "/expected.txt", encoding: .utf8)
let context = try JSONDecoder().decode(
    [String: Value].self, from: Data(contentsOf: URL(fileURLWithPath: benchFolder + "/context.json")))
let template = try Template(source, name: "presenter.liquid")
guard try template.render(context) == expected else { fail("the engine's output differs from expected.txt") }
let handWritten = HandWrittenPresenter(context)
guard handWritten.render() == expected else { fail("the hand-written baseline differs from expected.txt") }

let onlyRecords = CommandLine.arguments.dropFirst().contains("--records")
let onlyClashes = CommandLine.arguments.dropFirst().contains("--clashes")
let onlyEngine = CommandLine.arguments.dropFirst().contains("--engine")
let onlyGen = CommandLine.arguments.dropFirst().contains("--gen")
/// `--project FILE TARGET TEST_TARGET`: a project file given on the command line, with its app and test targets.
let givenProject: (file: String, target: String, testTarget: String)? = {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let index = arguments.firstIndex(of: "--project") else { return nil }
    guard index + 3 < arguments.count else { fail("--project takes a project.pbxproj, its app target and test target") }
    // Absolute: the measurement runs in a folder of its own.
    return (
        URL(fileURLWithPath: arguments[index + 1]).standardizedFileURL.path, arguments[index + 2], arguments[index + 3]
    )
}()
print("vipergen benchmark: release build, \(machineDescription())")
print(
    "template: Tests/Benchmark/presenter.liquid (\(source.split(separator: "\n").count) lines); output matches "
        + "expected.txt byte for byte\n")
var table = Table()

// MARK: - The engine against hand-written string building

if !onlyRecords && !onlyGen && givenProject == nil {
    let (renderEngine, renderHand) = measurePair(
        iterations: 20_000, { _ = try? template.render(context) }, { _ = handWritten.render() })
    table.add("render (template parsed once)", renderEngine, "hand-written Swift", renderHand, goal: "<= 1.5x")
    let (parseAndRender, parseHand) = measurePair(
        iterations: 10_000, { _ = try? Template(source, name: "presenter.liquid").render(context) },
        { _ = handWritten.render() })
    table.add("parse + render", parseAndRender, "hand-written Swift", parseHand, goal: "<= 4x")
    if onlyEngine {
        // Where parse + render goes: the parse alone, against the same baseline.
        let (parse, hand) = measurePair(
            iterations: 10_000, { _ = try? Template(source, name: "presenter.liquid") }, { _ = handWritten.render() })
        table.add("parse alone", parse, "hand-written Swift", hand, goal: "")
    }
}
if onlyEngine {
    print(table.text)
    exit(0)
}

// MARK: - Whole processes

let vipergen = try findVipergen()
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vipergen-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: scratch) }
let diskAtStart = diskCreation(in: scratch)
let environment = ["SOURCE_DATE_EPOCH=1795305600", "USER=bench", "PATH=/usr/bin:/bin"]

if let givenProject {
    try measureGivenProject(givenProject, into: &table)
    reportAndExit(table)
}

if onlyRecords || onlyClashes {
    try onlyRecords ? measureRecords(into: &table) : measureClashes(into: &table)
    reportAndExit(table)
}

// Peak memory, as the child reports it from /proc/self/status (its VmHWM). The report is the test build's
// (`vipergen-interruptible`, without its pause), so that the shipped binary carries no benchmark hook.
let reporting = try findVipergen(product: "vipergen-interruptible")
let single = try spawn(
    reporting, ["gen", "AgentDetail", "bviper", "--output", scratch + "/memory", "--quiet"],
    environment + ["VIPERGEN_REPORT_PEAK_MEMORY=1", "VIPERGEN_WRITE_DELAY_MS=0"],
    captureErrors: scratch + "/memory.txt")
guard single.status == 0 else { fail("vipergen gen failed (exit \(single.status))") }
let memoryReport = (try? String(contentsOfFile: scratch + "/memory.txt", encoding: .utf8)) ?? ""
let peakKilobytes = memoryReport.split(separator: " ").dropFirst(2).first.flatMap { Int($0) }
let reference = scratch + "/memory"

// The two are run in turns, so that both meet the same disk: this machine's write latency drifts within minutes.
var run = 0
let (genProcess, copyProcess) = try measureProcessPair(
    iterations: 60,
    {
        run += 1
        return try spawn(
            vipergen, ["gen", "AgentDetail", "bviper", "--output", "\(scratch)/gen\(run)", "--quiet"], environment)
    },
    {
        run += 1
        return try spawn("/bin/cp", ["-r", reference, "\(scratch)/copy\(run)"], environment)
    })
table.add("gen AgentDetail bviper (a process)", genProcess, "cp -r of its output", copyProcess, goal: "<= 1.5x")
// The same gen into a project of its own (a `catalogs.yml` and nothing else), as a user runs it: with the module's
// record, the bases of its files and the recovery journal, against `cp -r` of the same files: everything the gen
// leaves (the module, its record and bases).
let projectReference = scratch + "/project-reference"
try FileManager.default.createDirectory(atPath: projectReference, withIntermediateDirectories: true)
let smallCatalogs = "project_name: App\nmodule_path: Sources/Modules\ntest_path: Tests/Modules\n"
try smallCatalogs.write(toFile: projectReference + "/catalogs.yml", atomically: false, encoding: .utf8)
_ = FileManager.default.changeCurrentDirectoryPath(projectReference)
guard try spawn(vipergen, ["gen", "AgentDetail", "bviper", "--quiet"], environment).status == 0 else {
    fail("vipergen gen into a small project failed")
}
let leftByGen = try FileManager.default.contentsOfDirectory(atPath: projectReference).filter { $0 != "catalogs.yml" }
let (projectGen, projectCopy) = try measureProcessPair(
    iterations: 60,
    {
        run += 1
        let folder = "\(scratch)/project\(run)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try smallCatalogs.write(toFile: folder + "/catalogs.yml", atomically: false, encoding: .utf8)
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
        return try spawn(vipergen, ["gen", "AgentDetail", "bviper", "--quiet"], environment)
    },
    {
        run += 1
        let folder = "\(scratch)/project\(run)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try spawn(
            "/bin/cp",
            ["-r"] + leftByGen.map { projectReference + "/" + $0 } + [folder],
            environment)
    })
_ = FileManager.default.changeCurrentDirectoryPath(root)
table.add(
    "gen AgentDetail bviper into a small project", projectGen, "cp -r of the files it leaves", projectCopy,
    goal: "<= 1.5x")
// What part of that is starting a process at all: vipergen's fixed cost against the smallest program there is.
let (versionProcess, trueProcess) = try measureProcessPair(
    iterations: 60, { try spawn(vipergen, ["--version"], environment) }, { try spawn("/bin/true", [], environment) })
table.add("vipergen --version (start-up alone)", versionProcess, "/bin/true", trueProcess, goal: "")
if onlyGen {
    reportAndExit(table)
}

// MARK: - Batches in one process

var perModule: [Int: Duration] = [:]
for count in [10, 100, 1_000] {
    let names = (1...count).map { "Module\($0)" }.joined(separator: "\n")
    let list = "\(scratch)/modules-\(count).txt"
    try names.write(toFile: list, atomically: true, encoding: .utf8)
    let batch = try spawn(
        vipergen, ["gen", "bviper", "--modules-file", list, "--output", "\(scratch)/batch\(count)", "--quiet"],
        environment)
    guard batch.status == 0 else { fail("the batch of \(count) failed (exit \(batch.status))") }
    perModule[count] = batch.elapsed / count
    table.addBatch(count, total: batch.elapsed, perModule: batch.elapsed / count, firstPerModule: perModule[10]!)
    if count == 1_000 {
        // The floor for writing the same tree on this disk: copying it.
        let copy = try spawn("/bin/cp", ["-r", "\(scratch)/batch\(count)", "\(scratch)/batch-copy"], environment)
        table.add(
            "batch of 1000 modules, one process", batch.elapsed, "cp -r of the 1000 modules", copy.elapsed,
            goal: "< 2 s total")
    }
}
// MARK: - The Xcode project edit

// The large real project among the fixtures (Mastodon, 5,434 lines, classic groups), as a project of its own: each
// gen adds a new module to it, with its groups and build files.
let xcodeFolder = try mastodonProject(in: scratch + "/xcode")
// vipergen finds catalogs.yml from its current folder, which children inherit from this one.
guard FileManager.default.changeCurrentDirectoryPath(xcodeFolder) else { fail("cannot enter \(xcodeFolder)") }
defer { _ = FileManager.default.changeCurrentDirectoryPath(root) }
var xcodeRun = 0
let (withProject, withoutProject) = try measureProcessPair(
    iterations: 40,
    {
        xcodeRun += 1
        return try spawn(vipergen, ["gen", "Edit\(xcodeRun)", "bviper", "--quiet"], environment)
    },
    {
        xcodeRun += 1
        return try spawn(
            vipergen, ["gen", "Plain\(xcodeRun)", "bviper", "--quiet", "--no-xcodeproj"], environment)
    })
table.add(
    "gen into a 5,434-line Xcode project", withProject, "the same gen, --no-xcodeproj", withoutProject,
    goal: "<= 1.5x")
let thousand = (1...1_000).map { "Batch\($0)" }.joined(separator: "\n")
try thousand.write(toFile: scratch + "/xcode-modules.txt", atomically: true, encoding: .utf8)
let xcodeBatch = try spawn(
    vipergen, ["gen", "bviper", "--modules-file", scratch + "/xcode-modules.txt", "--quiet"], environment)
guard xcodeBatch.status == 0 else { fail("the batch of 1000 modules into the Xcode project failed") }
let plainBatch = try spawn(
    vipergen,
    [
        "gen", "bviper", "--modules-file", scratch + "/xcode-modules.txt", "--quiet", "--no-xcodeproj", "--output",
        scratch + "/plain-xcode",
    ], environment)
guard plainBatch.status == 0 else { fail("the batch of 1000 modules without the Xcode project failed") }
table.add(
    "1000 modules into one Xcode project, one process", xcodeBatch.elapsed, "the same, --no-xcodeproj",
    plainBatch.elapsed, goal: "< 3 s total")

// MARK: - Clashes with the app's own code, and remove

try measureClashes(into: &table)

// MARK: - Updating modules

// 100 modules generated into a project with a lock, none edited since: `update --all` renders each again, finds
// every file untouched and writes nothing but what changed (here: nothing). The baseline is generating them.
let updateFolder = scratch + "/update"
try FileManager.default.createDirectory(atPath: updateFolder, withIntermediateDirectories: true)
try "project_name: App\nmodule_path: App\ntest_path: AppTests\n".write(
    toFile: updateFolder + "/catalogs.yml", atomically: true, encoding: .utf8)
try (1...100).map { "Update\($0)" }.joined(separator: "\n").write(
    toFile: scratch + "/update-modules.txt", atomically: true, encoding: .utf8)
guard FileManager.default.changeCurrentDirectoryPath(updateFolder) else { fail("cannot enter \(updateFolder)") }
let generateHundred = try spawn(
    vipergen, ["gen", "bviper", "--modules-file", scratch + "/update-modules.txt", "--quiet"], environment)
guard generateHundred.status == 0 else { fail("generating 100 modules for the update failed") }
let updateHundred = try spawn(vipergen, ["update", "--all", "--quiet"], environment)
guard updateHundred.status == 0 else { fail("update --all over 100 modules failed") }
table.add(
    "update --all, 100 untouched modules, one process", updateHundred.elapsed, "gen of the 100 modules",
    generateHundred.elapsed, goal: "< 1 s total")

// MARK: - The merge driver

// Mastodon's project grown to about 12,000 lines by generating modules into it: the base. Two branches each add
// one more module to it; the driver merges them as git runs it (a process, writing into ours), against
// `git merge-file` on the same three files, which does less (it leaves the two modules' entries in conflict).
let mergeFolder = try mastodonProject(in: scratch + "/merge")
guard FileManager.default.changeCurrentDirectoryPath(mergeFolder) else { fail("cannot enter \(mergeFolder)") }
try (1...60).map { "Grown\($0)" }.joined(separator: "\n").write(
    toFile: scratch + "/grown-modules.txt", atomically: true, encoding: .utf8)
guard
    try spawn(vipergen, ["gen", "bviper", "--modules-file", scratch + "/grown-modules.txt", "--quiet"], environment)
        .status == 0
else { fail("growing the project for the merge failed") }
let projectFile = mergeFolder + "/App.xcodeproj/project.pbxproj"
let mergeBase = try Data(contentsOf: URL(fileURLWithPath: projectFile))
func branchProject(_ module: String) throws -> Data {
    guard try spawn(vipergen, ["gen", module, "bviper", "--quiet"], environment).status == 0,
        case let edited = try Data(contentsOf: URL(fileURLWithPath: projectFile)),
        try spawn(vipergen, ["remove", module, "--quiet"], environment).status == 0
    else { fail("generating \(module) for the merge failed") }
    return edited
}
let mergeOurs = try branchProject("BranchOne")
let mergeTheirs = try branchProject("BranchTwo")
let baseLines = mergeBase.split(separator: UInt8(ascii: "\n")).count
try mergeBase.write(to: URL(fileURLWithPath: scratch + "/base.pbxproj"))
try mergeTheirs.write(to: URL(fileURLWithPath: scratch + "/theirs.pbxproj"))
/// Runs `program` on a fresh copy of ours, which it replaces; only the process is timed.
func mergeRun(_ program: String, _ arguments: (String) -> [String]) throws -> ChildRun {
    let ours = scratch + "/ours-\(UInt32.random(in: 0 ... .max)).pbxproj"
    try mergeOurs.write(to: URL(fileURLWithPath: ours))
    defer { try? FileManager.default.removeItem(atPath: ours) }
    return try spawn(program, arguments(ours), environment)
}
let driverCheck = try mergeRun(vipergen) {
    ["merge-driver", scratch + "/base.pbxproj", $0, scratch + "/theirs.pbxproj", "App.xcodeproj/project.pbxproj"]
}
guard driverCheck.status == 0 else { fail("the merge driver left conflicts (exit \(driverCheck.status))") }
let gitConflicts = try mergeRun("/usr/bin/git") {
    ["merge-file", "--quiet", $0, scratch + "/base.pbxproj", scratch + "/theirs.pbxproj"]
}.status
let (driverProcess, mergeFileProcess) = try measureProcessPair(
    iterations: 40,
    {
        try mergeRun(vipergen) {
            [
                "merge-driver", scratch + "/base.pbxproj", $0, scratch + "/theirs.pbxproj",
                "App.xcodeproj/project.pbxproj",
            ]
        }
    },
    {
        // git merge-file exits with the number of conflicts it left; that is its result, not a failure.
        var run = try mergeRun("/usr/bin/git") {
            ["merge-file", "--quiet", $0, scratch + "/base.pbxproj", scratch + "/theirs.pbxproj"]
        }
        run.status = 0
        return run
    })
table.add(
    "merge-driver, \(baseLines)-line project, 2 branches (a process)", driverProcess,
    "git merge-file (\(gitConflicts) conflicts)", mergeFileProcess, goal: "")
_ = FileManager.default.changeCurrentDirectoryPath(root)
try measureRecords(into: &table)

guard let peakKilobytes else { fail("vipergen did not report its peak memory: \(memoryReport)") }
table.addMemory(peakKilobytes * 1024)
report(table)

// MARK: - A project with 10,000 recorded modules

/// One gen where 10,000 modules are recorded against the same gen where none is, and `status` and `outdated` over
/// the 10,000. The records are written directly, cloned from one that vipergen wrote: each module has one file,
/// outside the module path, in both projects, so that the gen rows differ by the records alone. Then what those
/// 10,000 folders cost a gen without an Xcode project, where the name checks compare with every file of the
/// project's folder: with the cache of the previous gen (`.vipergen/cache/sources`), without it, and against an
/// empty project.
func measureRecords(into table: inout Table) throws {
    let count = 10_000
    let settings = "project_name: App\nmodule_path: App\ntest_path: AppTests\ncatalogs:\n  - Templates\n"
    let note = "name: note\nversion: \"1\"\ncode_files:\n  - {name: Notes.swift, path: Notes.swift.liquid}\n"
    let folders = (empty: scratch + "/records-none", full: scratch + "/records-10000")
    let bare = scratch + "/records-bare"
    for folder in [folders.empty, folders.full, bare] {
        try FileManager.default.createDirectory(atPath: folder + "/Templates/note", withIntermediateDirectories: true)
        try settings.write(toFile: folder + "/catalogs.yml", atomically: true, encoding: .utf8)
        try note.write(toFile: folder + "/Templates/note/template.yml", atomically: true, encoding: .utf8)
        try "// notes\n".write(toFile: folder + "/Templates/note/Notes.swift.liquid", atomically: true, encoding: .utf8)
    }
    guard FileManager.default.changeCurrentDirectoryPath(folders.full) else { fail("cannot enter \(folders.full)") }
    let seed = try spawn(vipergen, ["gen", "Seed", "note", "--quiet"], environment)
    guard seed.status == 0 else { fail("generating the seed module failed (exit \(seed.status))") }
    let seedRecord = try String(contentsOfFile: folders.full + "/.vipergen/modules/Seed/record.json", encoding: .utf8)
        .replacingOccurrences(of: "App/Seed/SeedNotes.swift", with: "Recorded/Seed/SeedNotes.swift")
    let seedBase = try FileManager.default.contentsOfDirectory(atPath: folders.full + "/.vipergen/modules/Seed/bases")[
        0]
    for index in 1...count {
        let name = "Rec\(index)"
        let folder = folders.full + "/.vipergen/modules/" + name
        try FileManager.default.createDirectory(atPath: folder + "/bases", withIntermediateDirectories: true)
        try seedRecord.replacingOccurrences(of: "Seed", with: name).write(
            toFile: folder + "/record.json", atomically: false, encoding: .utf8)
        try "// notes\n".write(toFile: folder + "/bases/" + seedBase, atomically: false, encoding: .utf8)
        for project in [folders.full, folders.empty] {
            try FileManager.default.createDirectory(
                atPath: project + "/Recorded/" + name, withIntermediateDirectories: true)
            try "// notes\n".write(
                toFile: project + "/Recorded/\(name)/\(name)Notes.swift", atomically: false, encoding: .utf8)
        }
    }
    // The seed's own files go, so that both projects hold the same before the measured gens.
    try FileManager.default.removeItem(atPath: folders.full + "/.vipergen/modules/Seed")
    try FileManager.default.removeItem(atPath: folders.full + "/App")

    var run = 0
    /// One `gen` of a new module in `folder`, its cache removed first when `cold`.
    func gen(in folder: String, cold: Bool = false) throws -> ChildRun {
        run += 1
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
        if cold { try? FileManager.default.removeItem(atPath: folder + "/.vipergen/cache") }
        return try spawn(vipergen, ["gen", "Gen\(run)", "bviper", "--quiet"], environment)
    }
    let (full, empty) = try measureProcessPair(
        iterations: 40, { try gen(in: folders.full) }, { try gen(in: folders.empty) })
    table.add(
        "gen, 10,000 modules recorded", full, "the same gen and files, none recorded", empty, goal: "<= 2x")

    // The same 10,000 folders of files as the app's code, without an Xcode project, against an empty project. A first
    // gen covers the whole app in the cache (a gen without it reads 5,000 folders, says so, and the next reads on).
    _ = try gen(in: folders.empty)
    let (cachedAgain, emptyProject) = try measureProcessPair(
        iterations: 20, { try gen(in: folders.empty) }, { try gen(in: bare) })
    table.add(
        "gen, no Xcode project, 10,000 module folders, cache kept", cachedAgain, "the same gen, empty project",
        emptyProject, goal: "grows with the app's files (a stat each)")
    // The floor of any check that notices an edit without a watcher is a stat of every file: what `git status`
    // does to tell which of the same files changed.
    _ = FileManager.default.changeCurrentDirectoryPath(folders.empty)
    for arguments in [
        ["init", "-q"], ["add", "-A"],
        [
            "-c", "user.name=bench", "-c", "user.email=bench@example.com",
            "commit", "-q", "-m", "app",
        ],
    ] {
        guard try spawn("/usr/bin/env", ["git"] + arguments, environment).status == 0 else {
            fail("git \(arguments[0]) failed in \(folders.empty)")
        }
    }
    let (cachedOnceMore, gitStatus) = try measureProcessPair(
        iterations: 20, { try gen(in: folders.empty) },
        { try spawn("/usr/bin/env", ["git", "status", "--porcelain"], environment) })
    table.add(
        "gen, no Xcode project, 10,000 module folders, cache kept", cachedOnceMore,
        "git status of the same folder", gitStatus, goal: "about 1x: a stat per file")
    _ = FileManager.default.changeCurrentDirectoryPath(folders.full)
    // Each baseline is `ls` of the records' folder: one listing, the floor of anything that reads every module.
    let (status, listing) = try measureProcessPair(
        iterations: 10, { try spawn(vipergen, ["status", "--exit-zero"], environment) },
        { try spawn("/bin/ls", ["-f", ".vipergen/modules"], environment) })
    table.add("status, 10,000 modules", status, "ls of .vipergen/modules", listing, goal: "< 1 s total")
    let (outdated, listingAgain) = try measureProcessPair(
        iterations: 10, { try spawn(vipergen, ["outdated"], environment) },
        { try spawn("/bin/ls", ["-f", ".vipergen/modules"], environment) })
    table.add("outdated, 10,000 modules", outdated, "ls of .vipergen/modules", listingAgain, goal: "< 1 s total")
    // remove of one module, generated first (not timed), where 10,000 others are recorded and where none is.
    var removals = 0
    func genThenRemove(in folder: String) throws -> ChildRun {
        removals += 1
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
        let name = "Removed\(removals)"
        guard try spawn(vipergen, ["gen", name, "bviper", "--quiet"], environment).status == 0 else {
            fail("generating \(name) in \(folder) failed")
        }
        return try spawn(vipergen, ["remove", name, "--quiet"], environment)
    }
    let (removeFull, removeEmpty) = try measureProcessPair(
        iterations: 20, { try genThenRemove(in: folders.full) }, { try genThenRemove(in: folders.empty) })
    table.add(
        "remove, 10,000 modules recorded", removeFull, "the same remove, none recorded", removeEmpty, goal: "<= 2x")
    _ = FileManager.default.changeCurrentDirectoryPath(root)
}

/// The clash check on a large app, and `remove` against `gen`.
func measureClashes(into table: inout Table) throws {
    // A large app: 2,000 Swift files in 50 folders, all compiled by the app target, and 1,000 resources, in a project of
    // about 12,600 lines (Tests/VipergenCLITests/Fixtures/AgentApp.pbxproj grown by `largeApp`). Every gen compares its
    // file names with the target's files and its types with the types those 2,000 files declare, reading each once.
    let largeFolder = try largeApp(in: scratch + "/large", swiftFiles: 2_000, resources: 1_000)
    // The same project with its files not on disk: nothing to read, so the difference is the reading and scanning.
    let unreadFolder = try largeApp(in: scratch + "/unread", swiftFiles: 2_000, resources: 1_000, onDisk: false)
    let largeLines = try String(contentsOfFile: largeFolder + "/AgentApp.xcodeproj/project.pbxproj", encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).count
    // A new module each time, so that every gen meets the project as the ones before left it.
    var probe = 0
    func probeGen(in folder: String, _ options: [String] = []) throws -> ChildRun {
        probe += 1
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
        return try spawn(vipergen, ["gen", "Probe\(probe)", "bviper", "--quiet"] + options, environment)
    }
    let (largeGen, unreadGen) = try measureProcessPair(
        iterations: 30, { try probeGen(in: largeFolder) }, { try probeGen(in: unreadFolder) })
    table.add(
        "gen into a \(largeLines.formatted())-line project, 2,000 Swift files read", largeGen,
        "the same, files not on disk", unreadGen, goal: "")
    table.add(
        "the clash check's reading of the 2,000 files", largeGen - unreadGen, "the whole gen", largeGen,
        goal: "< 100 ms")
    // The project edit where an app's files are on disk, as in a developer's checkout (and in XcodeGen's test
    // project, which the goal was first set on). Not the edit alone: without the project the clash checks walk the
    // app's folders for its Swift files instead of reading the target's list, which costs more here.
    let (editGen, plainGen) = try measureProcessPair(
        iterations: 30, { try probeGen(in: largeFolder) }, { try probeGen(in: largeFolder, ["--no-xcodeproj"]) })
    table.add(
        "gen into that project, its files on disk", editGen, "the same gen, --no-xcodeproj", plainGen,
        goal: "<= 1.5x")
    try measureCheckout(into: &table)
    let smallMastodon = try mastodonProject(in: scratch + "/small-mastodon")
    // remove of one module against its gen, in turns, in Mastodon's project: each remove undoes the gen before it.
    guard FileManager.default.changeCurrentDirectoryPath(smallMastodon) else { fail("cannot enter \(smallMastodon)") }
    var removed = 0
    let (genOne, removeOne) = try measureProcessPair(
        iterations: 30,
        {
            removed += 1
            return try spawn(vipergen, ["gen", "Removed\(removed)", "bviper", "--quiet"], environment)
        },
        { try spawn(vipergen, ["remove", "Removed\(removed)", "--quiet"], environment) })
    table.add("remove of one module", removeOne, "its gen", genOne, goal: "<= 1x")
    _ = FileManager.default.changeCurrentDirectoryPath(root)
}

/// The project edit in a real app's checkout: Mastodon's project with a Swift file at each Swift path its targets
/// build, as after a clone. Each gen follows the `remove` of the one before (not timed), so that every gen meets the
/// same project; then the first gen in a fresh copy of the checkout, which has no source cache yet.
func measureCheckout(into table: inout Table) throws {
    let checkout = try mastodonCheckout(in: scratch + "/checkout")
    guard FileManager.default.changeCurrentDirectoryPath(checkout.folder) else {
        fail("cannot enter \(checkout.folder)")
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(root) }
    func removeCheckout() throws {
        guard try spawn(vipergen, ["remove", "Checkout", "--quiet"], environment).status == 0 else {
            fail("remove in the checkout of Mastodon failed")
        }
    }
    func regenerate(_ options: [String]) throws -> ChildRun {
        try removeCheckout()
        return try spawn(vipergen, ["gen", "Checkout", "bviper", "--quiet"] + options, environment)
    }
    guard try spawn(vipergen, ["gen", "Checkout", "bviper", "--quiet"], environment).status == 0 else {
        fail("gen in the checkout of Mastodon failed")
    }
    let (warmGen, warmPlain) = try measureProcessPair(
        iterations: 30, { try regenerate([]) }, { try regenerate(["--no-xcodeproj"]) })
    table.add(
        "gen into Mastodon's project, its \(checkout.files) Swift files on disk", warmGen,
        "the same gen, --no-xcodeproj", warmPlain, goal: "<= 1.5x")
    try removeCheckout()
    let pristine = scratch + "/checkout-pristine"
    try FileManager.default.moveItem(atPath: checkout.folder, toPath: pristine)
    try FileManager.default.removeItem(atPath: pristine + "/.vipergen")
    var copies = 0
    func inFreshCopy(_ options: [String]) throws -> ChildRun {
        copies += 1
        let copy = "\(scratch)/checkout-copy\(copies)"
        guard try spawn("/bin/cp", ["-R", pristine, copy], environment).status == 0 else {
            fail("cannot copy \(pristine)")
        }
        guard FileManager.default.changeCurrentDirectoryPath(copy) else { fail("cannot enter \(copy)") }
        let run = try spawn(vipergen, ["gen", "Checkout", "bviper", "--quiet"] + options, environment)
        _ = FileManager.default.changeCurrentDirectoryPath(root)
        try FileManager.default.removeItem(atPath: copy)
        return run
    }
    let (freshGen, freshPlain) = try measureProcessPair(
        iterations: 20, { try inFreshCopy([]) }, { try inFreshCopy(["--no-xcodeproj"]) })
    table.add(
        "the first gen in a fresh copy of that checkout", freshGen, "the same gen, --no-xcodeproj", freshPlain,
        goal: "<= 1.5x")
}

/// Mastodon's project (`mastodonProject(in:)`) with a small Swift file at each Swift path its targets build, found
/// by vipergen's own reader: a class and a struct named after the file, for the type check to read. The real files'
/// contents are not in this repository; their number and places are the project's.
func mastodonCheckout(in folder: String) throws -> (folder: String, files: Int) {
    let folder = try mastodonProject(in: folder)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/App.xcodeproj/project.pbxproj")))
    let project = try ProjectFile(bytes: bytes, path: folder + "/App.xcodeproj/project.pbxproj")
    var paths: Set<String> = []
    for target in project.targets {
        for path in project.files(ofTarget: target.name)?.listed ?? [] where path.hasSuffix(".swift") {
            paths.insert(path)
        }
    }
    for path in paths {
        let file = URL(fileURLWithPath: folder + "/" + path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let name = String(file.deletingPathExtension().lastPathComponent.filter { $0.isLetter || $0.isNumber })
        let contents = """
            import UIKit

            /// \(name): a view and its model.
            final class \(name)Thing: UIView {
                private let model = \(name)Model(title: "\(name)")
                func render() -> String { model.title }
            }

            struct \(name)Model {
                var title: String
            }

            """
        try contents.write(to: file, atomically: false, encoding: .utf8)
    }
    return (folder, paths.count)
}

// MARK: - Measuring

/// An app whose project is Tests/VipergenCLITests/Fixtures/AgentApp.pbxproj with `swiftFiles` Swift files (in 50
/// folders, each a group, all in the app's Sources phase, each declaring three types) and `resources` JSON files
/// (in its Resources phase) added, written as Xcode writes them, and the files on disk unless `onDisk` is false.
func largeApp(in folder: String, swiftFiles: Int, resources: Int, onDisk: Bool = true) throws -> String {
    var text = try String(
        contentsOfFile: root + "/Tests/VipergenCLITests/Fixtures/AgentApp.pbxproj", encoding: .utf8)
    var buildFiles = ""
    var references = ""
    var sources = ""
    var resourceFiles = ""
    var groups = ""
    var groupChildren: [Int: String] = [:]
    func id(_ kind: Int, _ number: Int) -> String { String(format: "B%01X%022X", kind, number) }
    for index in 0..<(swiftFiles + resources) {
        let isSwift = index < swiftFiles
        let name = isSwift ? "Screen\(index)View.swift" : "Data\(index).json"
        let type = isSwift ? "sourcecode.swift" : "text.json"
        let phase = isSwift ? "Sources" : "Resources"
        buildFiles +=
            "\t\t\(id(1, index)) /* \(name) in \(phase) */ = {isa = PBXBuildFile; fileRef = \(id(2, index)) "
            + "/* \(name) */; };\n"
        references +=
            "\t\t\(id(2, index)) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = \(type); "
            + "path = \(name); sourceTree = \"<group>\"; };\n"
        let entry = "\t\t\t\t\(id(1, index)) /* \(name) in \(phase) */,\n"
        if isSwift { sources += entry } else { resourceFiles += entry }
        groupChildren[index % 50, default: ""] += "\t\t\t\t\(id(2, index)) /* \(name) */,\n"
        let path = "\(folder)/AgentApp/Feature\(index % 50)/\(name)"
        try FileManager.default.createDirectory(
            atPath: "\(folder)/AgentApp/Feature\(index % 50)", withIntermediateDirectories: true)
        let contents =
            isSwift
            ? """
            import UIKit

            /// Screen \(index): a view, its model and its state. "class NotAType {" in a string.
            final class Screen\(index)View: UIView {
                private let model = Screen\(index)Model(title: "Screen \\(\(index))")
                // struct InAComment {}
                func render() -> String { model.title + " {" }
            }

            struct Screen\(index)Model {
                var title: String
            }

            enum Screen\(index)State { case loading, loaded(Screen\(index)Model) }

            extension Screen\(index)View {
                func reload() { _ = render() }
            }

            """ : "{\"screen\": \(index)}\n"
        if onDisk { try contents.write(toFile: path, atomically: false, encoding: .utf8) }
    }
    var featureList = ""
    for feature in groupChildren.keys.sorted() {
        featureList += "\t\t\t\t\(id(3, feature)) /* Feature\(feature) */,\n"
        groups +=
            "\t\t\(id(3, feature)) /* Feature\(feature) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
            + groupChildren[feature]!
            + "\t\t\t);\n\t\t\tpath = Feature\(feature);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
    }
    func insert(_ addition: String, after marker: String) {
        guard let range = text.range(of: marker) else { fail("AgentApp.pbxproj has no \(marker)") }
        text.insert(contentsOf: addition, at: range.upperBound)
    }
    insert(buildFiles, after: "/* Begin PBXBuildFile section */\n")
    insert(references, after: "/* Begin PBXFileReference section */\n")
    insert(featureList, after: "\t\t\t\tA10000000000000000000010 /* AppDelegate.swift */,\n")
    insert(groups, after: "/* Begin PBXGroup section */\n")
    insert(sources, after: "\t\t\t\tA10000000000000000000011 /* AppDelegate.swift in Sources */,\n")
    insert(
        resourceFiles,
        after: "A10000000000000000000061 /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n"
            + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n")
    try FileManager.default.createDirectory(
        atPath: folder + "/AgentApp.xcodeproj", withIntermediateDirectories: true)
    try text.write(toFile: folder + "/AgentApp.xcodeproj/project.pbxproj", atomically: false, encoding: .utf8)
    try """
    project_name: AgentApp
    module_path: AgentApp/Modules
    test_path: AgentAppTests/Modules
    project_targets: [AgentApp]
    test_targets: [AgentAppTests]
    xcodeproj_path: AgentApp.xcodeproj
    """.write(toFile: folder + "/catalogs.yml", atomically: true, encoding: .utf8)
    return folder
}

/// One gen into a copy of a project file from elsewhere, against the same gen with `--no-xcodeproj`, in turns:
/// each gen adds a new module to the project the ones before it grew.
func measureGivenProject(_ project: (file: String, target: String, testTarget: String), into table: inout Table)
    throws
{
    /// A folder holding a copy of the project the gens may change, whatever the mode of the file given, and
    /// settings for it.
    func projectFolder(_ folder: String) throws {
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: project.file, toPath: folder + "/App.xcodeproj/project.pbxproj")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o644], ofItemAtPath: folder + "/App.xcodeproj/project.pbxproj")
        try """
        project_name: App
        module_path: Sources/Modules
        test_path: Tests/Modules
        project_targets: [\(project.target)]
        test_targets: [\(project.testTarget)]
        xcodeproj_path: App.xcodeproj
        """.write(toFile: folder + "/catalogs.yml", atomically: true, encoding: .utf8)
        guard FileManager.default.changeCurrentDirectoryPath(folder) else { fail("cannot enter \(folder)") }
    }
    try projectFolder(scratch + "/given")
    // Counted as `wc -l` counts them: blank lines too.
    let lines = try String(contentsOfFile: project.file, encoding: .utf8).utf8.count { $0 == UInt8(ascii: "\n") }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(root) }
    var run = 0
    let (withProject, withoutProject) = try measureProcessPair(
        iterations: 40,
        {
            run += 1
            return try spawn(vipergen, ["gen", "Edit\(run)", "bviper", "--quiet"], environment)
        },
        {
            run += 1
            return try spawn(vipergen, ["gen", "Plain\(run)", "bviper", "--quiet", "--no-xcodeproj"], environment)
        })
    table.add(
        "gen into the given \(lines)-line project", withProject, "the same gen, --no-xcodeproj", withoutProject,
        goal: "<= 1.5x")
    // The same pair, each gen into a fresh copy of the project in an empty folder (the copy is not timed): what
    // one gen costs in a project no earlier gen grew.
    let fresh = scratch + "/given-fresh"
    let (freshWith, freshWithout) = try measureProcessPair(
        iterations: 20,
        {
            try projectFolder(fresh)
            return try spawn(vipergen, ["gen", "Edit", "bviper", "--quiet"], environment)
        },
        {
            try projectFolder(fresh)
            return try spawn(
                vipergen, ["gen", "Plain", "bviper", "--quiet", "--no-xcodeproj"], environment)
        })
    table.add(
        "the same, into a fresh copy each time", freshWith, "the same gen, --no-xcodeproj", freshWithout,
        goal: "<= 1.5x")
}

/// A project folder holding Mastodon's real project file (5,434 lines, from Tests/XcodeProjectTests/Fixtures) and
/// settings that put modules into Mastodon/Scene/Modules.
func mastodonProject(in folder: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        atPath: root + "/Tests/XcodeProjectTests/Fixtures/mastodon/project.pbxproj",
        toPath: folder + "/App.xcodeproj/project.pbxproj")
    try """
    project_name: Mastodon
    module_path: Mastodon/Scene/Modules
    test_path: MastodonTests/Modules
    project_targets: [Mastodon]
    test_targets: [MastodonTests]
    xcodeproj_path: App.xcodeproj
    """.write(toFile: folder + "/catalogs.yml", atomically: true, encoding: .utf8)
    return folder
}

/// Runs `body` and `baseline` `iterations` times each, in 20 alternating rounds after a warm-up, and returns the
/// median round's time per call of each. Alternating rounds put a burst of work elsewhere on the machine on both
/// sides of the ratio, where measuring one after the other put it on one side.
func measurePair(iterations: Int, _ body: () -> Void, _ baseline: () -> Void) -> (Duration, Duration) {
    let rounds = 20
    let perRound = iterations / rounds
    for _ in 0..<perRound {
        body()
        baseline()
    }
    let clock = ContinuousClock()
    var times: ([Duration], [Duration]) = ([], [])
    for _ in 0..<rounds {
        var start = clock.now
        for _ in 0..<perRound { body() }
        times.0.append((clock.now - start) / perRound)
        start = clock.now
        for _ in 0..<perRound { baseline() }
        times.1.append((clock.now - start) / perRound)
    }
    return (times.0.sorted()[rounds / 2], times.1.sorted()[rounds / 2])
}

/// The median wall times of `iterations` runs each of two child processes, run in turns after three warm-up runs
/// of each.
func measureProcessPair(iterations: Int, _ first: () throws -> ChildRun, _ second: () throws -> ChildRun) throws
    -> (Duration, Duration)
{
    for _ in 0..<3 { _ = (try first(), try second()) }
    var times: ([Duration], [Duration]) = ([], [])
    for _ in 0..<iterations {
        let (one, other) = (try first(), try second())
        guard one.status == 0, other.status == 0 else {
            fail("a measured process failed (exit \(one.status == 0 ? other.status : one.status))")
        }
        times.0.append(one.elapsed)
        times.1.append(other.elapsed)
    }
    return (times.0.sorted()[iterations / 2], times.1.sorted()[iterations / 2])
}

struct ChildRun {
    var status: Int32
    var elapsed: Duration
}

/// Spawns `path` with posix_spawn and waits for it; standard output goes to /dev/null.
func spawn(_ path: String, _ arguments: [String], _ environment: [String], captureErrors: String? = nil) throws
    -> ChildRun
{
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
        for pointer in argv { free(pointer) }
        for pointer in envp { free(pointer) }
    }
    var fileActions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&fileActions)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
    if let captureErrors {
        posix_spawn_file_actions_addopen(&fileActions, 2, captureErrors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &fileActions, nil, argv, envp)
    guard result == 0 else { fail("cannot start \(path): \(String(cString: strerror(result)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let elapsed = clock.now - start
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ChildRun(status: exitStatus, elapsed: elapsed)
}

/// The release `vipergen` (or another product), built first by `.ci/release --build-only` as a release is built: on
/// Linux fully static, with type metadata reached through accessors and the functions a gen runs side by side, so
/// that the figures are those of the binary users get. `swift run vipergen-bench` builds only the benchmark's own
/// dependencies, and measuring a `vipergen` left from an older build would measure old code.
func findVipergen(product: String = "vipergen") throws -> String {
    print("building \(product) (release)...")
    let build = Process()
    build.executableURL = URL(fileURLWithPath: root + "/.ci/release")
    build.arguments = ["--build-only", product]
    let output = Pipe()
    build.standardOutput = output
    try build.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    build.waitUntilExit()
    let path = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard build.terminationStatus == 0, !path.isEmpty else {
        fail("could not build \(product): .ci/release --build-only \(product) failed")
    }
    return path.hasPrefix("/") ? path : root + "/" + path
}

/// What creating one folder and one small file takes on this disk now, medians of 20 each (the folders and files
/// are removed again). The whole-process rows move with it: this machine's disk has quick phases (tens of µs) and
/// slow ones (hundreds, after a burst of deletions), and a gen is mostly files and folders made.
func diskCreation(in folder: String) -> (folder: Duration, file: Duration) {
    let clock = ContinuousClock()
    let probe = folder + "/disk-probe-\(getpid())"
    var folders: [Duration] = []
    var files: [Duration] = []
    let text = [UInt8](repeating: UInt8(ascii: "x"), count: 3_000)
    for index in 0..<20 {
        let path = "\(probe)-\(index)"
        let made = clock.measure { _ = mkdir(path, 0o777) }
        let written = clock.measure {
            let descriptor = open(path + "/file", O_WRONLY | O_CREAT | O_EXCL, 0o644)
            _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        folders.append(made)
        files.append(written)
    }
    for index in 0..<20 {
        unlink("\(probe)-\(index)/file")
        rmdir("\(probe)-\(index)")
    }
    return (folders.sorted()[10], files.sorted()[10])
}

/// Reports `table`, removes the scratch folder and ends the run: the modes that stop early (`--project`, `--records`,
/// `--clashes`, `--gen`) exit before the `defer` at the top level would remove it, and left 13–32 MB in the temporary
/// folder each time. (A run that fails leaves it, to be looked at.)
func reportAndExit(_ table: Table) -> Never {
    report(table)
    try? FileManager.default.removeItem(atPath: scratch)
    exit(0)
}

/// The table, then the disk's speed at the start of the run and now.
func report(_ table: Table) {
    print(table.text)
    let now = diskCreation(in: scratch)
    print(
        "disk: a new folder \(Table.format(diskAtStart.folder)) and a new 3 KB file \(Table.format(diskAtStart.file)) "
            + "at the start, \(Table.format(now.folder)) and \(Table.format(now.file)) at the end")
}

func machineDescription() -> String {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        .map { $0.split(separator: ":", maxSplits: 1).last.map { String($0).trimmingLeadingSpaces() } ?? "" }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return "\(model ?? "unknown CPU"), \(cores) core\(cores == 1 ? "" : "s")"
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("vipergen-bench: \(message)\n".utf8))
    exit(1)
}

extension String {
    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " || $0 == "\t" }) }
}
