import CellKit

/// A run of elements in visiting order, shared by every `ElementList` that holds it: a list
/// built from pieces that did not change (the rows of a long table away from a drop) shares
/// their chunks instead of copying their elements.
///
/// What is worked out from a chunk's elements (where each object is, which are not views) is
/// kept with it, so it is worked out once for as long as the chunk lives, not once per walk.
final class ElementChunk {
    let elements: [AccessibleElement]
    private var places: [ObjectIdentifier: Int]?
    private var loose: [Int]?
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
        if let loose { return loose }
        let found = elements.indices.filter { !(elements[$0].object is UIView) }
        loose = found
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
