/// Lets a view start drags. The delegate says what to drag from the touched point.
@MainActor
public final class UIDragInteraction: UIInteraction {
    public private(set) weak var delegate: UIDragInteractionDelegate?
    public private(set) weak var view: UIView?
    /// A disabled interaction ignores touches. CellKit simulates an iPad, where drags are on
    /// by default.
    public var isEnabled = UIDragInteraction.isEnabledByDefault

    /// Whether drag interactions start enabled on this device: true on iPad.
    public static var isEnabledByDefault: Bool { true }

    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        self.view = view
    }
}
