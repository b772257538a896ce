/// Lets a view start drags. The delegate says what to drag from the touched point.
@preconcurrency @MainActor
public final class UIDragInteraction: UIInteraction {
    /// CellKit's own: which optional methods this one's delegates implement, as calls have shown
    /// (`ImplementedMethods`); made on the first optional call.
    package lazy var implementedMethods = ImplementedMethods()

    public private(set) weak var delegate: UIDragInteractionDelegate?
    /// The view the interaction is added to. Held as weakly as UIKit holds it, through a
    /// `ViewReference`.
    public var view: UIView? { hostingView.view }
    private var hostingView = ViewReference(nil)
    /// A disabled interaction ignores touches. It starts as `isEnabledByDefault`.
    public var isEnabled: Bool {
        get { storedIsEnabled }
        set { storedIsEnabled = newValue }
    }
    @exclusivity(unchecked) private var storedIsEnabled = UIDragInteraction.isEnabledByDefault

    /// Whether drag interactions start enabled on this device (`UIDevice.current`): true on
    /// iPad, false on iPhone.
    public static var isEnabledByDefault: Bool { UIDevice.current.userInterfaceIdiom != .phone }

    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        hostingView = ViewReference(view)
    }
}
