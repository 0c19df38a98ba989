import TextMerge
import XcodeProject

/// The three-way merge of an Xcode project file (`project.pbxproj`) by objects rather than by lines: what git
/// calls a merge driver does with it.
///
/// Objects that one side added or removed are added or removed; an attribute one side changed is taken from it; a
/// list (`children`, `files`, `buildPhases`, any array) gets both sides' insertions and removals, in order; a
/// dictionary (`buildSettings`) is merged key by key; an object both sides created under one ID is merged the
/// same way, against nothing. Only a value both sides changed differently, or an object (or attribute) one side
/// removed and the other changed, conflicts: it is written between conflict markers, just that attribute or that
/// object, and listed in the result.
///
/// The result is our file with their changes spliced in: every line neither side changed stays byte for byte,
/// what comes from their side is copied as they wrote it, and anything merged from both is written as Xcode writes
/// it. Without a conflict the result reads as a project.
///
///     let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
///     write(result.bytes)
///     for conflict in result.conflicts { print(conflict) }
public enum ProjectMerge {
    /// Merges `ours` and `theirs`, both edits of `base`; never fails.
    /// - Parameters:
    ///   - base: The common ancestor; empty when both sides added the file (git's add/add).
    ///   - markers: The labels and size of conflict markers.
    /// - Returns: The merged bytes and the conflicts. When an input does not read as a project, the result is the
    ///   line-by-line merge of the bytes, and says why.
    public static func merge(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], markers: ConflictMarkers = ConflictMarkers()
    ) -> Result {
        if ours == theirs || theirs == base {
            return Result(bytes: ours, conflicts: [], lineMergeReason: nil)
        }
        if ours == base {
            return Result(bytes: theirs, conflicts: [], lineMergeReason: nil)
        }
        let sides: (base: MergeSide?, ours: MergeSide, theirs: MergeSide)
        do throws(ProjectFileError) {
            let baseSide = try base.allSatisfy(\.isBlank) ? nil : MergeSide(project: read(base, "base"))
            sides = (
                baseSide, MergeSide(project: try read(ours, "ours")), MergeSide(project: try read(theirs, "theirs"))
            )
        } catch {
            // Where it stops reading, not the reader's whole diagnostic: it quotes the line (binary bytes, maybe)
            // and advises running a command again, which means nothing inside a merge.
            return lineMerge(
                base, ours, theirs, markers: markers,
                reason: "\(error.path) does not read as a project from line \(error.line), column \(error.column)")
        }
        var writer = MergeTextWriter(base: sides.base, ours: sides.ours, theirs: sides.theirs, markers: markers)
        guard let bytes = writer.merge() else {
            return lineMerge(
                base, ours, theirs, markers: markers,
                reason: "ours is not written one entry per line at its top level, so it is merged line by line")
        }
        let result = Result(
            bytes: LineEnding(of: ours)?.applied(to: bytes) ?? bytes, conflicts: writer.conflicts, lineMergeReason: nil)
        if result.conflicts.isEmpty {
            do throws(ProjectFileError) {
                _ = try ProjectFile(bytes: result.bytes, path: "merged project.pbxproj")
            } catch {
                // A bug of the merge, not of the inputs: a result that does not read is never given.
                return lineMerge(
                    base, ours, theirs, markers: markers,
                    reason: "the merge by objects did not read back (\(error.message)), so it is merged line by line")
            }
        }
        return result
    }

    private static func read(_ bytes: [UInt8], _ side: String) throws(ProjectFileError) -> ProjectFile {
        try ProjectFile(bytes: bytes, path: side)
    }

    /// git's own kind of merge, line by line, for inputs the merge by objects cannot take.
    private static func lineMerge(
        _ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8], markers: ConflictMarkers, reason: String
    ) -> Result {
        let merged = ThreeWayMerge.merge(
            base: base, ours: ours, theirs: theirs,
            style: markers.lineStyle, markerSize: markers.size)
        let conflicts = Array(
            repeating: Conflict(kind: .lines, objectID: nil, isa: nil, keyPath: []), count: merged.conflicts)
        return Result(bytes: merged.bytes, conflicts: conflicts, lineMergeReason: reason)
    }
}

extension UInt8 {
    /// Whitespace, which is all an empty base file holds.
    fileprivate var isBlank: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
