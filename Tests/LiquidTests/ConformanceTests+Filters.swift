import Testing

@testable import Liquid

/// The filters, as Ruby Liquid applies them in templates.
extension ConformanceTests {
    static var filters: [ConformanceCase] {
        hasFilter + rejectFilter + findFilters + squishFilter + propertyFilters + textFilters + numberFilters
            + filterErrors + laxFilters
    }

    // MARK: - has

    static let hasFilter: [ConformanceCase] = [
        ConformanceCase("has: a truthy property", "{{ products | has: 'available' }}", gives: "true"),
        ConformanceCase("has: a property equal to a value", "{{ products | has: 'type', 'hat' }}", gives: "true"),
        ConformanceCase("has: no item matches", "{{ products | has: 'type', 'sock' }}", gives: "false"),
        ConformanceCase("has: no coercion of the value", "{{ products | has: 'price', '5' }}", gives: "false"),
        ConformanceCase("has: a string in an array of strings", "{{ words | has: 'a' }}", gives: "true"),
        ConformanceCase("has: a substring of a string", "{{ 'hello' | has: 'ell' }}", gives: "true"),
        ConformanceCase("has: a hash input", "{{ h | has: 'a', 1 }}", ["h": ["a": 1]], gives: "true"),
        ConformanceCase("has: an empty input", "{{ empty_list | has: 'a' }}", gives: "false"),
        ConformanceCase(
            "has: an item without properties", "{{ list | has: 'a' }}", ["list": [nil, ["a": 1]]],
            gives: ""),
        ConformanceCase(
            "has: stops at the first match", "{{ list | has: 'a' }}", ["list": [["a": 1], nil]],
            gives: "true"),
        ConformanceCase("has: integers cannot be read by name", "{{ numbers | has: 'a' }}", fails: ()),
    ]

    // MARK: - reject

    static let rejectFilter: [ConformanceCase] = [
        ConformanceCase(
            "reject: truthy properties", "{{ products | reject: 'available' | map: 'title' | join: ',' }}",
            gives: "Hat,Bag"),
        ConformanceCase(
            "reject: a property equal to a value",
            "{{ products | reject: 'type', 'hat' | map: 'title' | join: ',' }}", gives: "Shoes,Bag"),
        ConformanceCase(
            "reject: strings by substring", "{{ list | reject: 'at' | join: ',' }}",
            ["list": ["cat", "dog", "hat"]], gives: "dog"),
        ConformanceCase(
            "reject: nested arrays are flattened", "{{ list | reject: 'a' | size }}",
            ["list": [[["a": 1]], [["a": nil]]]], gives: "1"),
        ConformanceCase("reject: a hash input", "{{ h | reject: 'a' | size }}", ["h": ["a": nil]], gives: "1"),
        ConformanceCase(
            "reject: an item without properties gives nil", "{{ list | reject: 'a' }}", ["list": [true]],
            gives: ""),
        ConformanceCase("reject: the property is required", "{{ words | reject }}", fails: ()),
        ConformanceCase("reject: at most two arguments", "{{ words | reject: 'a', 'b', 'c' }}", fails: ()),
    ]

    // MARK: - find, find_index

    static let findFilters: [ConformanceCase] = [
        ConformanceCase(
            "find: the first item with a truthy property", "{{ products | find: 'available' | map: 'title' }}",
            gives: "Shoes"),
        ConformanceCase(
            "find: the first item with a property equal to a value",
            "{% assign p = products | find: 'price', 8 %}{{ p.title }}", gives: "Bag"),
        ConformanceCase("find: none", "{{ products | find: 'price', 99 }}", gives: ""),
        ConformanceCase("find: a string by substring", "{{ words | find: 'a' }}", gives: "a"),
        ConformanceCase("find: in a string", "{{ 'hello' | find: 'x' }}", gives: ""),
        ConformanceCase("find_index: the first position", "{{ products | find_index: 'type', 'bag' }}", gives: "2"),
        ConformanceCase("find_index: none", "{{ products | find_index: 'type', 'sock' }}", gives: ""),
        ConformanceCase("find_index: a hash input", "{{ h | find_index: 'a' }}", ["h": ["a": 1]], gives: "0"),
        ConformanceCase(
            "find_index: an explicit nil is no value", "{{ h | find_index: 'a', nil }}", ["h": ["a": nil]],
            gives: ""),
        ConformanceCase("find: integers cannot be read by name", "{{ numbers | find: 'a' }}", fails: ()),
    ]

    // MARK: - squish

    static let squishFilter: [ConformanceCase] = [
        ConformanceCase("squish", "[{{ s | squish }}]", ["s": "  a \n\t b  c "], gives: "[a b c]"),
        ConformanceCase("squish of nil", "[{{ nothing | squish }}]", gives: "[]"),
    ]

    // MARK: - Properties of array filters

    static let propertyFilters: [ConformanceCase] = [
        ConformanceCase("map over hashes", "{{ products | map: 'title' | join: ',' }}", gives: "Shoes,Hat,Bag"),
        ConformanceCase("map over strings reads substrings", "{{ words | map: 'a' | join: ',' }}", gives: ",a,"),
        ConformanceCase("map over integers is an error", "{{ numbers | map: 'a' }}", fails: ()),
        ConformanceCase("map over a number is an error", "{{ 5 | map: 'a' }}", fails: ()),
        ConformanceCase(
            "map over nil items gives nil for them", "{{ list | map: 'a' | size }}", ["list": [nil, ["a": 1]]],
            gives: "2"),
        ConformanceCase("where over a number is an error", "{{ 5 | where: 'a' }}", fails: ()),
        ConformanceCase("where over strings reads substrings", "{{ words | where: 'a' | join }}", gives: "a"),
        ConformanceCase(
            "where with an item without properties gives nil", "{{ list | where: 'a' }}", ["list": [true]],
            gives: ""),
        ConformanceCase(
            "sort by a property, nil last",
            "{{ products | sort: 'available' | map: 'title' | join: ',' }}", fails: (),
            note: "true and false cannot be ordered"),
        ConformanceCase("sort by price", "{{ products | sort: 'price' | map: 'price' | join: ',' }}", gives: "5,8,12"),
        ConformanceCase(
            "sort strings by their bytes", "{{ list | sort | join }}", ["list": ["b", "B", "a"]],
            gives: "B a b"),
        ConformanceCase(
            "sort_natural folds ASCII case only", "{{ list | sort_natural | join }}",
            ["list": ["b", "B", "a", "\u{C9}", "\u{E9}"]], gives: "a b B \u{C9} \u{E9}"),
        ConformanceCase("sort an empty input", "{{ nothing | sort | size }}", gives: "0"),
        ConformanceCase("sum over a property", "{{ products | sum: 'price' }}", gives: "25"),
        ConformanceCase("sum over integers by name is an error", "{{ numbers | sum: 'a' }}", fails: ()),
        ConformanceCase(
            "uniq by a property", "{{ list | uniq: 'a' | size }}", ["list": [["a": 1], ["a": 1], ["a": 2]]],
            gives: "2"),
        ConformanceCase("compact by a property", "{{ products | compact: 'available' | size }}", gives: "2"),
        ConformanceCase("first and last of a string", "{{ 'abc' | first }}{{ 'abc' | last }}", gives: "ac"),
        ConformanceCase("first and last of a range", "{{ (3..5) | first }}{{ (3..5) | last }}", gives: "35"),
        ConformanceCase("join of a range", "{{ (1..3) | join: '-' }}", gives: "1-2-3"),
        ConformanceCase("size of a number", "{{ 5 | size }}", gives: "8"),
        ConformanceCase("concat needs an array", "{{ words | concat: 'x' }}", fails: ()),
    ]

    // MARK: - Text

    static let textFilters: [ConformanceCase] = [
        ConformanceCase(
            "truncatewords cuts when white space follows the last word", "{{ 'a b ' | truncatewords: 2 }}",
            gives: "a b..."),
        ConformanceCase(
            "truncatewords keeps text of exactly that many words", "{{ 'a b' | truncatewords: 2 }}",
            gives: "a b"),
        ConformanceCase(
            "replace reads \\& in the replacement as the match", "{{ 'abc' | replace: 'b', '[\\&]' }}",
            gives: "a[b]c"),
        ConformanceCase(
            "replace_first reads \\0 as the match", "{{ 'abcb' | replace_first: 'b', '<\\0>' }}",
            gives: "a<b>cb"),
        ConformanceCase(
            "replace_last takes the replacement as it is", "{{ 'abcb' | replace_last: 'b', '\\0' }}",
            gives: "abc\\0"),
        ConformanceCase("slice with a nil length takes one", "{{ 'hello' | slice: 1, nothing }}", gives: "e"),
        ConformanceCase("slice of a hash slices its text", "{{ h | slice: 0, 5 }}", ["h": ["a": 1]], gives: "{\"a\"="),
        ConformanceCase("split drops trailing empty strings", "{{ 'a,,b,,' | split: ',' | size }}", gives: "3"),
        ConformanceCase(
            "upcase of an array reads it as Ruby shows it", "{{ list | upcase }}", ["list": ["a", nil]],
            gives: "[\"A\", NIL]"),
    ]

    // MARK: - Numbers

    static let numberFilters: [ConformanceCase] = [
        ConformanceCase("round to a negative precision gives an integer", "{{ 5.666 | round: -2 }}", gives: "0"),
        ConformanceCase("round to tens", "{{ 1234.5 | round: -1 }}", gives: "1230"),
        ConformanceCase("round to places", "{{ 5.666 | round: 2 }}", gives: "5.67"),
        ConformanceCase("round with text places", "{{ 5.5 | round: '0' }}", gives: "6"),
        ConformanceCase("an integer rounded to places", "{{ 1234 | round: 2 }}", gives: "1234"),
        ConformanceCase("an integer rounded to hundreds", "{{ 1250 | round: -2 }}", gives: "1300"),
        ConformanceCase("times keeps a negative zero", "{{ x | times: 1 }}", ["x": -0.0], gives: "-0.0"),
    ]

    // MARK: - What Ruby Liquid rejects

    static let filterErrors: [ConformanceCase] = [
        ConformanceCase("a missing argument", "{{ 'a' | append }}", fails: ()),
        ConformanceCase("too many arguments", "{{ 'a' | upcase: 1 }}", fails: ()),
        ConformanceCase("an undefined integer argument", "{{ 'hello' | slice: missing }}", fails: ()),
        ConformanceCase("an undefined length for truncate", "{{ 'hello' | truncate: missing }}", fails: ()),
        ConformanceCase("an undefined count for truncatewords", "{{ 'a b' | truncatewords: missing }}", fails: ()),
        ConformanceCase("a decimal where an integer is needed", "{{ 'hello' | truncate: 2.5 }}", fails: ()),
        ConformanceCase(
            "an integer in text, as Ruby's Integer() reads it", "{{ 'hello' | truncate: '0x4' }}",
            gives: "h..."),
        ConformanceCase("division by zero", "{{ 1 | divided_by: 0 }}", fails: ()),
    ]

    // MARK: - Lax mode

    static let laxFilters: [ConformanceCase] = [
        ConformanceCase("an unknown filter passes its input through", "{{ 'a' | nosuchfilter | upcase }}", gives: "A")
    ]

    @Test(arguments: filters)
    func filter(_ test: ConformanceCase) { test.check() }
}
