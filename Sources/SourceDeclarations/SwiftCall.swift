/// A call in a Swift file whose arguments are read by label: `.target(name: "App", sources: ["App/**"])` or
/// `Target(name: "App")`. What manifests (`Package.swift`, Tuist's `Project.swift`) list, read without running
/// them.
public struct SwiftCall: Sendable, Equatable {
    /// The name called: `target` for `.target(...)`, `Target` for `Target(...)`.
    public var callee: String
    /// Each labelled argument's tokens, without the label and its colon; unlabelled arguments are left out.
    public var arguments: [String: [SwiftToken]]
    /// The line of the callee, from 1.
    public var line: Int

    /// The string literal an argument is, if it is one.
    public func string(_ label: String) -> String? {
        guard let tokens = arguments[label], tokens.count == 1, case .string(let value) = tokens[0] else { return nil }
        return value
    }

    /// Whether an argument is given but is not a string literal (a variable, an interpolation).
    public func isComputed(_ label: String) -> Bool {
        arguments[label] != nil && string(label) == nil
    }

    /// The string literals anywhere in an argument (`["App/Sources/**", "Shared/**"]`).
    public func strings(in label: String) -> [String] {
        (arguments[label] ?? []).compactMap { token in
            if case .string(let value) = token { return value }
            return nil
        }
    }

    /// The member name right after a dot in an argument: `app` for `product: .app`.
    public func member(_ label: String) -> String? {
        guard let tokens = arguments[label], tokens.count == 2, tokens[0] == .punctuation("."),
            case .identifier(let name) = tokens[1]
        else { return nil }
        return name
    }

    /// The calls to any of `callees` in `tokens`, outermost only: a call inside another's arguments is part of
    /// that one. `.name(` is matched for a lowercase callee, `Name(` (not after a dot) for an uppercase one.
    public static func calls(to callees: Set<String>, in tokens: SwiftTokens) -> [SwiftCall] {
        var calls: [SwiftCall] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard case .identifier(let name) = tokens[index], callees.contains(name),
                tokens[index + 1] == .punctuation("(")
            else { continue }
            let afterDot = index > 0 && tokens[index - 1] == .punctuation(".")
            guard afterDot == (name.first?.isLowercase ?? false) else { continue }
            let (arguments, end) = Self.arguments(in: tokens, from: index + 2)
            calls.append(SwiftCall(callee: name, arguments: arguments, line: tokens.lines[index]))
            index = end
        }
        return calls
    }

    /// The labelled arguments of a call whose `(` is just before `start`, and the index of the closing `)`.
    private static func arguments(in tokens: SwiftTokens, from start: Int) -> ([String: [SwiftToken]], Int) {
        var arguments: [String: [SwiftToken]] = [:]
        var depth = 0
        var label: String?
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            switch token {
            case .punctuation("("), .punctuation("["), .punctuation("{"):
                depth += 1
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                if depth == 0 { return (arguments, index) }
                depth -= 1
            case .punctuation(","):
                if depth == 0 {
                    label = nil
                    index += 1
                    continue
                }
            default:
                break
            }
            if depth == 0, label == nil, case .identifier(let name) = token, index + 1 < tokens.count,
                tokens[index + 1] == .punctuation(":")
            {
                label = name
                arguments[name] = []
                index += 2
                continue
            }
            if let label { arguments[label]?.append(token) }
            index += 1
        }
        return (arguments, index)
    }
}
