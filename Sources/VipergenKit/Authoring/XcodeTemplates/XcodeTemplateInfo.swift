/// The `TemplateInfo.plist` of an exported template: a text-substitution file template whose options are the
/// module's name (and, when the template uses it, the name with a lowercase first letter, which Xcode's macros
/// cannot derive) and the template's parameters.
struct XcodeTemplateInfo {
    struct Option {
        var identifier: String
        var name: String
        var description: String
        var defaultValue: String?
        var required: Bool
    }

    var summary: String
    var description: String
    var mainFile: String
    var sortOrder: Int
    var options: [Option]

    /// The property list, as Xcode writes its own: XML, tabs, keys in a fixed order.
    var bytes: [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        func entry(_ key: String, _ value: String, indent: String = "\t") {
            text += "\(indent)<key>\(Self.escaped(key))</key>\n\(indent)<string>\(Self.escaped(value))</string>\n"
        }
        entry("Kind", "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
        entry("Summary", summary)
        entry("Description", description)
        entry("SortOrder", String(sortOrder))
        text += "\t<key>AllowedTypes</key>\n\t<array>\n\t\t<string>public.swift-source</string>\n\t</array>\n"
        entry("DefaultCompletionName", "Module")
        entry("MainTemplateFile", mainFile)
        text += "\t<key>Options</key>\n\t<array>\n"
        for option in options {
            text += "\t\t<dict>\n"
            entry("Identifier", option.identifier, indent: "\t\t\t")
            text += "\t\t\t<key>Required</key>\n\t\t\t<\(option.required ? "true" : "false")/>\n"
            entry("Name", option.name, indent: "\t\t\t")
            entry("Description", option.description, indent: "\t\t\t")
            entry("Type", "text", indent: "\t\t\t")
            if let value = option.defaultValue { entry("Default", value, indent: "\t\t\t") }
            text += "\t\t\t<key>NotPersisted</key>\n\t\t\t<true/>\n"
            text += "\t\t</dict>\n"
        }
        text += "\t</array>\n</dict>\n</plist>\n"
        return Array(text.utf8)
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
