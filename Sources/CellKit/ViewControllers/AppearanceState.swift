/// Where a view controller is in its appearance, as UIKit tracks it: each transition goes through
/// `appearing` or `disappearing`, so that a callback is never called twice for one change.
enum AppearanceState: Sendable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}
