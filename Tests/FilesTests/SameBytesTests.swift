import Files
import Testing

/// `hasSameBytes(as:)`, the writer's check that a file still holds what the plan was made against.
@Suite("Array.hasSameBytes")
struct SameBytesTests {
    @Test func equalOnlyForTheSameBytesAndLength() {
        let bytes = (0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        #expect(bytes.hasSameBytes(as: bytes))
        #expect([UInt8]().hasSameBytes(as: []))
        #expect(!bytes.hasSameBytes(as: nil))
        #expect(![UInt8]().hasSameBytes(as: nil))
        #expect(!bytes.hasSameBytes(as: Array(bytes.dropLast())))
        for position in [0, 1, 7, 8, 2_047, 4_095] {
            var changed = bytes
            changed[position] ^= 0x80
            #expect(!bytes.hasSameBytes(as: changed), "byte \(position)")
        }
    }
}
