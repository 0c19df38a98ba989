import Testing

@testable import Files

/// The lock's fingerprints: SHA-256 agreeing with FIPS 180-4's examples and `sha256sum`.
@Suite("SHA-256")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "The quick brown fox jumps over the lazy dog",
            "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"
        ),
        ("é😀\n", "f26b68b6994ea006d176890661e1c0401f133bb6cffe91cecfc5bd0570921cb8"),
    ])
    func knownVectors(_ text: String, _ digest: String) {
        #expect(SHA256.hex(Array(text.utf8)) == digest)
        #expect(SHA256.hex(text.utf8) == digest, "any collection of bytes")
    }

    /// Lengths around the 64-byte block and the 56-byte padding boundary, where padding needs one block or two.
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
        (1_000_000, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
    func messagesOfEveryPaddingLength(_ count: Int, _ digest: String) {
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: count)) == digest)
    }

    @Test func everyByteValue() {
        #expect(
            SHA256.hex((0...255).map { UInt8($0) })
                == "40aff2e9d2d8922e47afd4648e6967497158785fbd1da870e7110266bf944880")
    }
}
