import CellKit

/// The focused element as the screen reader last recorded it, with the live actions its record
/// was made from: what every gesture, frame and snapshot reads until something changes.
@MainActor
struct KeptFocus {
    let key: RecordKey
    /// The element's own content when the record was made.
    let print: ContentPrint
    let element: AccessibleElement
    let actions: [ElementAction]
    let record: ElementRecord
}
