import CellKit

/// `type: well`: a titled box holding one thing (`WellView`).
struct WellType: ViewType {
    let name = "well"
    let summary = "A titled box holding one thing; a `drop` may replace it."
    let keys = [
        SchemaKey("title", .text, .required, "the box's title, said as its label"),
        SchemaKey("content", .text, .otherwise("empty"), "what it holds, said as its value"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let well = WellView(frame: frame, title: try keys.required("title").string())
        well.content = try keys["content"]?.string()
        return well
    }
}
