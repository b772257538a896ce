#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// A collection view with a flow layout or a compositional list, as a scene's
/// `collectionView`: its items (what each cell on screen says and shows), the item size and
/// spacing or the list's appearance, the names of the actions its cells describe, and whether it
/// drags and takes drops.
@MainActor
enum CollectionKeys {
    /// As many items as a scene's views may number.
    static let mostItems = 200_000

    static func capture(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout,
                        walker: SceneWalker) -> TypeKeys {
        let name = walker.name(of: collectionView)
        if collectionView.numberOfSections > 1 { walker.note("\(name): only the first section is captured") }
        let count = collectionView.numberOfSections > 0 ? min(mostItems, collectionView.numberOfItems(inSection: 0)) : 0
        var items: [YAMLNode] = []
        var cells: [SeenCell] = []
        var unseen = 0
        let offset = collectionView.contentOffset
        let pages = layout.scrollDirection == .vertical
        for index in 0..<count {
            guard let cell = cell(at: index, in: collectionView, byPage: pages) else {
                unseen += 1
                items.append(.text("Item \(index + 1)"))
                continue
            }
            let label = cell.accessibilityLabel ?? ""
            cells.append(SeenCell(cell, label: label))
            items.append(item(label: label, cell: cell))
        }
        restore(offset, of: collectionView)
        if unseen > 0 {
            walker.note("\(name): \(unseen) items had no cell on screen, so are written as \"Item N\"")
        }
        var entries: [YAMLEntry] = []
        if !items.isEmpty { entries.append(YAMLEntry("items", .list(items, flow: false))) }
        entries.append(YAMLEntry("itemSize", CaptureNumbers.size(layout.itemSize)))
        let spacing = CaptureNumbers.extent(layout.minimumInteritemSpacing)
        if spacing != 1 { entries.append(YAMLEntry("spacing", .number(spacing))) }
        let inset = layout.sectionInset
        let sides: [YAMLEntry] = [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)]
            .filter { $0.1 > 0 }.map { YAMLEntry($0.0, .number(CaptureNumbers.extent($0.1))) }
        if !sides.isEmpty { entries.append(YAMLEntry("sectionInset", .mapping(sides, flow: true))) }
        if layout.minimumLineSpacing != layout.minimumInteritemSpacing {
            walker.note("\(name): its line spacing differs from its item spacing; the item spacing is used for both")
        }
        let names = actionNames(cells)
        if !names.isEmpty { entries.append(YAMLEntry("cells", .mapping(names, flow: true))) }
        entries += dragAndDropEntries(of: collectionView)
        let baseline = UICollectionView(frame: collectionView.frame, collectionViewLayout: UICollectionViewFlowLayout())
        return TypeKeys(entries: entries, baseline: baseline)
    }

    /// A collection view whose layout is a compositional list, as a scene's `collectionView`
    /// with `layout: list`: its appearance, and each item's text, secondary text, image and
    /// accessories, read from its list cell's content configuration.
    static func captureList(_ collectionView: UICollectionView, appearance: String, walker: SceneWalker) -> TypeKeys {
        let name = walker.name(of: collectionView)
        if collectionView.numberOfSections > 1 { walker.note("\(name): only the first section is captured") }
        let count = collectionView.numberOfSections > 0 ? min(mostItems, collectionView.numberOfItems(inSection: 0)) : 0
        var items: [YAMLNode] = []
        var unseen = 0
        var leftOut: Set<String> = []
        let offset = collectionView.contentOffset
        for index in 0..<count {
            // What the data source says its cell shows, when it can say (a scene's list) and the
            // item has no cell on screen: the cell it would make shows that, wherever scrolled.
            let path = IndexPath(item: index, section: 0)
            if collectionView.cellForItem(at: path) == nil,
               let shown = PlatformBridge.shownListContent(of: collectionView, at: path) {
                items.append(listItem(label: shown.text, secondaryText: shown.secondaryText, image: shown.image,
                                      accessories: shown.accessories, leavingOut: &leftOut))
                continue
            }
            // A list runs down.
            guard let cell = cell(at: index, in: collectionView, byPage: true) else {
                unseen += 1
                items.append(.text("Item \(index + 1)"))
                continue
            }
            items.append(listItem(cell, leavingOut: &leftOut))
        }
        restore(offset, of: collectionView)
        if unseen > 0 {
            walker.note("\(name): \(unseen) items had no cell on screen, so are written as \"Item N\"")
        }
        for kind in leftOut.sorted() { walker.note("\(name): a \(kind) accessory has no scene key and is left out") }
        var entries: [YAMLEntry] = []
        if !items.isEmpty { entries.append(YAMLEntry("items", .list(items, flow: false))) }
        entries.append(YAMLEntry("layout", .bare("list")))
        if appearance != "plain" { entries.append(YAMLEntry("appearance", .bare(appearance))) }
        entries += dragAndDropEntries(of: collectionView)
        // A scene's list with nothing else said is a plain list.
        let baseline = UICollectionView(frame: collectionView.frame, collectionViewLayout: UICollectionViewFlowLayout())
        return TypeKeys(entries: entries, baseline: baseline)
    }

    /// A list item: the label VoiceOver reads from its texts, and the secondary text, picture
    /// and accessories its cell shows.
    private static func listItem(_ cell: UICollectionViewCell, leavingOut leftOut: inout Set<String>) -> YAMLNode {
        let content = cell.contentConfiguration as? UIListContentConfiguration
        return listItem(label: content?.text ?? cell.accessibilityLabel ?? "", secondaryText: content?.secondaryText,
                        image: content?.image, accessories: (cell as? UICollectionViewListCell)?.accessories ?? [],
                        leavingOut: &leftOut)
    }

    /// A list item from what its cell shows: its label, secondary text, picture and accessories.
    private static func listItem(label: String, secondaryText: String?, image: UIImage?, accessories: [UICellAccessory],
                                 leavingOut leftOut: inout Set<String>) -> YAMLNode {
        var entries = [YAMLEntry("label", .text(label))]
        if let secondary = secondaryText { entries.append(YAMLEntry("secondaryText", .text(secondary))) }
        if let image, let symbol = PlatformBridge.symbolName(of: image) {
            entries.append(YAMLEntry("symbol", .bare(symbol)))
        }
        let accessories = accessories.compactMap { accessory -> YAMLNode? in
            switch accessory.accessoryType {
            case .disclosureIndicator: return .bare("disclosureIndicator")
            case .checkmark: return .bare("checkmark")
            case .detail: return .bare("detail")
            case .reorder: return .bare("reorder")
            case .delete: return .bare("delete")
            default:
                leftOut.insert("\(accessory.accessoryType)")
                return nil
            }
        }
        if !accessories.isEmpty { entries.append(YAMLEntry("accessories", .list(accessories, flow: true))) }
        return entries.count == 1 ? .text(label) : .mapping(entries, flow: true)
    }

    /// `drag` and `drop`, as a collection view of either layout has them.
    private static func dragAndDropEntries(of collectionView: UICollectionView) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        if collectionView.dragDelegate != nil {
            // `enabled` only where it differs from the device's default, as a scene leaves it out.
            let byDefault = PlatformBridge.listDragsEnabledByDefault(in: collectionView.window)
            let enabled = collectionView.dragInteractionEnabled == byDefault
                ? [] : [YAMLEntry("enabled", .bool(collectionView.dragInteractionEnabled))]
            entries.append(YAMLEntry("drag", .mapping(enabled, flow: true), comment: CaptureDefaults.collectionDrag))
        }
        if let delegate = collectionView.dropDelegate {
            entries.append(dropEntry(of: collectionView, delegate: delegate))
        }
        return entries
    }

    /// `drop`: the types the delegate's `canHandle` takes, and the intent its
    /// `dropSessionDidUpdate` proposes for a drag from elsewhere over the first item.
    private static func dropEntry(of collectionView: UICollectionView, delegate: UICollectionViewDropDelegate) -> YAMLEntry {
        let accepted = ProbeDropSession.broadest(ProbeDropSession.sceneTypes.filter {
            PlatformBridge.canHandle(delegate, in: collectionView, ProbeDropSession(typeIdentifier: $0))
        })
        let types = accepted ?? [CaptureDefaults.acceptedType]
        var entries = [YAMLEntry("accepts", .list(types.map { .bare($0) }, flow: true))]
        let first = collectionView.numberOfSections > 0 && collectionView.numberOfItems(inSection: 0) > 0
            ? IndexPath(item: 0, section: 0) : nil
        if accepted != nil, let proposal = PlatformBridge.proposal(of: delegate, in: collectionView,
                                                  for: ProbeDropSession(typeIdentifier: types[0]), at: first) {
            switch proposal.intent {
            case .insertIntoDestinationIndexPath: entries.append(YAMLEntry("intent", .bare("insertIntoDestinationIndexPath")))
            case .unspecified: entries.append(YAMLEntry("intent", .bare("unspecified")))
            default: break
            }
        }
        return YAMLEntry("drop", .mapping(entries, flow: true),
                         comment: accepted == nil ? CaptureDefaults.collectionDrop : CaptureDefaults.probedCollectionDrop)
    }

    /// An item: its label, and the picture its cell shows, if any.
    private static func item(label: String, cell: UICollectionViewCell) -> YAMLNode {
        var pending: [UIView] = [cell]
        while let view = pending.popLast() {
            if let image = (view as? UIImageView)?.image {
                if let symbol = PlatformBridge.symbolName(of: image) {
                    return .mapping([YAMLEntry("label", .text(label)), YAMLEntry("symbol", .bare(symbol))], flow: true)
                }
                if let rows = PlatformBridge.rows(of: image) {
                    return .mapping([YAMLEntry("label", .text(label)),
                                     YAMLEntry("cells", .list(rows.map { .text($0) }, flow: true))], flow: true)
                }
            }
            pending += view.subviews
        }
        return .text(label)
    }

    /// The names the cells give their drag source and drop points, with each cell's label made
    /// `{label}` again: taken from the first cell that names each, and the last cell's second
    /// drop point as the drop after it.
    /// What a cell showed when it was captured: its label and the names of its own drag sources
    /// and drop points. Kept as names, not as the cell: scrolling to the next items reuses it.
    private struct SeenCell {
        let label: String
        let dragSources: [String]
        let dropPoints: [String]

        @MainActor
        init(_ cell: UICollectionViewCell, label: String) {
            func own(_ list: [UIAccessibilityLocationDescriptor]?) -> [String] {
                (list ?? []).filter { !PlatformBridge.isUIKitsOwn($0) }.map(\.name)
            }
            self.label = label
            dragSources = own(cell.accessibilityDragSourceDescriptors)
            dropPoints = own(cell.accessibilityDropPointDescriptors)
        }
    }

    /// The cell of an item, scrolled into view when it has none: VoiceOver scrolls to each item
    /// as it swipes, so the exported script reads every item's cell, and the items it writes
    /// must say what those cells say. The caller puts the offset back (`restore`).
    ///
    /// Items are read in order, so where the view runs down (`byPage`) the item is scrolled to
    /// the top: the items after it are then on screen and read without a scroll, a page of
    /// cells made at each scroll rather than a scroll's layout at each item (a list of 100,000
    /// items took over a second). A cell shows what its data source gave its item, whichever
    /// cell it reused. Should scrolling to the top show no cell for it, it is scrolled into
    /// view as VoiceOver would.
    private static func cell(at index: Int, in collectionView: UICollectionView, byPage: Bool) -> UICollectionViewCell? {
        let path = IndexPath(item: index, section: 0)
        if let cell = collectionView.cellForItem(at: path) { return cell }
        if byPage {
            collectionView.scrollToItem(at: path, at: .top, animated: false)
            if let cell = collectionView.cellForItem(at: path) { return cell }
        }
        collectionView.scrollToItem(at: path, at: [], animated: false)
        return collectionView.cellForItem(at: path)
    }

    /// Scrolls the collection view back to where it was before its items were captured.
    private static func restore(_ offset: CGPoint, of collectionView: UICollectionView) {
        guard collectionView.contentOffset != offset else { return }
        collectionView.setContentOffset(offset, animated: false)
        collectionView.layoutIfNeeded()
    }

    private static func actionNames(_ cells: [SeenCell]) -> [YAMLEntry] {
        func template(_ name: String, _ label: String) -> String {
            label.isEmpty ? name : name.replacingOccurrences(of: label, with: "{label}")
        }
        var entries: [YAMLEntry] = []
        if let seen = cells.first(where: { !$0.dragSources.isEmpty }), let name = seen.dragSources.first {
            entries.append(YAMLEntry("dragSource", .text(template(name, seen.label))))
        }
        if let seen = cells.first(where: { !$0.dropPoints.isEmpty }), let name = seen.dropPoints.first {
            entries.append(YAMLEntry("dropBefore", .text(template(name, seen.label))))
        }
        if let seen = cells.last, seen.dropPoints.count > 1 {
            entries.append(YAMLEntry("dropAfter", .text(template(seen.dropPoints[1], seen.label))))
        }
        return entries
    }
}
