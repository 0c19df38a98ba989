/// Finds the members a Swift file declares at the top level of its types' and extensions' bodies, skipping comments,
/// string literals and the bodies of the members themselves. Members of nested types are not looked for; a
/// `private` or `fileprivate` member, or any member of a `private` type or extension, is seen in its own file only,
/// so it is left out.
///
/// Like `SwiftDeclarationScanner`, a tokenizer rather than a parser: enough to tell which members a removal or an
/// update takes away from a type that stays (`Router.home`, the accessor a module injects into `Router.swift`).
public enum SwiftMemberScanner {
    /// What a word at the top level of a body starts.
    private enum Word {
        /// `var`, `let`, `func`, `case`: the next word is a member's name.
        case member
        /// `struct`, `enum`, `actor`, `protocol`, `typealias`, `associatedtype`: the next word is a nested type's name.
        case nestedType
        /// `class`: a nested class, or the modifier of a `class func` or `class var`.
        case `class`
        /// `static`.
        case `static`
        /// `init`, `deinit`, `subscript`: a member with no name.
        case unnamed
        /// `private` or `fileprivate` (not `private(set)`, which keeps the getter visible).
        case filePrivate

        static let words: [(StaticString, Word)] = [
            ("var", .member), ("let", .member), ("func", .member), ("case", .member), ("struct", .nestedType),
            ("enum", .nestedType), ("actor", .nestedType), ("protocol", .nestedType), ("typealias", .nestedType),
            ("associatedtype", .nestedType), ("class", .class), ("static", .static), ("init", .unnamed),
            ("deinit", .unnamed), ("subscript", .unnamed), ("private", .filePrivate), ("fileprivate", .filePrivate),
        ]

        /// The word `word` is, compared as bytes: most words in a body are none, and are never made strings.
        init?(_ word: ArraySlice<UInt8>) {
            for (text, kind) in Self.words where text.utf8CodeUnitCount == word.count {
                if word.elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)) {
                    self = kind
                    return
                }
            }
            return nil
        }
    }

    /// Words at file scope after which the next word names a type whose body may follow.
    private static let typeIntroducers: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    /// Words at file scope that start a declaration with a body that is no type's.
    private static let otherDeclarations: Set<String> = [
        "func", "var", "let", "init", "subscript", "macro", "typealias",
    ]

    /// The members `bytes` declares, in order.
    public static func members(in bytes: [UInt8]) -> [MemberDeclaration] {
        var cursor = SourceCursor(bytes)
        var members: [MemberDeclaration] = []
        var depth = 0
        // At file scope: whether the next word names a type, and the type a `{` then opens the body of.
        var typeIntroduced = false
        var typeName: String?
        // The type whose body the cursor is in, at depth 1, and whether that body or the member being read is private.
        var body: String?
        var filePrivateType = false
        var bodyIsFilePrivate = false
        var filePrivateMember = false
        // Inside a body: what the next word is, and the modifiers seen since the last declaration.
        var expecting: Word?
        var isStatic = false
        // After a `case` name: a comma outside parentheses starts the next case.
        var caseList = false
        var parentheses = 0
        // Whether the token before is `.` (`x.class` is no keyword) or `@` (an attribute's name is no keyword).
        var afterDot = false
        var afterAttribute = false
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
                SwiftDeclarationScanner.skipString(&cursor)
                expecting = nil
                continue
            case UInt8(ascii: "#") where SwiftDeclarationScanner.startsString(cursor):
                SwiftDeclarationScanner.skipString(&cursor)
                expecting = nil
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                cursor.advance()
                continue
            case UInt8(ascii: "\n"):
                if parentheses == 0 { caseList = false }
                cursor.advance()
                continue
            default:
                break
            }
            if depth > 1, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "}") {
                // A member's body: only braces, and the strings and comments that could hide one, matter.
                cursor.advance()
                cursor.skip(toAnyOf: "{}\"#/")
                continue
            }
            let backticked = byte == UInt8(ascii: "`")
            if backticked || SourceCursor.isIdentifierStart(byte) {
                if backticked { cursor.advance() }
                let start = cursor.offset
                cursor.skipIdentifier()
                let word = bytes[start..<cursor.offset]
                if backticked, cursor.peek() == UInt8(ascii: "`") { cursor.advance() }
                defer {
                    afterDot = false
                    afterAttribute = false
                }
                if afterDot || afterAttribute || word.isEmpty { continue }
                let keyword = backticked ? nil : Word(word)
                let isFilePrivate = keyword == .filePrivate && cursor.peek() != UInt8(ascii: "(")
                if depth == 0 {
                    // File scope holds few words: they are made strings.
                    let text = String(decoding: word, as: UTF8.self)
                    if isFilePrivate {
                        filePrivateType = true
                    } else if typeIntroduced {
                        typeName = text
                        // `extension Foo.Bar`: the whole path.
                        while cursor.peek() == UInt8(ascii: "."), SourceCursor.isIdentifierStart(cursor.peek(1)) {
                            cursor.advance()
                            typeName! += "." + cursor.identifier()
                        }
                        typeIntroduced = false
                    } else if !backticked, typeIntroducers.contains(text) {
                        typeIntroduced = true
                        typeName = nil
                    } else if !backticked, otherDeclarations.contains(text) || text == "import" {
                        typeName = nil
                        filePrivateType = false
                    }
                    continue
                }
                guard let type = body, parentheses == 0 || expecting != nil else { continue }
                if let kind = expecting {
                    // A keyword where a name was expected: `class func`, `class var`.
                    if kind == .class, let next = keyword, next != .class {
                        isStatic = true
                        expecting = next == .unnamed ? nil : next
                        if next == .unnamed { isStatic = false }
                        continue
                    }
                    if !bodyIsFilePrivate, !filePrivateMember {
                        members.append(
                            MemberDeclaration(
                                type: type, name: String(decoding: word, as: UTF8.self),
                                isStatic: isStatic || kind != .member, line: cursor.line(at: start)))
                    }
                    caseList = kind == .member && caseList
                    expecting = nil
                    if !caseList {
                        isStatic = false
                        filePrivateMember = false
                    }
                    continue
                }
                guard let kind = keyword else { continue }
                switch kind {
                case .static: isStatic = true
                case .filePrivate: filePrivateMember = isFilePrivate
                case .unnamed:
                    isStatic = false
                    filePrivateMember = false
                case .member:
                    expecting = .member
                    caseList = word.elementsEqual("case".utf8)
                case .nestedType, .class: expecting = kind
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "{"):
                if depth == 0 {
                    body = typeName
                    bodyIsFilePrivate = filePrivateType
                    typeName = nil
                    typeIntroduced = false
                    filePrivateType = false
                }
                depth += 1
                expecting = nil
                caseList = false
                isStatic = false
                filePrivateMember = false
                parentheses = 0
            case UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                if depth == 0 { body = nil }
                expecting = nil
                caseList = false
                isStatic = false
                filePrivateMember = false
            case UInt8(ascii: "("), UInt8(ascii: "["):
                parentheses += 1
                expecting = nil
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                parentheses = max(0, parentheses - 1)
            case UInt8(ascii: ","):
                if caseList, parentheses == 0 { expecting = .member }
            case UInt8(ascii: ";"):
                caseList = false
                expecting = nil
                isStatic = false
                filePrivateMember = false
            default:
                expecting = nil
            }
            afterDot = byte == UInt8(ascii: ".")
            afterAttribute = byte == UInt8(ascii: "@")
            cursor.advance()
        }
        return members
    }

    /// The members `bytes` reaches with a dot, outside comments and string literals:
    /// `.name` for every name after a dot, and `Type.name` too where a name stands right before the dot
    /// (`Router.home`, `Router\n    .home`) and starts with a capital letter, as type names do. A comment naming a
    /// member (a template's example) is no use of it; a string literal is passed over whole, its interpolations too,
    /// so a use inside `\(…)` is not found.
    public static func references(in bytes: [UInt8]) -> Set<String> {
        var cursor = SourceCursor(bytes)
        var references: Set<String> = []
        // The last identifier, and whether only whitespace came after it: the qualifier of a dot that follows.
        var previous: ArraySlice<UInt8>?
        var qualifier: ArraySlice<UInt8>?
        var afterDot = false
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
                SwiftDeclarationScanner.skipString(&cursor)
                previous = nil
                afterDot = false
                continue
            case UInt8(ascii: "#") where SwiftDeclarationScanner.startsString(cursor):
                SwiftDeclarationScanner.skipString(&cursor)
                previous = nil
                afterDot = false
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                cursor.advance()
                continue
            default:
                break
            }
            if byte == UInt8(ascii: "`") || SourceCursor.isIdentifierStart(byte) {
                if byte == UInt8(ascii: "`") { cursor.advance() }
                let start = cursor.offset
                cursor.skipIdentifier()
                let word = bytes[start..<cursor.offset]
                if cursor.peek() == UInt8(ascii: "`") { cursor.advance() }
                if afterDot, !word.isEmpty {
                    let name = String(decoding: word, as: UTF8.self)
                    references.insert("." + name)
                    if let qualifier { references.insert(String(decoding: qualifier, as: UTF8.self) + "." + name) }
                }
                previous = word
                afterDot = false
                continue
            }
            afterDot = byte == UInt8(ascii: ".")
            // Only a type's name qualifies a static member: `case .home` or `return .home` names no `case`.
            qualifier =
                afterDot && previous?.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true
                ? previous : nil
            previous = nil
            cursor.advance()
        }
        return references
    }
}
