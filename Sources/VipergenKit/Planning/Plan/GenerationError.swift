import DiagnosticText
import Liquid
import VipergenSettings

/// Why a module could not be generated. Nothing has been written when one of these is thrown.
public enum GenerationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every template that failed to render, each with its location.
    case templateErrors([TemplateError])
    /// A spec entry names a template file that does not exist.
    case missingTemplateFile(template: String, path: String, entry: SpecLocation?)
    /// A file would be written outside its output folder; `entry` is the spec entry that named it, when known.
    case pathOutsideOutput(path: String, folder: String, entry: SpecLocation? = nil)
    case unknownParameter(name: String, suggestion: String?, known: [String])
    case missingParameter(name: String, description: String)
    case invalidParameterValue(name: String, value: String, expected: String)
    /// A file entry's `condition` does not parse or render.
    case invalidCondition(SpecLocation, condition: String, message: String)
    /// Two entries produce one path; `entry` is the second.
    case duplicateOutput(String, entry: SpecLocation?)
    /// An injection cannot be applied: its file or anchor is missing.
    case injectionFailed(SpecLocation, file: String, reason: String)
    /// Two files of one target have one name: `paths` are both, planned or on disk.
    case fileNameClash(name: String, paths: [String], target: String, suggestion: String?)
    /// Types the module would declare are declared already in the target it joins: each clash gives the name, the
    /// new file and line, and the existing file and line.
    case typeClash([TypeClash], target: String, suggestion: String?)
    /// A recorded module would be generated again with another template, which would leave the old template's own
    /// files and injected lines behind.
    case templateSwitch(module: String, from: String, to: String)
    /// The module would declare a type named like one of Swift's or the SDK's, hiding it in the whole target.
    case hidesStandardType(name: String, place: TypeClash.Place)
    /// Two files of one template declare the same type: every module made from it would clash with itself. The
    /// template is at fault, not the module's name.
    case templateDeclaresTypeTwice(name: String, places: [TypeClash.Place], entries: [SpecLocation?])
    /// New files would land in a synchronized folder of targets they were not asked for, which Xcode would
    /// compile them into.
    case unaskedTarget(path: String, folder: String, targets: [String], asked: [String])
    /// `gen --package`: the manifest at `path` cannot take the module's target by added lines alone.
    case packageManifest(path: String, reason: String)
    /// `gen --package`: the template's modules share `file`, which a target per module cannot share.
    case sharedFileInPackageTarget(file: String, module: String)
    /// `path` is in none of the folders the spec (`project.yml`, `Project.swift`) gives `targets`: once the
    /// project is made again, no target would build it.
    case outsideSpecSources(
        path: String, spec: String, generator: ExternalProjectGenerator, targets: [String], folders: [String])
    /// As `fileNameClash`, with no catalogs.yml: the module went to the current folder, among the app's files, only
    /// because nothing said where modules go.
    case fileNameClashWithoutSettings(name: String, paths: [String], folder: String)
    /// A file or folder name of a planned path is longer than file systems allow.
    case nameTooLong(path: String, name: String, limit: Int, entry: SpecLocation?)
    /// A folder is where the plan puts a file.
    case folderInTheWay(path: String)
    /// A path leads out of its output folder through a symbolic link.
    case symlinkOutsideOutput(path: String, resolved: String, folder: String)
    /// The Xcode project cannot be read or edited; `description` says where and why (with `file:line:column`
    /// when the problem is in the project file).
    case xcodeProject(String)
    /// Files the plan would change that their owner may not write: a read-only file is never replaced.
    case readOnly([String])
    /// `remove` would delete the types that files edited since they were generated use: kept, they would not
    /// compile. Each file with the module's types it uses.
    case editedFilesUseRemovedTypes([EditedFile])
    /// `remove` (or `update`, when `byUpdate`) would take away types, or members of types that stay (`Router.home`),
    /// that other files the targets compile name (another module, the app's own code): the app would no longer
    /// build. Each file with what it names.
    case removedDeclarationsInUse([EditedFile], byUpdate: Bool)
    /// Files `remove --keep-edited` kept of the module of this name are still there: generating it again clashes
    /// with them.
    case keptFromRemovedModule(module: String, paths: [String])
    /// `update` would render modules with an older version of their template than the one that generated them.
    case olderTemplate([OlderTemplate])

    /// A module whose template is older here than the one its record names.
    public struct OlderTemplate: Sendable, Equatable {
        public var module: String
        public var template: String
        /// The version the module was generated (or last updated) with.
        public var recorded: String
        /// The version this vipergen and catalog have.
        public var current: String
    }

    /// What is wrong and how to fix it, without the `error:` prefix and the place.
    public var message: String {
        switch self {
        case .readOnly(let paths):
            return
                "\(paths.count) file\(paths.count == 1 ? "" : "s") this run would change "
                + "\(paths.count == 1 ? "is" : "are") read-only; nothing was written:\n"
                + paths.map { "  read-only  \($0)" }.joined(separator: "\n")
                + "\n  make \(paths.count == 1 ? "it" : "them") writable (chmod u+w) to let vipergen change "
                + "\(paths.count == 1 ? "it" : "them"), or leave the module out"
        case .editedFilesUseRemovedTypes(let files):
            let count = files.count
            return
                "\(count) file\(count == 1 ? "" : "s") of the module\(count == 1 ? " was" : "s were") edited since "
                + "generated; removing the rest would leave \(count == 1 ? "it" : "them") without the types "
                + "\(count == 1 ? "it uses" : "they use"), and the app would not build; nothing was written:\n"
                + files.map { file in
                    "  edited  \(file.path)"
                        + (file.types.isEmpty ? "" : "  (uses \(file.types.joined(separator: ", ")))")
                }.joined(separator: "\n")
                + "\n  --force deletes \(count == 1 ? "it" : "them") too; --keep-edited keeps "
                + "\(count == 1 ? "it" : "them") for you to fix"
        case .removedDeclarationsInUse(let files, let byUpdate):
            let count = files.count
            return
                "\(count) other file\(count == 1 ? "" : "s") the app builds \(count == 1 ? "names" : "name") what the "
                + "\(byUpdate ? "update takes away" : "removal deletes"), and would not compile without it; nothing "
                + "was written:\n"
                + files.map { "  uses  \($0.path)  (\($0.types.joined(separator: ", ")))" }.joined(separator: "\n")
                + (byUpdate
                    ? "\n  update with --no-clash-check and change those uses to the template's new types after"
                    : "\n  take those uses out first, or remove with --no-clash-check and fix them after")
        case .keptFromRemovedModule(let module, let paths):
            return "\(paths.count == 1 ? "a file" : "\(paths.count) files") of the module \(module) removed with "
                + "'remove --keep-edited' \(paths.count == 1 ? "is" : "are") still there, and a new \(module) would "
                + "clash with \(paths.count == 1 ? "it" : "them"); nothing was written:\n"
                + paths.map { "  kept  \($0)" }.joined(separator: "\n")
                + "\n  move what you need out of \(paths.count == 1 ? "it" : "them") and delete "
                + "\(paths.count == 1 ? "it" : "them"), then run gen again"
        case .templateErrors(let errors):
            return errors.map(\.description).joined(separator: "\n")
        case .missingTemplateFile(let template, let path, _):
            return "template '\(template)' lists '\(path)', which does not exist (file names are case-sensitive)"
        case .pathOutsideOutput(let path, let folder, _):
            return
                "the template would write '\(path)', outside its output folder '\(folder)'; nothing was written"
        case .unknownParameter(let name, let suggestion, let known):
            var text = "the template has no parameter '\(name)'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            text +=
                known.isEmpty
                ? "; it declares none, so --param has nothing to set"
                : "\n  its parameters: \(known.joined(separator: ", "))"
            return text
        case .missingParameter(let name, let description):
            let about = description.isEmpty ? "" : " (\(description))"
            return "the template needs the parameter '\(name)'\(about); pass --param \(name)=VALUE"
        case .invalidParameterValue(let name, let value, let expected):
            return "parameter '\(name)' is '\(value)', but it must be \(expected)"
        case .invalidCondition(_, let condition, let message):
            return "condition '\(condition)': \(message)"
        case .typeClash(let clashes, let target, let suggestion):
            let shown = clashes.prefix(10).map {
                "\n  \($0.name): new in \($0.new.file):\($0.new.line), already in \($0.existing.file):\($0.existing.line)"
            }
            let more = clashes.count > 10 ? "\n  and \(clashes.count - 10) more" : ""
            let types = clashes.count == 1 ? "a type" : "\(clashes.count) types"
            return "the module would declare \(types) that \(target) already declares; Swift refuses a name declared "
                + "twice in one module:" + shown.joined() + more + "\nchoose another module name"
                + (suggestion.map { " (for example '\($0)')" } ?? "")
        case .olderTemplate(let modules):
            let lines = modules.map {
                "  \($0.module): generated with \($0.template) \($0.recorded), and \($0.template) here is \($0.current)"
            }
            let count = modules.count
            return "\(count == 1 ? "a module was" : "\(count) modules were") generated with a newer template than "
                + "the one here: updating would take \(count == 1 ? "it" : "them") back; nothing was written:\n"
                + lines.joined(separator: "\n")
                + "\n  upgrade vipergen (or 'vipergen catalog refresh' a git catalog) to the version the team uses, or "
                + "pass --allow-older to go back on purpose"
        case .templateSwitch(let module, let from, let to):
            return "\(module) was generated with \(from); generating it with \(to) over it would leave \(from)'s own "
                + "files and injected lines behind: run 'vipergen remove \(module)' first (it keeps files you edited), "
                + "then 'vipergen gen \(module) \(to)'"
        case .templateDeclaresTypeTwice(let name, let places, let entries):
            let files = zip(places, entries).map { place, entry in
                "\(place.file):\(place.line)" + (entry.map { " (from \($0.file):\($0.line))" } ?? "")
            }
            return "the template declares \(name) in two of its files, \(files.joined(separator: " and ")): every "
                + "module made from it would declare it twice, whatever its name, and not compile; fix the template "
                + "so that one file declares it ('vipergen template lint' finds this), or pass --no-clash-check to "
                + "generate it as it is, as Generamba does"
        case .hidesStandardType(let name, let place):
            return "\(place.file):\(place.line) would declare a type named \(name), which would hide the platform's "
                + "\(name) (Swift, Foundation or the SDK) in every file of the app; choose another module name"
        case .unaskedTarget(let path, let folder, let targets, let asked):
            let wanted = asked.isEmpty ? "no target" : asked.joined(separator: ", ")
            return
                "\(path) would be in \(folder), an Xcode 16 synchronized folder of \(targets.joined(separator: ", ")), "
                + "which would compile it, but it is meant for \(wanted); set module_path or test_path in catalogs.yml "
                + "to a folder outside it (or add the targets with --targets / --test-targets)"
        case .packageManifest(let path, let reason):
            return "cannot make the module a target of \(path): \(reason); nothing was written"
        case .sharedFileInPackageTarget(let file, let module):
            return "the template's modules share \(file), which a target of its own per module cannot share, so "
                + "\(module) cannot be a target of its own; put modules into one target of the package instead "
                + "(module_path inside its Sources/<Target> folder), or use a template without shared files"
        case .outsideSpecSources(let path, let spec, let generator, let targets, let folders):
            let named = targets.joined(separator: ", ")
            let key = generator == .xcodeGen ? "targets.\(targets.first ?? "App").sources" : "the target's sources"
            return "\(path) is in none of the folders \(spec) gives \(named) (\(folders.joined(separator: ", "))): "
                + "after '\(generator.command)' no target would build it; set module_path (or test_path) in "
                + "catalogs.yml inside one of them, or add its folder to \(key)"
        case .fileNameClashWithoutSettings(let name, let paths, let folder):
            return "two files named \(name) would be in \(folder): \(paths.joined(separator: " and ")); there is no "
                + "catalogs.yml here or above (or it is empty), so the module went to the current folder, among the "
                + "app's own files: run 'vipergen init' to say where modules go (or pass --output DIR)"
        case .fileNameClash(let name, let paths, let target, let suggestion):
            return "two files named \(name) would be in \(target): \(paths.joined(separator: " and ")); the Swift "
                + "compiler refuses two files with one name in a target; choose another module name"
                + (suggestion.map { " (for example '\($0)')" } ?? "")
        case .nameTooLong(let path, let name, let limit, _):
            let shown = name.count > 40 ? String(name.prefix(40)) + "..." : name
            return "the name '\(shown)' in \(path) is \(name.utf8.count) bytes long, more than the \(limit) a file "
                + "name may have; use a shorter module name (or custom_name)"
        case .duplicateOutput(let path, _):
            return "the template produces '\(path)' twice; give the entries different names"
        case .injectionFailed(_, let file, let reason):
            return "cannot inject into \(file): \(reason)"
        case .symlinkOutsideOutput(let path, let resolved, let folder):
            return "'\(path)' leads to '\(resolved)' through a symbolic link, outside the output folder "
                + "'\(folder)'; nothing was written"
        case .folderInTheWay(let path):
            return "could not write \(path): a folder is in the way of this file\n  nothing was written"
        case .xcodeProject(let description):
            return description
        }
    }

    /// The spec entry the error comes from, when it comes from one.
    public var location: SpecLocation? {
        switch self {
        case .invalidCondition(let location, _, _), .injectionFailed(let location, _, _): return location
        case .missingTemplateFile(_, _, let location), .pathOutsideOutput(_, _, let location),
            .duplicateOutput(_, let location), .nameTooLong(_, _, _, let location):
            return location
        case .templateDeclaresTypeTwice(_, _, let entries): return entries.compactMap { $0 }.last
        default: return nil
        }
    }

    /// `file:line:column: error: message` with the entry's line when the error comes from a spec entry, else
    /// `error: message`. Template errors are printed each at its own place.
    public var description: String {
        switch self {
        case .templateErrors: return message
        case .xcodeProject(let description) where description.contains(": error: "): return description
        default: break
        }
        guard let location else { return DiagnosticText.error(message) }
        return DiagnosticText.error(
            message, file: location.file, line: location.line, column: location.column,
            sourceLine: location.sourceLine)
    }
}
