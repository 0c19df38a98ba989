// A minimal stand-in for SwiftUI, so code generated from the built-in templates type-checks and its tests run on
// Linux. It declares only what those templates use, with SwiftUI's signatures and isolation (`@MainActor` where the
// SDK has it). Views are plain values that keep what they were given; nothing is laid out or drawn. Like SwiftUI on
// iOS it re-exports UIKit and Combine. Build it as a module named `SwiftUI`, after the UIKit and Combine stand-ins.

@_exported import Combine
@_exported import UIKit

// MARK: - Views

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never { fatalError("Never has no body") }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never { fatalError("Optional has no body") }
}

// The views below conform to `View` in extensions, so that, as in SwiftUI, the types themselves are not isolated to
// the main actor: the result builder's static methods, which are not isolated, create them.

public struct EmptyView {
    public init() {}
}

extension EmptyView: View {
    public typealias Body = Never

    public var body: Never { fatalError("EmptyView has no body") }
}

public struct TupleView<T> {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }
}

extension TupleView: View {
    public typealias Body = Never

    public var body: Never { fatalError("TupleView has no body") }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: View {
    public typealias Body = Never

    public var body: Never { fatalError("_ConditionalContent has no body") }
}

// MARK: - Controls and containers

public struct Text {
    let content: String

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }
}

extension Text: View {
    public typealias Body = Never

    public var body: Never { fatalError("Text has no body") }
}

public struct Button<Label: View> {
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button: View {
    public typealias Body = Never

    public var body: Never { fatalError("Button has no body") }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

public struct ProgressView<Label: View, CurrentValueLabel: View> {}

extension ProgressView: View {
    public typealias Body = Never

    public var body: Never { fatalError("ProgressView has no body") }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
}

public struct VStack<Content: View> {
    let spacing: CGFloat?
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: View {
    public typealias Body = Never

    public var body: Never { fatalError("VStack has no body") }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
}

extension List: View {
    public typealias Body = Never

    public var body: Never { fatalError("List has no body") }
}

extension List where SelectionValue == Never {
    public init<Data, RowContent>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        content = ForEach(data, content: rowContent)
    }
}

// MARK: - Modifiers

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        OnAppearView(content: self, action: action)
    }
}

private struct OnAppearView<Content: View> {
    let content: Content
    let action: (() -> Void)?
}

extension OnAppearView: View {
    typealias Body = Never

    var body: Never { fatalError("OnAppearView has no body") }
}

// MARK: - Observation

@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }
}

// MARK: - UIKit integration

/// Like SwiftUI's: a view controller showing `rootView`.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
}
