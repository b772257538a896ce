import Foundation

/// What manages a presented view controller's presentation, as UIKit's
/// `UIPresentationController`: which view controller presents which. CellKit presents over the
/// window itself; this object is what `popoverPresentationController` and
/// `presentationController` give apps to read and configure.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The view controller presented.
    open private(set) unowned var presentedViewController: UIViewController
    /// The view controller presenting it, until it is presented: the one given when made.
    open private(set) weak var presentingViewController: UIViewController?

    /// Told when the user dismisses the sheet (VoiceOver's escape here, a swipe down on iOS).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation of `presentedViewController` by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}
