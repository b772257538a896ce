import CellKit

/// `type: secureTextField`: a `UITextField` with `isSecureTextEntry`.
struct SecureTextFieldType: ViewType {
    let name = "secureTextField"
    let summary = "A `UITextField` for a password (`isSecureTextEntry`): its text is never said; VoiceOver says how many "
        + "characters it holds."
    let keys = [
        SchemaKey("text", .text, .otherwise("empty"), "what the field holds"),
        SchemaKey("placeholder", .text, .optional, "said when the field is empty"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let field = UITextField(frame: frame)
        field.isSecureTextEntry = true
        field.text = try keys["text"]?.string()
        field.placeholder = try keys["placeholder"]?.string()
        return field
    }
}
