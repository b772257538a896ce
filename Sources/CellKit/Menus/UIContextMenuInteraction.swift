import Foundation

/// Lets a view show a context menu when it is long-pressed, as UIKit's
/// `UIContextMenuInteraction` (iOS 13). The delegate gives the menu for the place pressed.
///
/// [sim] Rotor keeps the interaction and its delegate, but no gesture shows the menu yet: a
/// long press (VoiceOver's double tap and hold) lifts a drag or reaches long-press recognizers as
/// before. Offer what a menu offers as custom actions too, as VoiceOver users expect.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How a menu appears. The values are UIKit's.
    public enum Appearance: Int, Sendable {
        case unknown = 0
        case rich = 1
        case compact = 2
    }

    /// The object that gives the menu.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to, held as weakly as UIKit holds it.
    open var view: UIView? { hostingView.view }
    private var hostingView = ViewReference(nil)
    /// How the menu shown now appears: `.unknown`, as none is shown.
    open private(set) var menuAppearance: Appearance = .unknown

    /// An interaction whose menus `delegate` gives.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        hostingView = ViewReference(view)
    }

    /// Where the interaction's touch is, in `view`'s coordinates: the centre of the view that
    /// hosts it, as no touch shows a menu in Rotor (nil for no view, as UIKit's answer is in
    /// the window then).
    open func location(in view: UIView?) -> CGPoint {
        guard let host = self.view else { return .zero }
        let centre = CGPoint(x: host.bounds.midX, y: host.bounds.midY)
        return host.convert(centre, to: view)
    }

    /// Dismisses the menu shown, if any: none is, in Rotor.
    open func dismissMenu() {}

    /// Changes the menu shown, if any: none is, in Rotor.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
}
