import CellKit

/// What VoiceOver sees at one generation of the view tree: the elements in visiting order, and
/// what is worked out from all of them (where each one is, the members of each list, whether
/// there are headings and containers), each worked out once.
@MainActor
final class ElementSnapshot {
    let generation: UInt64
    let windows: [ObjectIdentifier]
    let elements: [AccessibleElement]
    private let places: [ObjectIdentifier: Int]
    private var lists: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]
    private var listCounts: [ObjectIdentifier: Int] = [:]
    private var listsFound = false
    private(set) lazy var hasHeadings = elements.contains { $0.object.accessibilityTraits.contains(.header) }
    private(set) lazy var hasContainers = elements.contains { $0.semanticContainer != nil }

    init(generation: UInt64, windows: [ObjectIdentifier], elements: [AccessibleElement]) {
        self.generation = generation
        self.windows = windows
        self.elements = elements
        var places: [ObjectIdentifier: Int] = [:]
        places.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() where places[ObjectIdentifier(element.object)] == nil {
            places[ObjectIdentifier(element.object)] = index
        }
        self.places = places
    }

    /// Where an object is in the visiting order, if it is an element now.
    func index(of object: UIResponder?) -> Int? {
        object.flatMap { places[ObjectIdentifier($0)] }
    }

    /// "N of M": an element's place among the elements of the list it is in (1-based).
    func position(inList list: UIResponder, of element: AccessibleElement) -> (index: Int, count: Int)? {
        if !listsFound {
            listsFound = true
            for element in elements {
                guard let container = element.semanticContainer, container.accessibilityContainerType == .list else { continue }
                let key = ObjectIdentifier(container)
                let count = listCounts[key, default: 0]
                lists[key, default: [:]][ObjectIdentifier(element.object)] = count + 1
                listCounts[key] = count + 1
            }
        }
        let key = ObjectIdentifier(list)
        guard let index = lists[key]?[ObjectIdentifier(element.object)], let count = listCounts[key] else { return nil }
        return (index, count)
    }
}
