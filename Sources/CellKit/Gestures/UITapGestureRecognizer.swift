import Foundation

/// Recognises taps. A tap recognizer fires on a single tap of one finger, which is what a
/// VoiceOver double tap sends to an element's activation point; one that needs more taps or
/// fingers is kept but never fires here (VoiceOver users reach those by other gestures).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps the gesture needs; 1 by default.
    open var numberOfTapsRequired = 1
    /// The fingers the gesture needs; 1 by default.
    open var numberOfTouchesRequired = 1

    override func accepts(_ kind: SimulatedTouch) -> Bool {
        guard case .tap = kind else { return false }
        return numberOfTapsRequired == 1 && numberOfTouchesRequired == 1
    }
}
