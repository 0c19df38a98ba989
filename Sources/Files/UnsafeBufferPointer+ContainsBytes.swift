import ByteWords

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `needle` occurs in these bytes: each place of its first byte is found eight bytes at a time
    /// (`ByteWords`), and only there is the rest compared. An empty needle occurs everywhere.
    public func containsBytes(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        var start = 0
        while let index = ByteWords.firstIndex(of: first, in: self, from: start) {
            guard index + needle.count <= count else { return false }
            if self[index..<index + needle.count].elementsEqual(needle) { return true }
            start = index + 1
        }
        return false
    }
}
