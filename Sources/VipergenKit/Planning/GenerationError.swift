import Liquid

/// Why a module could not be generated. Nothing has been written when one of these is thrown.
public enum GenerationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Files that exist with other contents; listed together so the user sees them all at once.
    case conflicts([String])
    /// Every template that failed to render, each with its location.
    case templateErrors([TemplateError])
    case missingTemplateFile(template: String, path: String)
    case pathOutsideOutput(path: String, folder: String)
    case unknownParameter(name: String, suggestion: String?, known: [String])
    case missingParameter(name: String, description: String)
    case invalidParameterValue(name: String, value: String, expected: String)
    /// A file entry's `condition` does not parse or render.
    case invalidCondition(TemplateSpec.SpecLocation, condition: String, message: String)
    case duplicateOutput(String)
    /// An injection cannot be applied: its file or anchor is missing.
    case injectionFailed(TemplateSpec.SpecLocation, file: String, reason: String)
    /// A path leads out of its output folder through a symbolic link.
    case symlinkOutsideOutput(path: String, resolved: String, folder: String)
    /// Writing failed part-way; everything this run wrote has been undone.
    case writeFailed(path: String, reason: String)
    /// The run was interrupted (SIGINT, SIGTERM) while writing; everything it wrote has been undone.
    case interrupted

    public var description: String {
        switch self {
        case .conflicts(let paths):
            return
                "error: \(paths.count) file\(paths.count == 1 ? "" : "s") already exist\(paths.count == 1 ? "s" : "") "
                + "with different contents; nothing was written:\n"
                + paths.map { "  conflict  \($0)" }.joined(separator: "\n")
                + "\n  use --force to overwrite them, or --dry-run to see the plan"
        case .templateErrors(let errors):
            return errors.map(\.description).joined(separator: "\n")
        case .missingTemplateFile(let template, let path):
            return "error: template '\(template)' lists '\(path)', which does not exist (file names are case-sensitive)"
        case .pathOutsideOutput(let path, let folder):
            return
                "error: the template would write '\(path)', outside its output folder '\(folder)'; nothing was written"
        case .unknownParameter(let name, let suggestion, let known):
            var text = "error: the template has no parameter '\(name)'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            text += known.isEmpty ? "" : "\n  its parameters: \(known.joined(separator: ", "))"
            return text
        case .missingParameter(let name, let description):
            let about = description.isEmpty ? "" : " (\(description))"
            return "error: the template needs the parameter '\(name)'\(about); pass --param \(name)=VALUE"
        case .invalidParameterValue(let name, let value, let expected):
            return "error: parameter '\(name)' is '\(value)', but it must be \(expected)"
        case .invalidCondition(let location, let condition, let message):
            return "\(location.file):\(location.line):\(location.column): error: condition '\(condition)': \(message)"
        case .duplicateOutput(let path):
            return "error: the template produces '\(path)' twice; give the entries different names"
        case .injectionFailed(let location, let file, let reason):
            return "\(location.file):\(location.line):\(location.column): error: cannot inject into \(file): \(reason)"
        case .symlinkOutsideOutput(let path, let resolved, let folder):
            return "error: '\(path)' leads to '\(resolved)' through a symbolic link, outside the output folder "
                + "'\(folder)'; nothing was written"
        case .interrupted:
            return "error: interrupted; every file this run wrote has been removed or restored"
        case .writeFailed(let path, let reason):
            return "error: could not write \(path): \(reason)\n  every file this run wrote has been removed or restored"
        }
    }
}
