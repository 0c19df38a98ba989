/// A parsed Liquid template, ready to render any number of times.
///
/// ```swift
/// let template = try Template("Hello {{ name | upcase }}!", name: "greeting.liquid")
/// let text = try template.render(["name": "world"])  // "Hello WORLD!"
/// ```
public struct Template: Sendable {
    /// The name used in error messages, usually the file's path.
    public var name: String { source.name }
    let source: SourceText
    let nodes: [Node]
    /// The filters the template calls, each once, in the order of `FilterInvocation.slot`.
    let filterNames: [String]
    /// How many paths have a `VariablePath.slot`.
    let pathCount: Int
    /// How many distinct names start paths (`VariablePath.rootSlot`).
    let rootCount: Int

    /// How deeply blocks (`if`, `for`, `case`, `capture`, ...) may nest, and ranges and subscripts inside one
    /// expression. Parsing and rendering recurse once per level, at a kilobyte or two of stack each in an
    /// optimized build: 50 keeps the worst case (a partial parsed and rendered inside 49 blocks) within the
    /// 512 KiB of a secondary thread on macOS. Ruby Liquid allows 100; templates nest a handful deep.
    public static let maximumNesting = 50

    /// Parses `text`.
    /// - Parameters:
    ///   - text: The template source.
    ///   - name: How errors name the template, usually its path.
    /// - Throws: `TemplateError` of kind `.syntax`, with the line and column of the first problem.
    public init(_ text: String, name: String = "template") throws(TemplateError) {
        source = SourceText(name: name, text: text)
        let tokens = try Lexer(source: source).tokenize()
        var parser = Parser(source: source, tokens: tokens)
        nodes = try parser.parse()
        filterNames = parser.symbols.filterNames
        pathCount = parser.symbols.pathCount
        rootCount = parser.symbols.rootCount
    }

    /// Renders the template with `variables` as its top-level scope.
    /// - Parameters:
    ///   - variables: The names templates can read, such as `module_info` or `developer`.
    ///   - environment: Filters, partials, strictness and limits; the default is lax with the standard filters.
    /// - Throws: `TemplateError` for undefined names (strict mode), failing filters, missing partials and limits.
    public func render(_ variables: [String: Value], in environment: Environment = Environment()) throws(TemplateError)
        -> String
    {
        var renderer = Renderer(environment: environment, globals: variables)
        // Bytes rather than a `String`: an append is a copy, without a `String`'s bookkeeping.
        var output = RenderOutput(capacity: source.bytes.count + source.bytes.count / 2)
        // Filters that can make a value much larger than their input stop at the output limit while they work.
        try FilterResultLimit.with(environment.limits.outputBytes) { () throws(TemplateError) in
            _ = try renderer.render(self, into: &output)
        }
        return output.text
    }
}
