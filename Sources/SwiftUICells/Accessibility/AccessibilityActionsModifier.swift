/// The modifier `accessibilityActions(_:)` and `accessibilityAction(action:label:)` return:
/// actions named by views, which are resolved where the modifier is (so a `ForEach` of buttons,
/// or an `if`, gives the actions the state says), each a custom action VoiceOver offers in its
/// Actions rotor, named by what VoiceOver reads of its label.
struct AccessibilityActionsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let actions: @MainActor (ResolveContext) -> [(name: String, handler: () -> Void)]

    func apply(to content: [Node], in context: ResolveContext) -> [Node] {
        let made = actions(context)
        for node in content {
            node.attributes.actions += made
        }
        return content
    }
}
