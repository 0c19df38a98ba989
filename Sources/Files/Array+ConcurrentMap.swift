import Dispatch

extension Array where Element: Sendable {
    /// `transform` of each element, in order, run on every core at once when there are at least `minimumCount`
    /// elements (below that, starting threads costs more than they share): for work that waits on the disk, such as
    /// reading or stating thousands of small files.
    public func concurrentMap<T: Sendable>(minimumCount: Int = 512, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count >= minimumCount else { return map(transform) }
        var results = [T?](repeating: nil, count: count)
        let parts = 16
        results.withUnsafeMutableBufferPointer { buffer in
            // Each part writes its own indices, and the buffer outlives `concurrentPerform`, which returns when every
            // part has.
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                for index in stride(from: part, to: count, by: parts) {
                    buffer[index] = transform(self[index])
                }
            }
        }
        return results.map { $0! }
    }
}
