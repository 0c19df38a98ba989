#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How vipergen writes JSON, for `--json` documents and the lock file alike: pretty-printed with sorted keys so
/// the output is stable and diffs well, and with slashes in paths left as they are.
public enum JSONText {
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The documents hold only strings, numbers, booleans, arrays and objects: encoding cannot fail.
        let data = (try? encoder.encode(value)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
