// libFuzzer harness for the Xcode project reader and editor.
//
// Not a SwiftPM target: `Tests/Fuzz/fuzz.sh xcodeproj` compiles it together with Sources/XcodeProject into one
// module. A project that reads must write back byte for byte and answer every query; adding a small module to it
// may fail with a `ProjectEditError`, but when it succeeds the result must read back and a second addition must
// change nothing.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let project = try ProjectFile(bytes: bytes, path: "fuzz.pbxproj")
        precondition(project.bytes == bytes, "an unedited project does not write back its bytes")
        query(project)
        edit(project)
    } catch {
        precondition(error.line >= 1 && error.column >= 1, "an error without a location: \(error)")
        precondition(!error.message.isEmpty, "an error without a message")
        _ = error.description
    }
    return 0
}

/// Asks every read question, walking the group tree once (a cyclic tree is walked once per group).
private func query(_ project: ProjectFile) {
    _ = project.objectVersion
    _ = project.projectDirPath
    for target in project.targets {
        _ = (target.name, target.kind, target.productType)
    }
    var pending = [project.mainGroup]
    var seen: Set<String> = []
    while let group = pending.popLast(), seen.count < 10_000 {
        guard seen.insert(group.id).inserted else { continue }
        _ = project.resolvedPath(ofObject: group.id)
        for child in project.children(of: group) {
            switch child {
            case .group(let inner): pending.append(inner)
            case .fileReference(let file):
                if let path = file.resolvedPath {
                    let membership = project.membership(ofFileAt: path)
                    precondition(membership.fileReferences.contains(file.id), "a reference is not found at its path")
                }
            case .other: break
            }
        }
    }
    for folder in project.groupFolders().prefix(8) {
        _ = project.membership(ofFileAt: folder + "/Fuzz.swift").targets
    }
}

/// Adds a small module, the way the generator does, and checks the result.
private func edit(_ project: ProjectFile) {
    let folder = project.groupFolders().last ?? ""
    let targets = project.targets.first { $0.kind == .native }.map { [$0.name] } ?? []
    let module = folder.isEmpty ? "FuzzModule" : folder + "/FuzzModule"
    let files = [
        FileAddition(path: module + "/View/FuzzViewController.swift", targets: targets),
        FileAddition(path: module + "/View/FuzzViewController.xib", targets: targets),
        FileAddition(path: module + "/FuzzModule.h", targets: targets),
        FileAddition(path: "Fuzz Notes.md", groupPath: ["Fuzz Group", "Notes"], targets: []),
    ]
    let edit: ProjectEdit
    do {
        edit = try project.adding(files)
    } catch {
        _ = error.description
        return
    }
    let edited: ProjectFile
    do {
        edited = try ProjectFile(bytes: edit.bytes, path: "edited.pbxproj")
    } catch {
        preconditionFailure("an edit does not read back: \(error)")
    }
    for file in files where file.groupPath == nil {
        precondition(edited.membership(ofFileAt: file.path).isInProject, "an added file is not in the project")
    }
    do {
        let again = try edited.adding(files)
        precondition(again.bytes == edit.bytes, "adding the same files twice changed the project twice")
    } catch {
        preconditionFailure("adding the same files again failed: \(error)")
    }
}
