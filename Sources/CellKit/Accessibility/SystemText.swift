/// CellKit's own: words UIKit gives a control in the system's language (a stepper's
/// "Increment", a page control's "page 2 of 3", a tab's badge), so that a screen reader says them
/// in its own language. CellKit's getters give the English; a screen reader asks a
/// `SystemWording` object for these instead, when the app set nothing of its own.
package enum SystemText: Equatable, Sendable {
    /// A stepper's button that lowers its value.
    case decrement
    /// A stepper's button that raises its value.
    case increment
    /// A page control's value: page `index` (from 1) of `count`.
    case page(index: Int, count: Int)
    /// A tab's badge, as written on it: a number is said as a count of items.
    case badge(String)
    /// An activity indicator that spins.
    case inProgress
    /// An activity indicator that has stopped and is still shown.
    case progressHalted

    /// UIKit's English for these words.
    package var english: String {
        switch self {
        case .decrement: "Decrement"
        case .increment: "Increment"
        case .page(let index, let count): "page \(index) of \(count)"
        case .badge(let text): text
        case .inProgress: "In progress"
        case .progressHalted: "Progress halted"
        }
    }
}
