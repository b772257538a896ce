/// The view's foreground style, as SwiftUI's `ForegroundStyle`: a shape filled with it takes the
/// environment's foreground colour.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
