import CellKit

/// `type: button`: a `UIButton`.
struct ButtonType: ViewType {
    let name = "button"
    let summary = "A `UIButton`: VoiceOver says its title and \"Button\"; a double tap presses it."
    let keys = [
        SchemaKey("title", .text, .required, "what the button shows and says"),
        SceneEffect.actionKey("what a tap does"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let button = UIButton(frame: frame)
        button.setTitle(try keys.required("title").string(), for: .normal)
        try SceneEffect.addAction(of: keys, to: button, in: &builder)
        return button
    }
}
