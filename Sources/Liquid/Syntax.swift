/// One piece of a parsed template. Nodes are plain values: the renderer walks them, they never render themselves.
///
/// Text and output, most of any template, are stored inline; the cases with large payloads are boxed, which keeps
/// an array of nodes compact.
enum Node: Sendable {
    /// Text outside tags, as a range of the template's UTF-8 bytes.
    case text(Range<Int>)
    case output(FilteredExpression)
    indirect case conditional(branches: [ConditionalBranch], otherwise: [Node]?)
    indirect case caseWhen(subject: Expression, clauses: [CaseClause])
    indirect case forLoop(ForLoop)
    indirect case tableRow(TableRow)
    /// `ifchanged`: the body, printed only when it differs from what the last `ifchanged` printed.
    indirect case ifChanged([Node])
    case assign(name: String, value: FilteredExpression)
    indirect case capture(name: String, body: [Node])
    case counter(name: String, step: Int, offset: Int)
    indirect case cycle(Cycle)
    indirect case partial(Partial)
    case loopControl(LoopControl, offset: Int)
}

/// `if`/`elsif` (or `unless`) branch: the body renders when the condition holds.
struct ConditionalBranch: Sendable {
    var condition: Condition
    var body: [Node]
}

/// One `when` or `else` of a `case`, in the order written: Ruby Liquid renders the body of every `when` with a
/// value equal to the subject (once per equal value), and an `else` when no `when` before it matched.
struct CaseClause: Sendable {
    /// The values of a `when`; empty for an `else`.
    var values: [Expression]
    var isElse: Bool
    var body: [Node]
}

/// `for item in collection limit: n offset: m reversed` with an optional `else` for an empty collection.
struct ForLoop: Sendable {
    var variable: String
    var collection: Expression
    /// `forloop.name`: the variable and the collection as written, `item-product.tags`. `offset: continue`
    /// resumes where the last loop of the same name stopped.
    var name: String
    var limit: Expression?
    var offset: Expression?
    /// `offset: continue`.
    var continuesOffset = false
    var reversed: Bool
    var body: [Node]
    var otherwise: [Node]?
    /// Where the tag starts, for errors such as the iteration limit.
    var location: Int
}

/// `tablerow item in collection cols: n limit: n offset: n`: an HTML table's rows and cells, one cell per item.
struct TableRow: Sendable {
    var variable: String
    var collection: Expression
    var columns: Expression?
    var limit: Expression?
    var offset: Expression?
    var body: [Node]
    var location: Int
}

/// `cycle "a", "b"` or `cycle group: "a", "b"`: the next value of its group on each render.
struct Cycle: Sendable {
    /// What the position is kept under: the value of a group's expression, the literal values of an unnamed
    /// cycle (all unnamed cycles with the same literals share it), or, for an unnamed cycle with variables,
    /// the tag itself.
    enum Group: Sendable {
        case named(Expression)
        case key(String)
    }

    var group: Group
    var values: [Expression]
    var offset: Int
}

/// `break` or `continue` inside a `for` loop.
enum LoopControl: Sendable {
    case breakLoop, continueLoop
}

/// `include` (shares the caller's variables) or `render` (sees only what it is given).
struct Partial: Sendable {
    enum Kind: Sendable { case include, render }
    var kind: Kind
    var name: Expression
    /// `with value` or `for collection`, bound to `alias` (default: the partial's name).
    var binding: Binding?
    var alias: String?
    var arguments: [(name: String, value: Expression)]
    var location: Int

    enum Binding: Sendable {
        case with(Expression)
        case each(Expression)
    }
}

/// A condition of `if`, `elsif` and `unless`: clauses joined by `and`/`or`.
///
/// Liquid has no precedence: `a or b and c` means `a or (b and c)`. The clauses are kept in a flat list rather
/// than a tree, so that a condition of any length is evaluated, and freed, without recursion.
struct Condition: Sendable {
    var first: Clause
    /// The clauses after the first, each with the word that joins it to the one before.
    var rest: [(junction: Junction, clause: Clause)]
    /// `unless`: the whole condition is negated.
    var isNegated = false

    /// One test of a condition: a value's truthiness, or a comparison.
    enum Clause: Sendable {
        case test(Expression)
        case comparison(Expression, ComparisonOperator, Expression, offset: Int)
    }

    enum Junction: Sendable {
        case and, or
    }
}

/// The operators of a Liquid comparison.
enum ComparisonOperator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case notEqualAlternative = "<>"
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains
}

/// An expression followed by filters: `user.name | upcase | append: "!"`.
///
/// This, `FilterInvocation` and `VariablePath` are classes, immutable once parsed: the renderer reads them in
/// place, where copying a struct would count references to each string and array it holds.
final class FilteredExpression: Sendable {
    let expression: Expression
    let filters: [FilterInvocation]

    init(expression: Expression, filters: [FilterInvocation]) {
        self.expression = expression
        self.filters = filters
    }
}

/// One filter in a chain, with its arguments already parsed.
final class FilterInvocation: Sendable {
    let name: String
    /// The name's position in `Template.filterNames`: the renderer finds the filter once per render, not per call.
    let slot: Int
    let arguments: [Expression]
    let keywords: [(name: String, value: Expression)]
    let offset: Int

    init(name: String, slot: Int, arguments: [Expression], keywords: [(name: String, value: Expression)], offset: Int) {
        self.name = name
        self.slot = slot
        self.arguments = arguments
        self.keywords = keywords
        self.offset = offset
    }
}

/// A value-producing expression: a literal, a variable path or a range.
enum Expression: Sendable {
    case literal(Value)
    case variable(VariablePath)
    indirect case range(Expression, Expression, offset: Int)
    /// The special values `empty` and `blank`, which compare equal to empty (or blank) values.
    case empty
    case blank
}

/// A variable and the lookups after it, split once at parse time: `user.tags[0]` or `settings["key"]`.
final class VariablePath: Sendable {
    enum Segment: Sendable {
        case key(String)
        indirect case index(Expression)
    }

    let root: Segment
    let segments: [Segment]
    let offset: Int
    /// For a path made of names and literal subscripts, its position among the template's distinct such
    /// paths: its value depends only on what its first name is bound to, so the renderer keeps it there (see
    /// `Renderer.memo`). `nil` for a path with a computed subscript.
    let slot: Int?

    init(root: Segment, segments: [Segment], offset: Int, symbols: SymbolTable) {
        self.root = root
        self.segments = segments
        self.offset = offset
        slot = VariablePath.fixedKey(root, segments).map(symbols.pathSlot)
    }

    /// The segments as written, one string each, for a path of names and literal subscripts: two paths with
    /// the same key always have the same value. `nil` for a path with a computed subscript.
    private static func fixedKey(_ root: Segment, _ segments: [Segment]) -> [String]? {
        // A name is an identifier and a subscript starts with `[`, so the two cannot be mistaken.
        func part(_ segment: Segment) -> String? {
            switch segment {
            case .key(let name): return name
            case .index(.literal(.string(let name))): return "[\"\(name)\"]"
            case .index(.literal(let value)): return "[\(value.text)]"
            case .index: return nil
            }
        }
        guard let first = part(root) else { return nil }
        var key = [first]
        key.reserveCapacity(segments.count + 1)
        for segment in segments {
            guard let next = part(segment) else { return nil }
            key.append(next)
        }
        return key
    }

    /// The path as written in the template, for messages.
    var description: String {
        var text = ""
        for (position, segment) in ([root] + segments).enumerated() {
            switch segment {
            case .key(let key): text += position == 0 ? key : "." + key
            case .index(.literal(.string(let key))): text += "[\"\(key)\"]"
            case .index(.literal(let value)): text += "[\(value.text)]"
            case .index: text += "[...]"
            }
        }
        return text
    }
}

/// What parsing numbers for the renderer: the distinct filter names, and the distinct paths whose value can be
/// kept.
///
/// A reference shared by the parsers of one template's tags, which each number what they find in it.
final class SymbolTable {
    private(set) var filterNames: [String] = []
    private var filterSlots: [String: Int] = [:]
    private(set) var pathCount = 0
    private var pathSlots: [[String]: Int] = [:]

    init() {
        // Room for a typical template's distinct paths, so the table does not grow through several sizes.
        pathSlots.reserveCapacity(48)
    }

    /// The slot of filter `name`, numbered on first use.
    func filterSlot(_ name: String) -> Int {
        SymbolTable.slot(in: &filterSlots[name]) {
            filterNames.append(name)
            return filterNames.count - 1
        }
    }

    /// The slot of a fixed path, by its segments as written: the same path written twice shares its slot.
    func pathSlot(_ path: [String]) -> Int {
        SymbolTable.slot(in: &pathSlots[path]) {
            pathCount += 1
            return pathCount - 1
        }
    }

    /// The slot in `entry`, or a new one from `next` stored there: the key is hashed once either way.
    private static func slot(in entry: inout Int?, next: () -> Int) -> Int {
        if let slot = entry { return slot }
        let slot = next()
        entry = slot
        return slot
    }
}
