import Files
import Synchronization

/// The real disk, except that one operation fails the way a full or read-only disk makes it fail.
public struct FaultyFileSystem: ForwardingFileSystem {
    public enum Operation: String, CustomStringConvertible, Sendable {
        case write, create, createDirectory, moveItem
        public var description: String { rawValue }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let base: any FileSystem = LocalFileSystem()
    let operation: Operation
    let failAt: Int
    let reason: String
    let count = Counter()

    /// Fails the `failAt`-th `operation` with `reason` as its message.
    public init(operation: Operation, failAt: Int, reason: String = "No space left on device") {
        self.operation = operation
        self.failAt = failAt
        self.reason = reason
    }

    /// Without Foundation, so that `vipergen-interruptible`, which links this target, stays as lean as `vipergen`
    /// (the benchmark takes its peak memory from it).
    final class Counter: Sendable {
        private let value = Mutex(0)
        func next() -> Int {
            value.withLock { value in
                value += 1
                return value
            }
        }
    }

    private func fault(_ kind: Operation) throws {
        if kind == operation, count.next() == failAt { throw Failure(description: reason) }
    }

    public func write(_ bytes: [UInt8], to path: String) throws {
        try fault(.write)
        try base.write(bytes, to: path)
    }

    public func create(_ bytes: [UInt8], at path: String) throws {
        try fault(.create)
        try base.create(bytes, at: path)
    }

    public func createDirectory(_ path: String) throws {
        try fault(.createDirectory)
        try base.createDirectory(path)
    }

    public func moveItem(from source: String, to destination: String) throws {
        try fault(.moveItem)
        try base.moveItem(from: source, to: destination)
    }
}
