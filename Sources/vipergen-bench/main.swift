import Foundation
// The vipergen benchmark. Run from the package root:
//     swift run -c release vipergen-bench
// Every figure is reported as a ratio against a baseline measured in the same run, on the same machine.
import Liquid

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

print("vipergen benchmark: release build, \(machineDescription())")
print(
    "template: Tests/Benchmark/presenter.liquid (\(source.split(separator: "\n").count) lines); output matches "
        + "expected.txt byte for byte\n")
var table = Table()

// MARK: - The engine against hand-written string building

let (renderEngine, renderHand) = measurePair(
    iterations: 20_000, { _ = try? template.render(context) }, { _ = handWritten.render() })
table.add("render (template parsed once)", renderEngine, "hand-written Swift", renderHand, goal: "<= 3x")
let (parseAndRender, parseHand) = measurePair(
    iterations: 10_000, { _ = try? Template(source, name: "presenter.liquid").render(context) },
    { _ = handWritten.render() })
table.add("parse + render", parseAndRender, "hand-written Swift", parseHand, goal: "<= 8x")

// MARK: - Whole processes

let vipergen = try findVipergen()
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vipergen-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: scratch) }
let environment = ["SOURCE_DATE_EPOCH=1795305600", "USER=bench", "PATH=/usr/bin:/bin"]

// Peak memory, as the child reports it from /proc/self/status (its VmHWM).
let single = try spawn(
    vipergen, ["gen", "AgentDetail", "bviper", "--output", scratch + "/memory", "--quiet"],
    environment + ["VIPERGEN_REPORT_PEAK_MEMORY=1"], captureErrors: scratch + "/memory.txt")
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
table.add("gen AgentDetail bviper (a process)", genProcess, "cp -r of its output", copyProcess, goal: "<= 2x")
// What part of that is starting a process at all: vipergen's fixed cost against the smallest program there is.
let (versionProcess, trueProcess) = try measureProcessPair(
    iterations: 60, { try spawn(vipergen, ["--version"], environment) }, { try spawn("/bin/true", [], environment) })
table.add("vipergen --version (start-up alone)", versionProcess, "/bin/true", trueProcess, goal: "")

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
let xcodeFolder = scratch + "/xcode"
try FileManager.default.createDirectory(
    atPath: xcodeFolder + "/App.xcodeproj", withIntermediateDirectories: true)
try FileManager.default.copyItem(
    atPath: root + "/Tests/XcodeProjectTests/Fixtures/mastodon/project.pbxproj",
    toPath: xcodeFolder + "/App.xcodeproj/project.pbxproj")
try """
project_name: Mastodon
module_path: Mastodon/Scene/Modules
test_path: MastodonTests/Modules
project_targets: [Mastodon]
test_targets: [MastodonTests]
xcodeproj_path: App.xcodeproj
""".write(toFile: xcodeFolder + "/catalogs.yml", atomically: true, encoding: .utf8)
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
        scratch + "/plain",
    ], environment)
guard plainBatch.status == 0 else { fail("the batch of 1000 modules without the Xcode project failed") }
table.add(
    "1000 modules into one Xcode project, one process", xcodeBatch.elapsed, "the same, --no-xcodeproj",
    plainBatch.elapsed, goal: "< 3 s total")

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
let mergeFolder = scratch + "/merge"
try FileManager.default.createDirectory(atPath: mergeFolder + "/App.xcodeproj", withIntermediateDirectories: true)
try FileManager.default.copyItem(
    atPath: root + "/Tests/XcodeProjectTests/Fixtures/mastodon/project.pbxproj",
    toPath: mergeFolder + "/App.xcodeproj/project.pbxproj")
try FileManager.default.copyItem(atPath: xcodeFolder + "/catalogs.yml", toPath: mergeFolder + "/catalogs.yml")
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

guard let peakKilobytes else { fail("vipergen did not report its peak memory: \(memoryReport)") }
table.addMemory(peakKilobytes * 1024)
print(table.text)

// MARK: - Measuring

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

/// The release `vipergen` beside this executable, built first: `swift run vipergen-bench` builds only the
/// benchmark's own dependencies, and measuring a `vipergen` left from an older build would measure old code.
func findVipergen() throws -> String {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
    let path = folder + "/vipergen"
    do {
        print("building vipergen (release)...")
        let build = try spawn(
            "/usr/bin/env", ["swift", "build", "-c", "release", "--product", "vipergen"],
            [
                "PATH=" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "HOME=" + (ProcessInfo.processInfo.environment["HOME"] ?? "/tmp"),
            ])
        guard build.status == 0, FileManager.default.isExecutableFile(atPath: path) else {
            fail("could not build vipergen; run `swift build -c release` first")
        }
    }
    return path
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
