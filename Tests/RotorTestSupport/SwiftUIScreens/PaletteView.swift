import SwiftUICells

/// A palette with three named drop points over one drop destination, after Apple's sample of
/// three drop points on one element: the drop's location says which slot the colour goes to. A
/// colour to drag onto them sits above. Shared by the SwiftUI suites and the capture's.
public struct PaletteView: View {
    @State private var slots = ["Empty", "Empty", "Empty"]

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text("Blue")
                .draggable("Blue")
            Color.gray
                .frame(width: 240, height: 88)
                .accessibilityLabel("Palette")
                .accessibilityValue(slots.joined(separator: ", "))
                .accessibilityDropPoint(.leading, description: "Set first color")
                .accessibilityDropPoint(.center, description: "Set second color")
                .accessibilityDropPoint(.trailing, description: "Set third color")
                .dropDestination(for: String.self) { colors, location in
                    guard let color = colors.first else { return false }
                    let slot = min(2, max(0, Int((location.x / 80).rounded(.down))))
                    slots[slot] = color
                    UIAccessibility.post(notification: .announcement, argument: "\(color) in slot \(slot + 1)")
                    return true
                }
        }
    }
}
