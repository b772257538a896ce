import Foundation

/// A file, or a standard stream, written with `write(2)` as each piece comes: nothing waits in a
/// buffer that could fail unseen when the program exits, and every failure is an `OutputError`
/// naming the file (a full disk, `/dev/full`, a closed pipe).
///
/// Text for people goes through `TextOutput`, which makes each line visible first; this type
/// writes bytes as they are, for binary files (a WAVE file).
package final class OutputFile {
    /// How errors name the file: its path, or `standard output` / `standard error`.
    public let name: String
    private var descriptor: Int32
    private let closesWhenDone: Bool

    /// The process's standard output (not closed by this object).
    public static var standardOutput: OutputFile { OutputFile(descriptor: STDOUT_FILENO, name: "standard output") }
    /// The process's standard error (not closed by this object).
    public static var standardError: OutputFile { OutputFile(descriptor: STDERR_FILENO, name: "standard error") }

    /// A descriptor someone else opened and will close.
    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        closesWhenDone = false
    }

    /// Creates the file at `path`, or empties it, and opens it for writing.
    public init(creatingAt path: String) throws(OutputError) {
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard opened >= 0 else { throw OutputError(creating: path, code: errno) }
        descriptor = opened
        name = path
        closesWhenDone = true
    }

    deinit {
        if closesWhenDone, descriptor >= 0 { _ = systemClose(descriptor) }
    }

    /// Writes all of `bytes`, or throws why not. Writing after `close()` is a failure too.
    public func write(_ bytes: [UInt8]) throws(OutputError) {
        guard descriptor >= 0 else { throw OutputError(writing: name, code: EBADF) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if result >= 0 {
                written += result
                continue
            }
            let code = errno
            switch code {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                // A descriptor someone made non-blocking (a terminal shared with another
                // program): wait until it takes more.
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            default:
                throw OutputError(writing: name, code: code)
            }
        }
    }

    /// Closes a file this object opened (a standard stream stays open), and says whether what
    /// was written reached it: some file systems report a failed write only here.
    public func close() throws(OutputError) {
        guard descriptor >= 0 else { return }
        let closing = descriptor
        descriptor = -1
        guard closesWhenDone else { return }
        guard systemClose(closing) == 0 else { throw OutputError(writing: name, code: errno) }
    }
}

// The system's calls, under names the methods above do not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
