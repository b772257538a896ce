/// The view a `UIHostingController` shows: it evaluates the SwiftUI tree, lays it out in its
/// bounds and keeps a CellKit view for each resolved node, by structural identity.
final class HostingView: UIView {
    private var root: any View
    let state = HostState()
    private var materializer = NodeMaterializer()
    private var laidOutSize: CGSize?
    private var isUpdating = false
    /// The tree's edit mode, which `@Environment(\.editMode)` binds to [sim].
    private let editMode = StateStorage(EditMode.inactive)
    /// How many times the tree was evaluated (a test's measure of re-evaluation).
    private(set) var evaluations = 0
    /// Presents the tree's sheets and alerts.
    private lazy var presentations = PresentationCoordinator(host: self)
    /// The tree that presents this one as a sheet: it is brought up to date first, since this
    /// tree's views are made from its state.
    weak var presentingHost: HostingView?

    init(root: any View) {
        self.root = root
        super.init(frame: .zero)
        state.onStale = { [weak self] in self?.setNeedsLayout() }
        editMode.host = state
    }

    required init?(coder: NSCoder) {
        nil
    }

    func setRoot(_ view: any View) {
        root = view
        state.markStale()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        update()
    }

    /// Evaluates the tree when it is stale or the bounds changed, lays it out and updates the
    /// views. A state set while this runs (by `onAppear`) evaluates it again, a bounded number
    /// of times.
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        presentingHost?.update()
        var rounds = 0
        var rendered = false
        while rounds < 8, state.isStale || laidOutSize != bounds.size {
            rounds += 1
            rendered = true
            // Every @Observable property read while the tree is made, laid out and shown (a
            // toggle's binding is read when its view is) makes it stale when it changes.
            let appeared = state.tracking { render() }
            for action in appeared + state.takeQueued() {
                action()
            }
        }
        isUpdating = false
        // Sheets and alerts follow the tree once it is shown (presenting lays other views out).
        if rendered { presentations.apply(state.presentationRequests) }
    }

    /// Evaluates, lays out and shows the tree; returns the `onAppear` actions of new views.
    private func render() -> [() -> Void] {
        let nodes = evaluate()
        var layout = NodeLayout(metrics: cellMetrics)
        // The root's views are centred in the bounds, as SwiftUI places a hosted view.
        let container = Node(id: "/root", kind: .zstack(.center), children: nodes, environment: rootEnvironment())
        _ = layout.size(of: container, proposed: ProposedSize(bounds.size))
        layout.place(container, in: CGRect(origin: .zero, size: bounds.size))
        laidOutSize = bounds.size
        return materializer.show(container.children, in: self)
    }

    private func evaluate() -> [Node] {
        evaluations += 1
        state.beginEvaluation()
        let context = ResolveContext(host: state, path: "", environment: rootEnvironment())
        let nodes = context.resolveHere(root)
        state.endEvaluation()
        return nodes
    }

    /// What the root view's environment holds: the interface style, the edit mode and how to
    /// dismiss the controller.
    private func rootEnvironment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        let editMode = editMode
        environment.editMode = Binding(get: { editMode.value }, set: { editMode.value = $0 })
        environment.dismiss = DismissAction { [weak self] in self?.dismissController() }
        return environment
    }

    /// As SwiftUI's dismiss action in a hosting controller: pops it when it is pushed on a
    /// navigation stack above another, else dismisses the presentation it is in.
    private func dismissController() {
        guard let controller = next as? UIViewController else { return }
        var shown: UIViewController? = controller
        while let current = shown {
            if let navigation = current.navigationController, navigation.viewControllers.count > 1,
               navigation.topViewController === current {
                _ = navigation.popViewController(animated: true)
                return
            }
            if current.presentingViewController != nil {
                current.dismiss(animated: true)
                return
            }
            shown = current.parent
        }
    }

    /// The size the tree takes when offered `size`.
    func fittingSize(for size: CGSize) -> CGSize {
        fittingSize(for: ProposedSize(size))
    }

    /// The size the tree takes when offered `proposal` (`nil` in a dimension: its ideal size).
    func fittingSize(for proposal: ProposedSize) -> CGSize {
        let nodes = evaluate()
        state.markStaleQuietly()
        var layout = NodeLayout(metrics: cellMetrics)
        let container = Node(id: "/root", kind: .zstack(.center), children: nodes, environment: rootEnvironment())
        return layout.size(of: container, proposed: proposal)
    }
}
