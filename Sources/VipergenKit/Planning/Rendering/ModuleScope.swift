import Liquid
import Synchronization
import VipergenSettings

/// The variables every template of a module sees, named and shaped as Generamba names them.
struct ModuleScope: Sendable {
    let moduleName: String
    let configuration: ProjectConfiguration
    let customParameters: [String: Value]
    /// `module_info` and the top-level variables, built once: a module renders a dozen files or more, and each
    /// adds one or two names to these.
    private let moduleInfo: [String: Value]
    private let shared: [String: Value]

    init(
        moduleName: String, description: String, configuration: ProjectConfiguration, date: CalendarDate,
        customParameters: [String: Value]
    ) {
        self.moduleName = moduleName
        self.configuration = configuration
        self.customParameters = customParameters
        // Room for the names `variables` adds: a dictionary that grows past its capacity hashes every key again,
        // and this one is copied and added to for every file.
        var moduleInfo = [String: Value](minimumCapacity: 8)
        moduleInfo["name"] = .string(moduleName)
        moduleInfo["description"] = .string(description)
        moduleInfo["project_name"] = .string(configuration.projectName)
        moduleInfo["product_module_name"] = .string(configuration.productModuleName)
        moduleInfo["project_targets"] = .array(configuration.projectTargets.map { .string($0) })
        moduleInfo["test_targets"] = .array(configuration.testTargets.map { .string($0) })
        self.moduleInfo = moduleInfo
        var shared = [String: Value](minimumCapacity: 8)
        shared["module_info"] = .dictionary(moduleInfo)
        shared["date"] = .string(date.generambaFormat)
        shared["year"] = .string(String(date.year))
        shared["prefix"] = .string(configuration.prefix)
        shared["custom_parameters"] = .dictionary(customParameters)
        // The developer's own name is looked for only when a template reads `developer` (`lateVariable`).
        if configuration.authorIsKnown {
            shared["developer"] = Self.developer(configuration)
        }
        self.shared = shared
    }

    /// `developer`: who generated the module, and the company.
    private static func developer(_ configuration: ProjectConfiguration) -> Value {
        ["name": .string(configuration.author), "company": .string(configuration.company)]
    }

    /// The variables a render finds only when a template reads them: `developer`, while the developer's own name
    /// has not been looked for. Looking for it reads git's config files; the name, once found, is kept (and
    /// recorded with the module).
    static func lateVariable(_ configuration: ProjectConfiguration) -> @Sendable (String) -> Value? {
        // Made once for all the renders that ask (a module asks once per file).
        let developer = DeveloperValue()
        return { name in
            guard name == "developer" else { return nil }
            return developer.value.withLock { value in
                let made = value ?? Self.developer(configuration)
                value = made
                return made
            }
        }
    }

    /// The `developer` value, once a render has asked for it.
    private final class DeveloperValue: Sendable {
        let value = Mutex<Value?>(nil)
    }

    /// The scope while a file is rendered. `fileBasename` is set while a `custom_name` is rendered, `fileName`
    /// while the body is (it already holds the prefix and module name, as in Generamba); `item` is the current
    /// item of a `for_each` entry.
    func variables(fileBasename: String? = nil, fileName: String? = nil, item: Value? = nil) -> [String: Value] {
        var variables = shared
        if fileBasename != nil || fileName != nil {
            var info = moduleInfo
            if let fileBasename { info["file_basename"] = .string(fileBasename) }
            if let fileName { info["file_name"] = .string(fileName) }
            variables["module_info"] = .dictionary(info)
        }
        if let item { variables["item"] = item }
        return variables
    }
}
