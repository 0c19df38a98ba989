import DiagnosticText
import Files
import JSON
import Liquid
import VipergenKit

/// `vipergen render <file.liquid> --context <ctx.json>`: renders one template to standard output.
enum RenderCommand {
    /// The word that runs the command.
    static let name = "render"

    static let command = Command(
        name: name,
        arguments: "<file.liquid> [--context ctx.json] [--strict]",
        summary: "Render one Liquid template to standard output (for template authors).",
        discussion: """
            The context is a JSON object whose keys become the template's variables. Partials named in
            include/render are looked up beside the file, then in the snippets/ folder of the file's folder and
            of each folder above it (Generamba's layout). Without --strict, undefined variables render empty and
            unknown filters pass their input through, as in Generamba; with --strict both are errors.
            """,
        options: RenderOptions.self,
        run: run)

    static func run(_ arguments: Arguments<RenderOptions>, _ context: CommandContext) throws -> ExitCode {
        guard let given = arguments.positional(\.file) else { preconditionFailure("render's file is required") }
        let file = given.path
        guard let text = try context.fileSystem.text(of: file) else {
            context.console.error(DiagnosticText.error("no such file: \(given.given)") + "\n")
            return .failure
        }
        var variables: [String: Value] = [:]
        if let contextFile = arguments.value(\.context) {
            variables = try loadContext(contextFile, context: context)
        }
        let fileSystem = context.fileSystem
        let folder = Path.directory(file)
        let display = context.display(file)
        let environment = Environment(
            mode: arguments.has(\.strict) ? .strict : .lax,
            loadPartial: { (name) throws(TemplateError) in
                try findPartial(name, near: folder, fileSystem: fileSystem, display: { Path.relative($0, to: folder) })
            },
            partialNames: { partialNames(near: folder, fileSystem: fileSystem) })
        let output = try Template(text, name: display).render(variables, in: environment)
        context.console.output(output)
        return .success
    }

    /// Looks for `name` (`.liquid` added when missing) beside the file, then in `snippets/` folders upwards.
    static func findPartial(
        _ name: String, near folder: String, fileSystem: any FileSystem, display: (String) -> String
    ) throws(TemplateError) -> Template? {
        let fileName = name.hasSuffix(".liquid") ? name : name + ".liquid"
        for candidate in partialFolders(near: folder).map({ Path.join($0, fileName) }) {
            let text: String?
            do {
                text = try fileSystem.text(of: candidate)
            } catch {
                throw TemplateError(unreadablePartial: "\(error)")
            }
            if let text { return try Template(text, name: display(candidate)) }
        }
        return nil
    }

    /// The folders partials are looked for in, in order: the file's own, then `snippets/` in it and each above it.
    static func partialFolders(near folder: String) -> [String] {
        var folders = [folder]
        var current = folder
        while true {
            folders.append(Path.join(current, "snippets"))
            guard current != "/", !current.isEmpty else { break }
            current = Path.directory(current)
        }
        return folders
    }

    /// The partial names `include` could find near `folder`, for a "did you mean" when one is not found.
    static func partialNames(near folder: String, fileSystem: any FileSystem) -> [String] {
        partialFolders(near: folder).flatMap { (try? fileSystem.listDirectory($0)) ?? [] }
            .filter { $0.hasSuffix(".liquid") }.map { String($0.dropLast(".liquid".count)) }
    }

    /// Reads a JSON object into Liquid values.
    static func loadContext(_ file: PathArgument, context: CommandContext) throws -> [String: Value] {
        let path = file.given
        guard let bytes = try context.fileSystem.contents(of: file.path) else {
            throw ContextError(path: path, reason: "no such file")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ContextError(path: path, reason: "not valid JSON (it is not UTF-8 text)")
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(text)
        } catch {
            throw ContextError(path: path, reason: "not valid JSON (\(error))")
        }
        // Decoding keeps each object's key order: `for` walks a hash in the order the file gives it.
        guard case .dictionary(let variables) = try? json.decode(Value.self) else {
            throw ContextError(path: path, reason: "the context must be a JSON object ({ ... })")
        }
        return Dictionary(variables.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }

    struct ContextError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { DiagnosticText.error(reason, file: path) }
    }
}
