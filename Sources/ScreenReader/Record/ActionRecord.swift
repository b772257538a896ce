/// One entry of an element's Actions rotor, as the record keeps it.
public struct ActionRecord: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case custom
        case dragSource = "drag-source"
        case dropPoint = "drop-point"
        case addToDrag = "add-to-drag"
    }

    public let kind: Kind
    /// The name VoiceOver speaks.
    public let name: String
    /// The language the name is spoken in when it is not the screen reader's.
    public let language: String?
    /// Whether VoiceOver found (and named) it rather than the app.
    public let isAutomatic: Bool
    /// A drag source's or drop point's view; `nil` for a custom action.
    public let view: RecordedView?
    /// Where in that view, in the view's own coordinates: x, y.
    public let point: [Double]?
    /// The same point on the screen: x, y; `nil` when there is none (a custom action, a view gone).
    public let screenPoint: [Double]?

    public init(kind: Kind, name: String, language: String?, isAutomatic: Bool, view: RecordedView?, point: [Double]?, screenPoint: [Double]?) {
        self.kind = kind
        self.name = name
        self.language = language
        self.isAutomatic = isAutomatic
        self.view = view
        self.point = point
        self.screenPoint = screenPoint
    }
}
