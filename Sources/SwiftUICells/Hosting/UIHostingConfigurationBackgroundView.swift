/// The background `UIHostingConfiguration.background(_:)` makes of a style, as SwiftUI's
/// `_UIHostingConfigurationBackgroundView`: the style filling the cell.
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
    let style: S

    nonisolated init(style: S) {
        self.style = style
    }

    public var body: some View {
        Rectangle().fill(style)
    }
}
