/// `key=value`, given for a parameter.
struct KeyValue: Sendable, Equatable {
    var key: String
    var value: String
}
