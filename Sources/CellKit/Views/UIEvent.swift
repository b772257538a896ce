/// An input event, passed to hit testing as in UIKit. CellKit's finger passes `nil`, as UIKit
/// does for drag and drop hit tests; the type exists so UIKit signatures read the same.
@preconcurrency @MainActor
open class UIEvent {
    /// The touches of the event; nil for an event that is not a touch's.
    private let touchSet: Set<UITouch>?
    /// When the event happened, in seconds on the screen's clock.
    open private(set) var timestamp: TimeInterval = 0
    /// CellKit's own: set when the event's touches were passed along the whole responder chain,
    /// which no responder kept (the default touch methods set it at the chain's end).
    var passedThroughChain = false

    public init() {
        touchSet = nil
    }

    /// A touch event of `touches` (CellKit's own).
    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        touchSet = touches
        self.timestamp = timestamp
    }

    /// What kind of event it is, as UIKit's.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// A touch event, or the others UIKit names.
    open var type: EventType { .touches }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touchSet }

    /// The touches of the event in a view.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touchSet?.filter { $0.view === view }
    }

    /// The touches of the event in a window.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        touchSet?.filter { $0.window === window }
    }
}
