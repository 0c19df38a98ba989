/// Makes IDs for new objects: 24 upper-case hex digits derived from a description of the object's place, so the
/// same addition to the same project gets the same IDs on every machine, and two branches that add the same
/// module merge without conflicts.
struct ObjectIDGenerator {
    /// Mixed into every hash so that different projects get different IDs for the same path.
    private let seed: String
    /// The project's objects, to avoid their IDs.
    private let existing: ObjectTable
    private let plist: PropertyList
    /// The 24-byte strings the file mentions, built on first use: a reference to an object that does not exist
    /// would adopt a new object with its ID.
    private var mentioned: MentionedStrings?
    private var created: Set<String> = []

    init(seed: String, existing: ObjectTable, in plist: PropertyList) {
        self.seed = seed
        self.existing = existing
        self.plist = plist
    }

    /// An ID for the object `description` names (`fileref:App/Foo.swift`), neither mentioned in the project nor
    /// made by an earlier call: on a collision the description is hashed again with a counter.
    mutating func make(for description: String) -> String {
        if mentioned == nil {
            mentioned = MentionedStrings(plist, length: 24)
        }
        var attempt = 0
        while true {
            let text = attempt == 0 ? "\(seed)\n\(description)" : "\(seed)\n\(description)\n\(attempt)"
            let id = Self.id(hashing: text)
            if existing.index(of: id) == nil && !mentioned!.contains(id) && !created.contains(id) {
                created.insert(id)
                return id
            }
            attempt += 1
        }
    }

    /// The top 96 bits of the 128-bit FNV-1a hash of `text`'s UTF-8, in hex.
    static func id(hashing text: String) -> String {
        let (high, low) = fnv1a128(text.utf8)
        return hex(high, digits: 16) + hex(low >> 32, digits: 8)
    }

    /// FNV-1a with the 128-bit parameters: offset basis 0x6C62272E07BB014262B821756295C58D, prime 2^88 + 0x13B.
    static func fnv1a128(_ bytes: some Sequence<UInt8>) -> (high: UInt64, low: UInt64) {
        var high: UInt64 = 0x6C62_272E_07BB_0142
        var low: UInt64 = 0x62B8_2175_6295_C58D
        for byte in bytes {
            low ^= UInt64(byte)
            // (high·2^64 + low)·(2^88 + 0x13B) mod 2^128, in 64-bit halves.
            let product = low.multipliedFullWidth(by: 0x13B)
            high = product.high &+ high &* 0x13B &+ (low << 24)
            low = product.low
        }
        return (high, low)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: digits - text.count) + text
    }
}
