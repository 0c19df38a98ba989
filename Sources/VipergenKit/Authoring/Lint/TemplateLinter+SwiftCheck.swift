import Files

// The rendered Swift parses, when a compiler is at hand.
extension TemplateLinter.Run {
    /// Runs `swiftc -parse` over the rendered Swift files and reports its errors at their output lines.
    mutating func parseSwift(_ files: [TemplateLinter.RenderedSwift]) {
        guard let compiler = linter.swiftCompiler, !files.isEmpty else { return }
        let scratch = Path.join(linter.temporaryDirectory, "vipergen-lint-\(UInt32.random(in: .min ... .max))")
        defer { try? fileSystem.removeItem(scratch) }
        var paths: [String: TemplateLinter.RenderedSwift] = [:]
        do {
            try fileSystem.createDirectory(scratch)
            for (index, file) in files.enumerated() {
                // One folder per file keeps names unique and short.
                let folder = Path.join(scratch, String(index))
                try fileSystem.createDirectory(folder)
                let path = Path.join(folder, Path.base(file.outputPath))
                try fileSystem.write(Array(file.contents.utf8), to: path)
                paths[path] = file
            }
        } catch {
            return
        }
        guard let result = try? compiler.run(["-parse"] + paths.keys.sorted(), environment: linter.environment)
        else { return }
        parsedSwift = true
        for line in (result.errorOutput + result.output).split(separator: "\n") {
            guard let (path, file) = paths.first(where: { line.hasPrefix($0.key + ":") }) else { continue }
            let parts = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 3)
            guard parts.count == 4, let row = Int(parts[0]), let column = Int(parts[1]),
                parts[2].trimmed == "error"
            else { continue }
            report(
                file.outputPath, row, column,
                "the rendered Swift does not parse: \(parts[3].trimmed) (rendered from \(file.templatePath) "
                    + "for a module named \(TemplateLinter.sampleModule))", text: file.contents)
        }
    }
}
