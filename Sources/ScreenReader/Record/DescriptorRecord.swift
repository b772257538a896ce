/// A drag source or drop point descriptor VoiceOver looked at for an element: offered, or left
/// out and why.
public struct DescriptorRecord: Codable, Sendable, Equatable {
    /// The name it was given (an automatic one's default name).
    public let name: String
    /// Where it came from: the element's own list, VoiceOver's search, or the cell around it.
    public let origin: DescriptorOrigin
    /// Whether UIKit made it (a cell's automatic descriptor) or VoiceOver found it.
    public let isAutomatic: Bool
    /// Its view; `nil` once the view is gone.
    public let view: RecordedView?
    /// The point, in the view's own coordinates: x, y.
    public let point: [Double]
    /// The same point on the screen: x, y; `nil` when there is none (a custom action, a view gone).
    public let screenPoint: [Double]?
    /// Why VoiceOver leaves it out; `nil` when it is offered.
    public let leftOut: LeftOutReason?

    public init(name: String, origin: DescriptorOrigin, isAutomatic: Bool, view: RecordedView?, point: [Double], screenPoint: [Double]?,
                leftOut: LeftOutReason?) {
        self.name = name
        self.origin = origin
        self.isAutomatic = isAutomatic
        self.view = view
        self.point = point
        self.screenPoint = screenPoint
        self.leftOut = leftOut
    }
}
