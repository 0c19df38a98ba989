// Prints the file-scope public type names of symbol graphs (`swift symbolgraph-extract` output), one per line,
// sorted: structs, classes, enums, protocols, actors and type aliases whose name does not start with `_`.
// Used by generate.sh; not part of the build.
import Foundation

var names = Set<String>()
for path in CommandLine.arguments.dropFirst() {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
    else { continue }
    let kinds: Set<String> = [
        "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.actor", "swift.typealias",
    ]
    for symbol in symbols {
        guard let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String, kinds.contains(kind),
            let path = symbol["pathComponents"] as? [String], path.count == 1, !path[0].hasPrefix("_")
        else { continue }
        names.insert(path[0])
    }
}
print(names.sorted().joined(separator: "\n"))
