import Foundation
import TestHelpers

/// The JSON schemas published in the reference the README links to, so tests check real output against what users
/// were promised.
enum ReadmeSchemas {
    /// Where the schemas are published, relative to the repository's root.
    static let file = ReadmeTests.jsonOutputReference

    struct Missing: Error, CustomStringConvertible {
        var title: String
        var description: String { "\(ReadmeSchemas.file) has no JSON schema titled '\(title)'" }
    }

    /// The schema in a ```json block of the JSON output reference whose "title" is `title`.
    static func schema(titled title: String) throws -> [String: Any] {
        let reference = try String(contentsOfFile: repositoryRoot + "/" + file, encoding: .utf8)
        for block in reference.components(separatedBy: "```json\n").dropFirst() {
            guard let end = block.range(of: "\n```") else { continue }
            let text = String(block[..<end.lowerBound])
            if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                object["title"] as? String == title
            {
                return object
            }
        }
        throw Missing(title: title)
    }
}

/// A validator for the part of JSON Schema the README uses: type, required, properties, additionalProperties,
/// items, enum and const.
enum JSONSchema {
    /// Every way `value` breaks `schema`, as `path: problem` lines; empty when it conforms.
    static func problems(_ value: Any, against schema: [String: Any], at path: String = "$") -> [String] {
        var problems: [String] = []
        if let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map({ [$0] }),
            !types.contains(where: { matches(value, type: $0) })
        {
            return ["\(path): expected \(types.joined(separator: " or ")), got \(value)"]
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { equal($0, value) }) {
            problems.append("\(path): \(value) is not one of \(options)")
        }
        if let constant = schema["const"], !equal(constant, value) {
            problems.append("\(path): expected \(constant), got \(value)")
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                problems.append("\(path): missing '\(key)'")
            }
            for (key, item) in object {
                if let property = properties[key] {
                    problems += self.problems(item, against: property, at: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    problems += self.problems(item, against: additional, at: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    problems.append("\(path): '\(key)' is not in the schema")
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() {
                problems += self.problems(item, against: items, at: "\(path)[\(index)]")
            }
        }
        return problems
    }

    private static func matches(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return (value as? NSNumber).map(isBoolean) ?? false
        case "integer":
            return (value as? NSNumber).map { !isBoolean($0) && $0.doubleValue == $0.doubleValue.rounded() } ?? false
        case "number": return (value as? NSNumber).map { !isBoolean($0) } ?? false
        case "null": return value is NSNull
        default: return false
        }
    }

    /// JSONSerialization returns booleans as NSNumbers whose Objective-C type is `char`.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    private static func equal(_ a: Any, _ b: Any) -> Bool {
        (a as? NSObject)?.isEqual(b) ?? false
    }
}
