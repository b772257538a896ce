import CellKit

/// `type: backButton`: a navigation bar's back button.
struct BackButtonType: ViewType {
    let name = "backButton"
    let summary = "A back button, as a navigation bar shows it: a `UIButton` with CellKit's `backButton` trait (UIKit "
        + "gives it one it does not publish), said \"Back Button\" instead of \"Button\"."
    let keys = [
        SchemaKey("title", .text, .defaults("Back"), "what it shows and says: the previous screen's title, or \"Back\""),
        SceneEffect.actionKey("what a tap does"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let button = BackButtonView(frame: frame)
        button.setTitle(try keys.defaulted("title").string(), for: .normal)
        try SceneEffect.addAction(of: keys, to: button, in: &builder)
        return button
    }
}
