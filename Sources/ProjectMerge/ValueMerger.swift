import TextMerge
import XcodeProject

/// The merge of values, apart from their text: decides for each value whether ours stays, theirs is taken, its
/// parts are merged, or it conflicts.
///
/// Text that did not change is recognized byte for byte before anything is read as a value; values are compared
/// as Xcode reads them, so that a change of spacing, quoting or comments alone is no change.
struct ValueMerger {
    typealias NodeIndex = PropertyList.NodeIndex

    /// `nil` when the base is empty: both sides added everything they have.
    let base: MergeSide?
    let ours: MergeSide
    let theirs: MergeSide

    /// Dictionaries that are one setting: a Swift package's `requirement`, whose `kind` decides which of its other
    /// keys mean anything. Merged key by key, two sides' changes could make a requirement neither side had
    /// (`kind = branch` beside another side's `version`), so both sides changing one differently is one conflict.
    static let wholeValues: Set<String> = ["requirement"]

    /// Version stamps Xcode only ever raises, to the version of the last Xcode that checked the project for
    /// upgrades (`LastUpgradeCheck`) or for Swift updates (`LastSwiftUpdateCheck`): two sides that raised one
    /// differently take the higher, as the newer Xcode would write it again. `objectVersion` and the app's own
    /// versions (`CURRENT_PROJECT_VERSION`, `MARKETING_VERSION`) are not stamps: they stay conflicts.
    static let risingStamps: Set<String> = ["LastUpgradeCheck", "LastSwiftUpdateCheck"]

    /// The merge of one value, given its node in each side that has it; `nil` when the merge removes it.
    /// - Parameter whole: Whether two different changes of a dictionary or list conflict as one value, instead of
    ///   being merged entry by entry or item by item.
    func merge(base b: NodeIndex?, ours o: NodeIndex?, theirs t: NodeIndex?, whole: Bool = false) -> MergedValue? {
        let oursOrRemoved: MergedValue? = o == nil ? nil : .ours
        if MergeSide.sameText(ours, o, theirs, t) || MergeSide.sameText(base, b, theirs, t) {
            return oursOrRemoved
        }
        if MergeSide.sameText(base, b, ours, o) {
            return t.map { .theirs($0) }
        }
        let valueO = o.map(ours.value)
        let valueT = t.map(theirs.value)
        let valueB = b.flatMap { node in base.map { $0.value(node) } }
        if valueO == valueT || valueB == valueT {
            return oursOrRemoved
        }
        if valueB == valueO {
            return t.map { .theirs($0) }
        }
        let conflict = MergedValue.conflict(.init(base: b, ours: o, theirs: t))
        guard let o, let t, !whole else { return conflict }
        let kindB = b.flatMap { node in base.map { $0.plist[node].kind } }
        switch (ours.plist[o].kind, theirs.plist[t].kind) {
        case (.dictionary, .dictionary) where kindB == nil || kindB == .dictionary:
            return .dictionary(mergeEntries(base: b, ours: o, theirs: t))
        case (.array, .array) where kindB == nil || kindB == .array:
            return .array(mergeItems(base: b, ours: o, theirs: t))
        default:
            return conflict
        }
    }

    /// The entries of a dictionary both sides changed, each merged: ours' keys in their order, then the keys only
    /// theirs has. Keys in `kept` stay as ours has them (the root's `objects`, merged apart).
    func mergeEntries(base b: NodeIndex?, ours o: NodeIndex, theirs t: NodeIndex, kept: Set<String> = [])
        -> [MergedEntry]
    {
        let oursEntries = ours.entries(of: o)
        let theirsEntries = theirs.entries(of: t)
        let byName = { (entries: [MergeSide.Entry]) in
            Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
        }
        let inOurs = byName(oursEntries)
        let inTheirs = byName(theirsEntries)
        let inBase = b.flatMap { node in base.map { byName($0.entries(of: node)) } } ?? [:]
        var result: [MergedEntry] = []
        for name in oursEntries.map(\.name) + theirsEntries.map(\.name).filter({ inOurs[$0] == nil }) {
            let (entryO, entryT) = (inOurs[name], inTheirs[name])
            if kept.contains(name) {
                if entryO != nil {
                    result.append(MergedEntry(name: name, ours: entryO, theirs: entryT, value: .ours))
                }
                continue
            }
            guard
                var value = merge(
                    base: inBase[name]?.value, ours: entryO?.value, theirs: entryT?.value,
                    whole: Self.wholeValues.contains(name))
            else {
                continue
            }
            if Self.risingStamps.contains(name), case .conflict(let conflict) = value {
                value = higher(conflict) ?? value
            }
            result.append(MergedEntry(name: name, ours: entryO, theirs: entryT, value: value, base: inBase[name]))
        }
        return result
    }

    /// The higher of two version stamps both sides changed (four digits, `1500`, compared as numbers); `nil` when
    /// a side removed it or it is not a number.
    private func higher(_ conflict: MergedValue.Conflict) -> MergedValue? {
        guard let o = conflict.ours, let t = conflict.theirs, case .string(let oursText) = ours.value(o),
            case .string(let theirsText) = theirs.value(t), let oursStamp = Int(oursText),
            let theirsStamp = Int(theirsText)
        else { return nil }
        return theirsStamp > oursStamp ? .theirs(t) : .ours
    }

    /// The items of a list both sides changed: both sides' insertions and removals made, in the order of the
    /// lists. Where both changed one stretch of the list, ours' items stay but those theirs removed, then come the
    /// items theirs added; an item that both added, at different places, is kept once.
    func mergeItems(base b: NodeIndex?, ours o: NodeIndex, theirs t: NodeIndex) -> [MergedItem] {
        let itemsO = Array(ours.plist.items(of: o))
        let itemsT = Array(theirs.plist.items(of: t))
        let valuesO = itemsO.map(ours.value)
        let valuesT = itemsT.map(theirs.value)
        let valuesB = b.flatMap { node in base.map { side in side.plist.items(of: node).map(side.value) } } ?? []
        var merged: [(item: MergedItem, value: PropertyListValue)] = []
        for chunk in ThreeWayMerge.chunks(base: valuesB, ours: valuesO, theirs: valuesT) {
            switch chunk.kind {
            case .stable, .ours, .alike:
                merged += chunk.ours.indices.map { (.ours(itemsO[$0]), valuesO[$0]) }
            case .theirs:
                merged += chunk.theirs.indices.map { (.theirs(itemsT[$0]), valuesT[$0]) }
            case .conflict:
                var kept: [PropertyListValue: Int] = [:]
                for index in chunk.ours.indices
                where !(chunk.base.contains(valuesO[index]) && !chunk.theirs.contains(valuesO[index])) {
                    merged.append((.ours(itemsO[index]), valuesO[index]))
                    kept[valuesO[index], default: 0] += 1
                }
                // Theirs' new items, past as many of each as ours keeps here: one side's two insertions of an
                // item and the other's one give two, whichever side is ours.
                var added: [PropertyListValue: Int] = [:]
                for index in chunk.theirs.indices where !chunk.base.contains(valuesT[index]) {
                    added[valuesT[index], default: 0] += 1
                    if added[valuesT[index]]! > kept[valuesT[index]] ?? 0 {
                        merged.append((.theirs(itemsT[index]), valuesT[index]))
                    }
                }
            }
        }
        // An item moved by one side and removed by the other, or added by both at different places, is in `merged`
        // too often: keep it as often as the side that changed its count has it (both added: once).
        let countIn = { (values: [PropertyListValue]) in values.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        let (countB, countO, countT) = (countIn(valuesB), countIn(valuesO), countIn(valuesT))
        var seen: [PropertyListValue: Int] = [:]
        return merged.compactMap { entry in
            let (b, o, t) = (countB[entry.value] ?? 0, countO[entry.value] ?? 0, countT[entry.value] ?? 0)
            let allowed = o == b ? t : t == b ? o : max(o, t)
            seen[entry.value, default: 0] += 1
            return seen[entry.value]! <= allowed ? entry.item : nil
        }
    }
}
