// libFuzzer harness for the Liquid engine: lexer, parser and renderer, in lax and strict mode.
//
// Not a SwiftPM target: `Tests/Fuzz/fuzz.sh liquid` compiles it together with Sources/Liquid into one module,
// so it can check internal invariants too. The input is split at NUL bytes: the first part is the template and
// the others are partials, which `include` and `render` find by any name (a hash picks one). Without a NUL, every
// partial is the template itself, so self-inclusion reaches the depth limit.

/// Low limits, so that no input can make one execution slow: the worst takes about 50 ms with AddressSanitizer.
private let limits: Environment.Limits = {
    var limits = Environment.Limits()
    limits.loopIterations = 10_000
    limits.outputBytes = 1 << 20
    limits.partialDepth = 8
    limits.processedBytes = 256 << 10
    return limits
}()

/// A small context with every kind of value, under the names the built-in templates and the tests use.
private let variables: [String: Value] = [
    "name": "World",
    "n": 3,
    "x": 1.5,
    "flag": true,
    "nothing": nil,
    "empty_text": "",
    "list": [1, 2, 3],
    "words": ["b", "a", "C"],
    "nested": [[1, 2], [3, [4]]],
    "user": ["name": "Ann", "age": 42, "tags": ["a", "b"]],
    "items": [["name": "x", "price": 2], ["name": "y", "price": nil]],
    "module_info": [
        "name": "AgentDetail", "file_name": "AgentDetailPresenter.swift", "description": "AgentDetail module",
        "project_name": "AgentApp", "project_targets": ["AgentApp"], "test_targets": ["AgentAppTests"],
    ],
    "developer": ["name": "Jane Appleseed", "company": "Example Corp"],
    "custom_parameters": ["service": "APIClient", "use_cases": ["Fetch", "Save"], "with_router": false],
    "date": "22/11/2026",
    "year": "2026",
    "prefix": "",
]

/// A fixed clock for the `date` filter, so that a crash reproduces.
private let filters = StandardFilters.filters(now: { 1_795_305_600 })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLiquid(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
    let template: Template
    do {
        template = try Template(parts[0], name: "fuzz.liquid")
    } catch {
        check(error, source: parts[0])
        return 0
    }
    let partials = parts.count > 1 ? Array(parts.dropFirst()) : parts
    let loadPartial: Environment.PartialLoader = { (name) throws(TemplateError) in
        guard !name.isEmpty else { return nil }
        let body = partials[Int(fnv1a(name) % UInt64(partials.count))]
        return try Template(body, name: name)
    }
    for mode in [Environment.Mode.lax, .strict] {
        let environment = Environment(mode: mode, filters: filters, limits: limits, loadPartial: loadPartial)
        do {
            let output = try template.render(variables, in: environment)
            precondition(output.utf8.count <= limits.outputBytes, "the output limit was exceeded")
        } catch {
            precondition(mode == .strict || error.kind != .undefinedVariable, "lax mode reported an undefined name")
            check(error, source: nil)
        }
    }
    return 0
}

/// Every error must have a place and a message, and describe itself without trapping.
private func check(_ error: TemplateError, source: String?) {
    precondition(error.line >= 1 && error.column >= 1, "an error without a location: \(error)")
    precondition(!error.message.isEmpty, "an error without a message")
    if source != nil {
        precondition(error.templateName == "fuzz.liquid", "a parse error names another template")
    }
    _ = error.description
}

/// FNV-1a: a hash that is the same in every process, unlike `hashValue`.
private func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
}
