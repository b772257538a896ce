import Foundation

/// A field to search with, and a Cancel button while searching, as UIKit's `UISearchBar`.
///
/// CellKit's own layout: one row, the field filling it, "Cancel" at the trailing end while it
/// shows. VoiceOver reads the field as a search field; a double tap starts editing. Escape while
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

    /// The titles of the scope buttons. Kept: CellKit shows no scope bar.
    open var scopeButtonTitles: [String]? {
        didSet { noteChange(.content) }
    }

    /// The scope chosen.
    open var selectedScopeButtonIndex = 0 {
        didSet { if selectedScopeButtonIndex != oldValue { noteChange(.content) } }
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

    /// The search bar's height (56 points; a line on a screen of cells), as wide as offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: systemMetrics.searchBarHeight)
    }

    open override func layoutSubviews() {
        let system = systemMetrics
        let cancelWidth = cancelButton.isHidden ? 0 : cancelButton.intrinsicContentSize.width
        let fieldWidth = max(system.column, bounds.width - (cancelWidth > 0 ? cancelWidth + system.column : 0))
        // The field and the button are a line each, on the bar's middle line.
        let top = system.cells.middleLineTop(inHeight: bounds.height)
        let height = min(system.line, max(0, bounds.height - top))
        let field = CGRect(x: 0, y: top, width: fieldWidth, height: height)
        if searchTextField.frame != field { searchTextField.frame = field }
        let cancel = CGRect(x: max(0, bounds.width - cancelWidth), y: top, width: cancelWidth, height: height)
        if cancelButton.frame != cancel { cancelButton.frame = cancel }
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
