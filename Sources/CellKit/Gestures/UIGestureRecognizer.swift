import Foundation

/// Recognises a touch gesture on a view and runs its handlers.
///
/// Linux Swift has no selectors, so `init(target:action:)` takes only `nil` and
/// `addTarget(_:action:)` cannot exist here; CellKit's own `init(handler:)` and `addHandler(_:)` take closures instead (the
/// porting page shows the change). What a finger or VoiceOver does reaches a recognizer as
/// UIKit's would: a tap recognizer fires on a tap at its view (a VoiceOver double tap sends a
/// tap at the element's activation point), a long-press recognizer on a long press that lifts
/// no drag (a VoiceOver double tap and hold sends one at the element's activation point).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognising its gesture.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture that was recognised: the same as `ended`.
        public static let recognized = State.ended
    }

    /// Where the recognizer is in recognising. Subclasses set it; the handlers read it.
    open var state: State = .possible

    /// Whether the recognizer receives touches. Disabling it while it recognises cancels it.
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }

    /// Whether a recognised gesture cancels the touches its view would otherwise handle (a
    /// button's action under a tap recognizer). True by default, as in UIKit.
    open var cancelsTouchesInView = true

    /// Asked before the recognizer begins.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// The touch's place on the screen, while a gesture is handled.
    private var screenLocation: CGPoint?
    // The closures live in a type of their own, and `addHandler` is final: a stored property or
    // an overridable method whose type holds a main-actor closure is mangled one way in this
    // @preconcurrency class's own file and another in a subclass's (with @Sendable and the
    // actor), so a clean build could fail to link a subclass's metadata. See DECISIONS, "CellKit's
    // public main-actor types are `@preconcurrency`".
    private let handlers = GestureHandlers()

    /// A recognizer with no handler yet.
    public override init() {
        super.init()
    }

    /// CellKit's own, for UIKit's `init(target:action:)`: a recognizer that calls `handler` with
    /// itself each time its state changes to one a target hears (recognised, began, changed,
    /// ended).
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// UIKit's target-and-action form. Linux has no selectors: pass `nil` for both (as code
    /// that adds its target later does) and add what it does with `addHandler(_:)`.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
    }

    /// Called after loading from a nib; CellKit loads no nibs, so never (see
    /// `UIResponder.awakeFromNib()`).
    open func awakeFromNib() {}

    /// CellKit's own, for UIKit's `addTarget(_:action:)`: another closure to call.
    public final func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        handlers.all.append(handler)
    }

    /// The gesture's location in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        let point = screenLocation ?? self.view.map { $0.screenPoint(for: CGPoint(x: $0.bounds.midX, y: $0.bounds.midY)) } ?? .zero
        guard let view else { return point }
        return view.pointFromScreen(point)
    }

    /// The number of touches in the gesture: one, for every gesture a finger or VoiceOver makes here.
    open var numberOfTouches: Int { screenLocation == nil ? 0 : 1 }

    /// Whether this recognizer takes a touch of `kind` at all, given its settings.
    func accepts(_ kind: SimulatedTouch) -> Bool { false }

    /// Runs the gesture through its states at a screen point, calling the handlers as UIKit calls
    /// a target: once for a discrete gesture (recognised), for `began` and `ended` for a
    /// continuous one. Returns whether it recognised. CellKit's own.
    func recognize(_ kind: SimulatedTouch, at point: CGPoint) -> Bool {
        guard isEnabled, accepts(kind), delegate?.gestureRecognizerShouldBegin(self) ?? true else { return false }
        screenLocation = point
        defer {
            screenLocation = nil
            state = .possible
        }
        for step in steps(for: kind) {
            state = step
            for handler in handlers.all { handler(self) }
            // A handler may disable the recognizer, which cancels it.
            if state == .cancelled { break }
        }
        return true
    }

    /// The states a recognised gesture goes through: `recognized` for a discrete one.
    func steps(for kind: SimulatedTouch) -> [State] { [.recognized] }
}

/// CellKit's own: the touches a finger or VoiceOver makes, as recognizers see them.
enum SimulatedTouch {
    /// One finger, one tap.
    case tap
    /// One finger held long enough to lift a drag, without moving.
    case longPress
}
