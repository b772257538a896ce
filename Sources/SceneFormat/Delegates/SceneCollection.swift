import CellKit

/// A collection view described in a scene file: its items, and declarative data source, drag
/// and drop delegates. Dragging within it reorders; a drop from elsewhere inserts a placeholder
/// at the destination index path, which the loaded item replaces, or which goes away when the
/// load fails.
@MainActor
final class SceneCollection: UICollectionViewDataSource, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate, ListContentDataSource {
    /// One item: a label and, for a photo, an image; in a list, a secondary text and accessories.
    struct Item {
        var label: String
        var image: UIImage?
        /// What has been dropped into the item (a folder's contents), said as its value.
        var contents: [String] = []
        /// A list cell's secondary text, under its text.
        var secondaryText: String?
        /// A list cell's accessories, in the order the scene gives them.
        var accessories: [Accessory] = []

        init(label: String, image: UIImage? = nil) {
            self.label = label
            self.image = image
        }
    }

    /// The accessories a list item may show (UIKit's `UICellAccessory` kinds), shown always.
    enum Accessory: String, CaseIterable {
        case disclosureIndicator, checkmark, detail, reorder, delete
    }

    /// What the cells call their actions; `{label}` is the item's label.
    struct ActionNames {
        var dragSource: String?
        var dropBefore: String?
        var dropAfter: String?

        init(dragSource: String? = nil, dropBefore: String? = nil, dropAfter: String? = nil) {
            self.dragSource = dragSource
            self.dropBefore = dropBefore
            self.dropAfter = dropAfter
        }
    }

    /// How a drop from elsewhere goes.
    struct DropRules {
        var acceptedTypes: [String]
        /// What the placeholder says while the item loads.
        var placeholderLabel: String
        /// Extra virtual seconds each load takes here, added to the source's own.
        var loadDelay: Double
        /// When set, loads here fail with this message.
        var loadFailure: String?
        /// Announced when an item arrives or fails to; `{label}` is its name.
        var loadedAnnouncement: String?
        var failedAnnouncement: String?
        /// Where a drop puts the items: at the destination, into the item there, or at the end.
        var intent: UICollectionViewDropProposal.Intent = .insertAtDestinationIndexPath

        init(acceptedTypes: [String], placeholderLabel: String = "Loading", loadDelay: Double = 0,
                    loadFailure: String? = nil, loadedAnnouncement: String? = nil, failedAnnouncement: String? = nil) {
            self.acceptedTypes = acceptedTypes
            self.placeholderLabel = placeholderLabel
            self.loadDelay = loadDelay
            self.loadFailure = loadFailure
            self.loadedAnnouncement = loadedAnnouncement
            self.failedAnnouncement = failedAnnouncement
        }
    }

    /// The intents a scene names, by UIKit's names.
    static let intents: [(name: String, intent: UICollectionViewDropProposal.Intent)] = [
        ("insertAtDestinationIndexPath", .insertAtDestinationIndexPath),
        ("insertIntoDestinationIndexPath", .insertIntoDestinationIndexPath),
        ("unspecified", .unspecified),
    ]

    private(set) var items: [Item]
    /// Whether a tap on another item while a drag from here is held adds that item to it.
    var addsItems = false
    let names: ActionNames
    let allowsMove: Bool
    /// `nil` when the collection view takes no drops.
    let dropRules: DropRules?
    static let reuseIdentifier = "item"

    init(items: [Item], names: ActionNames, allowsMove: Bool, dropRules: DropRules?) {
        self.items = items
        self.names = names
        self.allowsMove = allowsMove
        self.dropRules = dropRules
    }

    /// Whether the items are a list's rows (`layout: list`): list cells with a content configuration.
    private(set) var isList = false

    /// Connects a collection view to this model.
    func attach(to collectionView: UICollectionView, draggable: Bool, isList: Bool = false) {
        self.isList = isList
        collectionView.register(isList ? SceneListCell.self : SceneCollectionCell.self,
                                forCellWithReuseIdentifier: Self.reuseIdentifier)
        collectionView.dataSource = self
        self.collectionView = collectionView
        if draggable { collectionView.dragDelegate = self }
        if dropRules != nil { collectionView.dropDelegate = self }
    }

    // MARK: Data source

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        if let listCell = cell as? SceneListCell, items.indices.contains(indexPath.item) {
            listCell.show(items[indexPath.item], on: collectionView.cellMetrics) { [weak self, weak listCell, weak collectionView] in
                guard let self, let listCell, let collectionView, let path = collectionView.indexPath(for: listCell),
                      self.items.indices.contains(path.item) else { return }
                self.items.remove(at: path.item)
                collectionView.deleteItems(at: [path])
            }
            return listCell
        }
        guard let sceneCell = cell as? SceneCollectionCell, items.indices.contains(indexPath.item) else { return cell }
        let item = items[indexPath.item]
        sceneCell.show(label: item.label, image: item.image)
        sceneCell.accessibilityValue = item.contents.isEmpty ? nil : item.contents.joined(separator: ", ")
        sceneCell.describesOwnActions = describesOwnActions
        sceneCell.dragSourceName = collectionView.dragDelegate == nil ? nil : names.dragSource.map { fill($0, item) }
        sceneCell.dropBeforeName = collectionView.dropDelegate == nil ? nil : names.dropBefore.map { fill($0, item) }
        let isLast = indexPath.item == items.count - 1
        sceneCell.dropAfterName = collectionView.dropDelegate == nil || !isLast ? nil : names.dropAfter.map { fill($0, item) }
        return sceneCell
    }

    /// What a list's cell shows for an item, as `show` configures it, without making the cell: a
    /// capture reads a long list this way (`ListContentDataSource`). `nil` for a flow layout's
    /// items, and while a drop's placeholders stand among the items (the paths shown are not the
    /// items' own).
    func shownListContent(at indexPath: IndexPath, in collectionView: UICollectionView)
        -> (text: String, secondaryText: String?, image: UIImage?, accessories: [UICellAccessory])? {
        guard isList, !collectionView.hasUncommittedUpdates, indexPath.section == 0,
              items.indices.contains(indexPath.item) else { return nil }
        let item = items[indexPath.item]
        // The delete accessory's action is not read, only its kind.
        return (item.label, item.secondaryText, item.image, SceneListCell.accessories(of: item, delete: {}))
    }

    /// A list item with a reorder accessory moves (`moveItemAt`); nothing else does here: a flow
    /// layout's drags reorder through the drop delegate.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        isList && items.indices.contains(indexPath.item) && items[indexPath.item].accessories.contains(.reorder)
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard items.indices.contains(sourceIndexPath.item) else { return }
        let item = items.remove(at: sourceIndexPath.item)
        items.insert(item, at: min(max(0, destinationIndexPath.item), items.count))
    }

    /// Whether the scene names the cells' actions (`cells:`), as an app's own descriptors do;
    /// otherwise the cells offer UIKit's.
    private var describesOwnActions: Bool {
        names.dragSource != nil || names.dropBefore != nil || names.dropAfter != nil
    }

    private func fill(_ template: String, _ item: Item) -> String {
        SceneDragDelegate.fill(template, with: ["label": item.label])
    }

    // MARK: Drag

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                               at indexPath: IndexPath) -> [UIDragItem] {
        dragItems(at: indexPath)
    }

    /// The item tapped while a drag from here is held, once: an item already in the drag is not
    /// added again (its label is its local object). Implemented only when the scene says the
    /// collection adds items (`addsItems`); otherwise it says it is not, as an app that leaves it
    /// out, so VoiceOver offers no "Add … to drag" that could only fail.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        guard addsItems else {
            OptionalMethods.defaultRan(#function, by: collectionView)
            return []
        }
        guard items.indices.contains(indexPath.item) else { return [] }
        let label = items[indexPath.item].label
        guard !session.items.contains(where: { ($0.localObject as? String) == label }) else { return [] }
        return dragItems(at: indexPath)
    }

    private func dragItems(at indexPath: IndexPath) -> [UIDragItem] {
        guard items.indices.contains(indexPath.item) else { return [] }
        let item = items[indexPath.item]
        // The image when there is one, then the label as text, highest fidelity first.
        let provider = NSItemProvider()
        if let image = item.image { provider.registerObject(image, visibility: .all) }
        provider.registerObject(item.label as NSString, visibility: .all)
        provider.suggestedName = item.label
        let dragItem = UIDragItem(itemProvider: provider)
        dragItem.localObject = item.label
        return [dragItem]
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        allowsMove
    }

    // A scene describes an app that implements every callback that only tells it something, so
    // the callback log a scene's script checks lists each of them.

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {}

    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}

    func collectionView(_ collectionView: UICollectionView,
                        dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        false
    }

    // MARK: Drop

    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {}

    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {}

    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {}

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        guard let dropRules else { return false }
        return session.hasItemsConforming(toTypeIdentifiers: dropRules.acceptedTypes)
    }

    /// Within the collection view a drag reorders (a move); from elsewhere it copies in.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        let isReorder = session.localDragSession != nil && collectionView.hasActiveDrag
        guard !isReorder || allowsMove else { return UICollectionViewDropProposal(operation: .forbidden) }
        let intent = dropRules?.intent ?? .insertAtDestinationIndexPath
        // Into an item, a drag from here is a copy into it, not a reorder.
        let moves = isReorder && intent != .insertIntoDestinationIndexPath
        return UICollectionViewDropProposal(operation: moves ? .move : .copy, intent: intent)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let end = IndexPath(item: items.count, section: 0)
        let intent = coordinator.proposal.intent
        if intent == .insertIntoDestinationIndexPath, let target = coordinator.destinationIndexPath,
           items.indices.contains(target.item) {
            for dropItem in coordinator.items { drop(dropItem.dragItem, into: target, with: coordinator) }
            return
        }
        // Without an intent to place them, the items go at the end.
        let destination = intent == .unspecified ? end : coordinator.destinationIndexPath ?? end
        for dropItem in coordinator.items {
            if let source = dropItem.sourceIndexPath {
                move(from: source, to: destination, in: collectionView)
                coordinator.drop(dropItem.dragItem, toItemAt: destination)
            } else {
                insert(dropItem.dragItem, at: destination, with: coordinator)
            }
        }
    }

    /// Into the item at `target`: the item's contents gain what is dropped, once it has loaded.
    private func drop(_ dragItem: UIDragItem, into target: IndexPath, with coordinator: UICollectionViewDropCoordinator) {
        let rect = CGRect(x: 0, y: 0, width: 1, height: 1)
        coordinator.drop(dragItem, intoItemAt: target, rect: rect)
        let label = items[target.item].label
        let provider = dragItem.itemProvider
        let name = provider.suggestedName
        let accepted = dropRules?.acceptedTypes ?? []
        if let dropRules {
            provider.simulatedLoadDelay += dropRules.loadDelay
            if let failure = dropRules.loadFailure { provider.simulatedFailure = failure }
        }
        DroppedItemReader.load(provider, accepting: accepted) { content in
            let text: String?
            switch content {
            case .image?: text = name ?? self.dropRules?.placeholderLabel
            case .text(let value)?: text = name ?? value
            case nil: text = nil
            }
            // The item may have moved while the data loaded: find it again by its label.
            guard let text, let index = self.items.firstIndex(where: { $0.label == label }) else {
                self.announce(self.dropRules?.failedAnnouncement, label: name ?? "")
                return
            }
            self.items[index].contents.append(text)
            self.reloadItem(at: index)
            self.announce(self.dropRules?.loadedAnnouncement, label: text)
        }
    }

    /// The collection view shown, to redraw an item whose contents changed; not kept alive.
    /// Held by a `ViewReference`, not `weak`: a weak reference gives the collection view a side
    /// table, through which every retain and release of it would go (each swipe and hit test
    /// passes through it several times).
    var collectionView: UICollectionView? {
        get { collectionViewReference.view as? UICollectionView }
        set { collectionViewReference = ViewReference(newValue) }
    }
    private var collectionViewReference = ViewReference(nil)

    private func reloadItem(at index: Int) {
        collectionView?.reloadItems(at: [IndexPath(item: index, section: 0)])
    }

    private func move(from source: IndexPath, to destination: IndexPath, in collectionView: UICollectionView) {
        guard items.indices.contains(source.item) else { return }
        collectionView.performBatchUpdates({
            // For a move, UIKit's destination index path is where the item ends up, once taken
            // out of its place; the end of the section is past the last item.
            let target = max(0, min(destination.item, self.items.count - 1))
            // Only the items between the two places move along (not every item after them, as
            // a removal and an insertion would): a reorder in a long list costs its distance.
            let item = self.items[source.item]
            if target > source.item {
                for index in source.item..<target { self.items[index] = self.items[index + 1] }
            } else {
                for index in stride(from: source.item, to: target, by: -1) { self.items[index] = self.items[index - 1] }
            }
            self.items[target] = item
            collectionView.deleteItems(at: [source])
            collectionView.insertItems(at: [IndexPath(item: target, section: 0)])
        })
    }

    private func insert(_ dragItem: UIDragItem, at destination: IndexPath, with coordinator: UICollectionViewDropCoordinator) {
        guard let dropRules else { return }
        let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination,
                                                          reuseIdentifier: Self.reuseIdentifier)
        placeholder.cellUpdateHandler = { cell in
            if let row = cell as? SceneListCell {
                row.show(Item(label: dropRules.placeholderLabel), on: self.collectionView?.cellMetrics ?? row.cellMetrics) {}
                return
            }
            guard let cell = cell as? SceneCollectionCell else { return }
            cell.show(label: dropRules.placeholderLabel, image: nil)
            // A placeholder offers none of the scene's named actions; without names, UIKit's stand.
            cell.describesOwnActions = self.describesOwnActions
        }
        let context = coordinator.drop(dragItem, to: placeholder)
        let provider = dragItem.itemProvider
        provider.simulatedLoadDelay += dropRules.loadDelay
        if let failure = dropRules.loadFailure { provider.simulatedFailure = failure }
        let name = provider.suggestedName
        DroppedItemReader.load(provider, accepting: dropRules.acceptedTypes) { content in
            let item: Item?
            switch content {
            case .image(let image)?: item = Item(label: name ?? dropRules.placeholderLabel, image: image)
            case .text(let text)?: item = Item(label: name ?? text)
            case nil: item = nil
            }
            guard let item else {
                context.deletePlaceholder()
                self.announce(dropRules.failedAnnouncement, label: name ?? "")
                return
            }
            if context.commitInsertion(dataSourceUpdates: { path in self.items.insert(item, at: min(path.item, self.items.count)) }) {
                self.announce(dropRules.loadedAnnouncement, label: item.label)
            }
        }
    }

    private func announce(_ template: String?, label: String) {
        guard let template else { return }
        UIAccessibility.post(notification: .announcement, argument: SceneDragDelegate.fill(template, with: ["label": label]))
    }
}
