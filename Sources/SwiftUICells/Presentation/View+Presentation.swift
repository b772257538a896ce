// Sheets and alerts, as SwiftUI's `sheet` and `alert` on iOS: UIKit's presentation of a hosting
// controller, and a `UIAlertController`, from the view controller the view is shown in.
extension View {
    /// Presents the views `content` makes as a sheet while `isPresented` is true; VoiceOver's
    /// escape or `dismiss()` in the sheet closes it and sets `isPresented` to false, and
    /// `onDismiss` runs when it closes.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier { _ in
            HostedPresentation(isPresented: isPresented, kind: .sheet(content: { AnyView(content()) }, onDismiss: onDismiss))
        })
    }

    /// Presents a sheet of the views `content` makes of `item` while it is not `nil`; closing
    /// the sheet sets it to `nil`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(PresentationModifier { _ in
            HostedPresentation(isPresented: isPresented, kind: .sheet(content: {
                // The item as it is now; a sheet kept for a moment after it went shows nothing.
                item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView())
            }, onDismiss: onDismiss))
        })
    }

    /// Presents an alert titled `titleKey` while `isPresented` is true, with the buttons
    /// `actions` makes; each closes it and sets `isPresented` to false after its action runs.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alert(title: titleKey.key, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert with a title shown as written.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alert(title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert with a text title.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title: title.string, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert titled `titleKey` with the message `message` makes under the title.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(title: titleKey.key, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert with a title shown as written and a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert with a text title and a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(title: title.string, isPresented: isPresented, actions: actions(), message: message())
    }

    private func alert<A: View, M: View>(title: String, isPresented: Binding<Bool>, actions: A, message: M) -> some View {
        modifier(PresentationModifier { context in
            let buttons = Self.alertButtons(in: context.resolve(actions, at: "alert-actions"))
            let text = AccessibilityReader.combinedLabel(context.resolve(message, at: "alert-message"))
            return HostedPresentation(isPresented: isPresented,
                                      kind: .alert(title: title, message: text.isEmpty ? nil : text, buttons: buttons))
        })
    }

    /// The buttons among an alert's actions, in order, with their titles and roles.
    private static func alertButtons(in nodes: [Node]) -> [HostedPresentation.AlertButton] {
        AccessibilityReader.buttons(in: nodes).map { HostedPresentation.AlertButton(title: $0.title, role: $0.role, action: $0.action) }
    }
}
