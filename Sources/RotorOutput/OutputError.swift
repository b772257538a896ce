import Foundation

/// Output that could not be written, or a file that could not be created for it: which one,
/// and why, in one line (`cannot write to standard output: No space left on device`).
package struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path, or `standard output` / `standard error`.
    public let file: String
    /// Why, as the system says it.
    public let reason: String
    /// The whole line: `cannot write to FILE: REASON` (or `cannot create FILE: REASON`).
    public let description: String

    /// A write to `file` that failed with `errno`'s `code`.
    public init(writing file: String, code: Int32) {
        self.file = file
        reason = Self.reason(code)
        description = "cannot write to \(file): \(reason)"
    }

    /// A file that could not be created (or opened for writing), with `errno`'s `code`.
    public init(creating file: String, code: Int32) {
        self.file = file
        reason = Self.reason(code)
        description = "cannot create \(file): \(reason)"
    }

    /// A file that is not written, for a reason of Rotor's own (`that is the scene this
    /// command reads`).
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
        description = "cannot write to \(file): \(reason)"
    }

    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
