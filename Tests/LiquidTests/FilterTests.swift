import Testing

@testable import Liquid

/// One filter call and the value it should give: Ruby Liquid 5's, unless a filter's documentation says otherwise.
struct FilterCase: CustomTestStringConvertible, Sendable {
    var filter: String
    var input: Value
    var arguments: [Value]
    var keywords: [String: Value]
    var expected: Value

    init(
        _ filter: String, _ input: Value, _ arguments: Value..., keywords: [String: Value] = [:], gives expected: Value
    ) {
        self.filter = filter
        self.input = input
        self.arguments = arguments
        self.keywords = keywords
        self.expected = expected
    }

    var testDescription: String { "\(input) | \(filter): \(arguments)" }
}

/// One filter call that should fail, and its message.
struct FilterFailure: CustomTestStringConvertible, Sendable {
    var filter: String
    var input: Value
    var arguments: [Value]
    var keywords: [String: Value]
    var message: String

    init(_ filter: String, _ input: Value, _ arguments: Value..., keywords: [String: Value] = [:], message: String) {
        self.filter = filter
        self.input = input
        self.arguments = arguments
        self.keywords = keywords
        self.message = message
    }

    var testDescription: String { "\(input) | \(filter): \(arguments)" }
}

/// 2023-11-14 22:13:20 UTC, a Tuesday: what "now" is in these tests.
let fixedNow: Int64 = 1_700_000_000

/// The standard filters with the clock fixed at `fixedNow`.
let fixedClockFilters = StandardFilters.filters(now: { fixedNow })

/// Calls filter `name` as the renderer does.
func apply(_ name: String, _ input: Value, _ arguments: [Value] = [], _ keywords: [String: Value] = [:]) throws -> Value
{
    let filter = try #require(fixedClockFilters[name], "no filter named '\(name)'")
    return try filter(input, arguments, keywords)
}

@Suite("Standard filters")
struct FilterTests {
    // MARK: - Strings

    static let strings: [FilterCase] = [
        FilterCase("upcase", "abc", gives: "ABC"),
        FilterCase("upcase", nil, gives: ""),
        FilterCase("upcase", 12, gives: "12"),
        FilterCase("downcase", "ÀBC", gives: "àbc"),
        FilterCase("capitalize", "hello WORLD", gives: "Hello world"),
        FilterCase("capitalize", "élan", gives: "Élan"),
        FilterCase("capitalize", "", gives: ""),
        FilterCase("capitalize", "1st PLACE_x", gives: "1st place_x"),
        FilterCase("capitalize", "éLAN", gives: "Élan"),
        FilterCase("capitalize", "aÉ", gives: "Aé"),
        FilterCase("append", "a", "b", gives: "ab"),
        FilterCase("append", nil, 1.5, gives: "1.5"),
        FilterCase("prepend", "b", "a", gives: "ab"),
        FilterCase("replace", "a-b-a", "a", "x", gives: "x-b-x"),
        FilterCase("replace", "abc", "b", gives: "ac"),
        FilterCase("replace", "abc", "", "-", gives: "-a-b-c-"),
        FilterCase("replace", "aaa", "aa", "b", gives: "ba"),
        FilterCase("replace_first", "a-b-a", "a", "x", gives: "x-b-a"),
        FilterCase("replace_first", "abc", "", "-", gives: "-abc"),
        FilterCase("replace_last", "a-b-a", "a", "x", gives: "a-b-x"),
        FilterCase("replace_last", "aaa", "aa", "X", gives: "aX"),
        FilterCase("replace_last", "abc", "", "-", gives: "abc-"),
        FilterCase("replace_last", "abc", "z", "-", gives: "abc"),
        FilterCase("remove", "a-b-a", "a", gives: "-b-"),
        FilterCase("remove_first", "a-b-a", "a", gives: "-b-a"),
        FilterCase("remove_last", "a-b-a", "a", gives: "a-b-"),
        FilterCase("split", "a,b,,c,,", ",", gives: ["a", "b", "", "c"]),
        FilterCase("split", ",a", ",", gives: ["", "a"]),
        FilterCase("split", "  a \t b\nc ", " ", gives: ["a", "b", "c"]),
        FilterCase("split", "abc", "", gives: ["a", "b", "c"]),
        FilterCase("split", "a::b", "::", gives: ["a", "b"]),
        FilterCase("split", "", ",", gives: []),
        FilterCase("split", ",,", ",", gives: []),
        FilterCase("strip", " \t a b \n\r\n", gives: "a b"),
        FilterCase("strip", "\u{0B}\u{0C}a\0", gives: "a"),
        FilterCase("strip", "   ", gives: ""),
        FilterCase("lstrip", "  a  ", gives: "a  "),
        FilterCase("rstrip", "  a  ", gives: "  a"),
        FilterCase("strip_newlines", "a\nb\r\nc\rd", gives: "abc\rd"),
        FilterCase("newline_to_br", "a\nb\r\nc", gives: "a<br />\nb<br />\nc"),
        FilterCase("truncate", "Ground control to Major Tom.", 20, gives: "Ground control to..."),
        FilterCase("truncate", "Ground control to Major Tom.", 25, ", and so on", gives: "Ground control, and so on"),
        FilterCase("truncate", "Ground control to Major Tom.", 20, "", gives: "Ground control to Ma"),
        FilterCase("truncate", "abc", gives: "abc"),
        FilterCase("truncate", "abc", 3, gives: "abc"),
        FilterCase("truncate", "abcdef", 2, gives: "..."),
        FilterCase("truncate", "abcdef", "4", gives: "a..."),
        FilterCase("truncate", "abcdef", .int(.min), gives: "..."),
        FilterCase("truncate", nil, 2, gives: nil),
        FilterCase("truncatewords", "Ground control to Major Tom.", 3, gives: "Ground control to..."),
        FilterCase("truncatewords", "Ground control to Major Tom.", 3, "--", gives: "Ground control to--"),
        FilterCase("truncatewords", "Ground control to Major Tom.", 3, "", gives: "Ground control to"),
        FilterCase("truncatewords", "one  two\nthree", 2, gives: "one two..."),
        FilterCase("truncatewords", "a b", 0, gives: "a..."),
        // Ruby Liquid's rule: a space after the last word counted is enough to cut.
        FilterCase("truncatewords", " a b c ", 3, gives: "a b c..."),
        FilterCase("truncatewords", " a b c", 3, gives: " a b c"),
        FilterCase("truncatewords", "a b c", .int(.max), gives: "a b c"),
        FilterCase("truncatewords", nil, gives: nil),
        FilterCase("slice", "Liquid", 0, gives: "L"),
        FilterCase("slice", "Liquid", 2, 5, gives: "quid"),
        FilterCase("slice", "Liquid", -3, 2, gives: "ui"),
        FilterCase("slice", "Liquid", 6, gives: ""),
        FilterCase("slice", "Liquid", 10, gives: ""),
        FilterCase("slice", "Liquid", -10, gives: ""),
        FilterCase("slice", "Liquid", 2, -1, gives: ""),
        FilterCase("slice", "Liquid", 1, .int(.max), gives: "iquid"),
        FilterCase("slice", "Liquid", .int(.min), gives: ""),
        FilterCase("slice", "Liquid", "1", "2", gives: "iq"),
        FilterCase("slice", "Liquid", 1, nil, gives: "i"),
        FilterCase("slice", ["a", "b", "c"], 1, 5, gives: ["b", "c"]),
        FilterCase("slice", [1, 2, 3], -1, gives: [3]),
        FilterCase("slice", 12345, 1, 2, gives: "23"),
    ]

    @Test("string filters", arguments: strings)
    func stringFilter(_ test: FilterCase) throws {
        #expect(try apply(test.filter, test.input, test.arguments, test.keywords) == test.expected)
    }

    // MARK: - HTML, URLs and Base64

    static let markup: [FilterCase] = [
        FilterCase("escape", "<p>\"Tom's\" & co</p>", gives: "&lt;p&gt;&quot;Tom&#39;s&quot; &amp; co&lt;/p&gt;"),
        FilterCase("escape", "<\u{338}", gives: "&lt;\u{338}"),
        FilterCase("escape", "&amp;", gives: "&amp;amp;"),
        FilterCase("escape", nil, gives: nil),
        FilterCase("h", "<", gives: "&lt;"),
        FilterCase(
            "escape_once", "1 &lt; 2 &amp; 3 & 4 &#39; &#x27; &copy <",
            gives: "1 &lt; 2 &amp; 3 &amp; 4 &#39; &amp;#x27; &amp;copy &lt;"),
        FilterCase("escape_once", "&", gives: "&amp;"),
        FilterCase("escape_once", nil, gives: ""),
        FilterCase("url_encode", "john@liquid.com", gives: "john%40liquid.com"),
        FilterCase("url_encode", "Tetsuro Takara", gives: "Tetsuro+Takara"),
        FilterCase("url_encode", "a-b_c.d~e/é", gives: "a-b_c.d~e%2F%C3%A9"),
        FilterCase("url_encode", nil, gives: nil),
        FilterCase("url_decode", "%27Stop%21%27+said+Fred", gives: "'Stop!' said Fred"),
        FilterCase("url_decode", "%C3%a9%zz%4", gives: "é%zz%4"),
        FilterCase("url_decode", nil, gives: nil),
        FilterCase("strip_html", "Have <em>you</em> read <strong>Ulysses</strong>?", gives: "Have you read Ulysses?"),
        FilterCase("strip_html", "a<script>x<y</script>b<!-- c -->d<style>e</style>f", gives: "abdf"),
        FilterCase("strip_html", "a < b", gives: "a < b"),
        FilterCase("strip_html", "<scr<b>ipt>", gives: "ipt>"),
        FilterCase("strip_html", "<SCRIPT>x</SCRIPT><!-->y", gives: "xy"),
        FilterCase("base64_encode", "one two three", gives: "b25lIHR3byB0aHJlZQ=="),
        FilterCase("base64_encode", "ab", gives: "YWI="),
        FilterCase("base64_encode", "abc", gives: "YWJj"),
        FilterCase("base64_encode", "", gives: ""),
        FilterCase("base64_decode", "b25lIHR3byB0aHJlZQ==", gives: "one two three"),
        FilterCase("base64_decode", "YWI=", gives: "ab"),
        FilterCase("base64_url_safe_encode", "<<??>>", gives: "PDw_Pz4-"),
        FilterCase("base64_url_safe_decode", "PDw_Pz4-", gives: "<<??>>"),
        FilterCase("base64_url_safe_decode", "YQ", gives: "a"),
    ]

    @Test("HTML, URL and Base64 filters", arguments: markup)
    func markupFilter(_ test: FilterCase) throws {
        #expect(try apply(test.filter, test.input, test.arguments, test.keywords) == test.expected)
    }

    // MARK: - Arrays

    static let arrays: [FilterCase] = [
        FilterCase("default", nil, "x", gives: "x"),
        FilterCase("default", false, "x", gives: "x"),
        FilterCase("default", "", "x", gives: "x"),
        FilterCase("default", [], "x", gives: "x"),
        FilterCase("default", [:], "x", gives: "x"),
        FilterCase("default", nil, gives: ""),
        FilterCase("default", 0, "x", gives: 0),
        FilterCase("default", true, "x", gives: true),
        FilterCase("default", false, "x", keywords: ["allow_false": true], gives: false),
        FilterCase("default", nil, "x", keywords: ["allow_false": true], gives: "x"),
        FilterCase("size", "héllo", gives: 5),
        FilterCase("size", [1, 2], gives: 2),
        FilterCase("size", ["a": 1], gives: 1),
        FilterCase("size", 5, gives: 8),
        FilterCase("size", 5.5, gives: 0),
        FilterCase("size", nil, gives: 0),
        FilterCase("first", [1, 2, 3], gives: 1),
        FilterCase("first", [], gives: nil),
        FilterCase("first", "abc", gives: "a"),
        FilterCase("first", ["b": 2, "a": 1], gives: ["b", 2]),
        FilterCase("first", 5, gives: nil),
        FilterCase("last", [1, 2, 3], gives: 3),
        FilterCase("last", "abc", gives: "c"),
        FilterCase("last", ["b": 2, "a": 1], gives: nil),
        FilterCase("join", [1, 2, 3], gives: "1 2 3"),
        FilterCase("join", [1, [2, [3]]], "-", gives: "1-2-3"),
        FilterCase("join", ["a", nil, "b"], ",", gives: "a,,b"),
        FilterCase("join", "abc", ",", gives: "abc"),
        FilterCase("join", nil, gives: ""),
        FilterCase("reverse", [1, 2, 3], gives: [3, 2, 1]),
        FilterCase("reverse", "abc", gives: ["abc"]),
        FilterCase("reverse", nil, gives: []),
        FilterCase("sort", [3, 1, 2], gives: [1, 2, 3]),
        FilterCase("sort", ["b", "a", "C"], gives: ["C", "a", "b"]),
        FilterCase("sort", [2, nil, 1.5], gives: [1.5, 2, nil]),
        FilterCase("sort", [true, true], gives: [true, true]),
        FilterCase("sort", [], gives: []),
        FilterCase("sort", [["n": 2], ["n": 1], [:]], "n", gives: [["n": 1], ["n": 2], [:]]),
        FilterCase("sort_natural", ["b", "a", "C"], gives: ["a", "b", "C"]),
        FilterCase("sort_natural", [["n": "B"], ["n": "a"], [:]], "n", gives: [["n": "a"], ["n": "B"], [:]]),
        FilterCase("uniq", [1, 1, 2, "1", 1.0, 2], gives: [1, 2, "1", 1.0]),
        FilterCase(
            "uniq", [["k": 1, "v": "a"], ["k": 1, "v": "b"], ["k": 2]], "k", gives: [["k": 1, "v": "a"], ["k": 2]]),
        FilterCase("compact", [1, nil, 2, nil], gives: [1, 2]),
        FilterCase("compact", [["k": 1], ["k": nil], [:]], "k", gives: [["k": 1]]),
        FilterCase("map", [["name": "a"], ["name": "b"], [:], nil], "name", gives: ["a", "b", nil, nil]),
        FilterCase("map", ["name": "a"], "name", gives: ["a"]),
        FilterCase("where", [["a": true], ["a": false], ["b": 1]], "a", gives: [["a": true]]),
        FilterCase("where", [["a": true], ["a": false], ["b": 1]], "a", false, gives: [["a": false]]),
        FilterCase("where", [["n": 1.0], ["n": 2], ["n": "1"]], "n", 1, gives: [["n": 1.0]]),
        FilterCase("where", [["a": 1]], "a", nil, gives: [["a": 1]]),
        FilterCase("concat", [1, 2], [3, [4]], gives: [1, 2, 3, [4]]),
        FilterCase("concat", [[1], 2], [], gives: [1, 2]),
        FilterCase("concat", nil, [1], gives: [1]),
    ]

    @Test("array filters and default", arguments: arrays)
    func arrayFilter(_ test: FilterCase) throws {
        #expect(try apply(test.filter, test.input, test.arguments, test.keywords) == test.expected)
    }

    // MARK: - Math

    static let math: [FilterCase] = [
        FilterCase("plus", 1, 2, gives: 3),
        FilterCase("plus", "3", 2, gives: 5),
        FilterCase("plus", 1, 2.5, gives: 3.5),
        FilterCase("plus", 0.1, 0.2, gives: 0.3),
        FilterCase("plus", "1.5", 1, gives: 2.5),
        FilterCase("plus", "12px", 1, gives: 13),
        FilterCase("plus", " -1_000 ", 1, gives: -999),
        FilterCase("plus", "abc", 1, gives: 1),
        FilterCase("plus", nil, true, gives: 0),
        FilterCase("plus", 1e308, 1e308, gives: .double(.infinity)),
        FilterCase("minus", 10, 3, gives: 7),
        FilterCase("minus", 0.3, 0.1, gives: 0.2),
        FilterCase("minus", 1, "1e3", gives: 0),
        FilterCase("times", 3, 4, gives: 12),
        FilterCase("times", 1.1, 1.1, gives: 1.21),
        FilterCase("times", 0.1, 3, gives: 0.3),
        FilterCase("times", "2", "3", gives: 6),
        FilterCase("divided_by", 7, 2, gives: 3),
        FilterCase("divided_by", -7, 2, gives: -4),
        FilterCase("divided_by", 7, -2, gives: -4),
        FilterCase("divided_by", -8, 2, gives: -4),
        FilterCase("divided_by", 7, 2.0, gives: 3.5),
        FilterCase("divided_by", 20, 7.0, gives: 2.857142857142857),
        FilterCase("divided_by", 0.3, 0.1, gives: 3.0),
        FilterCase("divided_by", 2, 3.0, gives: 0.6666666666666666),
        FilterCase("modulo", 7, 3, gives: 1),
        FilterCase("modulo", -7, 3, gives: 2),
        FilterCase("modulo", 7, -3, gives: -2),
        FilterCase("modulo", .int(.min), -1, gives: 0),
        FilterCase("modulo", 5.5, 2, gives: 1.5),
        FilterCase("modulo", -5.5, 2, gives: 0.5),
        FilterCase("modulo", 0.3, 0.1, gives: 0.0),
        FilterCase("abs", -5, gives: 5),
        FilterCase("abs", "-5.5", gives: 5.5),
        FilterCase("abs", "abc", gives: 0),
        FilterCase("ceil", 1.2, gives: 2),
        FilterCase("ceil", -1.2, gives: -1),
        FilterCase("ceil", "3.5", gives: 4),
        FilterCase("ceil", 5, gives: 5),
        FilterCase("floor", 1.8, gives: 1),
        FilterCase("floor", -1.2, gives: -2),
        FilterCase("round", 1.5, gives: 2),
        FilterCase("round", 2.5, gives: 3),
        FilterCase("round", -2.5, gives: -3),
        FilterCase("round", "4.6", gives: 5),
        FilterCase("round", 1.2345, 2, gives: 1.23),
        FilterCase("round", 1.005, 2, gives: 1.01),
        FilterCase("round", 2.675, 2, gives: 2.68),
        FilterCase("round", 1234.5, -2, gives: 1200),
        FilterCase("round", 1250, -2, gives: 1300),
        FilterCase("round", -1250, -2, gives: -1300),
        FilterCase("round", 5, 2, gives: 5),
        FilterCase("round", 0.5, 1000, gives: 0.5),
        FilterCase("round", 123.0, .int(.min), gives: 0),
        FilterCase("at_least", 4, 5, gives: 5),
        FilterCase("at_least", 4, 3, gives: 4),
        FilterCase("at_least", 4.5, 5, gives: 5),
        FilterCase("at_least", "4", 3.5, gives: 4),
        FilterCase("at_most", 4, 5, gives: 4),
        FilterCase("at_most", 4, 3.5, gives: 3.5),
        FilterCase("sum", [1, 2, 3], gives: 6),
        FilterCase("sum", [1, 2.5], gives: 3.5),
        FilterCase("sum", [0.1, 0.2, 0.3], gives: 0.6),
        FilterCase("sum", ["1", "2", "x"], gives: 3),
        FilterCase("sum", [1, [2, [3]]], gives: 6),
        FilterCase("sum", [["p": 1], ["p": 2], ["q": 5], nil], "p", gives: 3),
        FilterCase("sum", [], gives: 0),
    ]

    @Test("math filters", arguments: math)
    func mathFilter(_ test: FilterCase) throws {
        #expect(try apply(test.filter, test.input, test.arguments, test.keywords) == test.expected)
    }

    // MARK: - Dates

    static let dates: [FilterCase] = [
        FilterCase("date", "now", "%Y-%m-%d %H:%M:%S", gives: "2023-11-14 22:13:20"),
        FilterCase("date", "Today", "%A", gives: "Tuesday"),
        FilterCase("date", 0, "%Y-%m-%d %H:%M:%S %Z %z", gives: "1970-01-01 00:00:00 UTC +0000"),
        FilterCase("date", -1, "%F %T", gives: "1969-12-31 23:59:59"),
        FilterCase("date", "1700000000", "%s %F", gives: "1700000000 2023-11-14"),
        FilterCase("date", .int(.max), "%FT%T", gives: "292277026596-12-04T15:30:07"),
        FilterCase("date", .int(.min), "%FT%T", gives: "-292277022657-01-27T08:29:52"),
        FilterCase("date", "2024-03-05", "%-d/%-m/%y %e|%j", gives: "5/3/24  5|065"),
        FilterCase("date", "2024-03-05 14:07:09", "%I:%M %p %P %l %k", gives: "02:07 PM pm  2 14"),
        FilterCase("date", "2024-03-05T14:07:09Z", "%A %a %B %b %h", gives: "Tuesday Tue March Mar Mar"),
        FilterCase(
            "date", "2024-03-05T14:07:09+02:00", "%H:%M %z %:z %::z %Z %s",
            gives: "14:07 +0200 +02:00 +02:00:00 +02:00 1709640429"),
        FilterCase("date", "2024-03-05T14:07:09.123456Z", "%L %N %3N %12N", gives: "123 123456000 123 123456000000"),
        FilterCase("date", "15/03/2024", "%F", gives: "2024-03-15"),
        FilterCase("date", "2024/3/5", "%F", gives: "2024-03-05"),
        FilterCase("date", "March 14, 2016", "%b %d, %y", gives: "Mar 14, 16"),
        FilterCase("date", "14 sept 2016 10:00", "%F %R", gives: "2016-09-14 10:00"),
        FilterCase("date", "Fri, 15 Mar 2024 10:00:00 -0500", "%FT%T%:z", gives: "2024-03-15T10:00:00-05:00"),
        FilterCase("date", "2024-03-05 10:30 pm", "%R", gives: "22:30"),
        FilterCase("date", "2024-03-05 12:00 AM", "%R", gives: "00:00"),
        FilterCase("date", "2024-02-29 23:59:60", "%F %T", gives: "2024-03-01 00:00:00"),
        FilterCase(
            "date", "2024-03-05", "%^B %^a %#p %#B|%10A|%-10A|%010d|%_5Y|%-e",
            gives: "MARCH TUE am MARCH|   Tuesday|Tuesday|0000000005| 2024|5"),
        FilterCase(
            "date", "2024-03-05", "%c|%D|%x|%v", gives: "Tue Mar  5 00:00:00 2024|03/05/24|03/05/24| 5-MAR-2024"),
        FilterCase(
            "date", "2024-03-05", "%T|%X|%r|%+", gives: "00:00:00|00:00:00|12:00:00 AM|Tue Mar  5 00:00:00 UTC 2024"),
        FilterCase("date", "2024-03-05", "%G-W%V-%u %g %U %W %w %C", gives: "2024-W10-2 24 09 10 2 20"),
        FilterCase("date", "2021-01-01", "%G-W%V-%u %U %W", gives: "2020-W53-5 00 00"),
        FilterCase("date", "2024-12-30", "%G-W%V-%u %U %W", gives: "2025-W01-1 52 53"),
        FilterCase("date", "2024-03-05", "100%% %Q %-Q %n%t%", gives: "100% %Q %-Q \n\t%"),
        FilterCase(
            "date", "2024-03-05", "%99999999999Y", gives: .string(String(repeating: "0", count: 1_020) + "2024")),
        FilterCase("date", "not a date", "%Y", gives: "not a date"),
        FilterCase("date", "2024-02-30", "%Y", gives: "2024-02-30"),
        FilterCase("date", "2024-03-05 25:00", "%Y", gives: "2024-03-05 25:00"),
        FilterCase("date", "2024-03-05 +25:00", "%Y", gives: "2024-03-05 +25:00"),
        FilterCase("date", "99999999999999999999", "%Y", gives: "99999999999999999999"),
        FilterCase("date", "2024-03-05", "", gives: "2024-03-05"),
        FilterCase("date", 1.5, "%Y", gives: 1.5),
        FilterCase("date", nil, "%Y", gives: nil),
        FilterCase("date", "", "%Y", gives: ""),
    ]

    @Test("date filter", arguments: dates)
    func dateFilter(_ test: FilterCase) throws {
        #expect(try apply(test.filter, test.input, test.arguments, test.keywords) == test.expected)
    }

    @Test("date reads the system clock in the standard table")
    func systemClock() throws {
        let date = try #require(StandardFilters.all["date"])
        let year = try #require(Int(date("now", ["%Y"], [:]).text))
        #expect(year >= 2024)
        let fixed = StandardFilters.makeDateFilter(now: { 86_400 })
        #expect(try fixed("today", ["%F"], [:]) == "1970-01-02")
    }

    // MARK: - Case

    static let cases: [FilterCase] = [
        FilterCase("camel_case", "agent detail", gives: "agentDetail"),
        FilterCase("camel_case", "agent_detail", gives: "agentDetail"),
        FilterCase("camel_case", "AgentDetail", gives: "agentDetail"),
        FilterCase("camel_case", "agent-detail", gives: "agentDetail"),
        FilterCase("camel_case", "HTTPRequest", gives: "httpRequest"),
        FilterCase("camel_case", "userID", gives: "userId"),
        FilterCase("camel_case", "", gives: ""),
        FilterCase("pascal_case", "agent detail", gives: "AgentDetail"),
        FilterCase("pascal_case", "http_request", gives: "HttpRequest"),
        FilterCase("pascal_case", "utf8 string", gives: "Utf8String"),
        FilterCase("snake_case", "AgentDetail", gives: "agent_detail"),
        FilterCase("snake_case", "HTTPRequest", gives: "http_request"),
        FilterCase("snake_case", "userID", gives: "user_id"),
        FilterCase("snake_case", "agent-detail", gives: "agent_detail"),
        FilterCase("snake_case", "base64Encode", gives: "base64_encode"),
        FilterCase("snake_case", "HTTP2Server", gives: "http2_server"),
        FilterCase("snake_case", "  Agent   Detail!  ", gives: "agent_detail"),
        FilterCase("snake_case", "version2", gives: "version2"),
        // Text with non-ASCII letters is split by Unicode's letter classes, by the same rules.
        FilterCase("snake_case", "ÉlanVital", gives: "élan_vital"),
        FilterCase("snake_case", "МойМодуль", gives: "мой_модуль"),
        FilterCase("pascal_case", "agent détail", gives: "AgentDétail"),
        FilterCase("camel_case", "ÜBERModule2Go", gives: "überModule2Go"),
        FilterCase("kebab_case", "AgentDetail", gives: "agent-detail"),
        FilterCase("kebab_case", "agent_detail_view", gives: "agent-detail-view"),
        FilterCase("lower_first", "AgentDetail", gives: "agentDetail"),
        FilterCase("lower_first", "URLSession", gives: "uRLSession"),
        FilterCase("lower_first", "", gives: ""),
        FilterCase("upper_first", "agentDetail", gives: "AgentDetail"),
        FilterCase("upper_first", "élan vital", gives: "Élan vital"),
        // Reserved words get backticks; contextual keywords and other text are names as they are.
        FilterCase("swift_identifier", "class", gives: "`class`"),
        FilterCase("swift_identifier", "default", gives: "`default`"),
        FilterCase("swift_identifier", "Self", gives: "`Self`"),
        FilterCase("swift_identifier", "open", gives: "open"),
        FilterCase("swift_identifier", "agentDetail", gives: "agentDetail"),
        FilterCase("swift_identifier", "Class", gives: "Class"),
        FilterCase("swift_identifier", "", gives: ""),
    ]

    @Test("case filters", arguments: cases)
    func caseFilter(_ test: FilterCase) throws {
        #expect(try apply(test.filter, test.input, test.arguments, test.keywords) == test.expected)
    }

    // MARK: - Errors

    static let failures: [FilterFailure] = [
        FilterFailure("upcase", "a", 1, message: "filter 'upcase' takes no arguments, got 1"),
        FilterFailure("append", "a", message: "filter 'append' takes 1 argument, got 0"),
        FilterFailure("replace", "a", message: "filter 'replace' takes 1 or 2 arguments, got 0"),
        FilterFailure("replace_last", "a", "b", message: "filter 'replace_last' takes 2 arguments, got 1"),
        FilterFailure("truncate", "a", 1, 2, 3, message: "filter 'truncate' takes at most 2 arguments, got 3"),
        FilterFailure("date", "now", message: "filter 'date' takes 1 argument, got 0"),
        FilterFailure("upcase", "a", keywords: ["x": 1], message: "filter 'upcase' has no keyword argument 'x'"),
        FilterFailure(
            "default", nil, keywords: ["allow_false": true, "b": 1, "a": 2],
            message: "filter 'default' has no keyword argument 'a'"),
        FilterFailure("truncate", "abc", "x", message: "filter 'truncate': expected an integer, got \"x\""),
        FilterFailure("slice", "abc", 1.5, message: "filter 'slice': expected an integer, got 1.5"),
        FilterFailure("slice", "abc", [1], message: "filter 'slice': expected an integer, got an array"),
        FilterFailure(
            "truncatewords", "abc", 1, 2, 3, message: "filter 'truncatewords' takes at most 2 arguments, got 3"),
        FilterFailure(
            "sort", [1, "a"], message: "filter 'sort': cannot sort values of incompatible types (1 and \"a\")"),
        FilterFailure(
            "sort", [["n": 1], ["n": true]], "n",
            message: "filter 'sort': cannot sort values of incompatible types (1 and true)"),
        FilterFailure("concat", [1], "x", message: "filter 'concat': expected an array argument, got \"x\""),
        FilterFailure("concat", [1], nil, message: "filter 'concat': expected an array argument, got nil"),
        FilterFailure("url_decode", "%FF", message: "filter 'url_decode': invalid byte sequence in UTF-8"),
        FilterFailure("base64_decode", "YQ", message: "filter 'base64_decode': invalid base64"),
        FilterFailure("base64_decode", "Y===", message: "filter 'base64_decode': invalid base64"),
        FilterFailure("base64_decode", "YQ!=", message: "filter 'base64_decode': invalid base64"),
        FilterFailure("base64_decode", "/w==", message: "filter 'base64_decode': decoded bytes are not UTF-8 text"),
        FilterFailure("plus", .int(.max), 1, message: "filter 'plus': integer overflow"),
        FilterFailure("minus", .int(.min), 1, message: "filter 'minus': integer overflow"),
        FilterFailure("times", .int(.max), 2, message: "filter 'times': integer overflow"),
        FilterFailure("divided_by", .int(.min), -1, message: "filter 'divided_by': integer overflow"),
        FilterFailure("divided_by", 10, 0, message: "filter 'divided_by': divided by 0"),
        FilterFailure("divided_by", 1.5, 0.0, message: "filter 'divided_by': divided by 0"),
        FilterFailure("divided_by", 1, "zero", message: "filter 'divided_by': divided by 0"),
        FilterFailure("modulo", 1, 0, message: "filter 'modulo': divided by 0"),
        FilterFailure("abs", .int(.min), message: "filter 'abs': integer overflow"),
        FilterFailure("sum", [.int(.max), 1], message: "filter 'sum': integer overflow"),
        FilterFailure(
            "plus", "99999999999999999999", 1,
            message: "filter 'plus': \"99999999999999999999\" is too large for an integer"),
        FilterFailure("ceil", 1e300, message: "filter 'ceil': cannot convert 1.0e+300 to an integer"),
        FilterFailure("round", .double(.nan), message: "filter 'round': cannot convert NaN to an integer"),
        FilterFailure("round", .int(.max), -1, message: "filter 'round': integer overflow"),
    ]

    @Test("failures name the filter", arguments: failures)
    func failure(_ test: FilterFailure) {
        #expect(throws: FilterError(test.message)) {
            try apply(test.filter, test.input, test.arguments, test.keywords)
        }
    }

    // MARK: - The table

    @Test("every filter is in the table once")
    func table() {
        let names = StandardFilters.definitions.map(\.name) + ["date"]
        #expect(Set(names).count == names.count)
        #expect(Set(StandardFilters.all.keys) == Set(names))
        let expected: Set<String> = [
            "upcase", "downcase", "capitalize", "append", "prepend", "replace", "replace_first", "replace_last",
            "remove", "remove_first", "remove_last", "split", "join", "size", "first", "last", "default", "strip",
            "lstrip", "rstrip", "strip_newlines", "newline_to_br", "truncate", "truncatewords", "slice", "plus",
            "minus", "times", "divided_by", "modulo", "abs", "ceil", "floor", "round", "at_least", "at_most",
            "sort", "sort_natural", "uniq", "reverse", "compact", "map", "where", "reject", "has", "find",
            "find_index", "squish", "concat", "sum", "date", "escape",
            "h", "escape_once", "url_encode", "url_decode", "strip_html", "base64_encode", "base64_decode",
            "base64_url_safe_encode", "base64_url_safe_decode", "camel_case", "pascal_case", "snake_case",
            "kebab_case", "lower_first", "upper_first", "swift_identifier",
        ]
        #expect(Set(names) == expected)
    }
}
