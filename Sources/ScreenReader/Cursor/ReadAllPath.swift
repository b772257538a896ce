import CellKit

/// Read all's one rule for which elements it reads, for the read itself and for what it is seen
/// to cost before it starts (`ReadAllForesight`): from where it stands, the next element whose
/// frame is not empty (a swipe passes over those), until it comes to a place it read before
/// (`ReadingPlace`), where it stops, so it always ends.
struct ReadAllPath {
    private var placesRead = Set<ReadingPlace>()

    /// The index of the element read all reads next, at `start` or after it in `elements`; `nil`
    /// where the read ends (no element left, or one at a place already read). The element
    /// returned counts as read.
    @MainActor
    mutating func next(from start: Int, in elements: ElementList) -> Int? {
        guard let index = ScreenReader.visited(from: start, by: 1, in: elements),
              placesRead.insert(ReadingPlace(elements[index])).inserted else { return nil }
        return index
    }
}
