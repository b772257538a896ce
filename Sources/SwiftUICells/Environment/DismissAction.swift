/// Dismisses the screen a view is in, as SwiftUI's `DismissAction` (`@Environment(\.dismiss)`):
/// call it as a function. A hosting controller presented modally is dismissed; one pushed on a
/// navigation stack is popped; otherwise it does nothing, as in SwiftUI.
public struct DismissAction {
    let action: (@MainActor () -> Void)?

    /// Dismisses the screen.
    @MainActor public func callAsFunction() {
        action?()
    }
}
