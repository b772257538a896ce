/// The content view a `UIHostingConfiguration` makes: a hosted SwiftUI tree filling the cell's
/// content area, shown again when the cell is given a new configuration of the same type.
final class HostingConfigurationView: UIView, UIContentView {
    private let hosting: HostingView

    /// The configuration shown; setting one shows its views in the same hosted tree.
    var configuration: any UIContentConfiguration {
        didSet { showConfiguration() }
    }

    init(configuration: any UIContentConfiguration & HostedConfiguration) {
        self.configuration = configuration
        hosting = HostingView(root: EmptyView())
        super.init(frame: .zero)
        addSubview(hosting)
        showConfiguration()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Whether the cell is a row of a table or a list, whose margins and least height are a
    /// row's.
    private var isInRow: Bool {
        superview is UITableViewCell || superview is UICollectionViewListCell
    }

    private func showConfiguration() {
        guard let hosted = configuration as? HostedConfiguration else { return }
        // A row's content sits 16 points from its sides and 11 from its top and bottom, so one
        // line of text makes a 44-point row; other cells' content 8 points from every edge [sim].
        let margins = isInRow ? EdgeInsets(top: 11, leading: NodeLayout.rowInset, bottom: 11, trailing: NodeLayout.rowInset)
            : EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        hosting.setRoot(hosted.root(defaultMargins: margins, defaultMinHeight: isInRow ? NodeLayout.rowHeight : 0))
        layOutHosting()
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        showConfiguration()
    }

    override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layOutHosting() } }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOutHosting()
    }

    /// Shows the hosted tree at the content view's size now. A table cell is one element whose
    /// label is read from the views inside it, with no layout pass going into it first, so the
    /// tree is shown as soon as it or the size changes, not at the next drawing.
    private func layOutHosting() {
        if hosting.frame != bounds { hosting.frame = bounds }
        hosting.layoutIfNeeded()
    }

    /// The size the hosted views take at `size`'s width, however tall: what a self-sizing row
    /// or item asks of its content view.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        hosting.fittingSize(for: ProposedSize(width: size.width.isFinite ? max(0, size.width) : nil, height: nil))
    }
}
