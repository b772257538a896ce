/// A sheet or an alert a view's modifier asks its host to present, as this evaluation made it:
/// shown while `isPresented` is true.
@MainActor
struct HostedPresentation {
    /// One button of an alert: its title, its role and what it does before the alert closes.
    struct AlertButton {
        let title: String
        let role: ButtonRole?
        let action: () -> Void
    }

    enum Kind {
        /// A sheet of the views `content` makes, and what runs when it closes.
        case sheet(content: () -> AnyView, onDismiss: (() -> Void)?)
        /// An alert with a title, a message and buttons (an "OK" button when given none).
        case alert(title: String, message: String?, buttons: [AlertButton])
    }

    let isPresented: Binding<Bool>
    let kind: Kind
}
