/// Types every app's code may refer to. A file-scope type of the same name in the app hides the real one in every
/// file of its target: `gen String vip` declares `enum String` (the Clean Swift namespace), and every `String` in the
/// app then means it; `gen Timer vip` hides Foundation's `Timer`.
///
/// Every public type of the platform modules this toolchain ships (`PlatformTypeNames`, generated from their symbol
/// graphs), and, by hand, those of the modules only Apple's SDKs have (UIKit, SwiftUI, Combine) and of Swift's
/// concurrency, whose symbol graph the toolchain does not give.
enum StandardTypeNames {
    /// Whether `name` is one of them: a binary search of the generated list, then the hand-kept set. A run asks
    /// about the dozen types a module declares; building a set of the 700 names would cost more, and looking
    /// through the 66 hand-kept ones compared 66 strings for every name that is none of them.
    static func contains(_ name: String) -> Bool {
        let names = PlatformTypeNames.sorted
        var low = 0
        var high = names.count
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < name { low = middle + 1 } else { high = middle }
        }
        return (low < names.count && names[low] == name) || byHand.contains(name)
    }

    /// The names that cannot be generated here: Swift's concurrency types, SwiftUI, Combine and UIKit.
    static let byHand: Set<String> = [
        // Swift
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Comparable", "Decodable", "Dictionary",
        "Double", "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Never",
        "Optional", "Result", "Sendable", "Sequence", "Collection", "Set", "String", "Substring", "Task", "UInt",
        "Void", "Actor", "MainActor",
        // Foundation
        "Data", "Date", "Decimal", "URL", "UUID", "Locale", "Calendar", "TimeInterval", "Notification", "Bundle",
        "NSObject", "JSONDecoder", "JSONEncoder",
        // SwiftUI and Combine
        "View", "Text", "Image", "Button", "List", "Color", "Font", "State", "Binding", "Published",
        "ObservableObject", "Environment", "App", "Scene", "AnyCancellable",
        // UIKit
        "UIView", "UIViewController", "UIColor", "UIImage", "UIButton", "UILabel", "UIApplication",
    ]
}
