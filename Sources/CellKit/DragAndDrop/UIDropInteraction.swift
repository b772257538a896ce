/// Lets a view receive drops. The delegate decides what a drop does.
@preconcurrency @MainActor
public final class UIDropInteraction: UIInteraction {
    /// CellKit's own: which optional methods this one's delegates implement, as calls have shown
    /// (`ImplementedMethods`); made on the first optional call.
    package lazy var implementedMethods = ImplementedMethods()

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
