extension FileSystem {
    /// The stamps of `paths`, in their order (`nil` where nothing is), taken on every core at once when there are
    /// many: a check of a large app that reads nothing anew spends most of its time waiting for them.
    public func stamps(of paths: [String]) -> [FileStamp?] {
        paths.concurrentMap { stamp($0) }
    }
}
