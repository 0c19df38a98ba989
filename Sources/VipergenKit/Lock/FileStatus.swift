/// The state of a generated file now, compared with the lock.
public enum FileStatus: String, Sendable, Equatable, Codable {
    /// As vipergen wrote it.
    case generated
    /// Changed since vipergen wrote it.
    case edited
    case missing
}
