/// The entries of a project's `objects` dictionary, indexed by ID, and the `rootObject` they hang from.
///
/// Any object kind is accepted: the table knows each object's ID, `isa` and where it is, and leaves the meaning
/// to `ProjectModel`. IDs are looked up by their bytes (see `ObjectKey`), so following a reference allocates
/// nothing.
struct ObjectTable: Sendable {
    /// The position of an object in `objects`.
    typealias Index = Int32
    typealias NodeIndex = PropertyList.NodeIndex

    /// One entry of `objects`.
    struct Object: Sendable {
        /// The `isa` value; "" when the object has none. Equal isas share one string.
        var isa: String
        /// The node of the entry's key: the ID as written.
        var key: NodeIndex
        /// The object's dictionary.
        var value: NodeIndex
    }

    private let plist: PropertyList
    /// The `objects` dictionary.
    let dictionary: NodeIndex
    /// The objects in document order.
    let objects: [Object]
    let indexByKey: [ObjectKey: Index]
    /// The `PBXProject` that `rootObject` names.
    let rootObject: Index

    subscript(index: Index) -> Object { objects[Int(index)] }

    /// The ID of an object, decoded.
    func id(_ index: Index) -> String {
        plist.string(objects[Int(index)].key) ?? ""
    }

    /// The object with `id`, if the project defines it.
    func index(of id: String) -> Index? {
        indexByKey[ObjectKey(id)]
    }

    /// The object a string node names, if the project defines it.
    func index(ofNode node: NodeIndex) -> Index? {
        ObjectKey(node: node, in: plist).flatMap { indexByKey[$0] }
    }

    /// Indexes the `objects` of a parsed project file.
    /// - Throws: `ProjectFileError` when `objects` or `rootObject` is missing or malformed, an object is not a
    ///   dictionary, an ID is defined twice, or the root object is missing or not a `PBXProject`.
    init(_ plist: PropertyList, path: String) throws(ProjectFileError) {
        func error(_ reason: ProjectFileError.Reason, at offset: Int) -> ProjectFileError {
            ProjectFileError(reason, at: offset, in: plist.bytes, path: path)
        }
        self.plist = plist
        let root = plist.root
        guard let dictionary = plist.value(forKey: "objects", in: root) else {
            throw error(.missingKey("objects", container: "the project file"), at: Int(plist[root].start))
        }
        guard plist[dictionary].kind == .dictionary else {
            throw error(.notADictionary("'objects'"), at: Int(plist[dictionary].start))
        }
        self.dictionary = dictionary

        var objects: [Object] = []
        var indexByKey: [ObjectKey: Index] = [:]
        var isas: [String] = []
        let entries = plist.children(of: dictionary)
        objects.reserveCapacity(entries.count / 2)
        indexByKey.reserveCapacity(entries.count / 2)
        for position in stride(from: entries.startIndex, to: entries.endIndex, by: 2) {
            let key = entries[position]
            let value = entries[position + 1]
            guard plist[value].kind == .dictionary else {
                throw error(.notADictionary("object \(plist.string(key) ?? "")"), at: Int(plist[value].start))
            }
            let objectKey = ObjectKey(node: key, in: plist) ?? .text("")
            if let first = indexByKey[objectKey] {
                let firstLine = TextPosition(of: Int(plist[objects[Int(first)].key].start), in: plist.bytes).line
                throw error(
                    .duplicateObjectID(plist.string(key) ?? "", firstLine: firstLine), at: Int(plist[key].start))
            }
            indexByKey[objectKey] = Index(objects.count)
            let isa = plist.value(forKey: "isa", in: value).map { Self.isa($0, in: plist, interned: &isas) } ?? ""
            objects.append(Object(isa: isa, key: key, value: value))
        }
        self.objects = objects
        self.indexByKey = indexByKey

        guard let rootValue = plist.value(forKey: "rootObject", in: root) else {
            throw error(.missingKey("rootObject", container: "the project file"), at: Int(plist[root].start))
        }
        let rootID = plist.string(rootValue) ?? ""
        guard let rootObject = ObjectKey(node: rootValue, in: plist).flatMap({ indexByKey[$0] }) else {
            throw error(.missingObject(rootID, referrer: "'rootObject'"), at: Int(plist[rootValue].start))
        }
        let isa = objects[Int(rootObject)].isa
        guard isa == "PBXProject" else {
            throw error(
                .wrongObjectKind(rootID, expected: "PBXProject", found: isa.isEmpty ? "object without isa" : isa,
                    referrer: "'rootObject'"),
                at: Int(plist[rootValue].start))
        }
        self.rootObject = rootObject
    }

    /// The text of an isa node, shared with an equal one seen before: a project has a few dozen isas and many
    /// thousands of objects.
    private static func isa(_ node: NodeIndex, in plist: PropertyList, interned: inout [String]) -> String {
        guard let text = plist.rawText(node) else { return plist.string(node) ?? "" }
        for name in interned where name.utf8.elementsEqual(text) {
            return name
        }
        let name = String(decoding: text, as: UTF8.self)
        interned.append(name)
        return name
    }
}

/// An object ID as a dictionary key. The IDs Xcode writes, 24 upper-case hex digits, are packed into two integers
/// with their length, so that building and looking up a key allocates nothing; any other ID is kept as text.
enum ObjectKey: Hashable, Sendable {
    case packed(UInt64, UInt64)
    case text(String)

    /// The key of a string node, or `nil` for data and containers.
    init?(node: PropertyList.NodeIndex, in plist: PropertyList) {
        if let raw = plist.rawText(node) {
            self.init(bytes: raw)
        } else if let text = plist.string(node) {
            self.init(text)
        } else {
            return nil
        }
    }

    init(_ id: String) {
        var id = id
        self = id.withUTF8 { ObjectKey(bytes: $0) }
    }

    init<Bytes: Collection<UInt8>>(bytes: Bytes) {
        let count = bytes.count
        guard count > 0 && count <= 28 else {
            self = .text(String(decoding: bytes, as: UTF8.self))
            return
        }
        // 14 digits (56 bits) per word; the length in the top byte of the first keeps "0A" and "A" apart.
        var high = UInt64(count) << 56
        var low: UInt64 = 0
        var position = 0
        for byte in bytes {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt64(byte - UInt8(ascii: "A") + 10)
            default:
                self = .text(String(decoding: bytes, as: UTF8.self))
                return
            }
            if position < 14 {
                high |= digit << (52 - 4 * UInt64(position))
            } else {
                low |= digit << (52 - 4 * UInt64(position - 14))
            }
            position += 1
        }
        self = .packed(high, low)
    }
}
