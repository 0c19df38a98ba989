/// What parsing numbers for the renderer: the distinct filter names, the distinct paths whose value can be kept,
/// and the distinct first names of paths, each by its text in the template (`PathTable`).
///
/// A reference shared by the parsers of one template's tags, which each number what they find in it.
final class SymbolTable {
    // One parse uses the table from one thread, one tag at a time, and never while another access to it is going
    // on: the runtime's exclusivity checks on each access were a twentieth of a parse.
    @exclusivity(unchecked) private(set) var filterNames: [String] = []
    @exclusivity(unchecked) private var filters = PathTable()
    @exclusivity(unchecked) private var paths = PathTable()
    @exclusivity(unchecked) private var roots = PathTable()

    var pathCount: Int { paths.count }
    /// How many distinct names start a path.
    var rootCount: Int { roots.count }

    /// The slot of the filter named at `text` of `bytes`, numbered on first use, and its name, made a string once.
    func filter(_ text: Range<Int>, in bytes: [UInt8]) -> (slot: Int, name: String) {
        let slot = bytes.withUnsafeBufferPointer { filters.slot(text, in: $0) }
        if slot == filterNames.count { filterNames.append(String(decoding: bytes[text], as: UTF8.self)) }
        return (slot, filterNames[slot])
    }

    /// The slot of the fixed path written at `text` of `bytes`: the same text always parses to the same path, so
    /// it shares its slot. Spelled differently (`a.b` and `a["b"]`), one path gets two slots, which costs only a
    /// second lookup when it renders.
    func pathSlot(_ text: Range<Int>, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { paths.slot(text, in: $0) }
    }

    /// The slot of the name written at `text` of `bytes` as the first of a path: the renderer keeps what the
    /// render's variables hold under each name there, so that each is looked up once.
    func rootSlot(_ text: Range<Int>, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { roots.slot(text, in: $0) }
    }
}
