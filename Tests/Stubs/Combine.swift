// A minimal stand-in for Combine, so code generated from the built-in templates type-checks and its tests run on
// Linux. It declares only what those templates use, with Combine's signatures, and enough behaviour for tests:
// subjects deliver values synchronously, in subscription order, `CurrentValueSubject` replays its value to a new
// subscriber, and `@Published` properties send their object's `objectWillChange` before every change. Build it as a
// module named `Combine`.

// MARK: - Publishers

/// Combine's `Publisher`, reduced to one primitive in place of `receive(subscriber:)`.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Calls `receiveValue` with every value until the returned cancellable is cancelled or released. Stand-in only:
    /// code under test uses `sink`.
    func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher._subscribe($0) }
    }

    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue)
    }
}

// MARK: - Cancellation

public protocol Cancellable {
    func cancel()
}

/// Like Combine's: cancels its subscription when cancelled or released.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelSubscription: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        cancelSubscription = cancel
    }

    deinit {
        cancelSubscription?()
    }

    public func cancel() {
        cancelSubscription?()
        cancelSubscription = nil
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

// MARK: - Subjects

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
}

public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    /// Setting it sends the new value, as in Combine.
    public var value: Output {
        didSet { receivers.send(value) }
    }

    private let receivers = Receivers<Output>()

    public init(_ value: Output) {
        self.value = value
    }

    public func send(_ input: Output) {
        value = input
    }

    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(value)
        return receivers.add(receiveValue)
    }
}

/// The subscribers of one publisher, in subscription order.
private final class Receivers<Output> {
    private var receivers: [(id: Int, receive: (Output) -> Void)] = []
    private var nextID = 0

    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let id = nextID
        nextID += 1
        receivers.append((id, receive))
        return AnyCancellable { [weak self] in
            self?.receivers.removeAll { $0.id == id }
        }
    }

    func send(_ value: Output) {
        for receiver in receivers {
            receiver.receive(value)
        }
    }
}

// MARK: - Observable objects

public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let receivers = Receivers<Void>()

    public init() {}

    public func send() {
        receivers.send(())
    }

    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receivers.add(receiveValue)
    }
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// Like Combine's: one publisher per object, kept by its `@Published` properties, which send it before every
    /// change. (An object without `@Published` properties gets a new publisher on every read.)
    public var objectWillChange: ObservableObjectPublisher {
        let properties = Mirror(reflecting: self).children.compactMap { $0.value as? any PublishedProperty }
        if let publisher = properties.first?.objectWillChange {
            return publisher
        }
        let publisher = ObservableObjectPublisher()
        for property in properties {
            property.objectWillChange = publisher
        }
        return publisher
    }
}

@propertyWrapper
public struct Published<Value> {
    private let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) {
        storage = PublishedStorage(value: wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set {
            storage.objectWillChange?.send()
            storage.value = newValue
        }
    }
}

private final class PublishedStorage<Value> {
    var value: Value
    var objectWillChange: ObservableObjectPublisher?

    init(value: Value) {
        self.value = value
    }
}

/// How `objectWillChange` finds an object's `@Published` properties.
private protocol PublishedProperty {
    var objectWillChange: ObservableObjectPublisher? { get nonmutating set }
}

extension Published: PublishedProperty {
    fileprivate var objectWillChange: ObservableObjectPublisher? {
        get { storage.objectWillChange }
        nonmutating set { storage.objectWillChange = newValue }
    }
}
