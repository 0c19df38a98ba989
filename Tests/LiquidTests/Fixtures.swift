import Liquid

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The benchmark's template, context and expected output, shared with `vipergen-bench`.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Benchmark").path

    static func read(_ name: String) throws -> String {
        try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    }

    static func context() throws -> [String: Value] {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/context.json"))
        return try JSONDecoder().decode([String: Value].self, from: data)
    }
}
