/// The table view a SwiftUI `List` becomes: CellKit's own `UITableView` whose data source keeps
/// the rows by identity (`ListTableController`), so VoiceOver reads its rows as a table's (with
/// their context), only the rows on screen have cells, a row keeps its cell when it moves, and
/// `onMove` and `onDelete` are the table's own reordering and swipe to delete.
final class HostedListView: UITableView {
    let controller = ListTableController()

    init(frame: CGRect) {
        super.init(frame: frame, style: .plain)
        controller.attach(to: self)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A row's cell: the row's views in its content view, and the cell the one element VoiceOver
/// reads, with what the row's views say.
final class HostedRowCell: UITableViewCell, HostedElement {
    static let reuseIdentifier = "SwiftUICells.row"
    var materializer = NodeMaterializer()
    var activation: (() -> Void)?
    var customContentEntries: [CustomContentEntry] = []
    /// The custom content VoiceOver reads: its row's views' (`accessibilityCustomContent`).
    var accessibilityCustomContent: [AXCustomContent]! = []
    /// Whether the row may not move (`moveDisabled`, or no `onMove`): it then offers no drag of
    /// the table's, only the points its views name.
    var isMoveDisabled = false

    /// Whether the row is selected in its list's selection: the cell is selected (drawn
    /// reversed, read "Selected") when the binding says so, whatever the table would set.
    private var isRowSelected = false

    func showRowSelected(_ selected: Bool) {
        isRowSelected = selected
        super.setSelected(selected, animated: false)
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(isRowSelected, animated: animated)
    }

    override var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
        get {
            let all = super.accessibilityDragSourceDescriptors
            guard isMoveDisabled, let table = superview else { return all }
            let own = all?.filter { $0.view !== table }
            return own?.isEmpty == false ? own : nil
        }
        set { super.accessibilityDragSourceDescriptors = newValue }
    }

    var voiceOverFocusChanged: ((Bool) -> Void)?

    override func accessibilityElementDidBecomeFocused() {
        voiceOverFocusChanged?(true)
    }

    override func accessibilityElementDidLoseFocus() {
        voiceOverFocusChanged?(false)
    }

    override func accessibilityActivate() -> Bool {
        guard let activation else { return false }
        activation()
        NodeView.settleHost(from: self)
        return true
    }
}
