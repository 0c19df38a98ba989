import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches SIGINT and SIGTERM while a plan is written, so the writer can undo its work instead of dying half-way.
enum Interruption {
    /// The signal received, or 0. Written from the signal handler: an atomic store is async-signal-safe.
    private static let received = Atomic<Int32>(0)

    /// Runs `body` with the handlers installed, restoring the default ones afterwards.
    static func catching<T>(_ body: () throws -> T) rethrows -> T {
        received.store(0, ordering: .relaxed)
        let handler: @convention(c) (Int32) -> Void = { signal in
            Interruption.received.store(signal, ordering: .relaxed)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        // A parent may have started us with these signals blocked; unblock them so they reach the handler.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        defer {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        return try body()
    }

    /// The signal that arrived while `catching` ran, if any.
    static var signalNumber: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }
}
