/// Finds the types a Swift file declares at file scope (`class`, `struct`, `enum`, `protocol`, `actor`,
/// `typealias`), skipping comments, string literals (with their interpolations) and everything inside braces.
/// Extensions declare no type; `import class Module.Type` names one it does not declare; a `private` or
/// `fileprivate` type is seen in its own file only, so it is left out.
///
/// It is a tokenizer, not a parser: enough to tell which names a new file would take from the module it joins.
public enum SwiftDeclarationScanner {
    /// The words that change what the scanner expects at file scope.
    enum Keyword {
        /// `class`, `struct`, `enum`, `protocol`, `actor` or `typealias`: the next word is a type's name.
        case introducer
        /// `private` or `fileprivate`: the declaration it applies to is left out.
        case filePrivate
        /// A keyword that starts a declaration of something else, which ends what a `private` before it applied to.
        case otherDeclaration
        /// `import`, which starts another declaration too, and after which `class` declares nothing.
        case `import`

        static let words: [(StaticString, Keyword)] = [
            ("class", .introducer), ("struct", .introducer), ("enum", .introducer), ("protocol", .introducer),
            ("actor", .introducer), ("typealias", .introducer), ("private", .filePrivate),
            ("fileprivate", .filePrivate), ("let", .otherDeclaration), ("var", .otherDeclaration),
            ("func", .otherDeclaration), ("init", .otherDeclaration), ("subscript", .otherDeclaration),
            ("extension", .otherDeclaration), ("macro", .otherDeclaration), ("operator", .otherDeclaration),
            ("precedencegroup", .otherDeclaration), ("import", .import),
        ]

        /// The keyword `word` is, compared as bytes: most words at file scope are none, and are never made strings.
        init?(_ word: ArraySlice<UInt8>) {
            for (text, keyword) in Self.words where text.utf8CodeUnitCount == word.count {
                let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
                if word.elementsEqual(expected) {
                    self = keyword
                    return
                }
            }
            return nil
        }
    }

    /// The file-scope type declarations of the Swift source `bytes`, in order.
    public static func topLevelTypes(in bytes: [UInt8]) -> [TypeDeclaration] {
        var cursor = SourceCursor(bytes)
        var declarations: [TypeDeclaration] = []
        var depth = 0
        // Whether the token before is `import` or `.`: `import class M.T` and `x.class` declare nothing.
        var afterImportOrDot = false
        var pendingIntroducer = false
        // Whether `private` or `fileprivate` came since the last declaration ended.
        var filePrivate = false
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            switch byte {
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "/"):
                cursor.skipLine()
                continue
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "*"):
                cursor.skipBlockComment(nested: true)
                continue
            case UInt8(ascii: "\""):
                skipString(&cursor)
                afterImportOrDot = false
                pendingIntroducer = false
                continue
            case UInt8(ascii: "#") where startsString(cursor):
                skipString(&cursor)
                afterImportOrDot = false
                pendingIntroducer = false
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                cursor.advance()
                continue
            case UInt8(ascii: "`"):
                cursor.advance()
                let line = cursor.line
                let name = cursor.identifier()
                if cursor.peek() == UInt8(ascii: "`") { cursor.advance() }
                if pendingIntroducer, depth == 0, !name.isEmpty, !filePrivate {
                    declarations.append(TypeDeclaration(name: name, line: line))
                }
                if pendingIntroducer { filePrivate = false }
                pendingIntroducer = false
                afterImportOrDot = false
                continue
            default:
                break
            }
            if depth > 0, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "}") {
                // Inside braces nothing declares a type at file scope: only braces, and the strings and comments
                // that could hide one, are looked at. That is most of what a file holds.
                cursor.advance()
                cursor.skip(toAnyOf: "{}\"#/")
                continue
            }
            if SourceCursor.isIdentifierStart(byte) {
                // At file scope (inside braces, words were passed over above).
                let start = cursor.offset
                cursor.skipIdentifier()
                let keyword = Keyword(bytes[start..<cursor.offset])
                if pendingIntroducer {
                    if !filePrivate {
                        let name = String(decoding: bytes[start..<cursor.offset], as: UTF8.self)
                        declarations.append(TypeDeclaration(name: name, line: cursor.line(at: start)))
                    }
                    pendingIntroducer = false
                    filePrivate = false
                } else {
                    switch keyword {
                    case .filePrivate: filePrivate = true
                    case .otherDeclaration, .import: filePrivate = false
                    case .introducer, nil: break
                    }
                    pendingIntroducer = !afterImportOrDot && keyword == .introducer
                }
                afterImportOrDot = keyword == .import
                continue
            }
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
            if depth == 0, byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") { filePrivate = false }
            pendingIntroducer = false
            afterImportOrDot = byte == UInt8(ascii: ".")
            cursor.advance()
        }
        return declarations
    }

    /// Whether a string literal starts at the cursor: `"`, or `#`s then `"` (a raw string).
    static func startsString(_ cursor: SourceCursor) -> Bool {
        var distance = 0
        while cursor.peek(distance) == UInt8(ascii: "#") { distance += 1 }
        return cursor.peek(distance) == UInt8(ascii: "\"")
    }

    /// Moves past the string literal at the cursor: single-line or `"""` multi-line, raw (`#"…"#`) or not, with
    /// its `\( … )` interpolations, which may hold strings of their own.
    static func skipString(_ cursor: inout SourceCursor) {
        var hashes = 0
        while cursor.peek() == UInt8(ascii: "#") {
            hashes += 1
            cursor.advance()
        }
        let multiLine = cursor.starts(with: "\"\"\"")
        cursor.advance(multiLine ? 3 : 1)
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: "\\"), hashesFollow(cursor, at: 1, count: hashes) {
                cursor.advance(1 + hashes)
                if cursor.peek() == UInt8(ascii: "(") {
                    skipInterpolation(&cursor)
                } else {
                    cursor.advance()
                }
                continue
            }
            if byte == UInt8(ascii: "\n"), !multiLine {
                return  // an unterminated single-line string ends at its line
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiLine ? 3 : 1
                if (0..<quotes).allSatisfy({ cursor.peek($0) == UInt8(ascii: "\"") }),
                    hashesFollow(cursor, at: quotes, count: hashes)
                {
                    cursor.advance(quotes + hashes)
                    return
                }
            }
            cursor.advance()
        }
    }

    private static func hashesFollow(_ cursor: SourceCursor, at distance: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { cursor.peek(distance + $0) == UInt8(ascii: "#") }
    }

    /// Moves past `( … )` of an interpolation, skipping the strings and comments inside it.
    private static func skipInterpolation(_ cursor: inout SourceCursor) {
        var depth = 0
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "*") {
                cursor.skipBlockComment(nested: true)
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsString(cursor)) {
                skipString(&cursor)
            } else {
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth -= 1 }
                cursor.advance()
                if depth == 0 { return }
            }
        }
    }
}
