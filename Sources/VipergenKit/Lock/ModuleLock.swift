import Files
import JSON

/// vipergen's record of the modules it generated in a project, kept beside catalogs.yml: one record file per module
/// in `.vipergen/modules/` (see `ModuleLock+Records`), or, in a project not yet moved, the single file
/// `vipergen.lock` of earlier versions, which this type also reads and writes in its old form.
///
/// Each module keeps what it was generated from — its template's name, version, source and a hash of the
/// template's files, the parameters and the settings that shaped the render — and a SHA-256 of every file as
/// written. `vipergen status` compares the files with it; `outdated` compares the template and settings; `update`
/// merges from it, with the generated text of every file kept as its base (see `ModuleLock+Bases`).
public struct ModuleLock: Codable, Sendable, Equatable {
    /// The name of the single-file lock of earlier versions, moved into records by the first command that writes.
    public static let fileName = "vipergen.lock"
    /// The last schema of the single file: 2 added the template's source, commit and hash and the settings; a
    /// version 1 lock is read as it is. Records have their own (`ModuleRecord`).
    public static let currentSchemaVersion = 2

    /// The lock format's version.
    public var schemaVersion: Int
    /// The recorded modules.
    public var modules: [Module]

    /// One generated module.
    public struct Module: Decodable, JSONRepresentable, Sendable, Equatable {
        /// The module's name.
        public var name: String
        /// The template it was generated from.
        public var template: String
        /// That template's version then.
        public var templateVersion: String
        /// The custom parameters it was generated with.
        public var parameters: [String: String]
        /// The day of the last generation, `yyyy-MM-dd`.
        public var generated: String
        /// Its files, with the hash of what was generated.
        public var files: [File]
        /// Where the template came from: `built-in`, a folder relative to the lock's, or a git URL with its ref.
        public var templateSource: String?
        /// The commit of a git catalog's checkout.
        public var templateCommit: String?
        /// A SHA-256 over every file of the template, names and contents: any change to the template changes it.
        public var templateHash: String?
        /// The settings that shaped the render (`company`, `prefix`, paths, targets...), by catalogs.yml key.
        public var settings: [String: String]?
        /// The lines the module inserted into shared files (bviper's accessor in Router.swift): `status` reports
        /// a module whose lines a merge lost. Absent in records of earlier versions and for templates without
        /// injections.
        public var injections: [Injected]?
        /// The folders its generation created, relative to the lock's folder: `remove` deletes a folder it empties
        /// only when it is one of these, never one that was there before. Absent in records of earlier versions.
        public var createdFolders: [String]?
        /// The lines its generation added to the repository's `.gitattributes` (to route files to the merge
        /// driver), and whether it created the file: `remove` takes them out again with the last module that needs
        /// them. Absent when it added none.
        public var gitAttributes: AddedAttributes?

        /// A record of a module generated from `template`.
        public init(
            name: String, template: String, templateVersion: String, parameters: [String: String],
            generated: String, files: [File], templateSource: String? = nil, templateCommit: String? = nil,
            templateHash: String? = nil, settings: [String: String]? = nil
        ) {
            self.name = name
            self.template = template
            self.templateVersion = templateVersion
            self.parameters = parameters
            self.generated = generated
            self.files = files
            self.templateSource = templateSource
            self.templateCommit = templateCommit
            self.templateHash = templateHash
            self.settings = settings
        }

        enum CodingKeys: String, CodingKey {
            case name, template, parameters, generated, files, settings, injections
            case createdFolders = "created_folders"
            case gitAttributes = "git_attributes"
            case templateVersion = "template_version"
            case templateSource = "template_source"
            case templateCommit = "template_commit"
            case templateHash = "template_hash"
        }

        /// The module's keys; the optional ones only when they have a value.
        public var json: JSONValue {
            var object = JSONObject()
            object[CodingKeys.name.stringValue] = .string(name)
            object[CodingKeys.template.stringValue] = .string(template)
            object[CodingKeys.templateVersion.stringValue] = .string(templateVersion)
            object[CodingKeys.parameters.stringValue] = .strings(parameters)
            object[CodingKeys.generated.stringValue] = .string(generated)
            object[CodingKeys.files.stringValue] = .array(files.map(\.json))
            object[CodingKeys.templateSource.stringValue] = templateSource.map(JSONValue.string)
            object[CodingKeys.templateCommit.stringValue] = templateCommit.map(JSONValue.string)
            object[CodingKeys.templateHash.stringValue] = templateHash.map(JSONValue.string)
            object[CodingKeys.settings.stringValue] = settings.map(JSONValue.strings)
            object[CodingKeys.injections.stringValue] = injections.map { .array($0.map(\.json)) }
            object[CodingKeys.createdFolders.stringValue] = createdFolders.map { .array($0.map(JSONValue.string)) }
            object[CodingKeys.gitAttributes.stringValue] = gitAttributes?.json
            return .object(object)
        }
    }

    /// Lines a generation added to `.gitattributes`, which is relative to the lock file's folder.
    public struct AddedAttributes: Decodable, JSONRepresentable, Sendable, Equatable {
        /// The `.gitattributes` file.
        public var path: String
        /// The lines added, each `PATTERN merge=vipergen`.
        public var lines: [String]
        /// Whether the generation created the file.
        public var createdFile: Bool

        enum CodingKeys: String, CodingKey {
            case path, lines
            case createdFile = "created_file"
        }

        public var json: JSONValue {
            .object([
                CodingKeys.path.stringValue: .string(path),
                CodingKeys.lines.stringValue: .array(lines.map(JSONValue.string)),
                CodingKeys.createdFile.stringValue: .bool(createdFile),
            ])
        }
    }

    /// Lines a module inserted into a file it shares with other modules; the path is relative to the lock file's
    /// folder, the lines as rendered (the file's indentation and line endings are not part of them).
    public struct Injected: Decodable, JSONRepresentable, Sendable, Equatable {
        /// The shared file.
        public var path: String
        /// The lines inserted, as rendered.
        public var lines: [String]

        /// Lines inserted into the file at `path`.
        public init(path: String, lines: [String]) {
            self.path = path
            self.lines = lines
        }

        public var json: JSONValue {
            .object([
                CodingKeys.path.stringValue: .string(path),
                CodingKeys.lines.stringValue: .array(lines.map(JSONValue.string)),
            ])
        }
    }

    /// A file as vipergen wrote it; the path is relative to the lock file's folder.
    public struct File: Decodable, JSONRepresentable, Sendable, Equatable {
        /// The file, relative to the lock file's folder.
        public var path: String
        /// The SHA-256 of the generated bytes, hex.
        public var sha256: String
        /// Whether an `update` left the file deleted, as the user deleted it: their choice, which `status` lists
        /// without failing. `nil` (not written) otherwise; `update --restore` writes the file again and clears it.
        public var deleted: Bool?

        public init(path: String, sha256: String, deleted: Bool? = nil) {
            self.path = path
            self.sha256 = sha256
            self.deleted = deleted
        }

        public var json: JSONValue {
            var pairs: [(String, JSONValue)] = [
                (CodingKeys.path.stringValue, .string(path)), (CodingKeys.sha256.stringValue, .string(sha256)),
            ]
            if deleted == true { pairs.append((CodingKeys.deleted.stringValue, .bool(true))) }
            return .object(JSONObject(pairs))
        }
    }

    enum CodingKeys: String, CodingKey {
        case modules
        case schemaVersion = "schema_version"
    }

    /// A lock recording `modules`.
    public init(modules: [Module] = []) {
        schemaVersion = Self.currentSchemaVersion
        self.modules = modules
    }

    /// The lock at `path`; an empty one when there is no such file.
    /// - Throws: `ModuleLockError` when the file is not a lock this version understands.
    public static func load(from path: String, fileSystem: any FileSystem) throws -> ModuleLock {
        guard let bytes = try fileSystem.contents(of: path) else { return ModuleLock() }
        return try LockDocument.decode(
            bytes, as: ModuleLock.self, path: path, what: "a vipergen lock file", current: currentSchemaVersion,
            schemaVersion: \.schemaVersion)
    }

    /// Pretty JSON with sorted keys: the single file as earlier versions wrote it.
    func encoded() -> String {
        JSONWriter.encode(self)
    }
}
