/// A template's `version` read for ordering: its dot-separated numbers (`1.10.0` comes after `1.9.2`), a leading `v`
/// and anything from a `-` or `+` on (`-beta.1`, `+build`) set aside. Missing numbers count as 0, so `1.2` and
/// `1.2.0` are one version. A version that is not numbers (`latest`, `2024a`) has no order.
public struct TemplateVersion: Comparable, Sendable {
    /// The numbers, without the zeros that end them.
    public let numbers: [Int]

    /// `nil` when `text` is not dot-separated numbers.
    public init?(_ text: String) {
        var core = Substring(text.trimmed)
        if core.first == "v" || core.first == "V" { core = core.dropFirst() }
        if let end = core.firstIndex(where: { $0 == "-" || $0 == "+" }) { core = core[..<end] }
        var numbers: [Int] = []
        for part in core.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        while numbers.last == 0 { numbers.removeLast() }
        self.numbers = numbers
    }

    public static func < (lhs: TemplateVersion, rhs: TemplateVersion) -> Bool {
        lhs.numbers.lexicographicallyPrecedes(rhs.numbers)
    }

    /// Whether `version` is older than `recorded`, both as a spec writes them: `false` when either has no order.
    public static func isOlder(_ version: String, than recorded: String) -> Bool {
        guard let version = TemplateVersion(version), let recorded = TemplateVersion(recorded) else { return false }
        return version < recorded
    }
}
