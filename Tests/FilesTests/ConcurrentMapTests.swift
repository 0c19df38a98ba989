import Files
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Array.concurrentMap")
struct ConcurrentMapTests {
    @Test func aLargeArrayIsMappedInOrderEachElementOnce() {
        let numbers = Array(0..<10_000)
        let calls = Mutex([Int](repeating: 0, count: numbers.count))
        let mapped = numbers.concurrentMap { number in
            calls.withLock { $0[number] += 1 }
            return number * 3 + 1
        }
        #expect(mapped == numbers.map { $0 * 3 + 1 })
        #expect(calls.withLock { $0.allSatisfy { $0 == 1 } })
    }

    @Test func aLargeArrayIsSharedBetweenThreadsWhenThereAreCores() {
        let threads = Mutex(Set<UInt>())
        _ = Array(0..<4_096).concurrentMap { number in
            // Long enough per element that a second thread has started before the first is through them all.
            usleep(number % 64 == 0 ? 1_000 : 0)
            threads.withLock { _ = $0.insert(UInt(bitPattern: Int(bitPattern: pthread_self()))) }
            return number
        }
        let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #expect(threads.withLock { $0.count } == (cores > 1 ? min(cores, 16) : 1))
    }

    @Test func aSmallArrayIsMappedOnTheCallingThread() {
        let caller = UInt(bitPattern: Int(bitPattern: pthread_self()))
        let threads = Mutex(Set<UInt>())
        let mapped = ["a", "b", "c"].concurrentMap { text in
            threads.withLock { _ = $0.insert(UInt(bitPattern: Int(bitPattern: pthread_self()))) }
            return text.uppercased()
        }
        #expect(mapped == ["A", "B", "C"])
        #expect(threads.withLock { $0 } == [caller])
    }
}
