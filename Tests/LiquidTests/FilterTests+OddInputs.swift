import Testing

@testable import Liquid

/// What a filter call comes to: a value, or a failure with its reason (the message after "filter 'name': ").
enum FilterOutcome: Sendable, CustomStringConvertible {
    case gives(Value)
    case fails(String)

    var description: String {
        switch self {
        case .gives(let value): return "gives \(value)"
        case .fails(let reason): return "fails: \(reason)"
        }
    }
}

/// A filter with its usual arguments, and what it comes to for each of `FilterTests.oddInputs`, in that order.
struct OddInputs: Sendable {
    var filter: String
    var arguments: [Value]
    var outcomes: KeyValuePairs<Value, FilterOutcome>

    init(_ filter: String, _ arguments: Value..., outcomes: KeyValuePairs<Value, FilterOutcome>) {
        self.filter = filter
        self.arguments = arguments
        self.outcomes = outcomes
    }
}

/// One call of the odd-inputs table.
struct OddInputCase: CustomTestStringConvertible, Sendable {
    var filter: String
    var arguments: [Value]
    var input: Value
    var expected: FilterOutcome

    var testDescription: String { "\(input) | \(filter): \(arguments)" }
}

/// `a == b`, except that NaN matches NaN and -0.0 does not match 0.0: the table pins both down.
func isIdentical(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.double(let x), .double(let y)):
        return x.isNaN ? y.isNaN : x == y && x.sign == y.sign
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy(isIdentical)
    case (.dictionary(let x), .dictionary(let y)):
        return x.count == y.count && x.allSatisfy { key, value in y[key].map { isIdentical(value, $0) } ?? false }
    default:
        return a == b
    }
}

/// Every filter given odd inputs: what each gives, or why it fails.
///
/// The expected values are Ruby Liquid's (5.13, each call made through its `Context#invoke` by
/// `Tests/LiquidDifferential`'s way of running Ruby Liquid); the case filters are vipergen's own. Where vipergen
/// differs from Ruby on purpose, a comment gives Ruby's value. The differences:
///
/// - Lengths and offsets count Characters: "\r\n" is one and "e\u{301}<\u{338}" two ("é" and "≮"), where Ruby
///   counts 2 and 4 code points (`size`, `slice`, `truncate`, `first`, `last`).
/// - Integers are 64 bits: an overflow, or a number too large to read, is an error where Ruby has big integers.
/// - Text that decodes to bytes that are not UTF-8 is an error, where Ruby returns the bytes.
extension FilterTests {
    /// Odd inputs: nothing, a boolean, extremes, empty and line-break text, combining marks, a number too large
    /// for 64 bits, nesting with `nil`, and a hash.
    static let oddInputs: [Value] = [
        nil, true, .int(.min), -0.0, .double(.nan), .double(-.infinity), "", "\r\n", "e\u{301}<\u{338}",
        "99999999999999999999999", [nil, [1, [2, ["x"]]]], ["a": 1, "b": [nil]],
    ]

    static let oddInputTable: [OddInputs] = [
        OddInputs(
            "abs",
            outcomes: [
                nil: .gives(0), true: .gives(0),
                // Ruby: 9223372036854775808, with its big integers.
                .int(.min): .fails("integer overflow"),
                -0.0: .gives(0.0), .double(.nan): .gives(.double(.nan)),
                .double(-.infinity): .gives(.double(.infinity)), "": .gives(0), "\r\n": .gives(0),
                "e\u{301}<\u{338}": .gives(0),
                // Ruby reads the text as a big integer: 99999999999999999999999.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(0), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "append", "!",
            outcomes: [
                nil: .gives("!"), true: .gives("true!"), .int(.min): .gives("-9223372036854775808!"),
                -0.0: .gives("-0.0!"), .double(.nan): .gives("NaN!"), .double(-.infinity): .gives("-Infinity!"),
                "": .gives("!"), "\r\n": .gives("\r\n!"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}!"),
                "99999999999999999999999": .gives("99999999999999999999999!"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]!"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}!"),
            ]),
        OddInputs(
            "at_least", 0,
            outcomes: [
                nil: .gives(0), true: .gives(0), .int(.min): .gives(0), -0.0: .gives(-0.0),
                .double(.nan): .gives(.double(.nan)), .double(-.infinity): .gives(0), "": .gives(0), "\r\n": .gives(0),
                "e\u{301}<\u{338}": .gives(0),
                // Ruby reads the text as a big integer: 99999999999999999999999.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(0), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "at_most", 0,
            outcomes: [
                nil: .gives(0), true: .gives(0), .int(.min): .gives(.int(.min)), -0.0: .gives(-0.0),
                .double(.nan): .gives(.double(.nan)), .double(-.infinity): .gives(.double(-.infinity)), "": .gives(0),
                "\r\n": .gives(0), "e\u{301}<\u{338}": .gives(0),
                // Ruby reads the text as a big integer: 0.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(0), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "base64_decode",
            outcomes: [
                nil: .gives(""),
                // Not UTF-8: an error, where Ruby returns the bytes as they are.
                true: .fails("decoded bytes are not UTF-8 text"),
                .int(.min): .fails("invalid base64"), -0.0: .fails("invalid base64"),
                .double(.nan): .fails("invalid base64"), .double(-.infinity): .fails("invalid base64"), "": .gives(""),
                "\r\n": .fails("invalid base64"), "e\u{301}<\u{338}": .fails("invalid base64"),
                "99999999999999999999999": .fails("invalid base64"),
                [nil, [1, [2, ["x"]]]]: .fails("invalid base64"),
                ["a": 1, "b": [nil]]: .fails("invalid base64"),
            ]),
        OddInputs(
            "base64_encode",
            outcomes: [
                nil: .gives(""), true: .gives("dHJ1ZQ=="), .int(.min): .gives("LTkyMjMzNzIwMzY4NTQ3NzU4MDg="),
                -0.0: .gives("LTAuMA=="), .double(.nan): .gives("TmFO"), .double(-.infinity): .gives("LUluZmluaXR5"),
                "": .gives(""), "\r\n": .gives("DQo="), "e\u{301}<\u{338}": .gives("ZcyBPMy4"),
                "99999999999999999999999": .gives("OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk="),
                [nil, [1, [2, ["x"]]]]: .gives("W25pbCwgWzEsIFsyLCBbIngiXV1dXQ=="),
                ["a": 1, "b": [nil]]: .gives("eyJhIj0+MSwgImIiPT5bbmlsXX0="),
            ]),
        OddInputs(
            "base64_url_safe_decode",
            outcomes: [
                nil: .gives(""),
                // Not UTF-8: an error, where Ruby returns the bytes as they are.
                true: .fails("decoded bytes are not UTF-8 text"),
                // Not UTF-8: an error, where Ruby returns the bytes as they are.
                .int(.min): .fails("decoded bytes are not UTF-8 text"),
                -0.0: .fails("invalid base64"), .double(.nan): .fails("decoded bytes are not UTF-8 text"),
                .double(-.infinity): .fails("invalid base64"), "": .gives(""), "\r\n": .fails("invalid base64"),
                "e\u{301}<\u{338}": .fails("invalid base64"),
                "99999999999999999999999": .fails("decoded bytes are not UTF-8 text"),
                [nil, [1, [2, ["x"]]]]: .fails("invalid base64"), ["a": 1, "b": [nil]]: .fails("invalid base64"),
            ]),
        OddInputs(
            "base64_url_safe_encode",
            outcomes: [
                nil: .gives(""), true: .gives("dHJ1ZQ=="), .int(.min): .gives("LTkyMjMzNzIwMzY4NTQ3NzU4MDg="),
                -0.0: .gives("LTAuMA=="), .double(.nan): .gives("TmFO"), .double(-.infinity): .gives("LUluZmluaXR5"),
                "": .gives(""), "\r\n": .gives("DQo="), "e\u{301}<\u{338}": .gives("ZcyBPMy4"),
                "99999999999999999999999": .gives("OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk="),
                [nil, [1, [2, ["x"]]]]: .gives("W25pbCwgWzEsIFsyLCBbIngiXV1dXQ=="),
                ["a": 1, "b": [nil]]: .gives("eyJhIj0-MSwgImIiPT5bbmlsXX0="),
            ]),
        OddInputs(
            "camel_case",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("9223372036854775808"), -0.0: .gives("00"),
                .double(.nan): .gives("naN"), .double(-.infinity): .gives("infinity"), "": .gives(""),
                "\r\n": .gives(""), "e\u{301}<\u{338}": .gives("e\u{301}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("nil12X"),
                ["a": 1, "b": [nil]]: .gives("a1BNil"),
            ]),
        OddInputs(
            "capitalize",
            outcomes: [
                nil: .gives(""), true: .gives("True"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("Nan"), .double(-.infinity): .gives("-infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("E\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "ceil",
            outcomes: [
                nil: .gives(0), true: .gives(0), .int(.min): .gives(.int(.min)), -0.0: .gives(0),
                .double(.nan): .fails("cannot convert NaN to an integer"),
                .double(-.infinity): .fails("cannot convert -Infinity to an integer"), "": .gives(0), "\r\n": .gives(0),
                "e\u{301}<\u{338}": .gives(0),
                // Ruby reads the text as a big integer: 99999999999999999999999.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(0), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "compact",
            outcomes: [
                nil: .gives([]), true: .gives([true]), .int(.min): .gives([.int(.min)]), -0.0: .gives([-0.0]),
                .double(.nan): .gives([.double(.nan)]), .double(-.infinity): .gives([.double(-.infinity)]),
                "": .gives([""]), "\r\n": .gives(["\r\n"]), "e\u{301}<\u{338}": .gives(["e\u{301}<\u{338}"]),
                "99999999999999999999999": .gives(["99999999999999999999999"]),
                [nil, [1, [2, ["x"]]]]: .gives([1, 2, "x"]), ["a": 1, "b": [nil]]: .gives([["a": 1, "b": [nil]]]),
            ]),
        OddInputs(
            "concat", ["z"],
            outcomes: [
                nil: .gives(["z"]), true: .gives([true, "z"]), .int(.min): .gives([.int(.min), "z"]),
                -0.0: .gives([-0.0, "z"]), .double(.nan): .gives([.double(.nan), "z"]),
                .double(-.infinity): .gives([.double(-.infinity), "z"]), "": .gives(["", "z"]),
                "\r\n": .gives(["\r\n", "z"]), "e\u{301}<\u{338}": .gives(["e\u{301}<\u{338}", "z"]),
                "99999999999999999999999": .gives(["99999999999999999999999", "z"]),
                [nil, [1, [2, ["x"]]]]: .gives([nil, 1, 2, "x", "z"]),
                ["a": 1, "b": [nil]]: .gives([["a": 1, "b": [nil]], "z"]),
            ]),
        OddInputs(
            "date", "%F",
            outcomes: [
                nil: .gives(nil), true: .gives(true), .int(.min): .gives("-292277022657-01-27"), -0.0: .gives(-0.0),
                .double(.nan): .gives(.double(.nan)), .double(-.infinity): .gives(.double(-.infinity)), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                // Ruby reads the text as a big integer: "3168873850683113-02-05".
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives([nil, [1, [2, ["x"]]]]),
                ["a": 1, "b": [nil]]: .gives(["a": 1, "b": [nil]]),
            ]),
        OddInputs(
            "default", "x",
            outcomes: [
                nil: .gives("x"), true: .gives(true), .int(.min): .gives(.int(.min)), -0.0: .gives(-0.0),
                .double(.nan): .gives(.double(.nan)), .double(-.infinity): .gives(.double(-.infinity)), "": .gives("x"),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives([nil, [1, [2, ["x"]]]]),
                ["a": 1, "b": [nil]]: .gives(["a": 1, "b": [nil]]),
            ]),
        OddInputs(
            "divided_by", 2,
            outcomes: [
                nil: .gives(0), true: .gives(0), .int(.min): .gives(.int(-4_611_686_018_427_387_904)),
                -0.0: .gives(-0.0),
                .double(.nan): .gives(.double(.nan)), .double(-.infinity): .gives(.double(-.infinity)), "": .gives(0),
                "\r\n": .gives(0), "e\u{301}<\u{338}": .gives(0),
                // Ruby reads the text as a big integer: 49999999999999999999999.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(0), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "downcase",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("nan"), .double(-.infinity): .gives("-infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "escape",
            outcomes: [
                nil: .gives(nil), true: .gives("true"), .int(.min): .gives("-9223372036854775808"),
                -0.0: .gives("-0.0"), .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"),
                "": .gives(""), "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}&lt;\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [&quot;x&quot;]]]]"),
                ["a": 1, "b": [nil]]: .gives("{&quot;a&quot;=&gt;1, &quot;b&quot;=&gt;[nil]}"),
            ]),
        OddInputs(
            "escape_once",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}&lt;\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [&quot;x&quot;]]]]"),
                ["a": 1, "b": [nil]]: .gives("{&quot;a&quot;=&gt;1, &quot;b&quot;=&gt;[nil]}"),
            ]),
        OddInputs(
            "find", "a",
            outcomes: [
                nil: .gives(nil), true: .gives(nil), .int(.min): .fails("cannot select the property 'a'"),
                -0.0: .gives(nil), .double(.nan): .gives(nil), .double(-.infinity): .gives(nil), "": .gives(nil),
                "\r\n": .gives(nil), "e\u{301}<\u{338}": .gives(nil), "99999999999999999999999": .gives(nil),
                [nil, [1, [2, ["x"]]]]: .gives(nil), ["a": 1, "b": [nil]]: .gives(["a": 1, "b": [nil]]),
            ]),
        OddInputs(
            "find_index", "a",
            outcomes: [
                nil: .gives(nil), true: .gives(nil), .int(.min): .fails("cannot select the property 'a'"),
                -0.0: .gives(nil), .double(.nan): .gives(nil), .double(-.infinity): .gives(nil), "": .gives(nil),
                "\r\n": .gives(nil), "e\u{301}<\u{338}": .gives(nil), "99999999999999999999999": .gives(nil),
                [nil, [1, [2, ["x"]]]]: .gives(nil), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "first",
            outcomes: [
                nil: .gives(nil), true: .gives(nil), .int(.min): .gives(nil), -0.0: .gives(nil),
                .double(.nan): .gives(nil), .double(-.infinity): .gives(nil), "": .gives(""),
                // Ruby counts code points: "\r".
                "\r\n": .gives("\r\n"),
                // Ruby counts code points: "e".
                "e\u{301}<\u{338}": .gives("e\u{301}"),
                "99999999999999999999999": .gives("9"), [nil, [1, [2, ["x"]]]]: .gives(nil),
                ["a": 1, "b": [nil]]: .gives(["a", 1]),
            ]),
        OddInputs(
            "floor",
            outcomes: [
                nil: .gives(0), true: .gives(0), .int(.min): .gives(.int(.min)), -0.0: .gives(0),
                .double(.nan): .fails("cannot convert NaN to an integer"),
                .double(-.infinity): .fails("cannot convert -Infinity to an integer"), "": .gives(0), "\r\n": .gives(0),
                "e\u{301}<\u{338}": .gives(0),
                // Ruby reads the text as a big integer: 99999999999999999999999.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(0), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "h",
            outcomes: [
                nil: .gives(nil), true: .gives("true"), .int(.min): .gives("-9223372036854775808"),
                -0.0: .gives("-0.0"), .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"),
                "": .gives(""), "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}&lt;\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [&quot;x&quot;]]]]"),
                ["a": 1, "b": [nil]]: .gives("{&quot;a&quot;=&gt;1, &quot;b&quot;=&gt;[nil]}"),
            ]),
        OddInputs(
            "has", "a",
            outcomes: [
                nil: .gives(false), true: .gives(nil), .int(.min): .fails("cannot select the property 'a'"),
                -0.0: .gives(nil), .double(.nan): .gives(nil), .double(-.infinity): .gives(nil), "": .gives(false),
                "\r\n": .gives(false), "e\u{301}<\u{338}": .gives(false), "99999999999999999999999": .gives(false),
                [nil, [1, [2, ["x"]]]]: .gives(nil), ["a": 1, "b": [nil]]: .gives(true),
            ]),
        OddInputs(
            "join", "-",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("-1-2-x"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "kebab_case",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("9223372036854775808"), -0.0: .gives("0-0"),
                .double(.nan): .gives("na-n"), .double(-.infinity): .gives("infinity"), "": .gives(""),
                "\r\n": .gives(""), "e\u{301}<\u{338}": .gives("e\u{301}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("nil-1-2-x"), ["a": 1, "b": [nil]]: .gives("a-1-b-nil"),
            ]),
        OddInputs(
            "last",
            outcomes: [
                nil: .gives(nil), true: .gives(nil), .int(.min): .gives(nil), -0.0: .gives(nil),
                .double(.nan): .gives(nil), .double(-.infinity): .gives(nil), "": .gives(""),
                // Ruby counts code points: "\n".
                "\r\n": .gives("\r\n"),
                // Ruby counts code points: "\u{338}".
                "e\u{301}<\u{338}": .gives("<\u{338}"),
                "99999999999999999999999": .gives("9"), [nil, [1, [2, ["x"]]]]: .gives([1, [2, ["x"]]]),
                ["a": 1, "b": [nil]]: .gives(nil),
            ]),
        OddInputs(
            "lower_first",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("naN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "lstrip",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives(""), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "map", "a",
            outcomes: [
                nil: .gives([]), true: .gives([nil]), .int(.min): .fails("cannot select the property 'a'"),
                -0.0: .gives([nil]), .double(.nan): .gives([nil]), .double(-.infinity): .gives([nil]),
                "": .gives([nil]), "\r\n": .gives([nil]), "e\u{301}<\u{338}": .gives([nil]),
                "99999999999999999999999": .gives([nil]),
                [nil, [1, [2, ["x"]]]]: .fails("cannot select the property 'a'"), ["a": 1, "b": [nil]]: .gives([1]),
            ]),
        OddInputs(
            "minus", 1,
            outcomes: [
                nil: .gives(.int(-1)), true: .gives(.int(-1)),
                // Ruby: -9223372036854775809, with its big integers.
                .int(.min): .fails("integer overflow"),
                -0.0: .gives(-1.0), .double(.nan): .gives(.double(.nan)),
                .double(-.infinity): .gives(.double(-.infinity)), "": .gives(.int(-1)), "\r\n": .gives(.int(-1)),
                "e\u{301}<\u{338}": .gives(.int(-1)),
                // Ruby reads the text as a big integer: 99999999999999999999998.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(.int(-1)), ["a": 1, "b": [nil]]: .gives(.int(-1)),
            ]),
        OddInputs(
            "modulo", 2,
            outcomes: [
                nil: .gives(0), true: .gives(0), .int(.min): .gives(0), -0.0: .gives(0.0),
                .double(.nan): .gives(.double(.nan)), .double(-.infinity): .gives(.double(.nan)), "": .gives(0),
                "\r\n": .gives(0), "e\u{301}<\u{338}": .gives(0),
                // Ruby reads the text as a big integer: 1.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(0), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "newline_to_br",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("<br />\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "pascal_case",
            outcomes: [
                nil: .gives(""), true: .gives("True"), .int(.min): .gives("9223372036854775808"), -0.0: .gives("00"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("Infinity"), "": .gives(""),
                "\r\n": .gives(""), "e\u{301}<\u{338}": .gives("E\u{301}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("Nil12X"),
                ["a": 1, "b": [nil]]: .gives("A1BNil"),
            ]),
        OddInputs(
            "plus", 1,
            outcomes: [
                nil: .gives(1), true: .gives(1), .int(.min): .gives(.int(-9_223_372_036_854_775_807)),
                -0.0: .gives(1.0),
                .double(.nan): .gives(.double(.nan)), .double(-.infinity): .gives(.double(-.infinity)), "": .gives(1),
                "\r\n": .gives(1), "e\u{301}<\u{338}": .gives(1),
                // Ruby reads the text as a big integer: 100000000000000000000000.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(1), ["a": 1, "b": [nil]]: .gives(1),
            ]),
        OddInputs(
            "prepend", "!",
            outcomes: [
                nil: .gives("!"), true: .gives("!true"), .int(.min): .gives("!-9223372036854775808"),
                -0.0: .gives("!-0.0"), .double(.nan): .gives("!NaN"), .double(-.infinity): .gives("!-Infinity"),
                "": .gives("!"), "\r\n": .gives("!\r\n"), "e\u{301}<\u{338}": .gives("!e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("!99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("![nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("!{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "reject", "a",
            outcomes: [
                nil: .gives([]), true: .gives(nil), .int(.min): .fails("cannot select the property 'a'"),
                -0.0: .gives(nil), .double(.nan): .gives(nil), .double(-.infinity): .gives(nil), "": .gives([""]),
                "\r\n": .gives(["\r\n"]), "e\u{301}<\u{338}": .gives(["e\u{301}<\u{338}"]),
                "99999999999999999999999": .gives(["99999999999999999999999"]), [nil, [1, [2, ["x"]]]]: .gives(nil),
                ["a": 1, "b": [nil]]: .gives([]),
            ]),
        OddInputs(
            "remove", "9",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives(""), [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "remove_first", "9",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("9999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "remove_last", "9",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("9999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "replace", "9", "_",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-_223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("_______________________"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "replace_first", "9", "_",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-_223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("_9999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "replace_last", "9", "_",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-_223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("9999999999999999999999_"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "reverse",
            outcomes: [
                nil: .gives([]), true: .gives([true]), .int(.min): .gives([.int(.min)]), -0.0: .gives([-0.0]),
                .double(.nan): .gives([.double(.nan)]), .double(-.infinity): .gives([.double(-.infinity)]),
                "": .gives([""]), "\r\n": .gives(["\r\n"]), "e\u{301}<\u{338}": .gives(["e\u{301}<\u{338}"]),
                "99999999999999999999999": .gives(["99999999999999999999999"]),
                [nil, [1, [2, ["x"]]]]: .gives(["x", 2, 1, nil]),
                ["a": 1, "b": [nil]]: .gives([["a": 1, "b": [nil]]]),
            ]),
        OddInputs(
            "round",
            outcomes: [
                nil: .gives(0), true: .gives(0), .int(.min): .gives(.int(.min)), -0.0: .gives(0),
                .double(.nan): .fails("cannot convert NaN to an integer"),
                .double(-.infinity): .fails("cannot convert -Infinity to an integer"), "": .gives(0), "\r\n": .gives(0),
                "e\u{301}<\u{338}": .gives(0),
                // Ruby reads the text as a big integer: 99999999999999999999999.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(0), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "rstrip",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives(""), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "size",
            outcomes: [
                nil: .gives(0), true: .gives(0), .int(.min): .gives(8), -0.0: .gives(0), .double(.nan): .gives(0),
                .double(-.infinity): .gives(0), "": .gives(0),
                // Ruby counts code points: 2.
                "\r\n": .gives(1),
                // Ruby counts code points: 4.
                "e\u{301}<\u{338}": .gives(2),
                "99999999999999999999999": .gives(23), [nil, [1, [2, ["x"]]]]: .gives(2),
                ["a": 1, "b": [nil]]: .gives(2),
            ]),
        OddInputs(
            "slice", 1, 2,
            outcomes: [
                nil: .gives(""), true: .gives("ru"), .int(.min): .gives("92"), -0.0: .gives("0."),
                .double(.nan): .gives("aN"), .double(-.infinity): .gives("In"), "": .gives(""),
                // Ruby counts code points: "\n".
                "\r\n": .gives(""),
                // Ruby counts code points: "\u{301}<".
                "e\u{301}<\u{338}": .gives("<\u{338}"),
                "99999999999999999999999": .gives("99"), [nil, [1, [2, ["x"]]]]: .gives([[1, [2, ["x"]]]]),
                ["a": 1, "b": [nil]]: .gives("\"a"),
            ]),
        OddInputs(
            "snake_case",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("9223372036854775808"), -0.0: .gives("0_0"),
                .double(.nan): .gives("na_n"), .double(-.infinity): .gives("infinity"), "": .gives(""),
                "\r\n": .gives(""), "e\u{301}<\u{338}": .gives("e\u{301}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("nil_1_2_x"), ["a": 1, "b": [nil]]: .gives("a_1_b_nil"),
            ]),
        OddInputs(
            "sort",
            outcomes: [
                nil: .gives([]), true: .gives([true]), .int(.min): .gives([.int(.min)]), -0.0: .gives([-0.0]),
                .double(.nan): .gives([.double(.nan)]), .double(-.infinity): .gives([.double(-.infinity)]),
                "": .gives([""]), "\r\n": .gives(["\r\n"]), "e\u{301}<\u{338}": .gives(["e\u{301}<\u{338}"]),
                "99999999999999999999999": .gives(["99999999999999999999999"]),
                [nil, [1, [2, ["x"]]]]: .fails("cannot sort values of incompatible types (1 and \"x\")"),
                ["a": 1, "b": [nil]]: .gives([["a": 1, "b": [nil]]]),
            ]),
        OddInputs(
            "sort_natural",
            outcomes: [
                nil: .gives([]), true: .gives([true]), .int(.min): .gives([.int(.min)]), -0.0: .gives([-0.0]),
                .double(.nan): .gives([.double(.nan)]), .double(-.infinity): .gives([.double(-.infinity)]),
                "": .gives([""]), "\r\n": .gives(["\r\n"]), "e\u{301}<\u{338}": .gives(["e\u{301}<\u{338}"]),
                "99999999999999999999999": .gives(["99999999999999999999999"]),
                [nil, [1, [2, ["x"]]]]: .gives([1, 2, "x", nil]),
                ["a": 1, "b": [nil]]: .gives([["a": 1, "b": [nil]]]),
            ]),
        OddInputs(
            "split", "-",
            outcomes: [
                nil: .gives([]), true: .gives(["true"]), .int(.min): .gives(["", "9223372036854775808"]),
                -0.0: .gives(["", "0.0"]), .double(.nan): .gives(["NaN"]),
                .double(-.infinity): .gives(["", "Infinity"]), "": .gives([]), "\r\n": .gives(["\r\n"]),
                "e\u{301}<\u{338}": .gives(["e\u{301}<\u{338}"]),
                "99999999999999999999999": .gives(["99999999999999999999999"]),
                [nil, [1, [2, ["x"]]]]: .gives(["[nil, [1, [2, [\"x\"]]]]"]),
                ["a": 1, "b": [nil]]: .gives(["{\"a\"=>1, \"b\"=>[nil]}"]),
            ]),
        OddInputs(
            "squish",
            outcomes: [
                nil: .gives(nil), true: .gives("true"), .int(.min): .gives("-9223372036854775808"),
                -0.0: .gives("-0.0"), .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"),
                "": .gives(""), "\r\n": .gives(""), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "strip",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives(""), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "strip_html",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "strip_newlines",
            outcomes: [
                nil: .gives(""), true: .gives("true"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives(""), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "sum",
            outcomes: [
                nil: .gives(0), true: .gives(0), .int(.min): .gives(.int(.min)), -0.0: .gives(0.0),
                .double(.nan): .gives(.double(.nan)), .double(-.infinity): .gives(.double(-.infinity)), "": .gives(0),
                "\r\n": .gives(0), "e\u{301}<\u{338}": .gives(0),
                // Ruby reads the text as a big integer: 99999999999999999999999.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(3), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "swift_identifier",
            outcomes: [
                nil: .gives(""), true: .gives("`true`"), .int(.min): .gives("-9223372036854775808"),
                -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "times", 2,
            outcomes: [
                nil: .gives(0), true: .gives(0),
                // Ruby: -18446744073709551616, with its big integers.
                .int(.min): .fails("integer overflow"),
                -0.0: .gives(-0.0), .double(.nan): .gives(.double(.nan)),
                .double(-.infinity): .gives(.double(-.infinity)), "": .gives(0), "\r\n": .gives(0),
                "e\u{301}<\u{338}": .gives(0),
                // Ruby reads the text as a big integer: 199999999999999999999998.
                "99999999999999999999999": .fails("\"99999999999999999999999\" is too large for an integer"),
                [nil, [1, [2, ["x"]]]]: .gives(0), ["a": 1, "b": [nil]]: .gives(0),
            ]),
        OddInputs(
            "truncate", 3,
            outcomes: [
                nil: .gives(nil), true: .gives("..."), .int(.min): .gives("..."), -0.0: .gives("..."),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("..."), "": .gives(""),
                "\r\n": .gives("\r\n"),
                // Ruby counts code points: "...".
                "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("..."), [nil, [1, [2, ["x"]]]]: .gives("..."),
                ["a": 1, "b": [nil]]: .gives("..."),
            ]),
        OddInputs(
            "truncatewords", 1,
            outcomes: [
                nil: .gives(nil), true: .gives("true"), .int(.min): .gives("-9223372036854775808"),
                -0.0: .gives("-0.0"), .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"),
                "": .gives(""), "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil,..."), ["a": 1, "b": [nil]]: .gives("{\"a\"=>1,..."),
            ]),
        OddInputs(
            "uniq",
            outcomes: [
                nil: .gives([]), true: .gives([true]), .int(.min): .gives([.int(.min)]), -0.0: .gives([-0.0]),
                .double(.nan): .gives([.double(.nan)]), .double(-.infinity): .gives([.double(-.infinity)]),
                "": .gives([""]), "\r\n": .gives(["\r\n"]), "e\u{301}<\u{338}": .gives(["e\u{301}<\u{338}"]),
                "99999999999999999999999": .gives(["99999999999999999999999"]),
                [nil, [1, [2, ["x"]]]]: .gives([nil, 1, 2, "x"]),
                ["a": 1, "b": [nil]]: .gives([["a": 1, "b": [nil]]]),
            ]),
        OddInputs(
            "upcase",
            outcomes: [
                nil: .gives(""), true: .gives("TRUE"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NAN"), .double(-.infinity): .gives("-INFINITY"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("E\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[NIL, [1, [2, [\"X\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"A\"=>1, \"B\"=>[NIL]}"),
            ]),
        OddInputs(
            "upper_first",
            outcomes: [
                nil: .gives(""), true: .gives("True"), .int(.min): .gives("-9223372036854775808"), -0.0: .gives("-0.0"),
                .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"), "": .gives(""),
                "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("E\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "url_decode",
            outcomes: [
                nil: .gives(nil), true: .gives("true"), .int(.min): .gives("-9223372036854775808"),
                -0.0: .gives("-0.0"), .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"),
                "": .gives(""), "\r\n": .gives("\r\n"), "e\u{301}<\u{338}": .gives("e\u{301}<\u{338}"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("[nil, [1, [2, [\"x\"]]]]"),
                ["a": 1, "b": [nil]]: .gives("{\"a\"=>1, \"b\"=>[nil]}"),
            ]),
        OddInputs(
            "url_encode",
            outcomes: [
                nil: .gives(nil), true: .gives("true"), .int(.min): .gives("-9223372036854775808"),
                -0.0: .gives("-0.0"), .double(.nan): .gives("NaN"), .double(-.infinity): .gives("-Infinity"),
                "": .gives(""), "\r\n": .gives("%0D%0A"), "e\u{301}<\u{338}": .gives("e%CC%81%3C%CC%B8"),
                "99999999999999999999999": .gives("99999999999999999999999"),
                [nil, [1, [2, ["x"]]]]: .gives("%5Bnil%2C+%5B1%2C+%5B2%2C+%5B%22x%22%5D%5D%5D%5D"),
                ["a": 1, "b": [nil]]: .gives("%7B%22a%22%3D%3E1%2C+%22b%22%3D%3E%5Bnil%5D%7D"),
            ]),
        OddInputs(
            "where", "a",
            outcomes: [
                nil: .gives([]), true: .gives(nil), .int(.min): .fails("cannot select the property 'a'"),
                -0.0: .gives(nil), .double(.nan): .gives(nil), .double(-.infinity): .gives(nil), "": .gives([]),
                "\r\n": .gives([]), "e\u{301}<\u{338}": .gives([]), "99999999999999999999999": .gives([]),
                [nil, [1, [2, ["x"]]]]: .gives(nil), ["a": 1, "b": [nil]]: .gives([["a": 1, "b": [nil]]]),
            ]),
    ]

    static let oddInputCases: [OddInputCase] = oddInputTable.flatMap { row in
        row.outcomes.map { OddInputCase(filter: row.filter, arguments: row.arguments, input: $0, expected: $1) }
    }

    @Test("odd inputs give what Ruby Liquid gives, or fail saying why", arguments: oddInputCases)
    func oddInput(_ test: OddInputCase) throws {
        let filter = try #require(fixedClockFilters[test.filter])
        switch test.expected {
        case .gives(let expected):
            let value = try filter(test.input, test.arguments, [:])
            #expect(isIdentical(value, expected), "gave \(value)")
        case .fails(let reason):
            #expect(throws: FilterError("filter '\(test.filter)': \(reason)")) {
                try filter(test.input, test.arguments, [:])
            }
        }
    }

    @Test("the odd-inputs table has every filter, each with every odd input")
    func oddInputTableIsComplete() {
        let filters = Self.oddInputTable.map(\.filter)
        #expect(filters == StandardFilters.all.keys.sorted())
        for row in Self.oddInputTable {
            let inputs = row.outcomes.map(\.key)
            #expect(
                inputs.count == Self.oddInputs.count && zip(inputs, Self.oddInputs).allSatisfy(isIdentical),
                "\(row.filter)")
        }
    }

    /// Awkward values: extremes, odd scalars, nesting, formats that ask for a lot.
    static let awkwardValues: [Value] = [
        nil, true, 0, -1, .int(.max), .int(.min), -0.0, .double(.nan), .double(-.infinity), 1e308,
        .double(.leastNonzeroMagnitude),
        "", " ", "abc", "%", "<script", "&#", "\r\n", "-9223372036854775808", "99999999999999999999999",
        "e\u{301}<\u{338}", "%-_^#0:z%999999999N", "2024-13-45T99:99", [], [nil, [1, [2, ["x"]]]],
        ["a": 1, "b": [nil]], [[:]],
    ]

    /// Every filter with every awkward value as its input, first and second argument: none crashes, and each
    /// failure is a message that names the filter. (The table above pins down what the usual calls give.)
    @Test("any call fails only with a message naming the filter", arguments: StandardFilters.all.keys.sorted())
    func awkwardCalls(_ name: String) throws {
        let filter = try #require(fixedClockFilters[name])
        let few = Array(Self.awkwardValues.prefix(16))
        var calls: [(input: Value, arguments: [Value])] = []
        for input in Self.awkwardValues {
            calls.append((input, []))
            for first in Self.awkwardValues {
                calls.append((input, [first]))
                for second in few { calls.append((input, [first, second])) }
            }
        }
        var misnamed: [String] = []
        for call in calls {
            do {
                _ = try filter(call.input, call.arguments, [:])
            } catch  where !error.message.hasPrefix("filter '\(name)'") {
                misnamed.append("\(call.input) | \(name): \(call.arguments) failed with '\(error.message)'")
            } catch {}
        }
        #expect(misnamed.isEmpty, "\(misnamed.prefix(5))")
    }
}
