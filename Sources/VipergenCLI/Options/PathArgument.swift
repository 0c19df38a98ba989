/// A path given on the command line: as given, for messages, and absolute.
struct PathArgument: Sendable, Equatable {
    var given: String
    var path: String
}
