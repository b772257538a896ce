import RotorTesting
import SwiftUICells
import Testing

// `@AccessibilityFocusState` written by VoiceOver: a form that shows which field VoiceOver is on,
// as apps do to show a hint for the field being read.

private enum Field: Hashable {
    case email, phone
}

private struct ContactForm: View {
    @AccessibilityFocusState private var isNameFocused: Bool
    @AccessibilityFocusState private var focusedField: Field?

    var body: some View {
        VStack {
            Text("Name").accessibilityFocused($isNameFocused)
            Text("Email").accessibilityFocused($focusedField, equals: .email)
            Text("Phone").accessibilityFocused($focusedField, equals: .phone)
            Text(isNameFocused ? "Reading the name" : "Not on the name")
            Text("Field: \(focusedField.map { "\($0)" } ?? "none")")
            Button("Go to phone") { focusedField = .phone }
        }
    }
}

/// A list whose rows report the one VoiceOver is on.
private struct Inbox: View {
    @AccessibilityFocusState private var focusedMessage: String?
    private let messages = ["Lunch", "Invoice", "Holiday"]

    var body: some View {
        VStack {
            Text("On: \(focusedMessage ?? "nothing")")
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message).accessibilityFocused($focusedMessage, equals: message)
                }
            }
        }
    }
}

@MainActor
@Suite("AccessibilityFocusState follows VoiceOver")
struct FocusFollowsVoiceOverTests {
    private func said(_ reader: VirtualScreenReader, on label: String) -> String? {
        reader.walkElements().first { $0.label.hasPrefix(label) }?.label
    }

    @Test("landing on a view sets its Bool state, and leaving sets it back")
    func boolStateFollowsTheCursor() {
        let reader = HostedScreen(ContactForm()).reader
        #expect(reader.focusedLabel == "Name")
        #expect(said(reader, on: "Reading") == "Reading the name")
        reader.next()
        #expect(said(reader, on: "Not on") == "Not on the name")
    }

    @Test("landing on a view sets the state to its value, the next view's replaces it, and leaving them all sets nil")
    func valueStateFollowsTheCursor() {
        let reader = HostedScreen(ContactForm()).reader
        reader.next()
        #expect(said(reader, on: "Field") == "Field: email")
        reader.next()
        #expect(said(reader, on: "Field") == "Field: phone")
        reader.next()
        #expect(said(reader, on: "Field") == "Field: none")
    }

    @Test("the state VoiceOver set does not move VoiceOver again: each swipe says its element once")
    func followingDoesNotPullVoiceOver() {
        let reader = HostedScreen(ContactForm()).reader
        #expect(reader.next().map(\.text) == ["Email"])
        #expect(reader.next().map(\.text) == ["Phone"])
        #expect(reader.focusedLabel == "Phone")
        #expect(reader.spokenPhraseLog == ["Name", "Email", "Phone"])
    }

    @Test("setting the state still moves VoiceOver, and the state then says where it is")
    func settingTheStateStillMovesVoiceOver() {
        let reader = HostedScreen(ContactForm()).reader
        reader.moveToLast()
        #expect(reader.focusedLabel == "Go to phone")
        reader.act()
        #expect(reader.focusedLabel == "Phone")
        #expect(said(reader, on: "Field") == "Field: phone")
        reader.previous()
        #expect(said(reader, on: "Field") == "Field: email")
    }

    @Test("a list row whose view is bound sets the state when VoiceOver reaches the row")
    func listRowsFollowTheCursor() {
        let reader = HostedScreen(Inbox()).reader
        #expect(reader.focusedLabel == "On: nothing")
        reader.next()
        #expect(reader.focusedLabel == "Lunch")
        reader.next()
        #expect(said(reader, on: "On:") == "On: Invoice")
        reader.moveToFirst()
        #expect(reader.focusedLabel == "On: nothing")
    }
}
