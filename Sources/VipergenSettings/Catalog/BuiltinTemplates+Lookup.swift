/// Finding the built-in templates' files. They are a sorted list rather than a dictionary: a dictionary of the
/// sixty-four files hashed every path on each run, to read the dozen of one template.
extension BuiltinTemplates {
    /// The names of the built-in templates, sorted.
    static let names: [String] = files.compactMap { file in
        file.path.hasSuffix("/template.yml") ? String(file.path.dropLast("/template.yml".count)) : nil
    }

    /// The text of the file at `path` (`<template>/<file>`), found by a binary search; `nil` when there is none.
    static func text(at path: String) -> String? {
        let index = firstIndex(notBefore: path)
        return index < files.count && files[index].path == path ? files[index].text : nil
    }

    /// The files whose paths start with `prefix`, in order of path.
    static func files(under prefix: String) -> ArraySlice<(path: String, text: String)> {
        let start = firstIndex(notBefore: prefix)
        var end = start
        while end < files.count, files[end].path.hasPrefix(prefix) { end += 1 }
        return files[start..<end]
    }

    /// The index of the first file whose path is not before `path`.
    private static func firstIndex(notBefore path: String) -> Int {
        var (low, high) = (0, files.count)
        while low < high {
            let middle = (low + high) / 2
            if files[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
