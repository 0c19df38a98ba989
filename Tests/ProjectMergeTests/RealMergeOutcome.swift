import ProjectMerge
import XcodeProject

/// What the merge makes of one real case of `Fixtures/`, compared with what the developers committed.
///
/// Each object whose values differ between the merge and the committed resolution (lists compared as multisets,
/// their order being the developers' or Xcode's choice) is explained when the inputs show that the developers,
/// not the merge, departed from "both sides' changes, each once": an object in neither side (Xcode re-created it
/// under a new ID), an object or change of one side that the resolution dropped, an object one side removed that
/// the resolution kept. What is left unexplained is a difference the merge must answer for.
struct RealMergeOutcome {
    var name: String
    var result: ProjectMerge.Result
    /// The result is the committed resolution byte for byte.
    var identical: Bool
    /// The explained differences, each with its reason.
    var explained: [String] = []
    /// The differences no departure of the resolution explains.
    var unexplained: [String] = []

    /// Clean, and the resolution's objects and attributes, up to list order and the resolution's departures.
    var matchesResolution: Bool { result.isClean && result.lineMergeReason == nil && unexplained.isEmpty }

    init(_ name: String) throws {
        self.name = name
        let side = { (file: String) throws -> [UInt8] in
            guard let bytes = MergeFiles.mergeCase(name, file) else { throw MissingText(text: "\(name)/\(file)") }
            return bytes
        }
        let (base, ours, theirs) = (try side("base"), try side("ours"), try side("theirs"))
        result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        let resolution = MergeFiles.mergeCase(name, "resolved")
        identical = resolution == result.bytes
        guard let resolution, result.isClean, result.lineMergeReason == nil, !identical else { return }
        guard let committed = try? objectValues(resolution).mapValues(unordered) else {
            explained.append("the committed resolution does not read as a project")
            return
        }
        let merged = try objectValues(result.bytes).mapValues(unordered)
        let inputs = try [base, ours, theirs].map { try objectValues($0).mapValues(unordered) }
        for id in Set(merged.keys).union(committed.keys).sorted() where merged[id] != committed[id] {
            let (reason, isExplained) = Self.explain(id, merged: merged[id], committed: committed[id], inputs: inputs)
            if isExplained {
                explained.append("\(id) \(reason)")
            } else {
                unexplained.append("\(id) \(reason)")
            }
        }
    }

    /// Why an object differs, and whether the resolution's departure explains it.
    private static func explain(
        _ id: String, merged: PropertyListValue?, committed: PropertyListValue?, inputs: [[String: PropertyListValue]]
    ) -> (String, Bool) {
        let (base, ours, theirs) = (inputs[0][id], inputs[1][id], inputs[2][id])
        guard let committed else {
            if base == nil {
                return ("the resolution dropped an object \(ours != nil ? "ours" : "theirs") added", true)
            }
            return ("the resolution dropped an object both sides kept", ours != nil && theirs != nil)
        }
        guard let merged else {
            if base == nil && ours == nil && theirs == nil {
                return ("the resolution has an object in neither side", true)
            }
            return ("the resolution kept an object one side removed", base != nil && (ours == nil || theirs == nil))
        }
        let reasons = explainValue(merged, committed, base, ours, theirs)
        return (reasons.map(\.reason).joined(separator: "; "), reasons.allSatisfy(\.explained))
    }

    /// Why a value differs, part by part: dictionaries key by key, lists item by item (as multisets).
    private static func explainValue(
        _ m: PropertyListValue?, _ c: PropertyListValue?, _ b: PropertyListValue?, _ o: PropertyListValue?,
        _ t: PropertyListValue?, path: String = ""
    ) -> [(reason: String, explained: Bool)] {
        guard m != c else { return [] }
        let at = path.isEmpty ? "" : path + ": "
        switch (m, c) {
        case (.dictionary(let merged)?, .dictionary(let committed)?):
            let entries = { (value: PropertyListValue?) -> [String: PropertyListValue] in
                if case .dictionary(let entries)? = value { return entries }
                return [:]
            }
            let (eb, eo, et) = (entries(b), entries(o), entries(t))
            return Set(merged.keys).union(committed.keys).sorted().flatMap { key in
                explainValue(
                    merged[key], committed[key], eb[key], eo[key], et[key], path: path.isEmpty ? key : path + "." + key)
            }
        case (.array(let merged)?, .array(let committed)?):
            let items = { (value: PropertyListValue?) -> [PropertyListValue] in
                if case .array(let items)? = value { return items }
                return []
            }
            let count = { (list: [PropertyListValue], item: PropertyListValue) in list.filter { $0 == item }.count }
            let (ib, io, it) = (items(b), items(o), items(t))
            var reasons: [(String, Bool)] = []
            for item in Set(merged + committed).sorted(by: { "\($0)" < "\($1)" }) {
                let (inM, inC) = (count(merged, item), count(committed, item))
                let (inB, inO, inT) = (count(ib, item), count(io, item), count(it, item))
                if inM > inC {
                    if inB < max(inO, inT) {
                        reasons.append(("\(at)the resolution dropped \(item), which a side added", true))
                    } else if inB > 0 && inO >= inB && inT >= inB {
                        reasons.append(("\(at)the resolution dropped \(item), which both sides kept", true))
                    } else {
                        reasons.append(("\(at)the merge has \(item) \(inM) times, the resolution \(inC)", false))
                    }
                } else if inC > inM {
                    if inM > 0 && inC > max(inO, inT) {
                        reasons.append(("\(at)the resolution lists \(item) \(inC) times, more than either side", true))
                    } else if inB == 0 && inO == 0 && inT == 0 {
                        reasons.append(("\(at)the resolution added \(item), in neither side", true))
                    } else if inB > min(inO, inT) {
                        reasons.append(("\(at)the resolution kept \(item), which a side removed", true))
                    } else {
                        reasons.append(("\(at)the merge has \(item) \(inM) times, the resolution \(inC)", false))
                    }
                }
            }
            return reasons
        default:
            if c == b && (o != b || t != b) {
                return [("\(at)the resolution lost a side's change", true)]
            }
            if c != b && c != o && c != t {
                return [("\(at)the resolution made it what neither side has", true)]
            }
            return [
                (
                    "\(at)the merge has \(m.map { "\($0)" } ?? "nothing"), the resolution \(c.map { "\($0)" } ?? "nothing")",
                    false
                )
            ]
        }
    }
}
