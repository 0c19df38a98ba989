import Dispatch

extension FileSystem {
    /// The stamps of `paths`, in their order (`nil` where nothing is), taken on every core at once when there are
    /// many: a check of a large app that reads nothing anew spends most of its time waiting for them.
    public func stamps(of paths: [String]) -> [FileStamp?] {
        // Below this, starting threads costs more than the stats they share.
        guard paths.count >= 512 else { return paths.map(stamp) }
        var stamps = [FileStamp?](repeating: nil, count: paths.count)
        let parts = 16
        stamps.withUnsafeMutableBufferPointer { buffer in
            // Each part writes its own indices, and the buffer outlives `concurrentPerform`, which returns when every
            // part has.
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                for index in stride(from: part, to: paths.count, by: parts) {
                    buffer[index] = stamp(paths[index])
                }
            }
        }
        return stamps
    }
}
