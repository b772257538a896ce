/// Whether the view's screen is presented, and a way to dismiss it, as SwiftUI's
/// `PresentationMode` (deprecated for `dismiss`): Rotor's is the environment's `dismiss`.
public struct PresentationMode {
    let action: DismissAction

    /// Whether the screen is presented or pushed, so that `dismiss()` does something.
    public var isPresented: Bool { action.action != nil }

    /// Dismisses the screen, as the environment's `dismiss` does.
    @MainActor public mutating func dismiss() {
        action()
    }
}

extension EnvironmentValues {
    /// The screen's presentation, as SwiftUI's `presentationMode`: `dismiss` in its older form.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(action: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
