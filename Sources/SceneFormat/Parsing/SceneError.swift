/// Why a scene or script cannot be used, with where: `file:line:column: key.path: message`.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    /// 1-based line, or 0 when the problem is not at one place in the file.
    public let line: Int
    /// 1-based column, or 0 when unknown.
    public let column: Int
    /// Where in the scene's structure: `views[2].frame`; empty for the file as a whole.
    public let keyPath: String
    public let message: String

    public init(file: String, line: Int, column: Int, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        var text = file
        if line > 0 { text += ":\(line)" + (column > 0 ? ":\(column)" : "") }
        text += ": "
        if !keyPath.isEmpty { text += Self.shortened(keyPath) + ": " }
        return text + message
    }

    /// A key path deep in nested views, with its middle left out so the message stays one
    /// readable line: `views[0].subviews[0]….subviews[2].frame`.
    static func shortened(_ keyPath: String) -> String {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 8 else { return keyPath }
        return (parts.prefix(3) + ["…(\(parts.count - 6) more)"] + parts.suffix(3)).joined(separator: ".")
    }
}
