import CellKit

/// `type: switch`: a `UISwitch`.
struct SwitchType: ViewType {
    let name = "switch"
    let summary = "A `UISwitch`: VoiceOver says \"Switch Button. On.\" and a double tap flips it."
    let keys = [
        SchemaKey("on", .bool, .defaults("false"), "whether it is on"),
        SceneEffect.actionKey("run when it flips"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let toggle = UISwitch(frame: frame)
        toggle.isOn = try keys.defaulted("on").bool()
        try SceneEffect.addAction(of: keys, to: toggle, in: &builder)
        return toggle
    }
}
