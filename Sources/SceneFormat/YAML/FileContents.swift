import Foundation

/// A file's bytes, read only when the path names a regular file no larger than a limit.
///
/// A scene given as `/dev/zero` would be read for ever, a named pipe would wait for a writer,
/// `/dev/null` reads as nothing: each is refused by what it is, from `stat`, before anything is
/// opened. The size is checked from `stat` too, and no more than the limit and one byte is ever
/// read, so a file that grows (or lies about its size) cannot make Rotor read on.
enum FileContents {
    /// Why a path cannot be read, said of the path: `is a named pipe (FIFO), not a file`.
    struct Refusal: Error, Equatable {
        let message: String
    }

    /// The file's bytes; a file over `limit` bytes is refused as one of `kind` (`scenes`,
    /// `scripts`), whose limit it is.
    static func read(path: String, limit: Int, kind: String = "scenes") throws(Refusal) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw Refusal(message: unreachable(path, code: errno)) }
        try requireRegularFile(status)
        guard status.st_size <= off_t(limit) else {
            throw Refusal(message: "the file is \(status.st_size) bytes; \(kind) are limited to \(limit)")
        }
        // Non-blocking: should the path have become a named pipe since `stat`, opening it does not
        // wait for a writer (and `fstat` below refuses it).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Refusal(message: unreachable(path, code: errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw Refusal(message: "cannot be read: " + reason(errno)) }
        try requireRegularFile(status)

        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(clamping: status.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw Refusal(message: "cannot be read: " + reason(errno))
            }
            bytes += chunk[0..<count]
        }
        guard bytes.count <= limit else {
            throw Refusal(message: "the file is more than \(limit) bytes; \(kind) are limited to \(limit)")
        }
        return bytes
    }

    /// Refuses what is not a regular file, saying what it is.
    private static func requireRegularFile(_ status: stat) throws(Refusal) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw Refusal(message: "is a directory, not a file")
        case S_IFIFO: throw Refusal(message: "is a named pipe (FIFO), not a file")
        case S_IFCHR, S_IFBLK: throw Refusal(message: "is a device, not a file")
        case S_IFSOCK: throw Refusal(message: "is a socket, not a file")
        default: throw Refusal(message: "is not a file")
        }
    }

    /// Why `stat` or `open` failed, said of the path.
    private static func unreachable(_ path: String, code: Int32) -> String {
        switch code {
        case ENOENT:
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                return "is a symbolic link to something that does not exist"
            }
            return "no such file"
        case ELOOP: return "is a loop of symbolic links"
        case EACCES: return "cannot be read: permission denied"
        case ENOTDIR: return "no such file (a part of the path is not a directory)"
        case ENAMETOOLONG: return "the path is too long"
        default: return "cannot be read: " + reason(code)
        }
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

/// `read(2)`, under a name `FileContents.read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
