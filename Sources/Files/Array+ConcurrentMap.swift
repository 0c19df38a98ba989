import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Array where Element: Sendable {
    /// `transform` of each element, in order, run on every core at once when there are at least `minimumCount`
    /// elements (below that, starting threads costs more than they share): for work that waits on the disk, such as
    /// reading or stating thousands of small files.
    ///
    /// The threads are POSIX threads, started here and joined before it returns, each taking the next element not
    /// taken yet. Dispatch did this before, and linking it (with the concurrency runtime) cost every `vipergen`
    /// process 0.03–0.06 ms of start-up, whether it had thousands of files to read or none (Tests/Benchmark/README.md).
    public func concurrentMap<T: Sendable>(minimumCount: Int = 512, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count >= minimumCount else { return map(transform) }
        let cores = ConcurrentWork.cores
        guard cores > 1 else { return map(transform) }
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each element is taken once, and its result written to its own place in the buffer, which outlives the
            // threads: they are joined before the buffer is read.
            nonisolated(unsafe) let buffer = buffer
            withoutActuallyEscaping(transform) { transform in
                let work = ConcurrentWork(count: count) { index in buffer[index] = transform(self[index]) }
                let threads = (1..<Swift.min(cores, 16)).compactMap { _ in work.startThread() }
                work.run()
                for thread in threads { work.join(thread) }
            }
        }
        return results.map { $0! }
    }
}

/// Indices `0..<count` handed out one by one to the threads that run `body` on them.
private final class ConcurrentWork: @unchecked Sendable {
    // `body` writes only the place of the index it is given, and each index is given once.
    private let body: (Int) -> Void
    private let count: Int
    private let next = Atomic(0)

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Runs `body` on the indices no thread has taken, until there are none.
    func run() {
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            body(index)
        }
    }

    /// The cores online: how many threads share the work, the calling one included.
    static var cores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// A thread that runs `run()`, or `nil` when the system will not start one (the calling thread then does more).
    func startThread() -> pthread_t? {
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
            let started = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<ConcurrentWork>.fromOpaque(context).takeRetainedValue().run()
                    return nil
                }, context)
        #elseif canImport(Glibc)
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<ConcurrentWork>.fromOpaque(context!).takeRetainedValue().run()
                    return nil
                }, context)
        #else
            // Musl's `pthread_t` has another shape, and no build here tries it: the calling thread does it all.
            let thread: pthread_t? = nil
            let started: Int32 = -1
        #endif
        guard started == 0 else {
            Unmanaged<ConcurrentWork>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// Waits for `thread` to finish.
    func join(_ thread: pthread_t) {
        pthread_join(thread, nil)
    }
}
