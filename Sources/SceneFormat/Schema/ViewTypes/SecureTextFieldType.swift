import CellKit

/// `type: secureTextField`: a `UITextField` with `isSecureTextEntry`.
struct SecureTextFieldType: ViewType {
    let name = "secureTextField"
    let summary = "A `UITextField` for a password (`isSecureTextEntry`): its text is never said; VoiceOver says how many "
        + "characters it holds."
    let keys = TextFieldType.fieldKeys

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let field = try TextFieldType.field(keys, frame: frame, in: &builder)
        field.isSecureTextEntry = true
        return field
    }
}
