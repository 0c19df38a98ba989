/// What parsing numbers for the renderer: the distinct filter names, and the distinct paths whose value can be
/// kept.
///
/// A reference shared by the parsers of one template's tags, which each number what they find in it.
final class SymbolTable {
    // One parse uses the table from one thread, one tag at a time, and never while another access to it is going
    // on: the runtime's exclusivity checks on each access were a twentieth of a parse.
    @exclusivity(unchecked) private(set) var filterNames: [String] = []
    @exclusivity(unchecked) private var paths = PathTable()
    @exclusivity(unchecked) private var roots = PathTable()

    var pathCount: Int { paths.count }
    /// How many distinct names start a path.
    var rootCount: Int { roots.count }

    /// The slot of filter `name`, numbered on first use. A template calls a handful of distinct filters: looking
    /// through them is quicker than hashing the name.
    func filterSlot(_ name: String) -> Int {
        if let slot = filterNames.firstIndex(of: name) { return slot }
        filterNames.append(name)
        return filterNames.count - 1
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
