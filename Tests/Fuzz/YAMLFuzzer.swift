// libFuzzer harness for the YAML reader, with its default options (1 MiB, 64 levels).
//
// Not a SwiftPM target: `Tests/Fuzz/fuzz.sh yaml` compiles it together with Sources/YAML into one module.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let root = try YAMLParser.parse(text, file: "fuzz.yml")
        walk(root, depth: 0)
    } catch {
        precondition(error.line >= 1 && error.column >= 1, "an error without a location: \(error)")
        precondition(!error.message.isEmpty, "an error without a message")
        _ = error.description
    }
    return 0
}

/// Visits every node through the public accessors, checking that marks are in the document.
private func walk(_ node: YAMLNode, depth: Int) {
    precondition(depth <= YAMLParser.Options().maxDepth + 1, "nesting deeper than the limit was accepted")
    precondition(node.mark.line >= 1 && node.mark.column >= 1, "a node without a location")
    if let pairs = node.pairs {
        for pair in pairs {
            precondition(pair.keyMark.line >= 1 && pair.keyMark.column >= 1, "a key without a location")
            _ = pair.key.text
            walk(pair.value, depth: depth + 1)
        }
    } else if let items = node.array {
        for item in items { walk(item, depth: depth + 1) }
    } else {
        _ = (node.string, node.isNull, node.bool, node.int, node.double)
    }
}
