import Foundation

/// A menu: a title and the elements it holds (actions and submenus), as UIKit's `UIMenu`
/// (iOS 13). Buttons, bar buttons and context menus take one.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's name, as UIKit's.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How a menu shows its elements. The values are UIKit's.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The elements are shown in the menu that holds this one, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The elements destroy something.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One element at most is on (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The elements are shown as a row of images (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size a menu gives its elements, as UIKit names it on `UIMenu`.
    public typealias ElementSize = UIMenuElement.Size

    /// The menu's identifier: the one given, or a unique one made for it.
    open private(set) var identifier: Identifier
    /// How the menu shows its elements.
    open private(set) var options: Options
    /// The size of the menu's elements (iOS 16).
    open var preferredElementSize: ElementSize
    /// The menu's actions and submenus, in order.
    open private(set) var children: [UIMenuElement]

    /// A menu of `children` (iOS 16's initializer; iOS 13's has the same parameters but
    /// `subtitle` and `preferredElementSize`).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .automatic,
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// CellKit loads no archives: this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    /// A copy of this menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions in this menu and its submenus whose state is on (iOS 16).
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.selectedElements }
            if let action = child as? UIAction, action.state == .on { return [action] }
            return []
        }
    }

    /// CellKit's own: the actions a person can choose, in the order the menu shows them, with
    /// inline and nested menus flattened: hidden and disabled actions are left out, as a menu
    /// shows no hidden element and a disabled one cannot be chosen.
    package var choosableActions: [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let menu = child as? UIMenu { return menu.choosableActions }
            guard let action = child as? UIAction,
                  action.attributes.isDisjoint(with: [.hidden, .disabled]) else { return [] }
            return [action]
        }
    }
}
