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
}
