import CellKit

/// `type: list`: a titled box of lines (`ListView`).
struct ListType: ViewType {
    let name = "list"
    let summary = "A titled box of lines; a `drop` may add to them."
    let keys = [
        SchemaKey("title", .text, .required, "the box's title, said as its label"),
        SchemaKey("items", .list(.text), .otherwise("none"), "the lines, said as its value"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        ListView(frame: frame, title: try keys.required("title").string(), items: try keys["items"]?.stringList() ?? [])
    }
}
