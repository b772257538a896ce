import Foundation

/// An item shown on a bar (a tab bar's tab): a title, an image, whether it is enabled, a tag.
/// Its accessibility label, value and hint, when set, are what VoiceOver says instead of the
/// title and badge (UIKit declares them on `NSObject`; CellKit here, as on `UIResponder`).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    /// The words Voice Control and Full Keyboard Access know the item by; VoiceOver does not
    /// speak them. Empty when none are set, as in UIKit.
    open var accessibilityUserInputLabels: [String]! {
        get { storedUserInputLabels ?? [] }
        set { storedUserInputLabels = newValue }
    }
    private var storedUserInputLabels: [String]?

    public override init() {
        super.init()
    }

    /// Called after loading from a nib; CellKit loads no nibs, so never (see
    /// `UIResponder.awakeFromNib()`).
    open func awakeFromNib() {}
}
