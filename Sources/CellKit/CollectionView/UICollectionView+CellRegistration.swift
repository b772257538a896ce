import Foundation

extension UICollectionView {
    /// A registration of a cell class with the handler that configures its cells: dequeue a cell
    /// with it (`dequeueConfiguredReusableCell(using:for:item:)`) and the collection view makes
    /// or reuses a cell of the class and hands it to the handler with the item. Make it once
    /// (outside the cell provider), as UIKit asks.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The registration's own reuse identifier: the cells it makes are reused only for it.
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
        }
    }

    /// A cell of the registration's class, reused when one is free, configured by the
    /// registration's handler with `item` (left unconfigured when `item` is `nil`).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        // Registering again is a lookup: the registration is known to every collection view
        // that dequeues with it, however many there are.
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(registeredWith: registration.reuseIdentifier, frame: dequeued.frame)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A registration of a supplementary view class for a kind (a header, a footer) with the
    /// handler that configures its views: dequeue one with it
    /// (`dequeueConfiguredReusableSupplementary(using:for:)`) in the data source's
    /// `supplementaryViewProvider`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view of the kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
        }
    }

    /// A supplementary view of the registration's class and kind, reused when one is free,
    /// configured by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let frame = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: registration.elementKind, at: indexPath)?.frame ?? .zero
        let view = dequeueSupplementary(kind: registration.elementKind, identifier: registration.reuseIdentifier, frame: frame) {
            Supplementary(registeredWith: registration.reuseIdentifier, frame: frame)
        }
        let typed = view as? Supplementary ?? Supplementary(registeredWith: registration.reuseIdentifier, frame: frame)
        typed.supplementaryKind = registration.elementKind
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}
