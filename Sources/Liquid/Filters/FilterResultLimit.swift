#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The largest result a filter may build in the render running on this thread: the render's output limit. Filters
/// whose result can be far larger than their input (`join`, `replace` with an empty target) check it as they go, so
/// that they fail before exhausting memory. The renderer checks every other result once it is made.
///
/// A value of the thread (POSIX thread-specific data) rather than a task-local one: a task-local value linked Swift's
/// concurrency runtime and Dispatch into every program that renders a template, and their start-up cost each
/// `vipergen` process 0.03–0.06 ms (Tests/Benchmark/README.md). A render is synchronous, so the two see the same value.
enum FilterResultLimit {
    /// The key of the limit, stored as the limit plus one so that a thread that set none reads `nil`.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key for the filters' result limit")
        return key
    }()

    /// The limit of the render running on this thread, or the default output limit outside one.
    static var current: Int {
        guard let stored = pthread_getspecific(key) else { return Environment.Limits().outputBytes }
        return Int(bitPattern: stored) - 1
    }

    /// Runs `body` with `limit` as the current limit, and puts back the one before (a render within a render).
    static func with<Result, Failure: Error>(_ limit: Int, _ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        let outer = pthread_getspecific(key)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: min(max(0, limit), Int.max - 1) + 1))
        defer { pthread_setspecific(key, outer) }
        return try body()
    }
}
