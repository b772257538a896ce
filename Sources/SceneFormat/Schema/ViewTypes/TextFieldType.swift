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
            + "VoiceOver says \"Is editing.\"")

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        try Self.field(keys, frame: frame)
    }

    /// A field with its text and placeholder, as every text field type builds it.
    static func field(_ keys: MappingReader, frame: CGRect) throws(SceneError) -> UITextField {
        let field = UITextField(frame: frame)
        field.text = try keys["text"]?.string()
        field.placeholder = try keys["placeholder"]?.string()
        if try keys.defaulted("firstResponder").bool() { field.becomeFirstResponder() }
        return field
    }
}
