import RotorTesting
import SwiftUICells
import Testing

/// Messages in a stack with a rotor of the VIP ones, as Apple's rotor example writes it.
private struct Inbox: View {
    struct Message: Identifiable {
        let subject: String
        let isVIP: Bool
        var id: String { subject }
    }

    let messages = [Message(subject: "Lunch", isVIP: false), Message(subject: "Invoice", isVIP: true),
                    Message(subject: "Party", isVIP: false), Message(subject: "Report", isVIP: true)]

    var body: some View {
        VStack {
            Button("Compose") {}
                .accessibilityInputLabels(["Compose", "New message"])
            LazyVStack {
                ForEach(messages) { message in
                    Text(message.subject)
                }
            }
            .accessibilityRotor("VIPs", entries: messages.filter(\.isVIP), entryLabel: \.subject)
        }
    }
}

@MainActor
@Suite("accessibilityRotor and accessibilityInputLabels: UIKit's custom rotors and input labels")
struct RotorAndInputLabelTests {
    @Test("the rotor is offered inside the view, and swipes move through its entries' elements")
    func rotorMovesThroughEntries() {
        let screen = HostedScreen(Inbox())
        let reader = screen.reader
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Compose")
        #expect(!reader.perform(.rotateClockwise).map(\.text).contains("VIPs"), "outside the stack, its rotor is not offered")
        reader.next()
        #expect(reader.focusedLabel == "Lunch")
        var said: [String] = []
        for _ in 0..<8 {
            said = reader.perform(.rotateClockwise).map(\.text)
            if said == ["VIPs"] { break }
        }
        #expect(said == ["VIPs"])
        reader.perform(.swipeDown)
        #expect(reader.focusedLabel == "Invoice")
        reader.perform(.swipeDown)
        #expect(reader.focusedLabel == "Report")
        reader.perform(.swipeUp)
        #expect(reader.focusedLabel == "Invoice")
    }

    @Test("input labels are the element's accessibilityUserInputLabels, and are not spoken")
    func inputLabels() {
        let screen = HostedScreen(Inbox())
        let reader = screen.reader
        reader.moveToFirst()
        #expect(reader.session.screenReader.focusedRecord?.inputLabels == ["Compose", "New message"])
        #expect(!reader.spokenPhraseLog.joined().contains("New message"))
    }
}
