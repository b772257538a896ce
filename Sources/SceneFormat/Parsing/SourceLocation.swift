/// Where in a scene file something was described: a view, or an element of one.
public struct SourceLocation: Sendable, Equatable {
    /// 1-based line, or 0 when unknown.
    public let line: Int
    /// 1-based column, or 0 when unknown.
    public let column: Int
    /// Where in the scene's structure: `views[2].subviews[0]`.
    public var keyPath: String { path.text }
    /// The same, written out only when asked for: a scene keeps the place of each of its views.
    private let path: SceneKeyPath

    public init(line: Int, column: Int, keyPath: String) {
        self.init(line: line, column: column, keyPath: SceneKeyPath(keyPath))
    }

    init(line: Int, column: Int, keyPath: SceneKeyPath) {
        self.line = line
        self.column = column
        self.path = keyPath
    }

    public static func == (left: SourceLocation, right: SourceLocation) -> Bool {
        left.line == right.line && left.column == right.column && left.keyPath == right.keyPath
    }
}
