import CellKit

/// `type: keyboardKey`: a key of an app's own keyboard (a PIN pad, say).
struct KeyboardKeyType: ViewType {
    let name = "keyboardKey"
    let summary = "A key of an app's own keyboard: a `UIButton` with the `keyboardKey` trait, said without \"Button\"."
    let keys = [
        SchemaKey("title", .text, .required, "what the key shows and says"),
        SceneEffect.actionKey("what a tap does"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let key = UIButton(frame: frame)
        key.setTitle(try keys.required("title").string(), for: .normal)
        key.accessibilityTraits.insert(.keyboardKey)
        try SceneEffect.addAction(of: keys, to: key, in: &builder)
        return key
    }
}
