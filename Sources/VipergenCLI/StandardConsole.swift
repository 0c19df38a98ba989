#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's real standard output and standard error, written with write(2): unbuffered, so output and
/// diagnostics appear in the order they were made.
public struct StandardConsole: Console {
    public init() {}

    public func output(_ text: String) {
        StandardConsole.send(text, to: STDOUT_FILENO)
    }

    public func error(_ text: String) {
        StandardConsole.send(text, to: STDERR_FILENO)
    }

    public var isTerminal: Bool {
        isatty(STDERR_FILENO) != 0
    }

    public var isInputTerminal: Bool {
        isatty(STDIN_FILENO) != 0
    }

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    private static func send(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // A closed pipe: nobody is reading, and there is nowhere to report it.
                }
                offset += written
            }
        }
    }
}
