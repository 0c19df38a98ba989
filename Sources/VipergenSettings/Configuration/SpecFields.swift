import YAML

/// The known entries of one mapping of a spec, catalogs.yml or Rambafile, by key (`SpecReader.mapping`).
///
/// Looked through in order: a mapping here has a handful of keys, and the YAML reader has refused repeated ones, so
/// the first match is the only one. A dictionary cost an allocation and a hash of every key, for every file entry of
/// every spec read.
struct SpecFields {
    private var entries: [(key: String, value: YAMLNode)] = []

    /// No entries: a mapping that is missing or not a mapping.
    init() {}

    mutating func append(_ key: String, _ value: YAMLNode) {
        entries.append((key, value))
    }

    /// The value of `key`, or `nil` when the mapping does not have it.
    subscript(key: String) -> YAMLNode? {
        entries.first { $0.key == key }?.value
    }
}
