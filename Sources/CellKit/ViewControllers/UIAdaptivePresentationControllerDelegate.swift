import Foundation

/// What a presentation controller's delegate hears when the user dismisses a sheet (a swipe
/// down on iOS; VoiceOver's escape here), as UIKit's. A sheet dismissed by the app's own code
/// (`dismiss(animated:)`) tells it nothing, as in UIKit. Every method is optional.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss the sheet now; true if not implemented.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user tried to dismiss a sheet that refused (`isModalInPresentation`, or false from
    /// `presentationControllerShouldDismiss(_:)`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The user is dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
