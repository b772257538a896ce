import CellKit

/// `type: label`: a `UILabel`.
struct LabelType: ViewType {
    let name = "label"
    let summary = "A `UILabel`: an element that speaks its text; a `drop` on it changes the text. As in UIKit, it "
        + "takes no touches (a touch goes to the view behind it) unless it has a `drag` or a `drop`, or says "
        + "`interactive: true`."
    let keys = [
        SchemaKey("text", .text, .required, "what the label shows and says"),
        SchemaKey("color", .color, .otherwise("the terminal's"), "the text's colour"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let label = UILabel(frame: frame)
        label.text = try keys.required("text").string()
        label.numberOfLines = 0
        label.textColor = try keys["color"].map { node throws(SceneError) in try node.color() }
        return label
    }
}
