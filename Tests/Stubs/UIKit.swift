// A minimal stand-in for UIKit, so code generated from the built-in templates type-checks and its tests run
// on Linux. It declares only what those templates use, with UIKit's signatures and isolation (`@MainActor`
// where the SDK has it), and enough behaviour for tests: views load lazily, navigation controllers keep a
// stack, `present` records the presented controller. Build it as a module named `UIKit`.

@_exported import Foundation

// MARK: - Colors and text

open class UIColor: @unchecked Sendable {
    public init(white: CGFloat, alpha: CGFloat) {}

    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

// MARK: - Layout

@MainActor
open class NSLayoutConstraint {
    open var isActive = false

    init() {}

    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }
}

@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    init() {}

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
open class UILayoutGuide {
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    public init() {}
}

// MARK: - Views

@MainActor
open class UIView {
    open var backgroundColor: UIColor?
    open var translatesAutoresizingMaskIntoConstraints = true
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open var layoutMarginsGuide = UILayoutGuide()

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    public init(frame: CGRect) {}

    public convenience init() {
        self.init(frame: .zero)
    }

    open func addSubview(_ view: UIView) {
        view.superview = self
        subviews.append(view)
    }
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var numberOfLines = 1
    open var textAlignment = NSTextAlignment.natural
}

@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: UIActivityIndicatorView.Style) {
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open func startAnimating() { isAnimating = true }

    open func stopAnimating() { isAnimating = false }
}

@MainActor
open class UIStackView: UIView {
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var spacing: CGFloat = 0
    open private(set) var arrangedSubviews: [UIView] = []

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}

// MARK: - View controllers

@MainActor
open class UIViewController {
    open var title: String?
    open private(set) var presentedViewController: UIViewController?
    open var isViewLoaded: Bool { loadedView != nil }

    /// Like UIKit's: nil until first read, which calls `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var navigationController: UINavigationController? {
        (self as? UINavigationController) ?? parentNavigationController
    }

    /// Like UIKit's: one item per view controller, created on first read.
    open var navigationItem: UINavigationItem { ownNavigationItem }

    private var loadedView: UIView?
    private lazy var ownNavigationItem = UINavigationItem()
    fileprivate weak var parentNavigationController: UINavigationController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    open func loadView() { loadedView = UIView() }

    open func viewDidLoad() {}

    open func loadViewIfNeeded() { _ = view }

    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        completion?()
    }
}

@MainActor
open class UINavigationController: UIViewController {
    open private(set) var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.parentNavigationController = self
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.parentNavigationController = nil
        return popped
    }
}

// MARK: - Navigation items and actions

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor
open class UIAction {
    open var title: String
    let handler: UIActionHandler

    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
    }
}

@MainActor
open class UIBarButtonItem {
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add
    }

    open var title: String?
    open var primaryAction: UIAction?
    open private(set) var systemItem: UIBarButtonItem.SystemItem?

    public init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    public init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.primaryAction = primaryAction
    }
}

@MainActor
open class UINavigationItem {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?

    public init() {}
}

// MARK: - Alerts

@MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    open private(set) var title: String?
    open private(set) var style: UIAlertAction.Style
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    open private(set) var actions: [UIAlertAction] = []
    open private(set) var message: String?
    open private(set) var preferredStyle = UIAlertController.Style.alert

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }
}

// MARK: - Added for mvvm-r

extension UIViewController {
    /// Like UIKit's when called on the presenting controller: drops the controller it presented. (UIKit also
    /// forwards the call from a presented controller to its presenter; the stand-in keeps no presenter.)
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
}
