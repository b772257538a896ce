import Foundation

/// CellKit's own: touches sent to a view for a tap nothing else took, and whether a responder
/// kept them (overrode the touch methods without passing them on). What the chain did is kept
/// on the event, so no state outlives one tap.
@MainActor
enum TouchDelivery {
    /// Sends a tap at `point` (window coordinates) to `view` as a touch that begins and ends.
    /// Returns whether a responder kept the touches.
    static func tap(_ view: UIView, at point: CGPoint, in window: UIWindow, timestamp: TimeInterval) -> Bool {
        let touch = UITouch(at: point, in: view, phase: .began, timestamp: timestamp)
        let touches: Set<UITouch> = [touch]
        let event = UIEvent(touches: touches, timestamp: timestamp)
        // Each phase is kept or passed on by itself: an app that overrides only
        // `touchesEnded(_:with:)` keeps the tap.
        view.touchesBegan(touches, with: event)
        let beganPassed = event.passedThroughChain
        event.passedThroughChain = false
        touch.phase = .ended
        view.touchesEnded(touches, with: event)
        return !(beganPassed && event.passedThroughChain)
    }
}
