import CellKit

/// Where an element is, as read all keeps track of what it has read: the element, and its place
/// in the content of the innermost scroll view around it (on the screen, outside any). The place
/// is the same however the scroll views around it scroll, and differs for a cell a table reuses
/// for another row, so a place read once is never read again, and read all, which scrolls as it
/// reads, always ends.
struct ReadingPlace: Hashable {
    let object: ObjectIdentifier
    let x: Double
    let y: Double

    @MainActor
    init(_ element: AccessibleElement) {
        object = ObjectIdentifier(element.object)
        let origin = element.frame.origin
        let place = element.enclosingScrollViews.first.map { $0.pointFromScreen(origin) } ?? origin
        x = Double(place.x)
        y = Double(place.y)
    }
}
