import Liquid
import Synchronization
import Testing

@testable import VipergenSettings

/// Snippets parsed once per generation, shared by every file that includes them.
@Suite("Partial cache")
struct PartialCacheTests {
    /// A cache over a loader that counts the loads of each name.
    final class Loader: Sendable {
        let loads = Mutex<[String: Int]>([:])

        func count(_ name: String) -> Int { loads.withLock { $0[name] ?? 0 } }

        func load(_ name: String) throws(TemplateError) -> Template? {
            loads.withLock { $0[name, default: 0] += 1 }
            switch name {
            case "missing": return nil
            case "broken": return try Template("{% if %}", name: "snippets/broken.liquid")
            default: return try Template("<\(name)>", name: "snippets/\(name).liquid")
            }
        }
    }

    @Test func eachSnippetIsLoadedOnce() throws {
        let loader = Loader()
        let cache = PartialCache(load: { (name) throws(TemplateError) in try loader.load(name) })
        for _ in 0..<3 {
            #expect(try cache.template(named: "header")?.render([:]) == "<header>")
            #expect(try cache.template(named: "footer")?.render([:]) == "<footer>")
        }
        #expect(loader.count("header") == 1 && loader.count("footer") == 1)
    }

    @Test func aMissingOrBrokenSnippetIsNotCached() throws {
        let loader = Loader()
        let cache = PartialCache(load: { (name) throws(TemplateError) in try loader.load(name) })
        #expect(try cache.template(named: "missing") == nil)
        #expect(try cache.template(named: "missing") == nil)
        for _ in 0..<2 {
            let error = #expect(throws: TemplateError.self) { try cache.template(named: "broken") }
            #expect(error?.templateName == "snippets/broken.liquid")
            #expect(error?.line == 1 && error?.kind == .syntax)
        }
        #expect(loader.count("missing") == 2 && loader.count("broken") == 2)
    }

    @Test func concurrentRendersGetTheSameSnippets() async throws {
        let loader = Loader()
        let cache = PartialCache(load: { (name) throws(TemplateError) in try loader.load(name) })
        let names = (0..<20).map { "s\($0 % 5)" }
        let rendered = try await withThrowingTaskGroup(of: (String, String?).self) { group in
            for name in names {
                group.addTask { (name, try cache.template(named: name)?.render([:])) }
            }
            return try await group.reduce(into: [(String, String?)]()) { $0.append($1) }
        }
        #expect(rendered.count == names.count)
        #expect(rendered.allSatisfy { name, text in text == "<\(name)>" })
        // Once cached, no name is loaded again.
        for index in 0..<5 { _ = try cache.template(named: "s\(index)") }
        let loads = (0..<5).map { loader.count("s\($0)") }
        for index in 0..<5 { _ = try cache.template(named: "s\(index)") }
        #expect((0..<5).map { loader.count("s\($0)") } == loads)
    }
}
