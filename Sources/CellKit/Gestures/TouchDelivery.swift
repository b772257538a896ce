import Foundation

/// CellKit's own: touches sent to a view for a tap nothing else took, and whether a responder
/// kept them (overrode the touch methods without passing them on).
@MainActor
enum TouchDelivery {
    /// Set when touches passed along the whole responder chain, which no responder kept.
    static var reachedEnd = false

    /// Sends a tap at `point` (window coordinates) to `view` as a touch that begins and ends.
    /// Returns whether a responder kept the touches.
    static func tap(_ view: UIView, at point: CGPoint, in window: UIWindow, timestamp: TimeInterval) -> Bool {
        let touch = UITouch(at: point, in: view, phase: .began, timestamp: timestamp)
        let touches: Set<UITouch> = [touch]
        let event = UIEvent(touches: touches, timestamp: timestamp)
        let outer = reachedEnd
        defer { reachedEnd = outer }
        // Each phase is kept or passed on by itself: an app that overrides only
        // `touchesEnded(_:with:)` keeps the tap.
        reachedEnd = false
        view.touchesBegan(touches, with: event)
        let beganPassed = reachedEnd
        reachedEnd = false
        touch.phase = .ended
        view.touchesEnded(touches, with: event)
        return !(beganPassed && reachedEnd)
    }
}
