/// Lets a view receive drops. The delegate decides what a drop does.
@MainActor
public final class UIDropInteraction: UIInteraction {
    public private(set) weak var delegate: UIDropInteractionDelegate?
    public private(set) weak var view: UIView?
    /// Whether a second session may enter while one is inside.
    public var allowsSimultaneousDropSessions = false

    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        self.view = view
    }
}
