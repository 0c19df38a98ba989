// Regenerates the embedded built-in templates from Templates/. Run from the package root:
//     swift run vipergen-embed
import Files
import VipergenSettings

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let root = FileManager.default.currentDirectoryPath
let fileSystem = LocalFileSystem()
do {
    let files = try TemplateEmbedding.collect(from: root + "/Templates", fileSystem: fileSystem)
    let source = TemplateEmbedding.swiftSource(for: files)
    try fileSystem.write(Array(source.utf8), to: root + "/" + TemplateEmbedding.generatedFile)
    print("wrote \(TemplateEmbedding.generatedFile) (\(files.count) files)")
} catch {
    print("vipergen-embed: \(error)")
    exit(1)
}
