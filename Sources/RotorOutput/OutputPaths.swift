import Foundation

/// Where an output file goes, and the checks a command makes on its output paths before any
/// work: a folder, a file the command reads, or a path two of its outputs share is refused, and
/// a folder that cannot take a new file is said at once, not after the run.
package enum OutputPaths {
    /// How `OutputFile` writes a path.
    package enum Destination: Equatable {
        /// A new file beside `path` (the regular file, or nothing yet, that a symbolic link or
        /// the path itself names) renamed over it when done; `mode` is the replaced file's
        /// permissions, kept.
        case replacing(path: String, mode: mode_t?)
        /// Written where it is: a device, a pipe, anything under `/dev` or `/proc`, or a
        /// symbolic link to nothing.
        case inPlace
    }

    /// A file a command reads: no output of it may replace the file. `role` names it in the
    /// message (`the scene`, `the script`).
    package struct Input: Sendable {
        /// The file's path, as the command was given it.
        public let path: String
        /// What the file is to the command, as a message names it (`the scene`).
        public let role: String

        /// A file at `path` that the command reads as `role`.
        public init(path: String, role: String) {
            self.path = path
            self.role = role
        }
    }

    /// How `path` is written (see `OutputFile`). A folder there is an error (`EISDIR`).
    package static func destination(of path: String) throws(OutputError) -> Destination {
        // `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1` lead to a descriptor the shell opened:
        // the file behind it must be written, not replaced by a new one nobody has open.
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return .inPlace }
        var status = stat()
        if lstat(path, &status) != 0 {
            return .replacing(path: path, mode: nil)
        }
        var target = path
        if status.st_mode & S_IFMT == S_IFLNK {
            // The file the link names is what is replaced, not the link; a link to nothing is
            // followed by `open` as it always was.
            guard let resolved = realPath(path), stat(resolved, &status) == 0 else { return .inPlace }
            target = resolved
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw OutputError(creating: path, code: EISDIR)
        case S_IFREG: return .replacing(path: target, mode: status.st_mode & 0o7777)
        default: return .inPlace
        }
    }

    /// Creates a new, empty file in `destination`'s folder, named after it and hidden
    /// (`.name.rotor-…`), for writing; errors name the file as `shownAs`.
    package static func createBeside(_ destination: String, naming shownAs: String) throws(OutputError) -> (Int32, String) {
        let folder = (destination as NSString).deletingLastPathComponent
        // Room for the suffix within a file name's 255 bytes.
        var base = ""
        for character in (destination as NSString).lastPathComponent {
            guard base.utf8.count + String(character).utf8.count <= 200 else { break }
            base.append(character)
        }
        var code: Int32 = EEXIST
        for _ in 0..<64 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let name = ".\(base).rotor-\(suffix)"
            let temporary = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
            let opened = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if opened >= 0 { return (opened, temporary) }
            code = errno
            guard code == EEXIST else { break }
        }
        throw OutputError(creating: shownAs, code: code)
    }

    /// Checks, before a command does any work, that each of `outputs` can be written and
    /// replaces nothing the command reads: not a folder, not one of `inputs` (the same file by
    /// device and inode, whatever the path's spelling or links), not a path two outputs share,
    /// and in a folder that takes a new file. Throws the first problem as an `OutputError`
    /// naming the path.
    package static func check(_ outputs: [String], notReplacing inputs: [Input]) throws(OutputError) {
        var seen: [(path: String, resolved: String)] = []
        for output in outputs {
            switch try destination(of: output) {
            case .inPlace:
                // A device or a pipe takes any number of writers (`/dev/null` for two outputs).
                guard access(output, W_OK) == 0 else { throw OutputError(creating: output, code: errno) }
            case .replacing(let path, _):
                // Two outputs renamed onto one path would leave only the one closed last.
                let resolved = resolvedPath(path)
                if let earlier = seen.first(where: { $0.resolved == resolved }) {
                    throw OutputError(file: output, reason: "\(earlier.path) is written there too; give each output a file of its own")
                }
                seen.append((output, resolved))
                var status = stat()
                if stat(path, &status) == 0 {
                    for input in inputs {
                        var read = stat()
                        if stat(input.path, &read) == 0, read.st_dev == status.st_dev, read.st_ino == status.st_ino {
                            throw OutputError(file: output, reason: "that is \(input.role) this command reads; write to another file")
                        }
                    }
                }
                let (probe, temporary) = try createBeside(path, naming: output)
                _ = Foundation.close(probe)
                unlink(temporary)
            }
        }
    }

    /// Checks that `path` is a folder files can be created in, or can be made one (the nearest
    /// folder above it that exists takes a new entry).
    package static func checkFolder(_ path: String) throws(OutputError) {
        var place = path
        while true {
            var status = stat()
            if stat(place, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { throw OutputError(creating: path, code: ENOTDIR) }
                let (probe, temporary) = try createBeside((place as NSString).appendingPathComponent("probe"), naming: path)
                _ = Foundation.close(probe)
                unlink(temporary)
                return
            }
            let parent = (place as NSString).deletingLastPathComponent
            // A relative path's last folder is the working directory.
            place = parent.isEmpty ? "." : parent
        }
    }

    /// `path` with its links and `.`/`..` resolved as far as it exists: two spellings of one
    /// place compare equal.
    static func resolvedPath(_ path: String) -> String {
        if let resolved = realPath(path) { return resolved }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let base = realPath(folder.isEmpty ? "." : folder) else { return path }
        return (base as NSString).appendingPathComponent(name)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
