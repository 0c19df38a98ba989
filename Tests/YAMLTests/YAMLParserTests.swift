import Testing

@testable import YAML

@Suite("YAMLParser: documents")
struct YAMLParserTests {
    /// Keys past `YAMLParser.keysLookedThrough` are checked through a dictionary: a long mapping of distinct keys,
    /// block or flow, keeps every pair in order.
    @Test("a mapping longer than the keys looked through")
    func longMapping() throws {
        let keys = (1...40).map { "key\($0)" }
        let block = try parse(keys.map { "\($0): \($0)-value\n" }.joined())
        #expect(block.pairs?.map(\.key.text) == keys)
        #expect(block["key33"]?.string == "key33-value")
        let flow = try parse("{" + keys.map { "\($0): v" }.joined(separator: ", ") + "}\n")
        #expect(flow.pairs?.map(\.key.text) == keys)
    }

    @Test("a Generamba Rambafile")
    func rambafile() throws {
        let rambafile = """
            ### Headers settings
            company: Rambler&Co
            ### Xcode project settings
            project_name: AgentApp
            prefix: ''
            xcodeproj_path: AgentApp.xcodeproj
            project_target: AgentApp
            project_file_path: AgentApp/Classes/Modules
            ### Templates
            catalogs:
            - "https://github.com/rambler-digital-solutions/generamba-catalog"
            templates:
            - {name: bviper}
            - {name: local_one, local: ./Templates/local_one}

            """
        let root = try parse(rambafile)
        #expect(
            root.pairs?.map(\.key.text) == [
                "company", "project_name", "prefix", "xcodeproj_path", "project_target", "project_file_path",
                "catalogs",
                "templates",
            ])
        #expect(root["company"]?.string == "Rambler&Co")
        #expect(root["prefix"]?.string == "")
        #expect(root["prefix"]?.scalar?.style == .singleQuoted)
        #expect(
            root["catalogs"]?.array?.map(\.string) == ["https://github.com/rambler-digital-solutions/generamba-catalog"]
        )
        let templates = try #require(root["templates"]?.array)
        #expect(
            templates.map(\.rendered) == [
                #"{"name": "bviper"}"#, #"{"name": "local_one", "local": "./Templates/local_one"}"#,
            ])
        #expect(templates[1].mark == YAMLMark(line: 14, column: 3))
        #expect(root["templates"]?.mark == YAMLMark(line: 13, column: 1))
    }

    @Test("a Generamba .rambaspec, with the marks a reader reports errors at")
    func rambaspec() throws {
        let spec = """
            name: "viper_swift"
            summary: "VIPER module in Swift"
            author: "Someone"
            version: "1.0.0"
            license: "MIT"
            code_files:
            - {name: View/ViewController.swift, path: Code/View/view.swift.liquid}
            - {name: Presenter/Presenter.swift, path: Code/Presenter/presenter.swift.liquid, custom_name: "{{ module_info.name }}Presenter.swift"}
            test_files:
            - {name: Presenter/PresenterTests.swift, path: Tests/Presenter/presenter_tests.swift.liquid}

            """
        let root = try parse(spec)
        #expect(root["name"]?.string == "viper_swift")
        #expect(root["version"]?.string == "1.0.0")
        let codeFiles = try #require(root["code_files"]?.array)
        #expect(codeFiles.count == 2)
        #expect(codeFiles[1]["custom_name"]?.string == "{{ module_info.name }}Presenter.swift")
        #expect(codeFiles[1]["custom_name"]?.scalar?.style == .doubleQuoted)
        #expect(root["test_files"]?.array?.first?["path"]?.string == "Tests/Presenter/presenter_tests.swift.liquid")

        let summary = try #require(root.pairs?[1])
        #expect(summary.key.text == "summary")
        #expect(summary.keyMark == YAMLMark(line: 2, column: 1))
        #expect(summary.value.mark == YAMLMark(line: 2, column: 10))
        let customName = try #require(codeFiles[1].pairs?.last)
        #expect(customName.keyMark == YAMLMark(line: 8, column: 82))
        #expect(customName.value.mark == YAMLMark(line: 8, column: 95))
    }

    static let structures: [ParseCase] = [
        ParseCase("empty document", "", "null"),
        ParseCase("only comments", "# one\n  # two\n", "null"),
        ParseCase("plain root scalar", "hello world\n", #""hello world""#),
        ParseCase(
            "nested block mappings", "a:\n  b:\n    c: d\n  e: f\ng: h\n",
            #"{"a": {"b": {"c": "d"}, "e": "f"}, "g": "h"}"#),
        ParseCase(
            "empty values are null", "a:\nb: ~\nc: null\nd: ''\n", #"{"a": null, "b": null, "c": null, "d": ""}"#),
        ParseCase("indented sequence", "items:\n  - a\n  - b\n", #"{"items": ["a", "b"]}"#),
        ParseCase("sequence at its key's indentation", "a:\n- 1\n- 2\nb: 3\n", #"{"a": ["1", "2"], "b": "3"}"#),
        ParseCase(
            "compact mappings in a sequence", "- name: a\n  path: b\n- name: c\n",
            #"[{"name": "a", "path": "b"}, {"name": "c"}]"#),
        ParseCase("compact nested sequences", "- - a\n  - b\n- c\n", #"[["a", "b"], "c"]"#),
        ParseCase("empty sequence items", "-\n- a\n- # comment\n", #"[null, "a", null]"#),
        ParseCase("an item on the line below its dash", "-\n  a: 1\n", #"[{"a": "1"}]"#),
        ParseCase(
            "a value on the line below its key", "a:\n  value\nb:\n  [1, 2]\n", #"{"a": "value", "b": ["1", "2"]}"#),
        ParseCase("a root mapping indented as a whole", "  a: 1\n  b: 2\n", #"{"a": "1", "b": "2"}"#),
        ParseCase("spaces before a key's colon", "key   : value\n", #"{"key": "value"}"#),
        ParseCase("a quoted key", "\"a b\": 1\n'c: d': 2\n", #"{"a b": "1", "c: d": "2"}"#),
        ParseCase(
            "colons inside plain scalars", "url: http://x:80/a\ntime: 20:03\n",
            #"{"url": "http://x:80/a", "time": "20:03"}"#),
        ParseCase("a key that ends with colons", "a::: b\n", #"{"a::": "b"}"#),
        ParseCase(
            "indicators that start plain scalars", "a: -1\nb: :x\nc: ?y\nd: -a\n",
            #"{"a": "-1", "b": ":x", "c": "?y", "d": "-a"}"#),
        ParseCase("flow indicators inside block plain scalars", "a: x, y [z] {w}\n", #"{"a": "x, y [z] {w}"}"#),
        ParseCase(
            "a multi-line plain scalar", "a: one\n  two\n\n  three\nb: x\n", #"{"a": "one two\nthree", "b": "x"}"#),
        ParseCase("a multi-line plain item", "- one\n  two\n- three\n", #"["one two", "three"]"#),
        ParseCase("a multi-line plain root", "one\ntwo\n", #""one two""#),
        ParseCase("document start marker", "---\na: 1\n", #"{"a": "1"}"#),
        ParseCase("scalar on the document start line", "--- \"text\"\n", #""text""#),
        ParseCase("document end marker", "a: 1\n...\n# trailing comment\n", #"{"a": "1"}"#),
        ParseCase("document markers inside scalars", "a: ---\nb: x...\n", #"{"a": "---", "b": "x..."}"#),
        ParseCase("CRLF line endings", "a: 1\r\nb:\r\n- x\r\n", #"{"a": "1", "b": ["x"]}"#),
        ParseCase("a byte order mark", "\u{FEFF}a: 1\n", #"{"a": "1"}"#),
        ParseCase("no final line break", "a: 1\nb: |\n  text", #"{"a": "1", "b": "text"}"#),
        ParseCase("tabs as separation, not indentation", "a:\tb\nc: d\t# comment\n", #"{"a": "b", "c": "d"}"#),
        ParseCase("blank lines holding tabs", "a: 1\n\t\nb: 2\n", #"{"a": "1", "b": "2"}"#),
        ParseCase("non-ASCII text", "ключ: значение\n名前: [一, 二]\n", #"{"ключ": "значение", "名前": ["一", "二"]}"#),
    ]

    @Test("block structure", arguments: structures)
    func structure(_ testCase: ParseCase) throws {
        #expect(try parse(testCase.yaml).rendered == testCase.expected)
    }

    static let flowCollections: [ParseCase] = [
        ParseCase("flow sequence", "[a, b, \"c\", 'd']\n", #"["a", "b", "c", "d"]"#),
        ParseCase("flow mapping", "{name: bviper, local: ./x}\n", #"{"name": "bviper", "local": "./x"}"#),
        ParseCase("nested", "{a: [1, {b: c}], d: {}}\n", #"{"a": ["1", {"b": "c"}], "d": {}}"#),
        ParseCase("empty collections", "a: []\nb: {}\n", #"{"a": [], "b": {}}"#),
        ParseCase("trailing commas", "[a, b, ]\n", #"["a", "b"]"#),
        ParseCase("empty values", "{a: , b:}\n", #"{"a": null, "b": null}"#),
        ParseCase("JSON-style adjacent values", #"{"a":1, "b":"x"}"#, #"{"a": "1", "b": "x"}"#),
        ParseCase("URL values", "- {url: http://example.org/#top}\n", #"[{"url": "http://example.org/#top"}]"#),
        ParseCase(
            "spanning lines", "key: [a,\n  b, # comment\n\n  {c: d,\n   e: f}\n  ]\n",
            #"{"key": ["a", "b", {"c": "d", "e": "f"}]}"#),
        ParseCase("a colon on the line after the key", "{a\n : b}\n", #"{"a": "b"}"#),
        ParseCase("multi-line scalars inside", "[one\n two, \"three\n four\"]\n", #"["one two", "three four"]"#),
        ParseCase("comment lines at any indentation", "a: [1,\n# comment\n  2]\n", #"{"a": ["1", "2"]}"#),
    ]

    @Test("flow collections", arguments: flowCollections)
    func flow(_ testCase: ParseCase) throws {
        #expect(try parse(testCase.yaml).rendered == testCase.expected)
    }

    static let comments: [ParseCase] = [
        ParseCase(
            "everywhere",
            """
            # leading
            a: 1 # after a value
            # between entries
            b: # after a key
              # before a nested value
              - x # after an item
              # between items
              - y
            c: | # after a block scalar header
              text
            # trailing
            """, #"{"a": "1", "b": ["x", "y"], "c": "text\n"}"#),
        ParseCase("a hash without a space before it is text", "a: x#y\nb: 'q'  # c\n", #"{"a": "x#y", "b": "q"}"#),
        ParseCase("a hash inside quotes is text", "a: \"# not a comment\"\n", ##"{"a": "# not a comment"}"##),
        ParseCase("a comment ends a plain scalar", "a: x # c\nb: y\n", #"{"a": "x", "b": "y"}"#),
    ]

    @Test("comments", arguments: comments)
    func comment(_ testCase: ParseCase) throws {
        #expect(try parse(testCase.yaml).rendered == testCase.expected)
    }

    @Test("marks count lines and Unicode scalars from 1")
    func marks() throws {
        let root = try parse("a:\nключ: значение\r\nlist:\r\n- x\r\n")
        let pairs = try #require(root.pairs)
        #expect(root.mark == YAMLMark(line: 1, column: 1))
        #expect(pairs[0].value.mark == YAMLMark(line: 1, column: 3))  // an empty value: just past its ':'
        #expect(pairs[1].keyMark == YAMLMark(line: 2, column: 1))
        #expect(pairs[1].value.mark == YAMLMark(line: 2, column: 7))
        #expect(pairs[2].value.array?.first?.mark == YAMLMark(line: 4, column: 3))
        let sequence = try parse("- a\n-  |\n  x\n- [b, {c: d}]\n")
        let items = try #require(sequence.array)
        #expect(
            items.map(\.mark) == [
                YAMLMark(line: 1, column: 3), YAMLMark(line: 2, column: 4), YAMLMark(line: 4, column: 3),
            ])
        #expect(items[2].array?[1].pairs?[0].keyMark == YAMLMark(line: 4, column: 8))
        #expect(try parse("\u{FEFF}key: v").pairs?[0].keyMark == YAMLMark(line: 1, column: 1))
    }

    @Test("accessors return nil for the wrong kind of node")
    func accessors() throws {
        let root = try parse("map: {a: 1}\nlist: [x]\ntext: hi\nnothing:\n")
        #expect(root["missing"] == nil)
        #expect(root["map"]?.array == nil)
        #expect(root["list"]?.pairs == nil)
        #expect(root["list"]?["a"] == nil)
        #expect(root["text"]?.array == nil)
        #expect(root["map"]?.string == nil)
        #expect(root["nothing"]?.string == nil)
        #expect(root["nothing"]?.isNull == true)
        #expect(root["map"]?["a"]?.int == 1)
    }

    @Test("a key duplicated in different mappings is fine")
    func sameKeyInSiblingMappings() throws {
        let root = try parse("- name: a\n- name: b\n- {name: c}\n")
        #expect(root.array?.compactMap { $0["name"]?.string } == ["a", "b", "c"])
    }

    @Test("very long lines and many entries parse in linear time")
    func largeInput() throws {
        let items = Array(repeating: "item", count: 50_000).joined(separator: ", ")
        let root = try parse("list: [\(items)]\n" + (0..<20_000).map { "key\($0): value\($0)\n" }.joined())
        #expect(root["list"]?.array?.count == 50_000)
        #expect(root.pairs?.count == 20_001)
        #expect(root.pairs?.last?.keyMark == YAMLMark(line: 20_001, column: 1))
    }
}
