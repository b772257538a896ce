// Modifiers that only draw, accepted and changing nothing (DECISIONS.md, "Modifiers that only
// draw"): VoiceOver reads the view the same with or without them.
extension View {
    /// The view's corners rounded to `radius` points, as SwiftUI's `cornerRadius(_:antialiased:)`:
    /// accepted and not drawn, as a cell is a rectangle and a corner cannot be cut from it [sim].
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// The size of the controls in the view, as SwiftUI's `controlSize(_:)`: accepted; a cell
    /// draws every control at one size.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Hides the labels of the controls in the view, as SwiftUI's `labelsHidden()`: accepted and
    /// drawn as before. VoiceOver reads a control's label whether it is shown or not, on iOS as
    /// here, so what it says does not change.
    public func labelsHidden() -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// The orientation a preview shows the view in, as SwiftUI's `previewInterfaceOrientation(_:)`:
    /// previews are type-checked and not shown.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// The weight of the text in the view (iOS 16): a bold weight draws it bold.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentModifier { environment in
            if let weight { environment.font = (environment.font ?? .body).weight(weight) }
        })
    }
}

extension View {
    /// Draws the view moved by `offset`, as SwiftUI's `offset(_:)`: accepted and drawn in place
    /// [sim], as a cell cannot be moved by part of a column; VoiceOver's frame is the view's laid-out one.
    public func offset(_ offset: CGSize) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Draws the view moved by `x` and `y` points, as SwiftUI's `offset(x:y:)`: accepted and
    /// drawn in place [sim].
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Draws the view scaled by `scale`, as SwiftUI's `scaleEffect(_:anchor:)`: accepted and
    /// drawn at its size, as text in cells has one size.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}
