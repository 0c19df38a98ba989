#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Array where Element == UInt8 {
    /// Whether `other` holds the same bytes, compared by `memcmp`: `==` on arrays compares element by element,
    /// which for a project file of a megabyte, checked against the disk before it is replaced, took milliseconds.
    public func hasSameBytes(as other: [UInt8]?) -> Bool {
        guard let other, other.count == count else { return false }
        return withUnsafeBytes { mine in
            other.withUnsafeBytes { theirs in
                guard let a = mine.baseAddress, let b = theirs.baseAddress else { return true }
                return memcmp(a, b, count) == 0
            }
        }
    }
}
