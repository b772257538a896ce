import Foundation

/// An item shown on a bar (a tab bar's tab): a title, an image, whether it is enabled, a tag.
/// Its accessibility label, when set, is what VoiceOver says instead of the title.
@MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityLabel: String?
    open var accessibilityHint: String?

    public override init() {
        super.init()
    }
}
