/// The entries of a project's `objects` dictionary, indexed by ID, and the `rootObject` they hang from.
///
/// Any object kind is accepted: the table knows each object's ID, `isa` and where it is, and leaves the meaning
/// to `ProjectModel`. IDs are looked up by their bytes (see `ByteStringTable`), so following a reference allocates
/// nothing.
package struct ObjectTable: Sendable {
    /// The position of an object in `objects`.
    package typealias Index = Int32
    package typealias NodeIndex = PropertyList.NodeIndex

    /// One entry of `objects`.
    package struct Object: Sendable {
        /// The isas the model and the editor ask about, told apart without comparing strings.
        package enum Kind: UInt8, Sendable {
            case group, variantGroup, versionGroup, fileReference, referenceProxy, synchronizedRootGroup
            /// Any `PBX...BuildPhase`.
            case buildPhase
            case other

            init(isa: String) {
                switch isa {
                case "PBXGroup": self = .group
                case "PBXVariantGroup": self = .variantGroup
                case "XCVersionGroup": self = .versionGroup
                case "PBXFileReference": self = .fileReference
                case "PBXReferenceProxy": self = .referenceProxy
                case "PBXFileSystemSynchronizedRootGroup": self = .synchronizedRootGroup
                case _ where isa.hasSuffix("BuildPhase"): self = .buildPhase
                default: self = .other
                }
            }
        }

        /// The number of the object's `isa` among the table's (`ObjectTable.isa(_:)` names it): the object holds
        /// no string, so the copies that every question about it makes count no references.
        fileprivate var isaNumber: UInt32
        package var kind: Kind
        /// The node of the entry's key: the ID as written.
        package var key: NodeIndex
        /// The object's dictionary.
        package var value: NodeIndex
        /// Where the ID's bytes are: in the file, or, for an ID written with escapes, in `decodedIDs`.
        fileprivate var idStart: Int32
        fileprivate var idEnd: Int32
        fileprivate var idIsDecoded: Bool
    }

    private let plist: PropertyList
    /// The `objects` dictionary.
    package let dictionary: NodeIndex
    /// The objects in document order.
    package let objects: [Object]
    private let table: ByteStringTable
    /// The bytes of the IDs written with escapes, decoded.
    private let decodedIDs: [UInt8]
    /// The isas of the objects, each once, by `Object.isaNumber`.
    private let isaNames: [String]
    /// The `PBXProject` that `rootObject` names (set last in `init`).
    private(set) var rootObject: Index = -1

    package subscript(index: Index) -> Object { objects[Int(index)] }

    /// The `isa` of an object; "" when it has none.
    package func isa(_ index: Index) -> String {
        isaNames[Int(objects[Int(index)].isaNumber)]
    }

    /// The ID of an object, decoded.
    package func id(_ index: Index) -> String {
        plist.string(objects[Int(index)].key) ?? ""
    }

    /// The object with `id`, if the project defines it.
    package func index(of id: String) -> Index? {
        var id = id
        return id.withUTF8 { utf8 in
            plist.bytes.withUnsafeBytes { find(UnsafeRawBufferPointer(utf8), file: $0) }
        }
    }

    /// The object a string node names, if the project defines it.
    func index(ofNode node: NodeIndex) -> Index? {
        let string = plist[node]
        guard string.isString else { return nil }
        guard !string.hasEscapes else { return index(of: plist.string(node) ?? "") }
        let range = string.contentRange
        return plist.bytes.withUnsafeBytes { file in
            find(UnsafeRawBufferPointer(rebasing: file[range]), file: file)
        }
    }

    private func find(_ id: UnsafeRawBufferPointer, file: UnsafeRawBufferPointer) -> Index? {
        decodedIDs.withUnsafeBytes { decoded in
            table.find(id) { Self.idBytes(of: objects[Int($0)], file: file, decoded: decoded) }
        }
    }

    private static func idBytes(of object: Object, file: UnsafeRawBufferPointer, decoded: UnsafeRawBufferPointer)
        -> UnsafeRawBufferPointer
    {
        UnsafeRawBufferPointer(
            rebasing: (object.idIsDecoded ? decoded : file)[Int(object.idStart)..<Int(object.idEnd)])
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
        var decodedIDs: [UInt8] = []
        var isas = IsaNames()
        let entries = plist.children(of: dictionary)
        objects.reserveCapacity(entries.count / 2)
        for position in stride(from: entries.startIndex, to: entries.endIndex, by: 2) {
            let key = entries[position]
            let value = entries[position + 1]
            guard plist[value].kind == .dictionary else {
                throw error(.notADictionary("object \(plist.string(key) ?? "")"), at: Int(plist[value].start))
            }
            let (isaNumber, kind) = isas.number(of: plist.value(forKey: "isa", in: value), in: plist)
            var object = Object(
                isaNumber: isaNumber, kind: kind, key: key, value: value, idStart: 0, idEnd: 0, idIsDecoded: false)
            let keyNode = plist[key]
            if keyNode.isString && !keyNode.hasEscapes {
                (object.idStart, object.idEnd) = (
                    Int32(keyNode.contentRange.lowerBound), Int32(keyNode.contentRange.upperBound)
                )
            } else {
                object.idStart = Int32(decodedIDs.count)
                decodedIDs.append(contentsOf: (plist.string(key) ?? "").utf8)
                object.idEnd = Int32(decodedIDs.count)
                object.idIsDecoded = true
            }
            objects.append(object)
        }
        var table = ByteStringTable(capacity: objects.count)
        let duplicate: (first: Int, second: Int)? = plist.bytes.withUnsafeBytes { file in
            decodedIDs.withUnsafeBytes { decoded in
                for (index, object) in objects.enumerated() {
                    let id = Self.idBytes(of: object, file: file, decoded: decoded)
                    if let first = table.insert(
                        Int32(index), id: id,
                        keyOf: {
                            Self.idBytes(of: objects[Int($0)], file: file, decoded: decoded)
                        })
                    {
                        return (Int(first), index)
                    }
                }
                return nil
            }
        }
        if let (first, second) = duplicate {
            let firstLine = TextPosition(of: Int(plist[objects[first].key].start), in: plist.bytes).line
            let id = plist.string(objects[second].key) ?? ""
            throw error(.duplicateObjectID(id, firstLine: firstLine), at: Int(plist[objects[second].key].start))
        }
        self.objects = objects
        self.table = table
        self.decodedIDs = decodedIDs
        self.isaNames = isas.names

        guard let rootValue = plist.value(forKey: "rootObject", in: root) else {
            throw error(.missingKey("rootObject", container: "the project file"), at: Int(plist[root].start))
        }
        let rootID = plist.string(rootValue) ?? ""
        guard let rootObject = index(ofNode: rootValue) else {
            throw error(.missingObject(rootID, referrer: "'rootObject'"), at: Int(plist[rootValue].start))
        }
        let isa = isaNames[Int(objects[Int(rootObject)].isaNumber)]
        guard isa == "PBXProject" else {
            throw error(
                .wrongObjectKind(
                    rootID, expected: "PBXProject", found: isa.isEmpty ? "object without isa" : isa,
                    referrer: "'rootObject'"),
                at: Int(plist[rootValue].start))
        }
        self.rootObject = rootObject
    }
}
