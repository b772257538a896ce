/// A CellKit view VoiceOver reads as a hosted element (a node's view, a list row's cell): what
/// the accessibility reader sets on it besides UIKit's own properties.
@MainActor
protocol HostedElement: UIView, AXCustomContentProvider {
    /// What a double tap does.
    var activation: (() -> Void)? { get set }
    /// The custom content its modifiers attached, which it gives VoiceOver as `AXCustomContent`.
    var customContentEntries: [CustomContentEntry] { get set }
    /// What its views' focus states do when VoiceOver's focus comes to it (`true`) or leaves it.
    var voiceOverFocusChanged: ((Bool) -> Void)? { get set }
}

extension HostedElement {
    /// Gives VoiceOver `entries` as the element's custom content, when they changed.
    func showCustomContent(_ entries: [CustomContentEntry]) {
        guard entries != customContentEntries else { return }
        customContentEntries = entries
        accessibilityCustomContent = entries.map(\.content)
        noteChange(.content)
    }
}
