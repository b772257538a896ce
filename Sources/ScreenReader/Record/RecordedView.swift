/// A view as the record names it: by its accessibility identifier (a scene's `id`) when it has
/// one, else by its type, with its frame on the screen to tell two of a type apart.
public struct RecordedView: Codable, Sendable, Equatable {
    /// The accessibility identifier, trimmed; `nil` when it has none.
    public let identifier: String?
    /// The view's type.
    public let type: String
    /// On the screen: x, y, width, height, in points.
    public let frame: [Double]

    public init(identifier: String?, type: String, frame: [Double]) {
        self.identifier = identifier
        self.type = type
        self.frame = frame
    }

    /// The identifier, else the type: how a line of text names the view.
    public var name: String { identifier ?? type }
}
