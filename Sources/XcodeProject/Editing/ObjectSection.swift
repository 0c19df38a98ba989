/// A `/* Begin <isa> section */` ... `/* End <isa> section */` pair inside a project's `objects`, the way Xcode
/// groups objects by isa, and the objects between the two markers.
package struct ObjectSection: Sendable {
    /// The isa the markers name.
    package var name: String
    /// The `/* Begin */` comment's bytes.
    package var begin: Range<Int>
    /// The `/* End */` comment's bytes.
    package var end: Range<Int>
    /// Indexes into `ObjectTable.objects`.
    package var objects: Range<Int>

    /// The well-formed sections of `project`, in document order: each `Begin` marker followed by the `End` marker
    /// of the same name, before any other `Begin`.
    package static func all(in project: ProjectFile) -> [ObjectSection] {
        let plist = project.plist
        let dictionary = plist[project.objects.dictionary]
        var sections: [ObjectSection] = []
        var open: PropertyList.SectionMarker?
        for marker in plist.sectionMarkers
        where Int(dictionary.start) < marker.range.lowerBound && marker.range.upperBound <= Int(dictionary.end) {
            if marker.isBegin {
                open = marker
            } else if let begin = open, begin.name == marker.name {
                let first = firstObject(startingAtOrAfter: begin.range.upperBound, in: project)
                let end = firstObject(startingAtOrAfter: marker.range.lowerBound, in: project)
                sections.append(
                    ObjectSection(name: begin.name, begin: begin.range, end: marker.range, objects: first..<end))
                open = nil
            }
        }
        return sections
    }

    /// The index of the first object whose key starts at or after `offset`.
    private static func firstObject(startingAtOrAfter offset: Int, in project: ProjectFile) -> Int {
        let objects = project.objects.objects
        var low = 0
        var high = objects.count
        while low < high {
            let middle = (low + high) / 2
            if Int(project.plist[objects[middle].key].start) < offset {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
