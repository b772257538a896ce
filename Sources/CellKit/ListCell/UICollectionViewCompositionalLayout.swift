import Foundation

/// A layout of sections composed of items and groups.
///
/// Its list form (`list(using:)`) has full-width rows, section under section, estimated at
/// UIKit's 44 points (a line on a screen of cells) and as tall as their cells' content once their
/// cells are made (`preferredLayoutAttributesFitting(_:)`), as UIKit's list rows self-size.
/// [sim] The general form's estimated dimensions are taken as they are written.
/// Its general form (`init(section:)`, `init(sectionProvider:)`) repeats each section's group
/// until the section's items run out. Either way an item's frame is worked out from its index
/// (the group's cells are worked out once per section at `prepare()`), so a collection of
/// 100,000 items costs what the items on screen cost.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The list configuration of every section, in the list form.
    package let listConfiguration: UICollectionLayoutListConfiguration?
    /// The sections' source, in the general form.
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    /// The layout's settings.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration
    /// The most items one `layoutAttributesForElements(in:)` looks at, in the general form.
    static let visitLimit = 100_000
    /// Per section, in the general form, as of the last `prepare()`.
    private var plans: [CompositionalSectionPlan] = []
    private var contentExtent: CGFloat = 0
    /// Per section: the line of its first row and its row count, as of the last `prepare()`.
    private var sectionTops: [CGFloat] = []
    private var sectionCounts: [Int] = []
    private var contentHeight: CGFloat = 0
    /// The list form's rows measured by their cells, by section: kept across `prepare()` until
    /// the collection view's data changes (`dataDidChange()`). A change moves rows.
    private var measuredRows: [Int: RowHeights] = [:] {
        didSet { listRevision &+= 1 }
    }
    /// The list form's arrangement (`arrangementRevision`): changed by measured rows, and by a
    /// `prepare()` that finds other sections, counts or metrics than the last.
    private var listRevision = 0

    /// A list's rows and headers run down it in index path order, one under another: a list
    /// that only scrolled asks for the strips that came into view. The general form's groups
    /// may lay items side by side, so it keeps no such promise.
    override var arrangementRevision: Int? {
        listConfiguration == nil ? nil : listRevision
    }

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        self.sectionProvider = nil
        self.configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section at every `prepare()`; a section
    /// it gives no layout for (`nil`) shows no items and takes no space.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.listConfiguration = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout whose every section is a list of the configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }

    /// Rows run down a list (and a vertical layout whose every group holds one item): a drop
    /// goes before or after a row along the vertical.
    override var itemsRunDown: Bool {
        guard sectionProvider != nil else { return true }
        return configuration.scrollDirection == .vertical && plans.allSatisfy { $0.leaves.count <= 1 }
    }

    override var scrollsHorizontally: Bool { configuration.scrollDirection == .horizontal }

    open override func prepare() {
        if let sectionProvider {
            prepareSections(from: sectionProvider)
            return
        }
        let system = self.system
        let previous = (tops: sectionTops, counts: sectionCounts, height: contentHeight, metrics: metricsPrepared)
        defer {
            metricsPrepared = (system.line, system.column, system.tableRowHeight)
            if sectionTops != previous.tops || sectionCounts != previous.counts || contentHeight != previous.height
                || metricsPrepared != previous.metrics {
                listRevision &+= 1
            }
        }
        sectionTops = []
        sectionCounts = []
        var top: CGFloat = 0
        guard let collectionView else {
            contentHeight = 0
            return
        }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            top += spaceAbove(section: section)
            sectionTops.append(top)
            sectionCounts.append(count)
            if let measured = measuredRows[section], measured.count != count { measuredRows[section] = nil }
            top += rowsHeight(section: section) + (list.footerMode == .supplementary ? system.line : 0)
        }
        if measuredRows.keys.contains(where: { $0 >= sectionCounts.count }) {
            measuredRows = measuredRows.filter { $0.key < sectionCounts.count }
        }
        contentHeight = top
    }

    /// The screen's line, column and row height the list form was last prepared with.
    private var metricsPrepared: (line: CGFloat, column: CGFloat, rowHeight: CGFloat) = (0, 0, 0)

    /// The height of a list section's rows: measured ones as measured, the rest estimated.
    private func rowsHeight(section: Int) -> CGFloat {
        measuredRows[section]?.total ?? CGFloat(sectionCounts[section]) * rowHeight
    }

    /// A list row's offset from its section's first row, and its height.
    private func row(_ item: Int, section: Int) -> (top: CGFloat, height: CGFloat) {
        row(item, section: section, rowHeight: rowHeight)
    }

    private func row(_ item: Int, section: Int, rowHeight: CGFloat) -> (top: CGFloat, height: CGFloat) {
        if let measured = measuredRows[section] { return (measured.top(item), measured.height(item)) }
        return (CGFloat(item) * rowHeight, rowHeight)
    }

    /// A list's rows are estimated: a cell's preferred height replaces its row's.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        sectionProvider == nil && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.frame.height != originalAttributes.frame.height
    }

    override func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        let path = attributes.indexPath
        guard sectionProvider == nil, sectionCounts.indices.contains(path.section),
              (0..<sectionCounts[path.section]).contains(path.item) else { return }
        let count = sectionCounts[path.section]
        var measured = measuredRows[path.section] ?? RowHeights(Array(repeating: rowHeight, count: count))
        measured.setHeight(RowHeights.measured(attributes.frame.height), at: path.item)
        measuredRows[path.section] = measured
    }

    override func dataDidChange() {
        if !measuredRows.isEmpty { measuredRows = [:] }
    }

    /// UIKit's standard sizes on the collection view's screen: a list's row is a table's.
    private var system: SystemMetrics {
        SystemMetrics(collectionView?.cellMetrics ?? ScreenSimulation.current?.cellMetrics ?? .points)
    }

    /// A list row's height: UIKit's 44 points (a line on a screen of cells).
    private var rowHeight: CGFloat { system.tableRowHeight }

    /// Works out every section's plan: the group's cells once, the space its insets, headers,
    /// footers and spacing take, section after section along the scrolling direction.
    private func prepareSections(from provider: UICollectionViewCompositionalLayoutSectionProvider) {
        plans = []
        contentExtent = 0
        guard let collectionView else { return }
        let horizontal = configuration.scrollDirection == .horizontal
        let insets = collectionView.adjustedContentInset
        let environment = CompositionalLayoutEnvironment(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
            traitCollection: UITraitCollection())
        let container = environment.effectiveContentSize
        let across = horizontal ? collectionView.bounds.height : collectionView.bounds.width
        let sectionSpacing = CompositionalGeometry.clamped(configuration.interSectionSpacing)
        var position: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            let count = max(0, collectionView.numberOfItems(inSection: index))
            if index > 0 { position += sectionSpacing }
            guard let section = provider(index, environment) else {
                plans.append(CompositionalSectionPlan(leaves: [], itemCount: 0, firstGroup: .zero, stride: 0,
                                                      horizontal: horizontal, start: position, end: position, across: across))
                continue
            }
            let box = CompositionalGeometry.inset(CGRect(origin: .zero, size: container), by: section.contentInsets)
            let groupSize = section.group.layoutSize.resolved(in: box.size)
            var budget = NSCollectionLayoutGroup.maximumCount
            let leaves = CompositionalGeometry.leaves(of: section.group, in: CGRect(origin: .zero, size: groupSize), budget: &budget)
            // Headers and footers span the section along its top and bottom edges.
            func length(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) -> CGFloat {
                items.reduce(0) { $0 + $1.layoutSize.resolved(in: box.size).height }
            }
            let header = length(section.boundarySupplementaryItems.filter(\.isAtTop))
            let footer = length(section.boundarySupplementaryItems.filter(\.isAtBottom))
            let spacing = CompositionalGeometry.clamped(section.interGroupSpacing)
            let stride = (horizontal ? groupSize.width : groupSize.height) + spacing
            let groups = leaves.isEmpty ? 0 : count / leaves.count + (count % leaves.count == 0 ? 0 : 1)
            let groupsLength = groups == 0 ? 0 : CGFloat(groups) * stride - spacing
            let start = position
            let firstGroup: CGPoint
            if horizontal {
                firstGroup = CGPoint(x: start + box.minX, y: box.minY + header)
                position = start + box.minX + groupsLength + CompositionalGeometry.clamped(section.contentInsets.trailing)
            } else {
                firstGroup = CGPoint(x: box.minX, y: start + box.minY + header)
                position = start + box.minY + header + groupsLength + footer + CompositionalGeometry.clamped(section.contentInsets.bottom)
            }
            var plan = CompositionalSectionPlan(leaves: leaves, itemCount: count, firstGroup: firstGroup, stride: stride,
                                                horizontal: horizontal, start: start, end: position, across: across)
            if !horizontal {
                // Headers stack down from the section's top inset, footers from below its groups.
                var top = start + box.minY, bottom = start + box.minY + header + groupsLength
                for item in section.boundarySupplementaryItems where item.isAtTop || item.isAtBottom {
                    let size = item.layoutSize.resolved(in: box.size)
                    let width = min(max(0, size.width), box.width), height = max(0, size.height)
                    let y = item.isAtTop ? top : bottom
                    let frame = CGRect(x: box.minX.rounded(), y: y.rounded(), width: width.rounded(), height: height.rounded())
                    if item.isAtTop { top += height } else { bottom += height }
                    plan.supplementaries.append((item.elementKind, frame))
                }
            }
            plans.append(plan)
        }
        contentExtent = position.rounded(.up)
    }

    /// The list form's configuration (the general form has none).
    private var list: UICollectionLayoutListConfiguration {
        listConfiguration ?? UICollectionLayoutListConfiguration(appearance: .plain)
    }

    /// The space above a section's first row: a blank line in grouped lists, and the header's
    /// line with its top padding.
    private func spaceAbove(section: Int) -> CGFloat {
        let line = system.line
        var space: CGFloat = list.separatesSections ? line : 0
        if list.headerMode == .supplementary {
            space += line + max(0, min(list.headerTopPadding ?? 0, 100 * line))
        }
        return space
    }

    open override var collectionViewContentSize: CGSize {
        if sectionProvider != nil {
            let bounds = collectionView?.bounds.size ?? .zero
            return configuration.scrollDirection == .horizontal
                ? CGSize(width: contentExtent, height: bounds.height) : CGSize(width: bounds.width, height: contentExtent)
        }
        return CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    private func frame(item: Int, section: Int) -> CGRect {
        frame(item: item, section: section, across: rowsAcross)
    }

    /// Where a list's rows start across the view, how wide they are, and an unmeasured row's
    /// height: asked once for all the rows a query finds (the metrics come from the view's
    /// screen, up through its window).
    private var rowsAcross: (inset: CGFloat, width: CGFloat, rowHeight: CGFloat) {
        let system = system
        let inset = (listConfiguration?.sideInset ?? 0) * system.column
        return (inset, max(0, (collectionView?.bounds.width ?? 0) - 2 * inset), system.tableRowHeight)
    }

    private func frame(item: Int, section: Int, across: (inset: CGFloat, width: CGFloat, rowHeight: CGFloat)) -> CGRect {
        let inset = across.inset, width = across.width
        let place = row(item, section: section, rowHeight: across.rowHeight)
        return CGRect(x: inset, y: sectionTops[section] + place.top, width: width, height: place.height)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if sectionProvider != nil {
            guard plans.indices.contains(indexPath.section), indexPath.item >= 0,
                  indexPath.item < plans[indexPath.section].itemCount, !plans[indexPath.section].leaves.isEmpty else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = plans[indexPath.section].frame(item: indexPath.item)
            return attributes
        }
        guard sectionCounts.indices.contains(indexPath.section), (0..<sectionCounts[indexPath.section]).contains(indexPath.item) else {
            return nil
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(item: indexPath.item, section: indexPath.section)
        return attributes
    }

    /// The rows whose lines meet `rect`: found from each section's first line, not by visiting
    /// every row.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        if sectionProvider != nil {
            let horizontal = configuration.scrollDirection == .horizontal
            let low = horizontal ? rect.minX : rect.minY, high = horizontal ? rect.maxX : rect.maxY
            // [sim] Groups thinner than a cell could put millions of items in one line; a query
            // looks at no more than `visitLimit` of them.
            var visits = 0
            for (section, plan) in plans.enumerated() where plan.start < high && plan.end >= low {
                let range = plan.items(along: low, high)
                let allowed = range.prefix(max(0, Self.visitLimit - visits))
                visits += allowed.count
                for item in allowed {
                    let frame = plan.frame(item: item)
                    guard frame.intersects(rect) else { continue }
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = frame
                    found.append(attributes)
                }
                for (kind, frame) in plan.supplementaries where frame.intersects(rect) {
                    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                    attributes.frame = frame
                    found.append(attributes)
                }
            }
            return found
        }
        let inset = list.sideInset * system.column, width = (collectionView?.bounds.width ?? 0) - 2 * inset
        let rowHeight = rowHeight, line = system.line
        guard rect.maxX > inset, rect.minX < inset + width else { return found }
        // The first section that may show: the last whose first line is at or above the rect.
        var low = 0, high = sectionTops.count
        while low < high {
            let middle = (low + high) / 2
            if sectionTops[middle] <= rect.minY { low = middle + 1 } else { high = middle }
        }
        for section in max(0, low - 1)..<sectionTops.count {
            let top = sectionTops[section]
            // The header's line is just above the section's first row.
            if top - (list.headerMode == .supplementary ? line : 0) >= rect.maxY { break }
            if let header = listSupplementary(ofKind: UICollectionView.elementKindSectionHeader, section: section),
               header.frame.intersects(rect) {
                found.append(header)
            }
            let count = sectionCounts[section]
            let first: Int, last: Int
            if let measured = measuredRows[section], count > 0 {
                first = rect.minY <= top ? 0 : measured.row(at: rect.minY - top)
                // The last row that starts above the rect's bottom.
                last = rect.maxY <= top ? -1 : measured.row(at: (rect.maxY - top).nextDown)
            } else if rowHeight > 0 {
                first = max(0, Int(saturating: ((rect.minY - top) / rowHeight).rounded(.down)))
                last = min(count - 1, Int(saturating: ((rect.maxY - top) / rowHeight).rounded(.up)) - 1)
            } else {
                first = 0
                last = -1
            }
            if first <= last {
                let across = rowsAcross
                for item in first...last {
                    let frame = frame(item: item, section: section, across: across)
                    // Measured rows are found by their tops: one past the rows may not meet the rect.
                    guard frame.maxY > rect.minY, frame.minY < rect.maxY || frame.height == 0 else { continue }
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = frame
                    found.append(attributes)
                }
            }
            if let footer = listSupplementary(ofKind: UICollectionView.elementKindSectionFooter, section: section),
               footer.frame.intersects(rect) {
                found.append(footer)
            }
        }
        return found
    }

    /// A list's header (the line just above a section's rows) or footer (the line just below
    /// them), when its configuration asks for supplementary ones; the general form's come from
    /// its sections' boundary items.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item == 0 else { return nil }
        if sectionProvider != nil {
            guard plans.indices.contains(indexPath.section),
                  let frame = plans[indexPath.section].supplementaries.first(where: { $0.kind == elementKind })?.frame else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
            attributes.frame = frame
            return attributes
        }
        return listSupplementary(ofKind: elementKind, section: indexPath.section)
    }

    private func listSupplementary(ofKind kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        guard sectionProvider == nil, sectionTops.indices.contains(section) else { return nil }
        let y: CGFloat
        switch kind {
        case UICollectionView.elementKindSectionHeader where list.headerMode == .supplementary:
            y = sectionTops[section] - system.line
        case UICollectionView.elementKindSectionFooter where list.footerMode == .supplementary:
            y = sectionTops[section] + rowsHeight(section: section)
        default:
            return nil
        }
        let inset = list.sideInset * system.column
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = CGRect(x: inset, y: y, width: max(0, (collectionView?.bounds.width ?? 0) - 2 * inset), height: system.line)
        return attributes
    }

    /// Over a row, that row; below a section's last row (in its footer or the space before the
    /// next section), the section's end; elsewhere `nil`.
    open override func destinationIndexPath(at point: CGPoint) -> IndexPath? {
        if let item = indexPathForItem(at: point) { return item }
        if sectionProvider != nil {
            let horizontal = configuration.scrollDirection == .horizontal
            let along = horizontal ? point.x : point.y
            // Within a section, past its last item: the section's end.
            for (section, plan) in plans.enumerated() where along >= plan.start && along < plan.end {
                guard plan.itemCount > 0, !plan.leaves.isEmpty else { return IndexPath(item: 0, section: section) }
                let last = plan.frame(item: plan.itemCount - 1)
                let past = horizontal
                    ? point.x >= last.maxX || (point.x >= last.minX && point.y >= last.maxY)
                    : point.y >= last.maxY || (point.y >= last.minY && point.x >= last.maxX)
                return past ? IndexPath(item: plan.itemCount, section: section) : nil
            }
            return nil
        }
        for (section, top) in sectionTops.enumerated().reversed() where point.y >= top {
            return IndexPath(item: sectionCounts[section], section: section)
        }
        return nil
    }
}
