import Foundation

/// One finger on the screen, as UIKit's: where it is, in which view, and in which phase.
///
/// [sim] Rotor's finger taps: a tap that no control or gesture recognizer takes is delivered
/// to the view under it as `touchesBegan(_:with:)` then `touchesEnded(_:with:)`, one touch
/// whose location is the tapped point; VoiceOver's double tap sends such a tap at the
/// element's activation point, as on iOS.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// A touch's phase, as UIKit's.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }

    /// What touched, as UIKit's.
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3
    }

    /// The phase now.
    open internal(set) var phase: Phase
    /// The number of taps in a row: one.
    open var tapCount: Int { 1 }
    /// When the touch last changed, in seconds on the screen's clock.
    open internal(set) var timestamp: TimeInterval
    /// A finger.
    open var type: TouchType { .direct }
    /// The view the touch began in.
    open private(set) weak var view: UIView?
    /// The window the touch is in.
    open var window: UIWindow? { view?.window }
    /// The force of the touch: a finger's, with no force sensing.
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    /// The radius of the touch, in points: a fingertip's.
    open var majorRadius: CGFloat { 20 }
    open var majorRadiusTolerance: CGFloat { 5 }
    /// The recognizers the touch is delivered to: none (taps reach recognizers first).
    open var gestureRecognizers: [UIGestureRecognizer]? { [] }

    /// Where the touch is, in window coordinates.
    private let pointInWindow: CGPoint

    init(at pointInWindow: CGPoint, in view: UIView, phase: Phase, timestamp: TimeInterval) {
        self.pointInWindow = pointInWindow
        self.view = view
        self.phase = phase
        self.timestamp = timestamp
        super.init()
    }

    /// Where the touch is in `view`'s coordinates (the window's for `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return pointInWindow }
        return view.convert(pointInWindow, from: window)
    }

    /// Where the touch was before its last move: where it is (a tap does not move).
    open func previousLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The precise location: the location (a finger has no finer one here).
    open func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }
}
