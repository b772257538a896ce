import Foundation

/// The closure a `UIAction` runs, as UIKit names it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure: what a control, a bar button or a menu does when it
/// fires, as UIKit's `UIAction` (iOS 13).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's name for the app's own bookkeeping, as UIKit's.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The image shown while the action's state is on (iOS 17).
    open var selectedImage: UIImage?
    /// The action's identifier: the one given, or a unique one made for it the first time it
    /// is asked for.
    open var identifier: Identifier {
        if let keptIdentifier { return keptIdentifier }
        let made = Identifier(rawValue: UUID().uuidString)
        keptIdentifier = made
        return made
    }
    /// The identifier given, or made when first asked for. Made at once, a unique identifier
    /// was most of an action's cost (Foundation's `UUID()` opens the system's random source
    /// each time on Linux): a sixth of loading a scene of 120,000 buttons, whose identifiers
    /// nothing reads.
    private var keptIdentifier: Identifier?
    /// A longer title, shown where there is room (a keyboard's command list).
    open var discoverabilityTitle: String?
    /// Whether the action is disabled, destructive or hidden.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action is checked.
    open var state: UIMenuElement.State
    /// The control that sent the action, while its handler runs.
    open internal(set) weak var sender: AnyObject?
    let handler: UIActionHandler

    /// An action with UIKit's parts (iOS 17's initializer; the parameters iOS 13 and 15 had are
    /// the same, fewer of them), running `handler` when chosen.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.selectedImage = selectedImage
        self.keptIdentifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// CellKit loads no archives: this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Runs the handler with `sender` set while it runs. A control runs its actions whatever
    /// their attributes; a menu offers no disabled element to choose.
    func perform(sentBy sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
