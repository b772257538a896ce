import Foundation

/// A file, or a standard stream, written with `write(2)` as each piece comes: nothing waits in a
/// buffer that could fail unseen when the program exits, and every failure is an `OutputError`
/// naming the file (a full disk, `/dev/full`, a closed pipe).
///
/// A regular file is never written where it lies: the bytes go to a new file beside it (in the
/// same folder, so on the same file system), and `close()` renames that over the path. Whoever
/// reads the path sees the old file or the new one whole, never half of one; two writers to one
/// path leave one of their files, not a mix; and a write that fails, or a run that ends before
/// `close()`, leaves what was there before. Something else at the path (a device such as
/// `/dev/null` or `/dev/full`, a pipe) is written in place, as it cannot be replaced.
///
/// Text for people goes through `TextOutput`, which makes each line visible first; this type
/// writes bytes as they are, for binary files (a WAVE file).
package final class OutputFile {
    /// How errors name the file: its path, or `standard output` / `standard error`.
    public let name: String
    private var descriptor: Int32
    private let closesWhenDone: Bool
    /// The new file being written and the path it is renamed to on `close()`; `nil` when the
    /// file is written in place (or is a standard stream).
    private var replacement: (temporary: String, destination: String)?
    /// Whether a write failed: `close()` then leaves what was at the path as it was.
    private var hasFailed = false

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

    /// Opens a file that takes the place of whatever is at `path` when `close()` is called (see
    /// the type's notes); a device or a pipe at `path` is opened for writing as it is.
    public init(creatingAt path: String) throws(OutputError) {
        name = path
        closesWhenDone = true
        switch try OutputPaths.destination(of: path) {
        case .inPlace:
            let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            guard opened >= 0 else { throw OutputError(creating: path, code: errno) }
            descriptor = opened
        case .replacing(let destination, let mode):
            let (opened, temporary) = try OutputPaths.createBeside(destination, naming: path)
            if let mode { _ = fchmod(opened, mode) }
            descriptor = opened
            replacement = (temporary, destination)
        }
    }

    deinit {
        if closesWhenDone, descriptor >= 0 { _ = systemClose(descriptor) }
        // Never closed: nothing replaces what is at the path.
        if let replacement { unlink(replacement.temporary) }
    }

    /// The open descriptor, for C code that writes the file itself (the cast recorder writes
    /// a duplicate of it); `-1` once closed.
    package var fileDescriptor: Int32 { descriptor }

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
                hasFailed = true
                throw OutputError(writing: name, code: code)
            }
        }
    }

    /// Closes a file this object opened (a standard stream stays open) and puts it in its
    /// place, and says whether what was written reached it: some file systems report a failed
    /// write only here. After a write that failed, the new file is dropped instead, and what
    /// was at the path stays.
    public func close() throws(OutputError) {
        guard descriptor >= 0 else { return }
        let closing = descriptor
        descriptor = -1
        guard closesWhenDone else { return }
        let closed = systemClose(closing) == 0
        let code = errno
        guard let replacement else {
            guard closed else { throw OutputError(writing: name, code: code) }
            return
        }
        self.replacement = nil
        guard closed, !hasFailed else {
            unlink(replacement.temporary)
            if !closed { throw OutputError(writing: name, code: code) }
            return
        }
        guard rename(replacement.temporary, replacement.destination) == 0 else {
            let code = errno
            unlink(replacement.temporary)
            throw OutputError(writing: name, code: code)
        }
    }

    /// Closes the file without putting it in its place: what was at the path stays (a file
    /// written in place keeps what was written).
    package func discard() {
        hasFailed = true
        try? close()
    }
}

// The system's calls, under names the methods above do not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
