import Foundation

/// The traits of the interface a configuration is made for: the device's idiom, the interface
/// style and the size classes. CellKit keeps the traits UIKit's configuration states carry
/// (`UIConfigurationState.traitCollection`) and nothing more: there is no trait environment to
/// observe, and a collection never changes once made.
public final class UITraitCollection: NSObject, Sendable {
    /// The device's kind: phone, pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark. [sim] `.light` unless given: cells have no dark mode of their own.
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Points per pixel. [sim] 1: a cell is the unit everything is measured in.
    public let displayScale: CGFloat

    init(idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass,
         vertical: UIUserInterfaceSizeClass, scale: CGFloat) {
        userInterfaceIdiom = idiom
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
    }

    /// A collection with every trait unspecified, as UIKit's empty collection.
    public override convenience init() {
        self.init(idiom: .unspecified, style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0)
    }

    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(idiom: idiom, style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0)
    }

    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
        self.init(idiom: .unspecified, style: style, horizontal: .unspecified, vertical: .unspecified, scale: 0)
    }

    public convenience init(horizontalSizeClass sizeClass: UIUserInterfaceSizeClass) {
        self.init(idiom: .unspecified, style: .unspecified, horizontal: sizeClass, vertical: .unspecified, scale: 0)
    }

    public convenience init(verticalSizeClass sizeClass: UIUserInterfaceSizeClass) {
        self.init(idiom: .unspecified, style: .unspecified, horizontal: .unspecified, vertical: sizeClass, scale: 0)
    }

    /// The traits of several collections together: for each trait, the last collection that
    /// specifies it wins, as in UIKit.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var idiom = UIUserInterfaceIdiom.unspecified, style = UIUserInterfaceStyle.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        for traits in traitCollections {
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        self.init(idiom: idiom, style: style, horizontal: horizontal, vertical: vertical, scale: scale)
    }

    /// The traits of the simulated device (`UIDevice.current`): its idiom, a light interface,
    /// and a phone's compact width (a pad's regular one) and regular height.
    @MainActor
    public static var current: UITraitCollection {
        current(on: nil)
    }

    /// The traits of the simulated device with a screen's scale (1 with no screen).
    @MainActor
    static func current(on screen: UIScreen?) -> UITraitCollection {
        let idiom = UIDevice.current.userInterfaceIdiom
        return UITraitCollection(idiom: idiom, style: .light, horizontal: idiom == .pad ? .regular : .compact,
                                 vertical: .regular, scale: screen?.scale ?? 1)
    }

    /// Whether another collection's traits would draw differently: CellKit draws colours the
    /// same in both styles, so only a change of style counts, as for UIKit's dynamic colours.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The layout direction: left to right. [sim] Every CellKit language runs left to right.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }

    /// The preferred size of text. [sim] Large, the default: a terminal's text has one size.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceIdiom == other.userInterfaceIdiom && userInterfaceStyle == other.userInterfaceStyle
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && displayScale == other.displayScale
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        return hasher.finalize()
    }
}
