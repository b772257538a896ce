/// A switch bound to a Boolean, as SwiftUI's `Toggle`: read as UIKit's switch, labelled by its
/// label's text; a double tap flips it.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never

    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.toggle(isOn), children: context.resolve(label, at: "label"))]
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(title) })
    }

    /// A toggle with a localized text label.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(titleKey) })
    }
}
