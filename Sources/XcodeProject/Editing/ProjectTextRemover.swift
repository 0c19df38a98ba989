/// Turns the removals of an `EditPlan` into the ranges to cut: whole lines, or, inside a one-line object or list,
/// just the text of an entry; and a section left without objects with its markers and the blank line before it.
///
/// The ranges are found in the text the plan's additions make of the file (a `SplicedText`), where they would be
/// found if that text were read again, so that adding and removing in one edit gives what adding, reading the
/// result and removing from it gives.
package struct ProjectTextRemover {
    private let project: ProjectFile
    private let text: SplicedText
    private var plist: PropertyList { project.plist }
    private var objects: ObjectTable { project.objects }

    package init(project: ProjectFile, text: SplicedText) {
        self.project = project
        self.text = text
    }

    /// The ranges of `text` to cut; they may overlap.
    func cuts(for plan: EditPlan) -> [Range<Int>] {
        guard !plan.removedObjects.isEmpty || !plan.removedItems.isEmpty else { return [] }
        var cuts: [Range<Int>] = []
        var covered: Set<ObjectTable.Index> = []
        let sections = ObjectSection.all(in: project)
        // The section of an isa that gets new objects keeps them: it stays.
        let receiving = Set(plan.newObjects.map(\.isa)).compactMap { isa in sections.firstIndex { $0.name == isa } }
        for (index, section) in sections.enumerated() where !section.objects.isEmpty && !receiving.contains(index) {
            guard section.objects.allSatisfy({ plan.removedObjects.contains(ObjectTable.Index($0)) }),
                let range = sectionRange(section)
            else { continue }
            cuts.append(range)
            covered.formUnion(section.objects.map { ObjectTable.Index($0) })
        }
        for object in plan.removedObjects.sorted() where !covered.contains(object) {
            let entry = objects[object]
            let end = text.pastComments(after: text.end(of: Int(plist[entry.value].end)), through: UInt8(ascii: ";"))
            cuts.append(cutRange(text.start(of: Int(plist[entry.key].start))..<end))
        }
        for item in plan.removedItems where !plan.removedObjects.contains(item.holder) {
            let end = text.pastComments(after: text.end(of: Int(plist[item.item].end)), through: UInt8(ascii: ","))
            cuts.append(cutRange(text.start(of: Int(plist[item.item].start))..<end))
        }
        return cuts
    }

    /// What to cut for the text at `range`: its whole line when nothing else is on it (trailing `/* */`
    /// comments go with it), else the text and the spaces after it (or, at the end of a line, before it).
    package func cutRange(_ range: Range<Int>) -> Range<Int> {
        let start = text.lineStart(of: range.lowerBound)
        let end = text.pastSpaces(text.pastComments(after: range.upperBound))
        let atLineBreak = end < text.endIndex && text[end].isLineBreak
        if (atLineBreak || end == text.endIndex) && text.isBlank(start..<range.lowerBound) {
            return start..<text.pastLineBreak(end)
        }
        if atLineBreak {
            var begin = range.lowerBound
            while begin > start && (text[begin - 1] == .space || text[begin - 1] == .tab) {
                begin -= 1
            }
            return begin..<range.upperBound
        }
        return range.lowerBound..<text.pastSpaces(range.upperBound)
    }

    /// A section's lines and the blank line before it (else the one after it); `nil` when a marker shares its
    /// line with something else.
    package func sectionRange(_ section: ObjectSection) -> Range<Int>? {
        let begin = text.start(of: section.begin.lowerBound)
        let start = text.lineStart(of: begin)
        guard text.isBlank(start..<begin) else { return nil }
        var end = text.pastSpaces(text.end(of: section.end.upperBound))
        guard end == text.endIndex || text[end].isLineBreak else { return nil }
        end = text.pastLineBreak(end)
        if start > 0 {
            var lineBreak = start - 1
            if text[lineBreak] == .lineFeed && lineBreak > 0 && text[lineBreak - 1] == .carriageReturn {
                lineBreak -= 1
            }
            let previous = text.lineStart(of: lineBreak)
            if text.isBlank(previous..<lineBreak) {
                return previous..<end
            }
        }
        let next = text.pastSpaces(end)
        if next < text.endIndex && text[next].isLineBreak {
            return start..<text.pastLineBreak(next)
        }
        return start..<end
    }
}
