/// A choice of one of several tagged views, bound to the selected tag, as SwiftUI's `Picker`:
/// one adjustable element [sim], read "‹label›, ‹selected option›. Adjustable."; swiping up
/// selects the next option and down the previous, as VoiceOver adjusts a picker wheel. Each
/// option is a view with `tag(_:)`, or a `ForEach` row, whose identity is its tag when it has
/// none, as in SwiftUI. Every `pickerStyle` reads this way.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker of `content`'s tagged views, labelled by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        var inner = context
        inner.isInList = false
        let options: [(tag: AnyHashable, label: String)] = inner.resolve(content, at: "options").compactMap { node in
            node.attributes.tag.map { ($0, AccessibilityReader.combinedLabel([node])) }
        }
        let selection = selection
        let chosen = AnyHashable(selection.wrappedValue)
        let choice = PickerChoice(labels: options.map(\.label), selected: options.firstIndex { $0.tag == chosen }) { index in
            guard options.indices.contains(index), let value = options[index].tag.base as? SelectionValue else { return }
            selection.wrappedValue = value
        }
        return [context.node(.picker(choice), children: context.resolve(label, at: "label"))]
    }
}

extension Picker where Label == Text {
    /// A picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    /// A picker with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

/// A picker's options, which is selected, and how to select another.
struct PickerChoice {
    let labels: [String]
    let selected: Int?
    let select: (Int) -> Void

    /// What is read as the picker's value: the selected option's label.
    var value: String? {
        selected.flatMap { labels.indices.contains($0) ? labels[$0] : nil }
    }

    /// Selects the option `step` from the selected one (the first when none is), if there is one.
    func step(by step: Int) {
        let target = selected.map { $0 + step } ?? 0
        guard labels.indices.contains(target) else { return }
        select(target)
    }
}
