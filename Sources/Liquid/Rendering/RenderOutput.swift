/// The bytes a render writes, in one buffer that only grows.
///
/// A render appends a hundred or so pieces to its output, most of them a few bytes long. `Array`'s
/// `append(contentsOf:)` spent some seventy instructions on each (uniqueness, capacity and the generic copy) before
/// it copied a byte; here an append is a capacity check and a copy. The buffer cannot be copied, so nothing else
/// can hold it while the render writes, and it frees itself.
struct RenderOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far, valid until the next append.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// What has been written, as text: see `String(renderedOutput:)`.
    var text: String { String(renderedOutput: bytes) }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the bytes of `text`: one copy, after making a bridged string native.
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var native = text
            native.withUTF8 { append($0) }
        }
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
