import VipergenKit

extension ProjectEditCount {
    /// `adds 12 files and 3 groups; 10 to AgentApp, 2 to AgentAppTests`, for the plan's line of the project file.
    var text: String {
        let removal = removed == 0 ? nil : "removes \(removed) file\(removed == 1 ? "" : "s")"
        guard files + groups + byTarget.count > 0 else { return removal ?? "" }
        var parts = ["\(files) file\(files == 1 ? "" : "s")"]
        if groups > 0 { parts.append("\(groups) group\(groups == 1 ? "" : "s")") }
        var text = "adds " + parts.joined(separator: " and ")
        if !byTarget.isEmpty {
            text += "; " + byTarget.map { "\($0.files) to \($0.target)" }.joined(separator: ", ")
        }
        return removal.map { text + "; " + $0 } ?? text
    }
}
