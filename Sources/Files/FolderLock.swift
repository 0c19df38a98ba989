#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a folder, held until `release()` or the end of the process: the system drops the locks of
/// a process however it ends, so one killed while holding a lock leaves none behind.
///
/// It is flock(2) on the folder itself: nothing is created, so nothing is left to clean up. Two locks of one folder
/// exclude each other whether they are taken by two processes or twice in one.
public final class FolderLock {
    /// The folder's descriptor, which holds the lock; -1 once released.
    private var descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Gives the lock up; the second call does nothing.
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit {
        release()
    }

    /// What asking for a folder's lock gave.
    public enum Attempt {
        case locked(FolderLock)
        /// Another process, or another lock in this one, holds the folder.
        case busy
        /// The folder cannot be opened, or its file system keeps no such locks: there is none to take.
        case unsupported
    }

    /// Takes the lock of `folder` if nobody holds it, without waiting.
    static func tryLocking(_ folder: String) -> Attempt {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unsupported }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return .locked(FolderLock(descriptor: descriptor)) }
        let code = errno
        close(descriptor)
        return code == EWOULDBLOCK ? .busy : .unsupported
    }
}
