/// A delegate inside CellKit (a collection view's) that records the callbacks it forwards
/// itself, under the names of the delegate methods it calls.
@MainActor
protocol RecordsOwnCallbacks: AnyObject {}
