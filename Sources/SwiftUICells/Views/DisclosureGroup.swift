/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: the label is a button
/// VoiceOver reads with the value "Collapsed" or "Expanded" [sim]; a double tap toggles it, and
/// the content is in the tree, and read, only while it is expanded.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var isExpandedState = false

    /// A group that keeps whether it is expanded itself, collapsed at first.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = nil
    }

    /// A group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = isExpanded
    }

    public var body: some View {
        let isExpanded = isExpandedBinding?.wrappedValue ?? isExpandedState
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation {
                    if let isExpandedBinding {
                        isExpandedBinding.wrappedValue.toggle()
                    } else {
                        isExpandedState.toggle()
                    }
                }
            } label: {
                HStack {
                    label
                    Spacer()
                    Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                        .accessibilityHidden(true)
                }
            }
            .accessibilityValue(isExpanded ? "Expanded" : "Collapsed")
            if isExpanded {
                content()
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group under a localized title that keeps whether it is expanded itself.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group under a title that keeps whether it is expanded itself.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(label) })
    }

    /// A group under a localized title, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A group under a title, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}
