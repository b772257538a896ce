import CellKit

/// A run of elements in visiting order, shared by every `ElementList` that holds it: a list
/// built from pieces that did not change (the rows of a long table away from a drop) shares
/// their chunks instead of copying their elements.
///
/// What is worked out from a chunk's elements (where each object is, which are not views, which
/// a swipe visits) is kept with it, so it is worked out once for as long as the chunk lives, not
/// once per walk or per swipe.
final class ElementChunk {
    let elements: [AccessibleElement]
    private var places: [ObjectIdentifier: Int]?
    private var loose: [Int]?
    private var visited: [Int]?
    private var cells: [Int]?
    private var containerPlaces: (stamp: ContainerPlaces.Stamp, places: ContainerPlaces)?

    init(_ elements: [AccessibleElement]) {
        self.elements = elements
    }

    /// Where an object first is among the chunk's elements.
    @MainActor
    func place(of object: UIResponder) -> Int? {
        if let places { return places[ObjectIdentifier(object)] }
        var found: [ObjectIdentifier: Int] = [:]
        found.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() where found[ObjectIdentifier(element.object)] == nil {
            found[ObjectIdentifier(element.object)] = index
        }
        places = found
        return found[ObjectIdentifier(object)]
    }

    /// The places of the elements that are not views (`UIAccessibilityElement`s).
    @MainActor
    var looseElements: [Int] {
        places(kept: &loose) { !($0.object is UIView) }
    }

    /// The places of the elements a swipe visits, in order: those whose frame is not empty
    /// (`ScreenReader.hasEmptyFrame`). Kept for the chunk's life, as its order is: a chunk lives
    /// only while the walk it came from is current, and every change to an element's size (a
    /// view's bounds, an element's frame or path) makes that walk stale (`ViewChange`), the
    /// getters of a class that is not CellKit's after a posted layout or screen change, as the
    /// walk reads them again (`ElementCache`). A swipe past thousands of empty elements then
    /// reads each frame once, not at every swipe.
    @MainActor
    var visitedPlaces: [Int] {
        places(kept: &visited) { !ScreenReader.hasEmptyFrame($0) }
    }

    /// The place of the first element a swipe visits at `offset` or after it (`direction` 1),
    /// or at it or before it (`direction` -1); `nil` when there is none in the chunk.
    @MainActor
    func visitedPlace(from offset: Int, by direction: Int) -> Int? {
        let places = visitedPlaces
        // The first kept place at or past `offset`.
        var low = 0, high = places.count
        while low < high {
            let middle = (low + high) / 2
            if places[middle] < offset { low = middle + 1 } else { high = middle }
        }
        if direction > 0 { return low < places.count ? places[low] : nil }
        if low < places.count, places[low] == offset { return offset }
        return low > 0 ? places[low - 1] : nil
    }

    /// The places of the elements that are table or collection view cells, which read all's
    /// foresight counts the rows past (`ReadAllForesight`).
    @MainActor
    var cellPlaces: [Int] {
        places(kept: &cells) { $0.object is UITableViewCell || $0.object is UICollectionViewCell }
    }

    /// The places of the elements that pass `test`, in order: `kept` when worked out before,
    /// else worked out now and kept there for the chunk's life.
    @MainActor
    private func places(kept: inout [Int]?, where test: (AccessibleElement) -> Bool) -> [Int] {
        if let kept { return kept }
        var found: [Int] = []
        for (index, element) in elements.enumerated() where test(element) { found.append(index) }
        kept = found
        return found
    }

    /// Where the chunk's elements sit in the containers that give context, worked out again
    /// only when `stamp` says an element may have moved between containers since.
    @MainActor
    func containerPlaces(at stamp: ContainerPlaces.Stamp) -> ContainerPlaces {
        if let containerPlaces, containerPlaces.stamp.stands(at: stamp, for: containerPlaces.places) {
            return containerPlaces.places
        }
        let found = ContainerPlaces(of: elements)
        containerPlaces = (stamp, found)
        return found
    }

    /// Forgets the places kept in containers: something no counter follows changed them.
    func forgetContainerPlaces() {
        containerPlaces = nil
    }
}
