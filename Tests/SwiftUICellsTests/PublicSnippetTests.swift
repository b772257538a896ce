import RotorTesting
import SwiftUICells
import Testing

// Code as apps write it for SwiftUI, with only `import SwiftUI` changed.

@Observable
final class Settings {
    var notificationsOn = false
    var userName = "Ana"
}

struct SettingsView: View {
    @Bindable var settings: Settings

    var body: some View {
        List {
            Section("Account") {
                Label(settings.userName, systemImage: "person")
                Toggle("Notifications", isOn: $settings.notificationsOn)
            }
        }
    }
}

struct Contact: Identifiable, Codable, Transferable {
    var id = UUID()
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.name)
    }
}

struct CardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color.gray.opacity(0.2))
    }
}

struct ContactCard: View {
    let contact: Contact
    var isFavorite: Bool

    var body: some View {
        HStack {
            Image(systemName: isFavorite ? "star.fill" : "star")
            VStack(alignment: .leading) {
                Text(contact.name)
                    .font(.headline)
                Text("Friend")
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .modifier(CardModifier())
        .accessibilityElement(children: .combine)
        .accessibilityHint("Double tap to call")
    }
}

struct ContactsScreen: View {
    @State private var contacts = [Contact(name: "Ana"), Contact(name: "Ben")]
    @State private var favorites: Set<UUID> = []
    @State private var appeared = false

    var body: some View {
        VStack(spacing: 0) {
            Text("Contacts")
                .accessibilityHeading(.h1)
                .accessibilitySortPriority(1)
            Divider()
            ForEach(contacts) { contact in
                ContactCard(contact: contact, isFavorite: favorites.contains(contact.id))
                    .onTapGesture {
                        favorites.insert(contact.id)
                    }
                    .draggable(contact)
            }
            if appeared {
                Text("Loaded")
            } else {
                EmptyView()
            }
            ForEach(0..<2) { index in
                Text("Spare \(index)")
                    .accessibilityHidden(index == 1)
            }
            Button("Delete all") {
                contacts.removeAll()
            }
            .disabled(contacts.isEmpty)
            .opacity(contacts.isEmpty ? 0.5 : 1)
        }
        .onAppear {
            appeared = true
        }
    }
}

@MainActor
@Suite("Public-style SwiftUI code compiles and is read")
struct PublicSnippetTests {
    @Test("an @Observable model with @Bindable: the toggle flips the model and is read as a switch")
    func observableSettings() throws {
        let settings = Settings()
        let screen = HostedScreen(SettingsView(settings: settings), keeping: [settings])
        #expect(screen.labels == ["Account", "Ana", "Notifications"])
        let reader = screen.reader
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Notifications")
        #expect(reader.spokenPhraseLog.suffix(2) == ["Notifications. Switch Button. Off.", "Double tap to toggle setting."])
        reader.act()
        #expect(settings.notificationsOn)
        #expect(reader.lastSpokenPhrase == "On")
        settings.userName = "Ana María"
        #expect(screen.labels == ["Account", "Ana María", "Notifications"])
    }

    @Test("combined cards, a heading, hidden views, onAppear, a tap and a disabled button")
    func contacts() throws {
        let screen = HostedScreen(ContactsScreen())
        let reader = screen.reader
        #expect(screen.labels == ["Contacts", "Star, Ana, Friend", "Star, Ben, Friend", "Loaded", "Spare 0", "Delete all"])
        reader.next()
        #expect(reader.spokenPhraseLog.contains { $0.hasPrefix("Double tap to call") })
        #expect(reader.actionNames == ["Drag Star, Ana, Friend"])
        reader.act()
        // The tap made Ana a favourite: the card's symbol is now filled, still read "Star".
        #expect(reader.focusedLabel == "Star, Ana, Friend")
        reader.moveToLast()
        reader.act()
        #expect(screen.labels == ["Contacts", "Loaded", "Spare 0", "Delete all"])
        reader.moveToLast()
        #expect(reader.lastSpokenPhrase?.contains("Dimmed") == true)
    }

    @Test("a Codable, Transferable type is written as JSON and as its proxy's plain text")
    func transferableContact() {
        let types = Contact.transferRepresentation.flattenedTypeIdentifiers
        #expect(types == ["public.json", "public.utf8-plain-text"])
    }
}

/// AccessibilitySnapshot's `SwiftUIListWithHeadersAndFooters`, whose iOS 26.2 reference image
/// reads each header as a heading ("Accounts. Heading."), each row as one element and each
/// footer as plain text.
struct ListWithHeadersAndFooters: View {
    var body: some View {
        List {
            Section {
                Text("Checking")
                Text("Savings")
            } header: {
                Text("Accounts")
            } footer: {
                Text("Tap an account to view details")
            }
            Section {
                Text("Electric")
                Text("Internet")
            } header: {
                Text("Bills")
            } footer: {
                Text("Due this month")
            }
        }
    }
}

@MainActor
@Suite("A sectioned list, as AccessibilitySnapshot's reference reads it")
struct SectionedListTests {
    @Test("headers are headings, rows and footers are read in place")
    func headersAndFooters() {
        let screen = HostedScreen(ListWithHeadersAndFooters())
        #expect(screen.labels == ["Accounts", "Checking", "Savings", "Tap an account to view details",
                                  "Bills", "Electric", "Internet", "Due this month"])
        #expect(screen.reader.spokenPhraseLog.first == "Accounts. Heading.")
        screen.reader.next()
        #expect(screen.reader.lastSpokenPhrase == "Checking")
    }
}
