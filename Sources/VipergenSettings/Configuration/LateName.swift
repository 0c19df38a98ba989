import Synchronization

/// A name found the first time it is asked for, then kept: the developer's own name, which git's config files give
/// (reading them is the one file access of a `gen` that no template may need). Copies of a configuration share one.
public final class LateName: Sendable, Equatable {
    private enum State {
        case unread(@Sendable () -> String)
        case read(String)
    }

    private let state: Mutex<State>

    /// A name that `find` gives, when first asked for.
    public init(_ find: @escaping @Sendable () -> String) {
        state = Mutex(.unread(find))
    }

    /// The name, found now if it has not been.
    public var value: String {
        state.withLock { state in
            switch state {
            case .read(let name):
                return name
            case .unread(let find):
                let name = find()
                state = .read(name)
                return name
            }
        }
    }

    /// The same name only: one not yet found cannot be compared by its text.
    public static func == (left: LateName, right: LateName) -> Bool {
        left === right
    }

    /// Whether the name has been found: only then is it recorded.
    public var isRead: Bool {
        state.withLock { state in
            if case .read = state { return true }
            return false
        }
    }
}
