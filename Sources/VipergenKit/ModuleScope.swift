import Liquid

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        moduleInfo = [
            "name": .string(moduleName),
            "description": .string(description),
            "project_name": .string(configuration.projectName),
            "product_module_name": .string(configuration.productModuleName),
            "project_targets": .array(configuration.projectTargets.map { .string($0) }),
            "test_targets": .array(configuration.testTargets.map { .string($0) }),
        ]
        shared = [
            "module_info": .dictionary(moduleInfo),
            "developer": [
                "name": .string(configuration.author),
                "company": .string(configuration.company),
            ],
            "date": .string(date.generambaFormat),
            "year": .string(String(date.year)),
            "prefix": .string(configuration.prefix),
            "custom_parameters": .dictionary(customParameters),
        ]
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

/// A calendar day, from a Unix time in UTC or local time, without Foundation's calendar machinery.
public struct CalendarDate: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The UTC day of `seconds` since 1970 (the civil-from-days algorithm, valid for any Int64 day count).
    public init(unixTime seconds: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
    }

    /// `dd/MM/yyyy`, Generamba's `date`.
    var generambaFormat: String {
        "\(Self.pad(day, 2))/\(Self.pad(month, 2))/\(year)"
    }

    /// `n` with leading zeros to `width` digits.
    static func pad(_ n: Int, _ width: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension CalendarDate {
    /// Today: from `SOURCE_DATE_EPOCH` (in UTC) when it is set, so output is reproducible, else the local day.
    /// - Throws: `SourceDateEpochError` when the variable is set but is not a whole number of seconds.
    public static func today(environment: [String: String]) throws(SourceDateEpochError) -> CalendarDate {
        if let seconds = try sourceDateEpoch(environment: environment) {
            return CalendarDate(unixTime: seconds)
        }
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }
}

/// `SOURCE_DATE_EPOCH`, the fixed "now" of reproducible builds, when it is set.
/// - Throws: `SourceDateEpochError` when it is set but is not a whole number of seconds.
public func sourceDateEpoch(environment: [String: String]) throws(SourceDateEpochError) -> Int64? {
    guard let text = environment["SOURCE_DATE_EPOCH"] else { return nil }
    guard let seconds = Int64(text) else { throw SourceDateEpochError(value: text) }
    return seconds
}

/// `SOURCE_DATE_EPOCH` is set to something that is not a Unix time.
public struct SourceDateEpochError: Error, Sendable, CustomStringConvertible {
    public var value: String
    public var description: String {
        "error: SOURCE_DATE_EPOCH is '\(value)'; it must be a whole number of seconds since 1970 (as `date +%s` prints)"
    }
}
