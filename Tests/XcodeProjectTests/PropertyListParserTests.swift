import Testing

@testable import XcodeProject

@Suite("PropertyListParser: the old-style grammar")
struct PropertyListParserTests {
    /// Parses `{ value = <value>; }` and returns the plist and the value's node.
    private func parseValue(_ value: String) throws -> (PropertyList, PropertyList.NodeIndex) {
        let plist = try PropertyListParser.parse(Array("{ value = \(value); }".utf8), path: "test.plist")
        return (plist, try #require(plist.value(forKey: "value", in: plist.root)))
    }

    private func string(_ value: String) throws -> String? {
        let (plist, node) = try parseValue(value)
        return plist.string(node)
    }

    static let stringCases: [(String, String)] = [
        (#""plain""#, "plain"),
        (#"'single quoted'"#, "single quoted"),
        (#"'it\'s'"#, "it's"),
        (#""say \"hi\"""#, "say \"hi\""),
        (#""a\\b""#, "a\\b"),
        (#""\a\b\f\n\r\t\v""#, "\u{07}\u{08}\u{0C}\n\r\t\u{0B}"),
        (#""\'""#, "'"),
        (#""\101\102C""#, "ABC"),
        (#""\0""#, "\0"),
        (#""\1012""#, "A2"),  // at most three octal digits
        (#""\U00e9t\U00C9""#, "étÉ"),
        (#""\U41""#, "A"),  // fewer than four hex digits
        (#""\UD83D\UDE00""#, "😀"),  // a surrogate pair
        (#""\UD83D!""#, "\u{FFFD}!"),  // a lone surrogate
        (#""\q\%""#, "q%"),  // any other character stands for itself
        (#""\é""#, "é"),
        ("\"two\nlines\"", "two\nlines"),
        (#""""#, ""),
        ("sourcecode.swift", "sourcecode.swift"),
        ("com.apple.product-type.application", "com.apple.product-type.application"),
        ("$SRCROOT/a:b_c", "$SRCROOT/a:b_c"),
        ("../Shared/X.m", "../Shared/X.m"),
        ("http://example.com", "http://example.com"),  // `//` inside an unquoted string is not a comment
        (#""🍷.swift""#, "🍷.swift"),
    ]

    @Test("strings: quotes, escapes and unquoted characters", arguments: stringCases)
    func strings(source: String, expected: String) throws {
        #expect(try string(source) == expected)
    }

    @Test("unquoted strings take letters, digits and _ $ / : . -, and stop at anything else")
    func unquotedCharacters() throws {
        #expect(try string("a-b:c/d.e_$f9") == "a-b:c/d.e_$f9")
        #expect(projectError("{ a = b+c; }")?.message.contains("unexpected character '+'") == true)
    }

    @Test("the eight-byte test of unquoted characters agrees with the byte test, for every byte at every place")
    func unquotedCharactersEightAtATime() {
        for value in UInt8.min...UInt8.max {
            for place in 0..<8 {
                // Neighbours at the edges of the accepted runs: `,` `-` `:` `;` `@` `A` `Z` `[` `^` `_` `` ` `` `a`.
                var bytes: [UInt8] = [0x2C, 0x2D, 0x3A, 0x3B, 0x40, 0x41, 0x5A, 0x5B]
                if value & 1 == 1 { bytes = [0x5E, 0x5F, 0x60, 0x61, 0x7A, 0x7B, 0x23, 0x24] }
                bytes[place] = value
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let accepted = UInt8.unquotedCharacters(in: UInt64(littleEndian: word))
                if bytes.contains(where: { $0 >= 0x80 }) {
                    #expect(accepted == 0, "\(bytes)")  // left to the byte-by-byte test
                    continue
                }
                for (offset, byte) in bytes.enumerated() {
                    let marked = accepted >> (8 * UInt64(offset)) & 0xFF
                    #expect(marked == (byte.isUnquotedCharacter ? 0x80 : 0), "\(bytes), byte \(offset)")
                }
            }
        }
    }

    @Test("unquoted strings of every length end where the first other byte is, whatever their alignment")
    func unquotedStringLengths() throws {
        let characters = Array("A0b_$/:.-")
        for length in 1...40 {
            let text = String((0..<length).map { characters[$0 % characters.count] })
            for ending in [" ;", ";"] {
                let plist = try PropertyListParser.parse(Array("{ value = \(text)\(ending) }".utf8), path: "t")
                let node = try #require(plist.value(forKey: "value", in: plist.root))
                #expect(plist.string(node) == text)
            }
            // A byte above ASCII ends the string, and starts no value.
            #expect(projectError("{ value = \(text)é; }")?.message.contains("unexpected character 'é'") == true)
        }
    }

    @Test("data values keep their bytes and allow whitespace between digits")
    func data() throws {
        let (plist, node) = try parseValue("<0fbd 7771\n AB>")
        #expect(plist[node].kind == .data)
        #expect(text(Array(plist.bytes[plist[node].range])) == "<0fbd 7771\n AB>")
        let (empty, emptyNode) = try parseValue("<>")
        #expect(empty[emptyNode].kind == .data)
    }

    @Test("arrays take a trailing comma or none, and may be empty")
    func arrays() throws {
        for source in ["(a, b)", "(a, b,)", "( a ,b , )", "(\n\ta,\n\tb,\n)"] {
            let (plist, node) = try parseValue(source)
            #expect(plist.items(of: node).compactMap(plist.string) == ["a", "b"], "\(source)")
        }
        let (plist, node) = try parseValue("()")
        #expect(plist.items(of: node).isEmpty)
        #expect(projectError("{ a = (,); }") != nil)
        #expect(
            projectError("{ a = (b c); }")?.message == "unexpected character 'c', expected ',' or ')' after an item; "
                + "the file was probably edited by hand or merged badly")
    }

    @Test("nested dictionaries and arrays, and a key that is its own value")
    func nesting() throws {
        let (plist, node) = try parseValue("{ list = ( { x = 1; }, (2, 3), <00> ); self; }")
        let list = try #require(plist.value(forKey: "list", in: node))
        #expect(plist.items(of: list).map { plist[$0].kind } == [.dictionary, .array, .data])
        #expect(plist.string(forKey: "self", in: node) == "self")
    }

    @Test("comments stand anywhere between tokens")
    func comments() throws {
        let source = """
            // !$*UTF8*$!
            /* before */ { /* a */ key /* b */ = /* c */ ( /* d */ x /* e */ , // f
            y /* g */ ) /* h */ ; // i
            other = "v" /**/; } /* after */ // end
            """
        let plist = try PropertyListParser.parse(Array(source.utf8), path: "test.plist")
        let key = try #require(plist.value(forKey: "key", in: plist.root))
        #expect(plist.items(of: key).compactMap(plist.string) == ["x", "y"])
        #expect(plist.string(forKey: "other", in: plist.root) == "v")
    }

    @Test("section markers are recorded between the entries of a second-level dictionary only")
    func sectionMarkers() throws {
        let source = """
            { /* Begin Root section */ objects = {
            /* Begin PBXGroup section */
            a = { b = /* Begin Value section */ c; };
            /* End PBXGroup section */ /* Begin nothing */
            }; }
            """
        let plist = try PropertyListParser.parse(Array(source.utf8), path: "test.plist")
        #expect(plist.sectionMarkers.map(\.name) == ["PBXGroup", "PBXGroup"])
        #expect(plist.sectionMarkers.map(\.isBegin) == [true, false])
        let end = try #require(plist.sectionMarkers.last)
        #expect(text(Array(plist.bytes[end.range])) == "/* End PBXGroup section */")
    }

    @Test("a byte order mark before the root is skipped and kept")
    func byteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{ a = b; }".utf8)
        let plist = try PropertyListParser.parse(bytes, path: "test.plist")
        #expect(plist.string(forKey: "a", in: plist.root) == "b")
        #expect(plist.bytes == bytes)
    }

    @Test("nesting deeper than the limit is an error, not a stack overflow")
    func depthLimit() throws {
        let limit = PropertyListParser.maxDepth
        let fits =
            "{ a = " + String(repeating: "(", count: limit - 1) + String(repeating: ")", count: limit - 1) + "; }"
        #expect(throws: Never.self) { try PropertyListParser.parse(Array(fits.utf8), path: "test.plist") }
        let deep = "{ a = " + String(repeating: "(", count: 100_000)
        let error = try #require(projectError(deep))
        #expect(error.reason == .nestingTooDeep(limit: limit))
        #expect(error.column == 6 + limit)
    }

    @Test("XML and binary property lists are named, not misread")
    func otherFormats() throws {
        #expect(projectError("<?xml version=\"1.0\"?>\n<plist/>")?.reason == .xmlPropertyList)
        #expect(projectError("\n  <!DOCTYPE plist>")?.reason == .xmlPropertyList)
        #expect(projectError("bplist00\u{01}")?.reason == .binaryPropertyList)
    }
}
