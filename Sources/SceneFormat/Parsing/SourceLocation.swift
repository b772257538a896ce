/// Where in a scene file something was described: a view, or an element of one.
public struct SourceLocation: Sendable, Equatable {
    /// 1-based line, or 0 when unknown.
    public let line: Int
    /// 1-based column, or 0 when unknown.
    public let column: Int
    /// Where in the scene's structure: `views[2].subviews[0]`.
    public let keyPath: String

    public init(line: Int, column: Int, keyPath: String) {
        self.line = line
        self.column = column
        self.keyPath = keyPath
    }
}
