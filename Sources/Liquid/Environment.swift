/// Everything a render depends on besides the variables: filters, partials, strictness and limits.
public struct Environment: Sendable {
    /// How undefined variables and filters are treated.
    public enum Mode: Sendable {
        /// Undefined variables render as nothing and unknown filters pass their input through (Ruby Liquid's
        /// default, and Generamba's behaviour).
        case lax
        /// Undefined variables and unknown filters are errors, with a suggestion where one is close.
        case strict
    }

    /// Finds a partial by the name written in `include` or `render`; `nil` when there is no such partial.
    public typealias PartialLoader = @Sendable (_ name: String) throws(TemplateError) -> Template?

    /// Lax or strict.
    public var mode: Mode
    /// The filters templates can call, by name.
    public var filters: [String: Filter]
    /// Finds the partials `include` and `render` name.
    public var loadPartial: PartialLoader
    /// The names `loadPartial` knows, asked for only when a partial is not found, to suggest the closest one.
    public var partialNames: @Sendable () -> [String]
    /// How much a render may do.
    public var limits: Limits
    /// The value of a top-level name the render's variables lack, asked for only when a template reads the name
    /// (a name written plainly, once per render; one computed in `[...]`, at each read): for a value that costs
    /// something to find, such as the developer's name, which the closure should keep once found.
    public var lateVariable: @Sendable (_ name: String) -> Value?

    /// An environment; by default lax, with the standard filters, no partials and the default limits.
    public init(
        mode: Mode = .lax,
        filters: [String: Filter] = StandardFilters.all,
        limits: Limits = Limits(),
        loadPartial: @escaping PartialLoader = { _ in nil },
        partialNames: @escaping @Sendable () -> [String] = { [] },
        lateVariable: @escaping @Sendable (_ name: String) -> Value? = { _ in nil }
    ) {
        self.mode = mode
        self.filters = filters
        self.limits = limits
        self.loadPartial = loadPartial
        self.partialNames = partialNames
        self.lateVariable = lateVariable
    }

    /// Bounds that turn runaway templates into errors instead of hangs, full disks or exhausted memory.
    ///
    /// Parsing has fixed bounds of its own: blocks nest at most `Template.maximumNesting` deep, and so do ranges
    /// and subscripts inside an expression, and blocks and partials together where a partial is included.
    public struct Limits: Sendable {
        /// How deeply `include` and `render` may nest; a template that includes itself hits this.
        public var partialDepth = 32
        /// Loop iterations and partial renders in one render, all together.
        public var loopIterations = 1_000_000
        /// Bytes of output in one render, and of any one value a filter makes.
        public var outputBytes = 16 * 1024 * 1024
        /// Bytes of work in one render: every tag and output rendered counts for a few bytes, and filters,
        /// comparisons and captures count the size of the values they read and make. This bounds the time a
        /// render can take, which the other limits do not: a loop can run a filter on a large value a million
        /// times and keep only its size.
        public var processedBytes = 64 * 1024 * 1024

        /// The default limits.
        public init() {}
    }
}
