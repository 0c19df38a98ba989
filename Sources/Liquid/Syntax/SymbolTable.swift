/// What parsing numbers for the renderer: the distinct filter names, and the distinct paths whose value can be
/// kept.
///
/// A reference shared by the parsers of one template's tags, which each number what they find in it.
final class SymbolTable {
    private(set) var filterNames: [String] = []
    private var filterSlots: [String: Int] = [:]
    private(set) var pathCount = 0
    private var pathSlots: [String: Int] = [:]

    init() {
        // Room for a typical template's distinct paths, so the table does not grow through several sizes.
        pathSlots.reserveCapacity(48)
    }

    /// The slot of filter `name`, numbered on first use.
    func filterSlot(_ name: String) -> Int {
        SymbolTable.slot(in: &filterSlots[name]) {
            filterNames.append(name)
            return filterNames.count - 1
        }
    }

    /// The slot of a fixed path, by its segments as written: the same path written twice shares its slot.
    func pathSlot(_ path: String) -> Int {
        SymbolTable.slot(in: &pathSlots[path]) {
            pathCount += 1
            return pathCount - 1
        }
    }

    /// The slot in `entry`, or a new one from `next` stored there: the key is hashed once either way.
    private static func slot(in entry: inout Int?, next: () -> Int) -> Int {
        if let slot = entry { return slot }
        let slot = next()
        entry = slot
        return slot
    }
}
