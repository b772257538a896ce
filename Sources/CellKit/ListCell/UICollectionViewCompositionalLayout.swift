import Foundation

/// A layout of sections composed of items and groups. CellKit has its list form
/// (`list(using:)`): rows one line high, full width, section under section, placed from each
/// section's first row and the row's index, so a list of 100,000 items costs what the rows on
/// screen cost. [sim] Compositional sections, groups and items of other shapes are not there yet.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The list configuration of every section.
    let listConfiguration: UICollectionLayoutListConfiguration
    /// Per section: the line of its first row and its row count, as of the last `prepare()`.
    private var sectionTops: [CGFloat] = []
    private var sectionCounts: [Int] = []
    private var contentHeight: CGFloat = 0

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// A layout whose every section is a list of the configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }

    /// Rows run down a list: a drop goes before or after a row along the vertical.
    override var itemsRunDown: Bool { true }

    open override func prepare() {
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
            top += CGFloat(count) + (listConfiguration.footerMode == .supplementary ? 1 : 0)
        }
        contentHeight = top
    }

    /// Lines above a section's first row: a blank line in grouped lists, and the header's.
    private func spaceAbove(section: Int) -> CGFloat {
        var lines: CGFloat = listConfiguration.separatesSections ? 1 : 0
        if listConfiguration.headerMode == .supplementary {
            lines += 1 + max(0, min(listConfiguration.headerTopPadding ?? 0, 100))
        }
        return lines
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    private func frame(item: Int, section: Int) -> CGRect {
        let inset = listConfiguration.sideInset
        let width = max(0, (collectionView?.bounds.width ?? 0) - 2 * inset)
        return CGRect(x: inset, y: sectionTops[section] + CGFloat(item), width: width, height: 1)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
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
        let inset = listConfiguration.sideInset, width = (collectionView?.bounds.width ?? 0) - 2 * inset
        guard rect.maxX > inset, rect.minX < inset + width else { return found }
        // The first section that may show: the last whose first line is at or above the rect.
        var low = 0, high = sectionTops.count
        while low < high {
            let middle = (low + high) / 2
            if sectionTops[middle] <= rect.minY { low = middle + 1 } else { high = middle }
        }
        for section in max(0, low - 1)..<sectionTops.count {
            let top = sectionTops[section]
            if top >= rect.maxY { break }
            let count = sectionCounts[section]
            let first = max(0, Int(saturating: (rect.minY - top).rounded(.down)))
            let last = min(count - 1, Int(saturating: (rect.maxY - top).rounded(.up)) - 1)
            guard first <= last else { continue }
            for item in first...last {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame(item: item, section: section)
                found.append(attributes)
            }
        }
        return found
    }

    /// Over a row, that row; below a section's last row (in its footer or the space before the
    /// next section), the section's end; elsewhere `nil`.
    open override func destinationIndexPath(at point: CGPoint) -> IndexPath? {
        if let item = indexPathForItem(at: point) { return item }
        for (section, top) in sectionTops.enumerated().reversed() where point.y >= top {
            return IndexPath(item: sectionCounts[section], section: section)
        }
        return nil
    }
}
