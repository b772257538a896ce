/// A box of views under a label, as SwiftUI's `GroupBox`: VoiceOver reads the label, then the
/// views inside, as it reads them on iOS (the box itself is not an element); cells draw no box.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box of `content` under `label` (the form iOS 14 had).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label
            content
        }
        .padding()
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(label: EmptyView(), content: content)
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` under a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A box of `content` under a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content)
    }
}
