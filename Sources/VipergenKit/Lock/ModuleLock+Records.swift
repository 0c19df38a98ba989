import Files

/// Where the lock lives: one record per module, `.vipergen/modules/<Name>/record.json` beside catalogs.yml, with
/// that module's bases in `.vipergen/modules/<Name>/bases/`. Nothing is shared between modules, so generating,
/// updating or removing one module reads and writes its own folder only, and two branches that generate different
/// modules merge without a conflict. A project still holding the single-file `vipergen.lock` of earlier versions
/// is read as well, until the first command that writes moves it (`LockMigrationStep`).
extension ModuleLock {
    /// The folder of the module records, relative to the lock's folder.
    public static let modulesFolder = ".vipergen/modules"
    /// The name of a module's record file in its folder.
    public static let recordFileName = "record.json"

    /// The folder of everything recorded about `module`.
    static func folder(of module: String, root: String) -> String {
        Path.join(root, modulesFolder, module)
    }

    /// Where the record of `module` is.
    public static func recordPath(of module: String, root: String) -> String {
        Path.join(folder(of: module, root: root), recordFileName)
    }

    /// The record of `name` in its own file; `nil` when there is none. Reads nothing else.
    /// - Throws: `ModuleLockError` when the file is not a record this version understands.
    static func record(of name: String, root: String, fileSystem: any FileSystem) throws -> Module? {
        let path = recordPath(of: name, root: root)
        guard let bytes = try fileSystem.contents(of: path) else { return nil }
        return try ModuleRecord.decode(bytes, path: path, name: name)
    }

    /// The single-file lock of earlier versions in `root`; `nil` when there is none (moved, or never written).
    static func legacy(root: String, fileSystem: any FileSystem) throws -> ModuleLock? {
        let path = Path.join(root, fileName)
        guard fileSystem.fileExists(path) else { return nil }
        return try load(from: path, fileSystem: fileSystem)
    }

    /// The names of the folders in `.vipergen/modules/`, sorted: one listing, no record read. A folder without a
    /// record file (bases left by hand) is named too; reading its record finds none.
    static func recordedNames(root: String, fileSystem: any FileSystem) throws -> [String] {
        let folder = Path.join(root, modulesFolder)
        guard fileSystem.isDirectory(folder) else { return [] }
        return try fileSystem.listDirectory(folder).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Whether a module other than those in `except` is recorded as made from one of `templates`. Records are read
    /// in name order until one is, so while a template has many modules the answer costs a record or two.
    /// - Throws: `ModuleLockError` naming a record read on the way that cannot be read.
    static func anyRecorded(
        madeFrom templates: Set<String>, except: Set<String>, root: String, fileSystem: any FileSystem
    ) throws -> Bool {
        var recorded: Set<String> = []
        for name in try recordedNames(root: root, fileSystem: fileSystem) where !except.contains(name) {
            guard let module = try record(of: name, root: root, fileSystem: fileSystem) else { continue }
            if templates.contains(module.template) { return true }
            recorded.insert(name)
        }
        // A module still only in a single-file `vipergen.lock` (a folder of bases without a record is not one).
        return try legacy(root: root, fileSystem: fileSystem)?.modules.contains {
            !except.contains($0.name) && !recorded.contains($0.name) && templates.contains($0.template)
        } ?? false
    }

    /// The first module in name order, other than those in `except`, whose record (not an entry of a single-file
    /// `vipergen.lock`) says it was made from one of `templates`; records are read only until it is found.
    static func firstRecord(
        madeFrom templates: Set<String>, except: Set<String>, root: String, fileSystem: any FileSystem
    ) throws -> Module? {
        for name in try recordedNames(root: root, fileSystem: fileSystem) where !except.contains(name) {
            guard let module = try record(of: name, root: root, fileSystem: fileSystem) else { continue }
            if templates.contains(module.template) { return module }
        }
        return nil
    }

    /// Whether any module other than those in `except` is recorded: one listing, and the single-file lock of
    /// earlier versions when there is one.
    static func anyRecorded(except: Set<String>, root: String, fileSystem: any FileSystem) throws -> Bool {
        for name in try recordedNames(root: root, fileSystem: fileSystem) where !except.contains(name) {
            if fileSystem.fileExists(recordPath(of: name, root: root)) { return true }
        }
        return try legacy(root: root, fileSystem: fileSystem)?.modules.contains { !except.contains($0.name) } ?? false
    }

    /// Every module recorded in `root`: one record file each, and those of a single-file `vipergen.lock` not yet
    /// moved (a record wins over the old file's entry of the same name). Writes nothing.
    /// The records are read on every core at once when there are many.
    /// - Throws: `ModuleLockError` naming the file that cannot be read (the first in name order).
    public static func load(root: String, fileSystem: any FileSystem) throws -> ModuleLock {
        let records = try recordedNames(root: root, fileSystem: fileSystem).concurrentMap { name in
            Result { try record(of: name, root: root, fileSystem: fileSystem) }
        }
        var modules = try records.compactMap { try $0.get() }
        if let legacy = try legacy(root: root, fileSystem: fileSystem) {
            let recorded = Set(modules.map(\.name))
            modules += legacy.modules.filter { !recorded.contains($0.name) }
            modules.sort { $0.name < $1.name }
        }
        return ModuleLock(modules: modules)
    }

    /// Every module recorded in `root` whose record reads, and an error for each record that does not: what
    /// `status` reports instead of stopping at the first damaged record.
    public static func loadReadable(root: String, fileSystem: any FileSystem) throws -> (
        lock: ModuleLock, unreadable: [ModuleLockError]
    ) {
        let records = try recordedNames(root: root, fileSystem: fileSystem).concurrentMap { name in
            Result { try record(of: name, root: root, fileSystem: fileSystem) }
        }
        var modules: [Module] = []
        var unreadable: [ModuleLockError] = []
        for record in records {
            switch record {
            case .success(let module): if let module { modules.append(module) }
            case .failure(let error as ModuleLockError): unreadable.append(error)
            case .failure(let error): throw error
            }
        }
        do {
            if let legacy = try legacy(root: root, fileSystem: fileSystem) {
                let recorded = Set(modules.map(\.name))
                modules += legacy.modules.filter { !recorded.contains($0.name) }
                modules.sort { $0.name < $1.name }
            }
        } catch let error as ModuleLockError {
            unreadable.append(error)
        }
        return (ModuleLock(modules: modules), unreadable)
    }

    /// The modules named in `names` that are recorded in `root`, in the order given: each from its own record, or
    /// from a single-file `vipergen.lock` not yet moved. Reads no other module's record.
    static func load(_ names: [String], root: String, fileSystem: any FileSystem) throws -> ModuleLock {
        var legacy: ModuleLock??
        var modules: [Module] = []
        for name in names {
            if let module = try record(of: name, root: root, fileSystem: fileSystem) {
                modules.append(module)
                continue
            }
            if legacy == nil { legacy = .some(try Self.legacy(root: root, fileSystem: fileSystem)) }
            if let module = legacy??.modules.first(where: { $0.name == name }) { modules.append(module) }
        }
        return ModuleLock(modules: modules)
    }
}
