/// CellKit's own: which optional delegate methods an app implements, so CellKit calls, logs and
/// offers only what the app wrote, as UIKit does (it asks `responds(to:)` before calling an
/// optional method).
///
/// Swift on Linux has no `responds(to:)`, and a protocol extension's default is called like any
/// implementation. So each default of an optional drag and drop delegate method first says that
/// it is the default (`defaultRan(#function, by:)`, with the interaction, table or collection
/// view it was called with), and CellKit makes each call through that holder's
/// `ImplementedMethods.call(_:of:_:)`, which tells whether that default ran. The public UIKit
/// signatures do not change: an app implements a method exactly as for UIKit, and its
/// implementation says nothing. A delegate of CellKit's own whose methods stand for what a
/// description declares (a scene's) says `defaultRan(#function, by:)` itself where the
/// description leaves a method out.
///
/// The call in progress is found through the holder every such method is given as its first
/// argument, not through a task-local value: pushing one for each optional call (six for a
/// drag lifted and cancelled) was a tenth of an audit of a long table.
///
/// What calls have shown is kept by whoever holds the delegate (`ImplementedMethods`: a drag or
/// drop interaction, a table or collection view), not here: this type holds no state. Used by
/// every drag and drop delegate protocol: `UIDragInteractionDelegate`,
/// `UIDropInteractionDelegate`, and the table and collection views' drag and drop delegates.
@MainActor
package enum OptionalMethods {
    /// Said by a default implementation of a drag interaction's delegate, with its `#function`
    /// and the interaction it was called with: the app did not write `method`
    /// (`ImplementedMethods.defaultRan(_:)`).
    package static func defaultRan(_ method: String, by interaction: UIDragInteraction) {
        interaction.implementedMethods.defaultRan(method)
    }

    /// Said by a default implementation of a drop interaction's delegate.
    package static func defaultRan(_ method: String, by interaction: UIDropInteraction) {
        interaction.implementedMethods.defaultRan(method)
    }

    /// Said by a default implementation of a table view's data source or delegates.
    package static func defaultRan(_ method: String, by tableView: UITableView) {
        tableView.implementedMethods.defaultRan(method)
    }

    /// Said by a default implementation of a collection view's data source or delegates.
    package static func defaultRan(_ method: String, by collectionView: UICollectionView) {
        collectionView.implementedMethods.defaultRan(method)
    }
}
