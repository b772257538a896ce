import CellKit

/// `type: segmentedControl`: a `UISegmentedControl`.
struct SegmentedControlType: ViewType {
    let name = "segmentedControl"
    let summary = "A `UISegmentedControl`: each segment is an element, said with its title, \"Button\" and \"2 of 3\", "
        + "\"Selected\" on the selected one; a double tap selects a segment."
    let keys = [
        SchemaKey("segments", .list(.text), .required, "the segments' titles, at least one, left to right"),
        SchemaKey("selected", .text, .otherwise("none"), "the title of the segment selected at first"),
        SceneEffect.actionKey("run when a segment is selected"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let segmentsNode = try keys.required("segments")
        let titles = try segmentsNode.stringList()
        guard !titles.isEmpty else { throw segmentsNode.error("a segmented control needs at least one segment") }
        let control = UISegmentedControl(frame: frame)
        for title in titles { control.insertSegment(withTitle: title, at: control.numberOfSegments, animated: false) }
        if let node = keys["selected"] {
            let title = try node.string()
            guard let index = titles.firstIndex(of: title) else {
                throw node.error("no segment is titled '\(Echo.text(title))'; the segments are: "
                    + titles.map { Echo.text($0) }.joined(separator: ", "))
            }
            control.selectedSegmentIndex = index
        }
        try SceneEffect.addAction(of: keys, to: control, in: &builder)
        return control
    }
}
