import Foundation

/// The benchmark's report: each figure next to its baseline, the ratio, and the goal.
struct Table {
    private var rows: [[String]] = [["measured", "vipergen", "baseline", "", "ratio", "goal"]]

    mutating func add(_ name: String, _ value: Duration, _ baselineName: String, _ baseline: Duration, goal: String) {
        rows.append([name, Self.format(value), baselineName, Self.format(baseline), ratio(value, baseline), goal])
    }

    /// A batch: the total, and the time per module against the batch of 10's (1.0x means perfectly linear).
    mutating func addBatch(_ count: Int, total: Duration, perModule: Duration, firstPerModule: Duration) {
        rows.append([
            "batch of \(count) modules, one process", Self.format(total) + " (" + Self.format(perModule) + "/module)",
            "per module in the batch of 10", Self.format(firstPerModule), ratio(perModule, firstPerModule),
            "linear",
        ])
    }

    mutating func addMemory(_ bytes: Int) {
        let megabytes = Double(bytes) / 1_048_576
        rows.append(["peak memory of one gen", String(format: "%.1f MB", megabytes), "", "", "", "< 10 MB"])
    }

    var text: String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == 0 || column == 2
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// A duration as the table shows it: seconds, milliseconds or microseconds.
    static func format(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
        return String(format: "%.1f µs", seconds * 1e6)
    }

    private func ratio(_ value: Duration, _ baseline: Duration) -> String {
        let a = Double(value.components.seconds) * 1e18 + Double(value.components.attoseconds)
        let b = Double(baseline.components.seconds) * 1e18 + Double(baseline.components.attoseconds)
        return String(format: "%.2fx", a / max(b, 1))
    }
}
