/// Lets a view receive drops. The delegate decides what a drop does.
@preconcurrency @MainActor
public final class UIDropInteraction: UIInteraction {
    public private(set) weak var delegate: UIDropInteractionDelegate?
    /// The view the interaction is added to. Held as weakly as UIKit holds it, through a
    /// `ViewReference`.
    public var view: UIView? { hostingView.view }
    private var hostingView = ViewReference(nil)
    /// Whether a second session may enter while one is inside.
    public var allowsSimultaneousDropSessions = false

    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        hostingView = ViewReference(view)
    }
}
