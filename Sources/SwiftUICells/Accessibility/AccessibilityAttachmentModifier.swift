/// The modifier SwiftUI's accessibility modifiers return: what VoiceOver reads of a view and
/// what it can do with it.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never

    let change: @MainActor (inout NodeAttributes) -> Void

    func apply(to content: [Node], in context: ResolveContext) -> [Node] {
        for node in content {
            change(&node.attributes)
        }
        return content
    }
}
