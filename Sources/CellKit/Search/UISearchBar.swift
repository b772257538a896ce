import Foundation

/// A field to search with, and a Cancel button while searching, as UIKit's `UISearchBar`.
///
/// CellKit's own layout: one row, the field filling it, "Cancel" at the trailing end while it
/// shows, and the scope bar on the row under it while it shows. VoiceOver reads the field as a search field; a double tap starts editing. Escape while
/// editing cancels, as the Cancel button does. [sim]
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The field the text is in (iOS 13).
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)

    /// Told about editing and the buttons; held weakly, as UIKit does.
    open weak var delegate: (any UISearchBarDelegate)?

    /// The text searched for.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// What the empty field shows; VoiceOver says it as the field's value.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line above the bar. Kept: CellKit's bar is one row.
    open var prompt: String? {
        didSet { noteChange(.content) }
    }

    /// Whether the Cancel button shows.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set {
            cancelButton.isHidden = !newValue
            setNeedsLayout()
        }
    }

    /// The titles of the scope buttons, shown under the field while `showsScopeBar` is true.
    open var scopeButtonTitles: [String]? {
        didSet {
            refreshScopeBar()
            noteChange(.content)
        }
    }

    /// The scope chosen (0 by default). Setting it tells the delegate nothing, as in UIKit;
    /// choosing a scope button does.
    open var selectedScopeButtonIndex = 0 {
        didSet {
            guard selectedScopeButtonIndex != oldValue else { return }
            scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex
            noteChange(.content)
        }
    }

    /// Whether the scope bar shows under the field (false by default). It shows only with
    /// scope button titles; a search controller shows it while searching
    /// (`automaticallyShowsScopeBar`).
    open var showsScopeBar = false {
        didSet {
            guard showsScopeBar != oldValue else { return }
            refreshScopeBar()
            noteChange(.content)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }

    /// Shows or hides the scope bar. Cells have no animation.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    /// The scope bar: a segmented control, as UIKit's is, so VoiceOver reads each scope as a
    /// button with its place in the series and "Selected" on the chosen one. Made when there
    /// are titles to show.
    private var scopeBar: UISegmentedControl?

    /// Whether the scope bar takes a row under the field.
    var isShowingScopeBar: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    private func refreshScopeBar() {
        guard isShowingScopeBar else {
            scopeBar?.removeFromSuperview()
            scopeBar = nil
            return
        }
        let bar = scopeBar ?? UISegmentedControl(items: [])
        bar.removeAllSegments()
        for title in scopeButtonTitles ?? [] { bar.insertSegment(withTitle: title, at: bar.numberOfSegments, animated: false) }
        bar.selectedSegmentIndex = selectedScopeButtonIndex
        if scopeBar == nil {
            scopeBar = bar
            bar.addAction(UIAction { [weak self, weak bar] _ in
                guard let self, let bar, bar.selectedSegmentIndex != UISegmentedControl.noSegment else { return }
                self.selectedScopeButtonIndex = bar.selectedSegmentIndex
                self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: bar.selectedSegmentIndex)
            }, for: .valueChanged)
            addSubview(bar)
        }
        setNeedsLayout()
    }

    /// The search controller this bar belongs to, told when editing begins and ends.
    weak var searchController: UISearchController?

    /// CellKit loads no archives: this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.placeholder = "Search"
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        searchTextField.addAction(UIAction { [weak self] _ in self?.editingDidBegin() }, for: .editingDidBegin)
        searchTextField.addAction(UIAction { [weak self] _ in self?.editingDidEnd() }, for: .editingDidEnd)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .primaryActionTriggered)
        searchTextField.escapeHandler = { [weak self] in
            guard let self, self.searchTextField.isEditing || self.showsCancelButton else { return false }
            self.cancel()
            return true
        }
        addSubview(searchTextField)
        addSubview(cancelButton)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// Shows or hides the Cancel button. Cells have no animation.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The search bar's height (56 points; a line on a screen of cells), and a line more for
    /// the scope bar while it shows; as wide as offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let system = systemMetrics
        return CGSize(width: size.width, height: system.searchBarHeight + (isShowingScopeBar ? system.line : 0))
    }

    open override func layoutSubviews() {
        let system = systemMetrics
        let cancelWidth = cancelButton.isHidden ? 0 : cancelButton.intrinsicContentSize.width
        let fieldWidth = max(system.column, bounds.width - (cancelWidth > 0 ? cancelWidth + system.column : 0))
        // The field and the button are a line each, on the middle line of the bar's first
        // `searchBarHeight`; the scope bar is the line under it.
        let scopeHeight = isShowingScopeBar ? system.line : 0
        let fieldRow = min(system.searchBarHeight, max(0, bounds.height - scopeHeight))
        let top = system.cells.middleLineTop(inHeight: fieldRow)
        let height = min(system.line, max(0, bounds.height - top))
        let field = CGRect(x: 0, y: top, width: fieldWidth, height: height)
        if searchTextField.frame != field { searchTextField.frame = field }
        let cancel = CGRect(x: max(0, bounds.width - cancelWidth), y: top, width: cancelWidth, height: height)
        if cancelButton.frame != cancel { cancelButton.frame = cancel }
        if let scopeBar {
            let scope = CGRect(x: 0, y: fieldRow, width: bounds.width, height: max(0, min(scopeHeight, bounds.height - fieldRow)))
            if scopeBar.frame != scope { scopeBar.frame = scope }
        }
    }

    private func editingDidBegin() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    private func editingDidEnd() {
        delegate?.searchBarTextDidEndEditing(self)
    }

    /// The Cancel button (or escape): editing ends, the delegate hears of it, and a search
    /// controller stops searching.
    func cancel() {
        searchTextField.endEditing()
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarDidCancel()
    }
}
