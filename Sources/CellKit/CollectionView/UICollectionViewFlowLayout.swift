import Foundation

/// Items in rows, left to right and top to bottom, each section below the last; or, with a
/// horizontal `scrollDirection`, in columns, top to bottom and left to right, each section to
/// the right of the last.
///
/// With items of one size (`itemSize`) and no headers or footers, frames are computed from the
/// index, never stored per item, so a collection of 100,000 items costs no more to lay out or
/// to hit-test than the items on screen. When the collection view's delegate adopts
/// `UICollectionViewDelegateFlowLayout`, or a header or footer has a height, the layout asks
/// each item's size and each section's metrics at `prepare()`, as UIKit does, and keeps the
/// frames. [sim] Items in a line are left-aligned and top-aligned; UIKit may spread them across
/// the line and centre them in it.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Each item's size: UIKit's 50 × 50 points unless set (10 columns by 3 lines on a screen of
    /// cells, where 50 points would be 50 lines).
    open var itemSize: CGSize {
        get { storedItemSize ?? (systemMetrics.cells.isCells ? CGSize(width: 10, height: 3) : CGSize(width: 50, height: 50)) }
        set { storedItemSize = newValue }
    }
    private var storedItemSize: CGSize?
    /// Points between lines of items: UIKit's 10 unless set (a line on a screen of cells).
    open var minimumLineSpacing: CGFloat {
        get { storedLineSpacing ?? systemMetrics.flowSpacing }
        set { storedLineSpacing = newValue }
    }
    private var storedLineSpacing: CGFloat?
    /// Points between items in a line: UIKit's 10 unless set (a column on a screen of cells).
    open var minimumInteritemSpacing: CGFloat {
        get { storedInteritemSpacing ?? systemMetrics.flowSpacing }
        set { storedInteritemSpacing = newValue }
    }
    private var storedInteritemSpacing: CGFloat?

    /// UIKit's standard sizes on the collection view's screen.
    private var systemMetrics: SystemMetrics {
        SystemMetrics(collectionView?.cellMetrics ?? (ScreenSimulation.current?.cellMetrics ?? .points))
    }
    /// Which way the items run and the content scrolls: down (the default), or across.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }
    open var sectionInset: UIEdgeInsets = .zero
    /// The height of each section's header (its width is unused in a vertical layout). CellKit
    /// draws no supplementary views: the space is kept, with nothing in it.
    open var headerReferenceSize: CGSize = .zero
    /// The height of each section's footer, kept as space below the section, as a header's is.
    open var footerReferenceSize: CGSize = .zero

    /// Per section: its top edge and item count, as of the last `prepare()`.
    private var sectionTops: [CGFloat] = []
    private var sectionCounts: [Int] = []
    private var contentHeight: CGFloat = 0
    /// Per section, when items are sized one by one: every item's frame, and the section's
    /// bottom edge (below its inset, above its footer). Empty when frames come from the index.
    private var placedFrames: [[CGRect]] = []
    private var placedBottoms: [CGFloat] = []

    open override func prepare() {
        sectionTops = []
        sectionCounts = []
        placedFrames = []
        placedBottoms = []
        var top: CGFloat = 0
        guard let collectionView else { return }
        let sizingDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        if isHorizontal {
            placeInColumns(in: collectionView, asking: sizingDelegate)
            return
        }
        if sizingDelegate != nil || headerReferenceSize.height != 0 || footerReferenceSize.height != 0 {
            placeOneByOne(in: collectionView, asking: sizingDelegate)
            return
        }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            sectionTops.append(top)
            sectionCounts.append(count)
            top += sectionHeight(items: count)
        }
        contentHeight = top
    }

    /// A section's inset, line and item spacings, header and footer sizes: the delegate's
    /// answers where it adopts `UICollectionViewDelegateFlowLayout`, else the layout's properties.
    private func metrics(of section: Int, in collectionView: UICollectionView, asking delegate: UICollectionViewDelegateFlowLayout?)
        -> (inset: UIEdgeInsets, lineSpacing: CGFloat, itemSpacing: CGFloat, header: CGSize, footer: CGSize) {
        (delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
         delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
         delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
         delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
         delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
    }

    /// Places every item from its own size and its section's metrics: the delegate's answers
    /// where it adopts `UICollectionViewDelegateFlowLayout`, else the layout's properties.
    private func placeOneByOne(in collectionView: UICollectionView, asking delegate: UICollectionViewDelegateFlowLayout?) {
        var top: CGFloat = 0
        let width = collectionView.bounds.width
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let (inset, lineSpacing, itemSpacing, header, footer) = metrics(of: section, in: collectionView, asking: delegate)
            top += max(0, header.height)
            sectionTops.append(top)
            sectionCounts.append(count)
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            var x = inset.left, y = top + inset.top, lineHeight: CGFloat = 0
            for item in 0..<count {
                let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    ?? itemSize
                // A new line when this item would pass the right inset, unless it is the line's first.
                if !frames.isEmpty, x > inset.left, x + size.width > width - inset.right {
                    y += lineHeight + lineSpacing
                    x = inset.left
                    lineHeight = 0
                }
                frames.append(CGRect(x: x, y: y, width: max(0, size.width), height: max(0, size.height)))
                x += max(0, size.width) + itemSpacing
                lineHeight = max(lineHeight, size.height)
            }
            let bottom = y + lineHeight + inset.bottom
            placedFrames.append(frames)
            placedBottoms.append(bottom)
            top = bottom + max(0, footer.height)
        }
        contentHeight = top
    }

    /// Whether items run in columns across the content.
    private var isHorizontal: Bool { scrollDirection == .horizontal }

    override var scrollsHorizontally: Bool { isHorizontal }

    /// Places every item in columns down the view's height, each section to the right of the
    /// last: the horizontal layout, which always keeps its frames. The section's edges
    /// (`sectionTops`, `placedBottoms`) are then its left and right edges.
    private func placeInColumns(in collectionView: UICollectionView, asking delegate: UICollectionViewDelegateFlowLayout?) {
        var left: CGFloat = 0
        let height = collectionView.bounds.height
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let (inset, lineSpacing, itemSpacing, header, footer) = metrics(of: section, in: collectionView, asking: delegate)
            left += max(0, header.width)
            sectionTops.append(left)
            sectionCounts.append(count)
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            var x = left + inset.left, y = inset.top, columnWidth: CGFloat = 0
            for item in 0..<count {
                let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    ?? itemSize
                // A new column when this item would pass the bottom inset, unless it is the column's first.
                if !frames.isEmpty, y > inset.top, y + size.height > height - inset.bottom {
                    x += columnWidth + lineSpacing
                    y = inset.top
                    columnWidth = 0
                }
                frames.append(CGRect(x: x, y: y, width: max(0, size.width), height: max(0, size.height)))
                y += max(0, size.height) + itemSpacing
                columnWidth = max(columnWidth, size.width)
            }
            let right = x + columnWidth + inset.right
            placedFrames.append(frames)
            placedBottoms.append(right)
            left = right + max(0, footer.width)
        }
        contentHeight = left
    }

    open override var collectionViewContentSize: CGSize {
        isHorizontal ? CGSize(width: contentHeight, height: collectionView?.bounds.height ?? 0)
            : CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    /// Items that fit on one line.
    public var itemsPerLine: Int {
        let width = (collectionView?.bounds.width ?? 0) - sectionInset.left - sectionInset.right
        return max(1, Int(saturating: ((width + minimumInteritemSpacing) / (itemSize.width + minimumInteritemSpacing)).rounded(.down)))
    }

    private var lineHeight: CGFloat { itemSize.height + minimumLineSpacing }
    private var columnWidth: CGFloat { itemSize.width + minimumInteritemSpacing }

    private func sectionHeight(items: Int) -> CGFloat {
        let lines = (items + itemsPerLine - 1) / itemsPerLine
        let body = lines == 0 ? 0 : CGFloat(lines) * lineHeight - minimumLineSpacing
        return sectionInset.top + body + sectionInset.bottom
    }

    private func frame(item: Int, section: Int) -> CGRect {
        if placedFrames.indices.contains(section) { return placedFrames[section][item] }
        let perLine = itemsPerLine
        return CGRect(x: sectionInset.left + CGFloat(item % perLine) * columnWidth,
                      y: sectionTops[section] + sectionInset.top + CGFloat(item / perLine) * lineHeight,
                      width: itemSize.width, height: itemSize.height)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sectionCounts.indices.contains(indexPath.section),
              (0..<sectionCounts[indexPath.section]).contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(item: indexPath.item, section: indexPath.section)
        return attributes
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        if !placedFrames.isEmpty {
            for (section, frames) in placedFrames.enumerated() {
                let (low, high) = isHorizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
                guard high > sectionTops[section], low < placedBottoms[section] else { continue }
                for (item, itemFrame) in frames.enumerated()
                where itemFrame.minX < rect.maxX && itemFrame.maxX > rect.minX && itemFrame.minY < rect.maxY && itemFrame.maxY > rect.minY {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = itemFrame
                    found.append(attributes)
                }
            }
            return found
        }
        for section in sectionTops.indices {
            let top = sectionTops[section] + sectionInset.top
            let count = sectionCounts[section]
            guard count > 0, rect.maxY > top, rect.minY < top + sectionHeight(items: count) else { continue }
            let perLine = itemsPerLine
            let lines = (count + perLine - 1) / perLine
            let first = max(0, Int(saturating: ((rect.minY - top) / lineHeight).rounded(.down)))
            let last = min(lines - 1, Int(saturating: ((rect.maxY - top) / lineHeight).rounded(.up)) - 1)
            guard first <= last else { continue }
            // Only the columns the rectangle reaches, when items do not overlap: a line may hold
            // far more items than show.
            var firstColumn = 0, lastColumn = perLine - 1
            if minimumInteritemSpacing >= 0, columnWidth > 0 {
                firstColumn = max(0, Int(saturating: ((rect.minX - sectionInset.left) / columnWidth).rounded(.down)) - 1)
                lastColumn = min(perLine - 1, Int(saturating: ((rect.maxX - sectionInset.left) / columnWidth).rounded(.up)))
            }
            guard firstColumn <= lastColumn else { continue }
            for line in first...last {
                for column in firstColumn...lastColumn {
                    let item = line * perLine + column
                    guard item < count else { break }
                    let itemFrame = frame(item: item, section: section)
                    // Frames that only touch the rectangle's edge are not in it.
                    guard itemFrame.minX < rect.maxX, itemFrame.maxX > rect.minX,
                          itemFrame.minY < rect.maxY, itemFrame.maxY > rect.minY else { continue }
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = itemFrame
                    found.append(attributes)
                }
            }
        }
        return found
    }

    open override func destinationIndexPath(at point: CGPoint) -> IndexPath? {
        if let hit = super.destinationIndexPath(at: point) { return hit }
        // Past the last item of a section, on its last line or below it within the section:
        // the end of the section.
        for section in sectionTops.indices {
            let count = sectionCounts[section]
            let top = sectionTops[section]
            let bottom = placedBottoms.indices.contains(section) ? placedBottoms[section] : top + sectionHeight(items: count)
            // Along the scrolling axis (across, for a horizontal layout) and the other.
            let along = isHorizontal ? point.x : point.y, across = isHorizontal ? point.y : point.x
            guard along >= top, along < bottom else { continue }
            guard count > 0 else { return IndexPath(item: 0, section: section) }
            let last = frame(item: count - 1, section: section)
            let (lastStart, lastEnd) = isHorizontal ? (last.minX, last.maxX) : (last.minY, last.maxY)
            let lastAcrossEnd = isHorizontal ? last.maxY : last.maxX
            if along >= lastEnd || (along >= lastStart && across >= lastAcrossEnd) {
                return IndexPath(item: count, section: section)
            }
            return nil
        }
        return nil
    }
}
