import CellKit

/// `type: textField`: a `UITextField`.
struct TextFieldType: ViewType {
    let name = "textField"
    let summary = "A `UITextField`: a double tap starts editing (\"Is editing\"); there is no keyboard, so text arrives "
        + "only from the file or a drop."
    let keys = Self.fieldKeys

    /// The keys every text field takes (`secureTextField` too).
    static let fieldKeys = [
        SchemaKey("text", .text, .otherwise("empty"), "what the field holds"),
        SchemaKey("placeholder", .text, .optional, "said when the field is empty"),
        firstResponder,
    ]

    /// Whether a text field or text view is being edited when the scene starts.
    static let firstResponder = SchemaKey(
        "firstResponder", .bool, .defaults("false"),
        "`true`: it is first responder when the scene starts (`becomeFirstResponder()`), being edited: "
            + "VoiceOver says \"Is editing.\"; one view a window or screen")

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        try Self.field(keys, frame: frame, in: &builder)
    }

    /// A field with its text and placeholder, as every text field type builds it.
    static func field(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UITextField {
        let field = UITextField(frame: frame)
        field.text = try keys["text"]?.string()
        field.placeholder = try keys["placeholder"]?.string()
        let firstNode = keys.defaulted("firstResponder")
        if try firstNode.bool() {
            try claimFirstResponder(firstNode, in: &builder)
            field.becomeFirstResponder()
        }
        return field
    }

    /// Notes that the view at `node` is its window's or screen's first responder; a second on
    /// one window or screen is refused, naming where the first was given. UIKit has one first
    /// responder at a time: the second `becomeFirstResponder()` took it from the first.
    static func claimFirstResponder(_ node: NodeReader, in builder: inout SceneBuilder) throws(SceneError) {
        guard let container = builder.currentContainer else { return }
        if let first = builder.firstResponders[container] {
            throw node.error("two first responders on one screen: another view on it is first responder already "
                + "(line \(first.line), column \(first.column)); give firstResponder to one")
        }
        builder.firstResponders[container] = node.location
    }
}
