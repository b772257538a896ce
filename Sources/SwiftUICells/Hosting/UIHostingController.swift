/// A view controller whose view shows a SwiftUI view, as SwiftUI's `UIHostingController`: the
/// tree is laid out in points by SwiftUI's rules and shown as CellKit views, which VoiceOver
/// reads as UIKit's. A change of `@State` or of an `@Observable` property the tree read makes
/// it evaluate the tree again at its next layout (before VoiceOver next reads the screen).
open class UIHostingController<Content: View>: UIViewController {
    /// The view shown; setting it shows the new one.
    public var rootView: Content {
        didSet { hostingView?.setRoot(rootView) }
    }

    private var hostingView: HostingView?

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    open override func loadView() {
        let hosting = HostingView(root: rootView)
        hostingView = hosting
        view = hosting
    }

    /// The size the view takes when offered `size` (a dimension of `.infinity` asks for its
    /// largest, 0 for its least).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        loadViewIfNeeded()
        return hostingView?.fittingSize(for: size) ?? .zero
    }

    /// The tree that presents this controller's as a sheet, brought up to date before it.
    var presentingHost: HostingView? {
        get { hostingView?.presentingHost }
        set { hostingView?.presentingHost = newValue }
    }

    /// Rotor's own: how many list rows the hosted tree has resolved into views so far (the work
    /// a state change costs: the rows on screen, not every row of a list).
    package var resolvedRowCount: Int {
        hostingView?.state.rowsResolved ?? 0
    }

    /// Rotor's own: how many row identities the hosted lists' tables made, hashed or compared
    /// one by one so far (the work a state change costs: the rows that changed, not every row).
    package var listIdentityWork: Int {
        hostingView?.state.identityWork ?? 0
    }

    /// Rotor's own: how many times the hosted tree was evaluated.
    package var evaluationCount: Int {
        hostingView?.evaluations ?? 0
    }
}
