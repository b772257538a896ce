/// The edits a list offers on a bound collection's rows, as SwiftUI's `EditActions` (iOS 16):
/// `.move` is the table's reordering (VoiceOver's drag of a row, or edit mode's reorder
/// control), `.delete` its swipe to delete, `.all` both.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

extension EditActions where Data: MutableCollection {
    /// Rows can be moved.
    public static var move: EditActions { EditActions(rawValue: 1) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be deleted.
    public static var delete: EditActions { EditActions(rawValue: 2) }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// Rows can be moved and deleted.
    public static var all: EditActions { EditActions(rawValue: 3) }
}

extension MutableCollection {
    /// Moves the elements at `source` to `destination`, as SwiftUI's
    /// `move(fromOffsets:toOffset:)` on any mutable collection: the elements are permuted in place.
    mutating func permute(fromOffsets source: IndexSet, toOffset destination: Int) {
        var elements = Array(self)
        elements.move(fromOffsets: source, toOffset: destination)
        for (index, element) in zip(indices, elements) {
            self[index] = element
        }
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)` on any collection.
    mutating func removeElements(atOffsets offsets: IndexSet) {
        let all = Array(indices)
        for offset in offsets.reversed() where all.indices.contains(offset) {
            remove(at: all[offset])
        }
    }
}
