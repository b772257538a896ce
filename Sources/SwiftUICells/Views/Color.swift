/// A colour, as SwiftUI's `Color`: a view that fills what it is offered, and a style.
public struct Color: View, ShapeStyle, Hashable, Sendable, PrimitiveView {
    public typealias Body = Never

    let red: Double
    let green: Double
    let blue: Double
    let alpha: Double

    /// A colour from its components, 0 to 1.
    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        alpha = opacity
    }

    /// A grey.
    nonisolated public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// UIKit's colour, as SwiftUI's `Color(uiColor:)`.
    @MainActor
    public init(uiColor: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = uiColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: Double(r), green: Double(g), blue: Double(b), opacity: Double(a))
    }

    /// UIKit's colour, as SwiftUI's `Color(_:)` (iOS 13's form of `Color(uiColor:)`).
    @MainActor
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }

    /// This colour at `opacity` of its alpha.
    nonisolated public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: alpha * opacity)
    }

    @MainActor
    var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.color(self))]
    }

    nonisolated public static let black = Color(white: 0)
    nonisolated public static let white = Color(white: 1)
    nonisolated public static let gray = Color(white: 0.56)
    nonisolated public static let red = Color(red: 1, green: 0.23, blue: 0.19)
    nonisolated public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
    nonisolated public static let blue = Color(red: 0, green: 0.48, blue: 1)
    nonisolated public static let orange = Color(red: 1, green: 0.58, blue: 0)
    nonisolated public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    nonisolated public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
    nonisolated public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
    nonisolated public static let teal = Color(red: 0.19, green: 0.69, blue: 0.78)
    nonisolated public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
    nonisolated public static let mint = Color(red: 0, green: 0.78, blue: 0.75)
    nonisolated public static let cyan = Color(red: 0.2, green: 0.68, blue: 0.9)
    nonisolated public static let brown = Color(red: 0.64, green: 0.52, blue: 0.37)
    nonisolated public static let clear = Color(white: 0, opacity: 0)
    nonisolated public static let primary = Color(white: 0)
    nonisolated public static let secondary = Color(white: 0.56)
    nonisolated public static let accentColor = Color.blue
}

/// What fills or colours a view, as SwiftUI's `ShapeStyle`; the subset's styles are colours.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var blue: Color { Color.blue }
    public static var green: Color { Color.green }
    public static var orange: Color { Color.orange }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var yellow: Color { Color.yellow }
    public static var purple: Color { Color.purple }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var tint: Color { Color.accentColor }
}
