/// CellKit's own: UIKit settings a view keeps that change nothing a terminal shows or VoiceOver
/// reads, made the first time one is set so that most views pay one empty reference for them.
final class KeptViewSettings {
    var isOpaque = true
    var isMultipleTouchEnabled = false
    var isExclusiveTouch = false
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// The drop interaction a paste configuration gives the view, with its delegate.
    var pasteDrop: PasteDropDelegate?
}
