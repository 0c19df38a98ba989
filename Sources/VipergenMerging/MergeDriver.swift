import Files
import ProjectMerge
import TextMerge
import VipergenSettings

/// The three-way merge vipergen gives git for the files it edits: an Xcode project file is merged by objects
/// (`ProjectMerge`), any other file line by line, where both sides' lines inserted at one injection anchor (bviper's
/// `// vipergen:modules` in Router.swift) are both kept, in an order that does not depend on which side is ours.
public struct MergeDriver: Sendable {
    /// The anchors of the injections of the templates the project can use: where two branches that each generated a
    /// module both insert lines.
    public var anchors: [TemplateSpec.Injection.Anchor]

    /// A driver that keeps both sides' insertions at `anchors`.
    public init(anchors: [TemplateSpec.Injection.Anchor]) {
        self.anchors = anchors
    }

    /// The merged bytes and what conflicts remain in them.
    public struct Outcome: Sendable, Equatable {
        /// The result, with conflict markers where conflicts remain.
        public var bytes: [UInt8]
        /// One line per conflict left, for people.
        public var conflicts: [String]
        /// Why a project file was merged line by line instead of by objects; `nil` otherwise.
        public var lineMergeReason: String?

        public var isClean: Bool { conflicts.isEmpty }

        public init(bytes: [UInt8], conflicts: [String] = [], lineMergeReason: String? = nil) {
            self.bytes = bytes
            self.conflicts = conflicts
            self.lineMergeReason = lineMergeReason
        }
    }

    /// The driver for a repository: the anchors of the built-in templates and of those the settings found from
    /// `directory` upwards make available. Never fetches a git catalog (a merge must not wait for the network):
    /// those not cached are left out, as are settings that do not read.
    public static func load(from directory: String, fileSystem: any FileSystem, environment: [String: String])
        -> MergeDriver
    {
        load(for: "", from: directory, fileSystem: fileSystem, environment: environment)
    }

    /// The driver for the file at `path`: without anchors (and without reading any template) for a project file.
    public static func load(
        for path: String, from directory: String, fileSystem: any FileSystem, environment: [String: String]
    ) -> MergeDriver {
        if mergesByObjects(path) { return MergeDriver(anchors: []) }
        let templates: [TemplatePackage]
        if let setup = try? Setup.load(
            from: directory, fileSystem: fileSystem, defaultAuthor: "", environment: environment)
        {
            templates = setup.catalog.listing(fetching: false).templates
        } else {
            templates =
                TemplateCatalog(sources: [], fileSystem: fileSystem, cache: nil).listing(fetching: false)
                .templates
        }
        return MergeDriver(anchors: anchors(of: templates))
    }

    /// The conflict markers for a merge git runs the driver in: the labels git passes (`%X`, `%Y`, `%S`, which git
    /// before 2.44 leaves as they are, unexpanded), else those git's own merge writes (`HEAD`, and the branch git
    /// names in the `GITHEAD_<commit>` variable it sets for a merge), else `ours` and `theirs`; the base's version
    /// in git's `diff3` and `zdiff3` conflict styles.
    /// - Parameters:
    ///   - labels: The labels given for ours, theirs and the base; `nil` for one not given.
    ///   - conflictStyle: git's `merge.conflictStyle`, if set.
    public static func markers(
        labels: (ours: String?, theirs: String?, base: String?), conflictStyle: String?, size: Int,
        environment: [String: String]
    ) -> ProjectMerge.ConflictMarkers {
        func given(_ label: String?) -> String? {
            guard let label, !["%X", "%Y", "%S"].contains(label) else { return nil }
            return label
        }
        let branches = environment.filter { $0.key.hasPrefix("GITHEAD_") }.map(\.value)
        let branch = branches.count == 1 ? branches[0] : nil
        let diff3 = ["diff3", "zdiff3"].contains(conflictStyle?.lowercased() ?? "")
        return ProjectMerge.ConflictMarkers(
            oursLabel: given(labels.ours) ?? (branch != nil ? "HEAD" : "ours"),
            theirsLabel: given(labels.theirs) ?? branch ?? "theirs",
            baseLabel: diff3 ? given(labels.base) ?? "base" : nil, size: size)
    }

    /// Whether the file at `path` is merged by objects (an Xcode project file), which needs no anchors.
    public static func mergesByObjects(_ path: String) -> Bool { path.hasSuffix(".pbxproj") }

    /// Every distinct injection anchor of `templates`, in the order found.
    public static func anchors(of templates: [TemplatePackage]) -> [TemplateSpec.Injection.Anchor] {
        var anchors: [TemplateSpec.Injection.Anchor] = []
        for template in templates {
            for injection in template.spec.injections where !anchors.contains(injection.anchor) {
                anchors.append(injection.anchor)
            }
        }
        return anchors
    }

    /// Merges `ours` and `theirs`, both edits of `base` (empty when both sides added the file).
    /// - Parameters:
    ///   - path: The file's path in the repository: a `.pbxproj` file is merged by objects.
    ///   - markers: The labels and size of conflict markers.
    public func merge(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String,
        markers: ProjectMerge.ConflictMarkers = ProjectMerge.ConflictMarkers()
    ) -> Outcome {
        if Self.mergesByObjects(path) {
            let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs, markers: markers)
            return Outcome(
                bytes: result.bytes, conflicts: result.conflicts.map(\.description),
                lineMergeReason: result.lineMergeReason)
        }
        // Both sides added the file (git's add/add, an empty base): two branches that each generated a first module
        // created the shared file. What both have in common is their base, so that only what differs is merged, as
        // git's own merge does; their headers (a name and a date, as earlier versions wrote them) are made one.
        var (ours, theirs) = (ours, theirs)
        if base.isEmpty { (ours, theirs) = Self.withOneHeader(ours, theirs) }
        let base = base.isEmpty ? Self.commonLines(ours, theirs) : base
        let result = ThreeWayMerge.merge(
            base: base, ours: ours, theirs: theirs,
            style: markers.lineStyle, markerSize: markers.size,
            insertionAnchor: anchors.isEmpty ? nil : { line in isInsertionPoint(line, in: base) })
        return Outcome(
            bytes: result.bytes,
            conflicts: (0..<result.conflicts).map { _ in "lines changed differently on both sides" },
            lineMergeReason: nil)
    }

    /// `ours` and `theirs` with the same header, when both start with one (their leading `//` comment lines) and
    /// the headers differ: the one that sorts first, so that the result does not depend on which side is ours.
    static func withOneHeader(_ ours: [UInt8], _ theirs: [UInt8]) -> ([UInt8], [UInt8]) {
        let oursHeader = headerLength(of: ours)
        let theirsHeader = headerLength(of: theirs)
        guard oursHeader > 0, theirsHeader > 0, !ours[..<oursHeader].elementsEqual(theirs[..<theirsHeader]) else {
            return (ours, theirs)
        }
        let header =
            ours[..<oursHeader].lexicographicallyPrecedes(theirs[..<theirsHeader])
            ? ours[..<oursHeader] : theirs[..<theirsHeader]
        return (Array(header + ours[oursHeader...]), Array(header + theirs[theirsHeader...]))
    }

    /// The number of bytes of the leading lines of `bytes` that start with `//` (after spaces): a generated file's
    /// header comment.
    static func headerLength(of bytes: [UInt8]) -> Int {
        var end = 0
        while end < bytes.count {
            let lineEnd = bytes[end...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            let line = bytes[end..<lineEnd].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard line.starts(with: Array("//".utf8)) else { break }
            end = lineEnd
        }
        return end
    }

    /// The lines `ours` and `theirs` both have, in order (a longest common subsequence of lines).
    static func commonLines(_ ours: [UInt8], _ theirs: [UInt8]) -> [UInt8] {
        let a = LineDiff.lines(of: ours)
        let b = LineDiff.lines(of: theirs)
        return ThreeWayMerge.chunks(base: a, ours: a, theirs: b).filter { $0.kind == .stable }
            .flatMap { $0.base.flatMap { $0 } }
    }

    /// Whether inserting right before `line` (a slice of `base`) is inserting at an anchor: `line` holds a marker
    /// or a `before` text, or the line before it holds an `after` text.
    func isInsertionPoint(_ line: ArraySlice<UInt8>, in base: [UInt8]) -> Bool {
        var previous: ArraySlice<UInt8>?
        if line.startIndex > base.startIndex {
            let end = line.startIndex - 1
            let start = base[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? base.startIndex
            previous = base[start..<end]
        }
        for anchor in anchors {
            switch anchor {
            case .marker(let text), .before(let text):
                if Self.contains(line, Array(text.utf8)) { return true }
            case .after(let text):
                if let previous, Self.contains(previous, Array(text.utf8)) { return true }
            }
        }
        return false
    }

    /// Whether `needle` occurs in `bytes`.
    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { haystack in needle.withUnsafeBufferPointer(haystack.containsBytes) }
    }
}
