import JSON
import Testing

@testable import Liquid

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One template and what Ruby Liquid 5 makes of it: its output, or an error.
///
/// The expected outputs are written from the Liquid documentation and from Shopify's Ruby Liquid (5.13), the
/// reference; `Tests/LiquidDifferential` renders every case with Ruby Liquid and python-liquid too (see
/// `exportsTheCasesForTheDifferentialScript`). A `note` says where python-liquid differs from Ruby.
struct ConformanceCase: CustomTestStringConvertible, Sendable {
    enum Expected: Sendable, Equatable {
        case output(String)
        case error
    }

    var name: String
    var template: String
    var data: [String: Value]
    var partials: [String: String]
    var expected: Expected
    var note: String?

    init(
        _ name: String, _ template: String, _ data: [String: Value] = [:], partials: [String: String] = [:],
        gives output: String, note: String? = nil
    ) {
        self.name = name
        self.template = template
        self.data = data
        self.partials = partials
        self.expected = .output(output)
        self.note = note
    }

    init(
        _ name: String, _ template: String, _ data: [String: Value] = [:], partials: [String: String] = [:],
        fails: Void, note: String? = nil
    ) {
        self.name = name
        self.template = template
        self.data = data
        self.partials = partials
        self.expected = .error
        self.note = note
    }

    var testDescription: String { name }

    /// The case's variables with the shared ones it mentions: what the differential script passes.
    var variables: [String: Value] {
        let texts = [template] + Array(partials.values)
        let mentioned = ConformanceTests.shared.filter { key, _ in texts.contains { $0.contains(key) } }
        return mentioned.merging(data) { $1 }
    }

    /// Renders the case in lax mode, Ruby Liquid's default, with its partials.
    func render() throws -> String {
        let partials = self.partials
        let environment = Environment(
            filters: fixedClockFilters,
            loadPartial: { (name) throws(TemplateError) in
                try partials[name].map { (text) throws(TemplateError) in try Template(text, name: name) }
            })
        return try Template(template, name: "case.liquid").render(
            ConformanceTests.shared.merging(data) { $1 }, in: environment)
    }

    func check() {
        switch expected {
        case .output(let output):
            do {
                let rendered = try render()
                #expect(rendered == output, "\(template)")
            } catch {
                Issue.record("\(template) failed: \(error)")
            }
        case .error:
            #expect(throws: TemplateError.self, "\(template)") { try render() }
        }
    }
}

/// Liquid as template authors know it, measured against Ruby Liquid: one case per behaviour, grouped by tag and
/// filter. The cases are the tables in this file and its `+Tags` and `+Filters` extensions.
@Suite("Conformance with Ruby Liquid")
struct ConformanceTests {
    /// The variables every case sees, besides its own.
    static let shared: [String: Value] = [
        "products": [
            ["title": "Shoes", "price": 5, "available": true, "type": "shoe"],
            ["title": "Hat", "price": 12, "available": false, "type": "hat"],
            ["title": "Bag", "price": 8, "type": "bag"],
        ],
        "numbers": [3, 1, 2],
        "words": ["b", "a", "c"],
        "hash": ["zebra": 1, "apple": 2, "mango": 3],
        "name": "World",
        "empty_list": [],
        "nothing": nil,
    ]

    // MARK: - Values

    /// JSON objects keep their key order; values print and compare as in Ruby Liquid.
    static let values: [ConformanceCase] = [
        ConformanceCase(
            "a hash is walked in its own key order", "{% for pair in hash %}{{ pair[0] }}={{ pair[1] }} {% endfor %}",
            gives: "zebra=1 apple=2 mango=3 "),
        ConformanceCase(
            "a hash prints as Ruby inspects it", "{{ hash }}", gives: "{\"zebra\"=>1, \"apple\"=>2, \"mango\"=>3}"),
        ConformanceCase(
            "a nil value in a hash prints as nil", "{{ h }}", ["h": ["a": nil, "b": "x", "c": [1, "y"]]],
            gives: "{\"a\"=>nil, \"b\"=>\"x\", \"c\"=>[1, \"y\"]}"),
        ConformanceCase("first of a hash is its first pair", "{{ hash.first | join: ':' }}", gives: "zebra:1"),
        ConformanceCase("a hash has no last", "{{ hash.last }}|{{ hash | last }}", gives: "|"),
        ConformanceCase("first and last filters on a hash", "{{ hash | first | join: '=' }}", gives: "zebra=1"),
        ConformanceCase(
            "join on a hash prints it", "{{ hash | join: ', ' }}", gives: "{\"zebra\"=>1, \"apple\"=>2, \"mango\"=>3}"),
        ConformanceCase(
            "uniq with a property keeps the hashes' key order",
            "{% assign u = products | uniq: 'type' %}{% for p in u %}{% for kv in p %}{{ kv[0] }} {% endfor %};{% endfor %}",
            gives: "title price available type ;title price available type ;title price type ;"),
        ConformanceCase(
            "compact with a property keeps the hashes' key order",
            "{% assign c = products | compact: 'available' %}{% for kv in c.last %}{{ kv[0] }},{% endfor %}",
            gives: "title,price,available,type,"),
        ConformanceCase("size of a hash", "{{ hash.size }}", gives: "3"),
        ConformanceCase("an integer's size is 8, as in Ruby", "{% assign n = 5 %}{{ n.size }}", gives: "8"),
        ConformanceCase("first of an empty string", "{% assign s = '' %}[{{ s.first }}]", gives: "[]"),
        ConformanceCase("a range prints as a range", "{{ (1..3) }}", gives: "1..3"),
        ConformanceCase(
            "an assigned range prints as a range", "{% assign r = (2..4) %}{{ r }} {{ r.size }}", gives: "2..4 3"),
        ConformanceCase("a range's first and last", "{% assign r = (2..4) %}{{ r.first }}{{ r.last }}", gives: "24"),
        ConformanceCase("a range given to a text filter", "{{ (1..3) | append: '!' }}", gives: "1..3!"),
        ConformanceCase(
            "an array given to a text filter reads as Ruby shows it", "{{ words | append: '!' }}",
            gives: "[\"b\", \"a\", \"c\"]!"),
        ConformanceCase(
            "floats print as Ruby prints them", "{{ 0.1 | plus: 0.2 }} {{ x }} {{ y }} {{ z }}",
            ["x": 123456789012345.0, "y": 1e15, "z": 0.00001], gives: "0.3 123456789012345.0 1.0e+15 1.0e-05"),
        ConformanceCase("a negative zero keeps its sign", "{{ x | times: 2 }}", ["x": -0.0], gives: "-0.0"),
        ConformanceCase(
            "a range's ends read text as Ruby's to_i", "{{ (a..b) | join: ',' }}", ["a": "2", "b": "4x"],
            gives: "2,3,4"),
        ConformanceCase(
            "a range's end that is not a number counts as 0", "{{ (a..3) | join: ',' }}", ["a": "foo"],
            gives: "0,1,2,3"),
        ConformanceCase("a range's missing end counts as 0", "{{ (nothing..2) | join: ',' }}", gives: "0,1,2"),
        ConformanceCase("a decimal written as a range's end is cut", "{{ (1..2.9) | join: ',' }}", gives: "1,2"),
        ConformanceCase(
            "a decimal held in a range's end is an error", "{{ (1..x) | join: ',' }}", ["x": 2.5], fails: ()),
    ]

    /// `contains`, `==` with `blank` and `empty`, and comparisons.
    static let conditions: [ConformanceCase] = [
        ConformanceCase(
            "an array does not contain nil", "{% if a contains nil %}y{% else %}n{% endif %}", ["a": [1, nil]],
            gives: "n"),
        ConformanceCase(
            "an array does not contain false", "{% if a contains false %}y{% else %}n{% endif %}",
            ["a": [false, true]], gives: "n"),
        ConformanceCase(
            "contains with an undefined value", "{% if words contains missing %}y{% else %}n{% endif %}",
            gives: "n"),
        ConformanceCase("a string contains a number as text", "{% if 'abc123' contains 12 %}y{% endif %}", gives: "y"),
        ConformanceCase("a hash contains a key", "{% if hash contains 'apple' %}y{% endif %}", gives: "y"),
        ConformanceCase(
            "a hash's keys are strings", "{% if h contains 1 %}y{% else %}n{% endif %}", ["h": ["1": true]],
            gives: "n"),
        ConformanceCase("a range contains an integer", "{% if (1..5) contains 3 %}y{% endif %}", gives: "y"),
        ConformanceCase("blank is not empty", "{% if blank == empty %}y{% else %}n{% endif %}", gives: "n"),
        ConformanceCase("empty is not blank", "{% if empty == blank %}y{% else %}n{% endif %}", gives: "n"),
        ConformanceCase("nil is blank", "{% if nothing == blank %}y{% endif %}", gives: "y"),
        ConformanceCase("false is blank", "{% if false == blank %}y{% endif %}", gives: "y"),
        ConformanceCase("white space is blank", "{% if s == blank %}y{% endif %}", ["s": " \n\t"], gives: "y"),
        ConformanceCase("nil is not empty", "{% if nothing == empty %}y{% else %}n{% endif %}", gives: "n"),
        ConformanceCase("blank on the left", "{% if blank == '' %}y{% endif %}", gives: "y"),
        ConformanceCase("an empty hash is empty", "{% if h == empty %}y{% endif %}", ["h": [:]], gives: "y"),
        ConformanceCase("1 equals 1.0", "{% if 1 == 1.0 %}y{% endif %}", gives: "y"),
        ConformanceCase(
            "arrays equal item by item", "{% if a == b %}y{% endif %}", ["a": [1, 2], "b": [1.0, 2]],
            gives: "y"),
        ConformanceCase("nil is not ordered", "{% if nothing < 1 %}y{% else %}n{% endif %}", gives: "n"),
        ConformanceCase("strings order by their bytes", "{% if 'B' < 'a' %}y{% endif %}", gives: "y"),
        ConformanceCase("a string is not compared with a number", "{% if '2' > 1 %}y{% endif %}", fails: ()),
        ConformanceCase("a number is not compared with a string", "{% if 1 < name %}y{% endif %}", fails: ()),
        ConformanceCase(
            "and and or group to the right", "{% if true or false and false %}y{% else %}n{% endif %}",
            gives: "y"),
        ConformanceCase(
            "a later clause is not evaluated", "{% if false and '2' > 1 %}y{% else %}n{% endif %}",
            gives: "n"),
    ]

    @Test(arguments: values + conditions)
    func valuesAndConditions(_ test: ConformanceCase) { test.check() }

    // MARK: - Export

    /// Every case of the suite.
    static var allCases: [ConformanceCase] {
        values + conditions + tags + filters
    }

    /// With `LIQUID_CONFORMANCE_EXPORT=path`, writes every case as JSON for `Tests/LiquidDifferential`, which
    /// renders them with Ruby Liquid and python-liquid: a development step, skipped otherwise.
    @Test func exportsTheCasesForTheDifferentialScript() throws {
        guard let path = ProcessInfo.processInfo.environment["LIQUID_CONFORMANCE_EXPORT"] else { return }
        var lines: [String] = []
        for test in Self.allCases {
            var fields = [
                "\"name\": \(JSONWriter.quote(test.name))", "\"template\": \(JSONWriter.quote(test.template))",
                "\"data\": \(JSONWriter.json(.dictionary(ValueDictionary(test.variables))))",
            ]
            if !test.partials.isEmpty {
                let partials = test.partials.sorted { $0.key < $1.key }
                    .map { "\(JSONWriter.quote($0.key)): \(JSONWriter.quote($0.value))" }
                fields.append("\"templates\": {" + partials.joined(separator: ", ") + "}")
            }
            switch test.expected {
            case .output(let output): fields.append("\"result\": \(JSONWriter.quote(output))")
            case .error: fields.append("\"invalid\": true")
            }
            if let note = test.note { fields.append("\"note\": \(JSONWriter.quote(note))") }
            lines.append("  {" + fields.joined(separator: ", ") + "}")
        }
        let text =
            "{\"description\": \"Tests/LiquidTests/ConformanceTests*.swift, exported\", \"tests\": [\n"
            + lines.joined(separator: ",\n") + "\n]}\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

/// JSON text for the export: enough for the values the cases hold.
enum JSONWriter {
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func json(_ value: Value) -> String {
        switch value {
        case .nil: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return number.description
        case .string(let text): return quote(text)
        case .array(let items): return "[" + items.map(json).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return "{" + entries.map { quote($0.key) + ": " + json($0.value) }.joined(separator: ", ") + "}"
        case .range(let from, let to): return quote("\(from)..\(to)")
        }
    }
}
