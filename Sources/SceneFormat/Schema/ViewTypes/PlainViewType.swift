import CellKit

/// `type: view`: a plain view (`SceneView`).
struct PlainViewType: ViewType {
    let name = "view"
    let summary = "A plain view: a box for other views, or with `accessibility` an element of its own, whose value "
        + "may be made of other views' (`valueFrom`) or of what a `drop` brings."
    let keys: [SchemaKey] = []

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        SceneView(frame: frame)
    }
}
