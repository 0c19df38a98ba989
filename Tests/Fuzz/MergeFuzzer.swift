// libFuzzer harness for the three-way merge: the input is split at NUL bytes into base, ours and theirs (any bytes:
// CRLF, no final newline, not UTF-8).
//
// Not a SwiftPM target: `Tests/Fuzz/fuzz.sh merge` compiles it together with Sources/TextMerge into one module.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let parts = Array(UnsafeBufferPointer(start: data, count: size)).split(
        separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3 else { return 0 }
    let (base, ours, theirs) = (Array(parts[0]), Array(parts[1]), Array(parts[2]))
    let markers = ThreeWayMerge.merge(
        base: base, ours: ours, theirs: theirs, style: .markers(oursLabel: "yours", theirsLabel: "template"))
    let kept = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, style: .ours)
    let taken = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, style: .theirs)
    precondition(markers.conflicts == kept.conflicts && kept.conflicts == taken.conflicts, "styles disagree")
    if markers.conflicts == 0 {
        precondition(markers.bytes == kept.bytes && kept.bytes == taken.bytes, "a clean merge depends on the style")
    }
    if ours == base { precondition(markers.bytes == theirs, "only theirs changed, yet the result is not theirs") }
    if theirs == base || theirs == ours { precondition(markers.bytes == ours, "ours changed alone, yet not ours") }
    // Every line of the result is a line of an input or a marker (whose line ending is added where a side had none).
    let inputs = Set([base, ours, theirs].flatMap { LineDiff.lines(of: $0).map(content) })
    for line in LineDiff.lines(of: markers.bytes).map(content) where !inputs.contains(line) {
        let text = String(decoding: line, as: UTF8.self)
        precondition(
            text == "<<<<<<< yours" || text == "=======" || text == ">>>>>>> template", "a line in no input: \(text)")
    }
    return 0
}

/// A line without the CR and LF bytes that end it: the merge may end a side's unterminated last line (which can
/// end in a bare CR) with the file's line ending before a marker.
private func content(_ line: ArraySlice<UInt8>) -> [UInt8] {
    var line = line
    while line.last == 10 || line.last == 13 { line.removeLast() }
    return Array(line)
}
