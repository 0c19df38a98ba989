import Files

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Commands in one project run one after the other: each holds its project's folder (the one with catalogs.yml,
/// where the records and the journal live) locked from before it looks for an unfinished run until it ends.
///
/// Without it, a command started while another was writing took that run's journal for the journal of a run
/// killed half-way, and undid its files under it; and two runs that edited one file (the Xcode project, an
/// injection target) could each find it as they had planned and replace it, the later losing the other's edit.
/// A lock is the folder's flock(2), which the system drops when its holder ends, however it ends: a killed run
/// leaves no lock behind, only its journal, which the next command then recovers.
struct ProjectLock {
    private let locks: [FolderLock]

    /// Locks each of `folders`, in one order (so that two commands never wait for each other), waiting up to
    /// `context.lockWait` in all for runs that hold them, and saying so on standard error once the wait is longer
    /// than a moment.
    /// - Throws: `ProjectBusy` when a folder is still held after that wait, having released the others.
    static func hold(_ folders: [String], context: CommandContext) throws(ProjectBusy) -> ProjectLock {
        var locks: [FolderLock] = []
        let start = now()
        var said = false
        for folder in Set(folders).sorted() {
            do {
                if let lock = try lock(folder, since: start, context: context, said: &said) { locks.append(lock) }
            } catch {
                for lock in locks { lock.release() }
                throw error
            }
        }
        return ProjectLock(locks: locks)
    }

    /// The lock of `folder`, asked for again and again until `context.lockWait` after `start`; `nil` where there is
    /// none to take.
    private static func lock(
        _ folder: String, since start: Duration, context: CommandContext, said: inout Bool
    ) throws(ProjectBusy) -> FolderLock? {
        // A run takes milliseconds; a batch of thousands of modules, seconds.
        var pause = Duration.milliseconds(1)
        while true {
            switch context.fileSystem.tryLocking(folder) {
            case .locked(let lock):
                return lock
            case .unsupported:
                return nil
            case .busy:
                let waited = now() - start
                // Waiting out another quick run goes unsaid.
                if !said, waited >= .milliseconds(100) {
                    context.console.error("note: waiting for another vipergen run in \(folder) to finish\n")
                    said = true
                }
                guard waited < context.lockWait else { throw ProjectBusy(folder: folder, wait: context.lockWait) }
                sleep(for: pause)
                pause = min(pause * 2, .milliseconds(50))
            }
        }
    }

    /// Gives every lock up.
    func release() {
        for lock in locks { lock.release() }
    }

    /// The monotonic clock, read from the C library: Swift's `ContinuousClock` links the concurrency runtime, whose
    /// start-up (reading the processor count from /sys) every run would pay.
    private static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    private static func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var rest = timespec()
        while nanosleep(&time, &rest) != 0 && errno == EINTR { time = rest }
    }
}

/// Another vipergen run held the project's folder for longer than a command waits.
struct ProjectBusy: Error, CustomStringConvertible {
    var folder: String
    var wait: Duration

    var description: String {
        "error: another vipergen run in \(folder) has not finished after \(wait); nothing was done\n"
            + "  run again once it has finished (a run stopped with Ctrl-Z holds the project until it is resumed or "
            + "ended)"
    }
}
