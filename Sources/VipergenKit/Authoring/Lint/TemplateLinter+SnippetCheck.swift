import Files
import Liquid

// Every snippet parses, included or not.
extension TemplateLinter.Run {
    /// Every snippet parses.
    mutating func lintSnippets() {
        let snippets = Path.join(folder, "snippets")
        for name in (try? fileSystem.listDirectory(snippets)) ?? [] where name.hasSuffix(".liquid") {
            guard let text = try? fileSystem.text(of: Path.join(snippets, name)) else { continue }
            do {
                _ = try Template(text, name: displayPath("snippets/" + name))
            } catch {
                report(error)
            }
        }
    }
}
