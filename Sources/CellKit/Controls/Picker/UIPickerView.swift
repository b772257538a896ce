import Foundation

/// Wheels of rows to choose from, as UIKit's: a data source gives the components and their row
/// counts, a delegate their titles and hears the choices.
///
/// [sim] UIKit draws spinning wheels; CellKit draws each component's chosen row between
/// arrows, the components side by side, and VoiceOver reads each component as one adjustable
/// element whose value is the chosen row's title and its place ("Medium, 2 of 3"): a swipe up
/// chooses the next row, a swipe down the one before, and the delegate hears `didSelectRow`.
/// Row counts are asked when the picker loads and on `reloadAllComponents()`.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The most components a picker shows (each is a view) and rows a component counts: no data
    /// source makes it without end. [sim] UIKit has no limit; a picker has a few wheels.
    static let maximumComponents = 1_000
    static let maximumCount = 1_000_000

    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }
    /// Kept (iOS 7 and later always show the selection).
    open var showsSelectionIndicator = true

    /// Each component's row count and chosen row, as last loaded.
    private var rowCounts: [Int] = []
    private var selected: [Int] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The number of components, as the data source last gave it.
    open var numberOfComponents: Int { rowCounts.count }

    /// A component's number of rows, as the data source last gave it; 0 for one there is not.
    open func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The chosen row of a component; -1 when it has no rows or there is no such component.
    open func selectedRow(inComponent component: Int) -> Int {
        selected.indices.contains(component) ? selected[component] : -1
    }

    /// Chooses a row in code; the delegate is not told, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard selected.indices.contains(component), rowCounts[component] > 0 else { return }
        selected[component] = min(max(0, row), rowCounts[component] - 1)
        noteChange(.content)
    }

    /// A row's size in a component. [sim] The component's share of the width, one line high.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard numberOfComponents > 0 else { return .zero }
        return CGSize(width: bounds.width / CGFloat(numberOfComponents), height: lineHeight)
    }

    /// The view the delegate gave for a row, if it gives views. [sim] Asked again each time.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let delegate else { return nil }
        let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
        return view === PickerRowView.none ? nil : view
    }

    /// Asks the data source for the components and rows again, keeping chosen rows in range.
    open func reloadAllComponents() {
        let count = min(max(0, dataSource?.numberOfComponents(in: self) ?? 0), Self.maximumComponents)
        rowCounts = (0..<count).map { loadRowCount(of: $0) }
        selected = (0..<count).map { component in
            let old = component < selected.count ? selected[component] : 0
            return rowCounts[component] > 0 ? min(max(0, old), rowCounts[component] - 1) : -1
        }
        rebuildComponents()
    }

    /// Asks the data source for one component's rows again.
    open func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else { return }
        rowCounts[component] = loadRowCount(of: component)
        let count = rowCounts[component]
        selected[component] = count > 0 ? min(max(0, selected[component]), count - 1) : -1
        noteChange(.content)
    }

    private func loadRowCount(of component: Int) -> Int {
        min(max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0), Self.maximumCount)
    }

    /// A row's title: the delegate's title, its attributed title's characters, or the text of
    /// the view it gives; "" when it gives none.
    func title(forRow row: Int, inComponent component: Int) -> String {
        guard let delegate else { return "" }
        if let title = delegate.pickerView(self, titleForRow: row, forComponent: component) { return title }
        if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) { return attributed.string }
        guard let view = view(forRow: row, forComponent: component) else { return "" }
        return view.accessibilityLabel ?? Self.firstText(in: view) ?? ""
    }

    /// The text of the first label in a view's tree.
    private static func firstText(in view: UIView) -> String? {
        if let label = view as? UILabel, let text = label.text { return text }
        for subview in view.subviews {
            if let text = firstText(in: subview) { return text }
        }
        return nil
    }

    /// Turns a component by one row, as VoiceOver's swipe does, and tells the delegate.
    func step(component: Int, by direction: Int) {
        guard selected.indices.contains(component), rowCounts[component] > 0 else { return }
        let next = min(max(0, selected[component] + direction), rowCounts[component] - 1)
        guard next != selected[component] else { return }
        selected[component] = next
        noteChange(.content)
        delegate?.pickerView(self, didSelectRow: next, inComponent: component)
    }

    /// One view a component, what VoiceOver visits.
    private func rebuildComponents() {
        for view in subviews where view is PickerComponentView { view.removeFromSuperview() }
        for component in rowCounts.indices {
            addSubview(PickerComponentView(component: component, in: self))
        }
        setNeedsLayout()
        noteChange(.content)
    }

    /// Components share the width equally, each as tall as the picker.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let components = subviews.compactMap { $0 as? PickerComponentView }
        guard !components.isEmpty else { return }
        let width = bounds.width / CGFloat(components.count)
        for view in components {
            view.frame = CGRect(x: CGFloat(view.component) * width, y: 0, width: width, height: bounds.height)
        }
    }

    /// A picker loads its components when it first comes on screen, as UIKit's does at its
    /// first layout.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, rowCounts.isEmpty { reloadAllComponents() }
    }

    /// One line, as wide as it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: lineHeight)
    }
}
