import RotorTesting
import SwiftUICells
import Testing

// The environment as apps use it, with only `import SwiftUI` changed.

private struct BadgeStyleKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var badgeStyle: String {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }
}

struct Badge: View {
    @Environment(\.badgeStyle) private var style
    let title: String

    var body: some View {
        Text("\(title), \(style)")
    }
}

struct BadgeBoard: View {
    var body: some View {
        VStack {
            Badge(title: "Inbox")
            Badge(title: "Drafts")
                .environment(\.badgeStyle, "bold")
            VStack {
                Badge(title: "Sent")
            }
            .environment(\.badgeStyle, "muted")
        }
    }
}

/// A view that says whether its controls act, as custom controls read `isEnabled`.
struct AvailabilityNote: View {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(isEnabled ? "Ready" : "Unavailable")
            .accessibilityValue(colorScheme == .dark ? "Dark" : "Light")
    }
}

@Observable
final class Library {
    var books = ["Emma"]
}

struct BookShelf: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack {
            Text("\(library.books.count) books")
            Button("Add Persuasion") {
                library.books.append("Persuasion")
            }
        }
    }
}

struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        BookShelf()
            .environment(library)
    }
}

struct OptionalShelf: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        Text(library == nil ? "No library" : "A library")
    }
}

final class Cart: ObservableObject {
    @Published var count = 0
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("Cart: \(cart.count)")
    }
}

struct CartStepper: View {
    @EnvironmentObject private var cart: Cart

    var body: some View {
        Toggle("Express", isOn: $cart.count.isExpress)
    }
}

extension Int {
    /// A count of 10 or more is an express order (a binding through a computed property).
    var isExpress: Bool {
        get { self >= 10 }
        set { self = newValue ? 10 : 0 }
    }
}

struct ShopScreen: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack {
            CartBadge()
            Button("Add to cart") { cart.count += 1 }
            CartStepper()
        }
        .environmentObject(cart)
    }
}

/// A sheet that closes itself with the environment's dismiss action.
struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("New message")
            Button("Cancel") {
                dismiss()
            }
        }
    }
}

@MainActor
@Suite("@Environment, EnvironmentValues and @EnvironmentObject")
struct EnvironmentTests {
    @Test("an app's EnvironmentKey reads its default, and environment(_:_:) sets it for the views inside only")
    func customKey() {
        let screen = HostedScreen(BadgeBoard())
        #expect(screen.labels == ["Inbox, plain", "Drafts, bold", "Sent, muted"])
    }

    @Test("disabled(true) reaches @Environment(\\.isEnabled); the colour scheme is the window's light one unless set")
    func builtIns() {
        let screen = HostedScreen(VStack {
            AvailabilityNote()
            AvailabilityNote().disabled(true)
            AvailabilityNote().environment(\.colorScheme, .dark)
        })
        #expect(screen.labels == ["Ready", "Unavailable", "Ready"])
        #expect(screen.reader.lastSpokenPhrase == "Ready: Light")
        screen.reader.next()
        screen.reader.next()
        #expect(screen.reader.lastSpokenPhrase == "Ready: Dark")
    }

    @Test("@Environment(Library.self) finds the @Observable object environment(_:) gave, and follows its changes")
    func observableObject() {
        let screen = HostedScreen(LibraryScreen())
        #expect(screen.labels == ["1 books", "Add Persuasion"])
        screen.reader.next()
        screen.reader.act()
        #expect(screen.labels == ["2 books", "Add Persuasion"])
        #expect(HostedScreen(OptionalShelf()).labels == ["No library"])
        #expect(HostedScreen(OptionalShelf().environment(Library())).labels == ["A library"])
    }

    @Test("@EnvironmentObject finds environmentObject(_:)'s object: a change is read, and its $ bindings write to it")
    func environmentObject() {
        let screen = HostedScreen(ShopScreen())
        let reader = screen.reader
        #expect(screen.labels == ["Cart: 0", "Add to cart", "Express"])
        reader.next()
        reader.act()
        reader.act()
        #expect(screen.labels.first == "Cart: 2")
        reader.next()
        #expect(reader.spokenPhraseLog.suffix(2) == ["Express. Switch Button. Off.", "Double tap to toggle setting."])
        reader.act()
        #expect(reader.lastSpokenPhrase == "On")
        #expect(screen.labels.first == "Cart: 10")
    }

    @Test("dismiss() closes a presented hosting controller, and VoiceOver returns to the screen under it")
    func dismissClosesTheSheet() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let home = UIHostingController(rootView: Text("Inbox"))
        window.rootViewController = home
        let sheet = UIHostingController(rootView: ComposeSheet())
        home.present(sheet, animated: false)
        let reader = VirtualScreenReader(windows: [window], keeping: [home, sheet])
        #expect(reader.walkElements().map(\.label) == ["New message", "Cancel"])
        reader.moveToLast()
        reader.act()
        #expect(home.presentedViewController == nil)
        #expect(reader.walkElements().map(\.label) == ["Inbox"])
    }
}
