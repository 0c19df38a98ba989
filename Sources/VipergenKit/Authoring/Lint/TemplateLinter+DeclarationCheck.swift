import SourceDeclarations

// No two files of one role declare the same type.
extension TemplateLinter.Run {
    /// Reports a type that two rendered Swift files of one role declare (code files build in the app's target,
    /// test files in the test target): every module made from the template would declare it twice, whatever its
    /// name. Reported at the second declaration, naming the first.
    mutating func findTypesDeclaredTwice(_ files: [TemplateLinter.RenderedSwift]) {
        for role in ["code/", "test/"] {
            var first: [String: (file: TemplateLinter.RenderedSwift, line: Int)] = [:]
            for file in files where file.outputPath.hasPrefix(role) {
                for declaration in SwiftDeclarationScanner.topLevelTypes(in: Array(file.contents.utf8)) {
                    guard let earlier = first[declaration.name] else {
                        first[declaration.name] = (file, declaration.line)
                        continue
                    }
                    guard earlier.file.outputPath != file.outputPath else { continue }
                    report(
                        file.outputPath, declaration.line, 1,
                        "declares \(declaration.name), which \(earlier.file.outputPath):\(earlier.line) declares "
                            + "too (rendered from \(file.templatePath) and \(earlier.file.templatePath) for a module "
                            + "named \(TemplateLinter.sampleModule)): every module would declare it twice; keep one",
                        text: file.contents)
                }
            }
        }
    }
}
