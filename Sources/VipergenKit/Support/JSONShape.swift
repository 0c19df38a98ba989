/// A JSON value being read as part of a document, with where it sits (`modules[2].files`) for messages.
struct JSONShape {
    let value: JSONValue
    let place: String

    init(_ value: JSONValue, _ place: String) {
        self.value = value
        self.place = place
    }

    func member(_ key: String) throws(JSONShapeError) -> JSONShape {
        let members = try objectMembers()
        guard let member = members[key] else { throw JSONShapeError(description: "\(place) has no '\(key)'") }
        return JSONShape(member, place == "the file" ? key : "\(place).\(key)")
    }

    /// The member `key`, or `nil` when the object has none (for members later schema versions added).
    func optionalMember(_ key: String) throws(JSONShapeError) -> JSONShape? {
        guard try objectMembers()[key] != nil else { return nil }
        return try member(key)
    }

    func string() throws(JSONShapeError) -> String {
        guard case .string(let text) = value else { throw mismatch("text") }
        return text
    }

    func integer() throws(JSONShapeError) -> Int {
        guard case .int(let number) = value else { throw mismatch("a whole number") }
        return number
    }

    func array() throws(JSONShapeError) -> [JSONShape] {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return items.enumerated().map { JSONShape($1, "\(place)[\($0)]") }
    }

    func object() throws(JSONShapeError) -> [String: JSONShape] {
        try objectMembers().reduce(into: [:]) { $0[$1.key] = JSONShape($1.value, "\(place).\($1.key)") }
    }

    private func objectMembers() throws(JSONShapeError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return members
    }

    private func mismatch(_ expected: String) -> JSONShapeError {
        JSONShapeError(description: "\(place) must be \(expected)")
    }
}
