/// The drag the screen reader's finger holds, as the record keeps it.
public struct DragRecord: Codable, Sendable, Equatable {
    /// How many items the drag carries.
    public let itemCount: Int
    /// What releasing now would do: copy, move, forbidden or cancel.
    public let operation: String
    /// Where it is on the screen: x, y; `nil` before it has a place.
    public let location: [Double]?
    /// The view whose drop interaction it is over, if any.
    public let target: RecordedView?

    public init(itemCount: Int, operation: String, location: [Double]?, target: RecordedView?) {
        self.itemCount = itemCount
        self.operation = operation
        self.location = location
        self.target = target
    }
}
