import RotorTesting
import SwiftUICells
import Testing

/// A capsule style as public code writes one: the label padded, filled and scaled while pressed.
private struct CapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color.blue)
            .foregroundColor(configuration.role == .destructive ? .red : .white)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// A style that shows a badge beside the label: both are read as the button's label.
private struct BadgedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("New")
        }
    }
}

/// A primitive style that sets the button off with a tap on its label, as public code does.
private struct TapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .onTapGesture { configuration.trigger() }
    }
}

/// A primitive style that keeps the button and adds a border, as Apple's example does.
private struct BorderedAgainStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .border(Color.red)
    }
}

private struct StyledButtons: View {
    @State var log: [String] = []

    var body: some View {
        VStack {
            Button("Sign In") { log.append("sign in") }
                .buttonStyle(CapsuleStyle())
            Button("Delete", role: .destructive) { log.append("delete") }
                .buttonStyle(CapsuleStyle())
            Button("Inbox") { log.append("inbox") }
                .buttonStyle(BadgedStyle())
            Button("Tap") { log.append("tap") }
                .buttonStyle(TapStyle())
            Button("Bordered") { log.append("bordered") }
                .buttonStyle(BorderedAgainStyle())
            VStack {
                Button("Plain inside") { log.append("plain") }
                    .buttonStyle(.plain)
            }
            .buttonStyle(CapsuleStyle())
            Text(log.joined(separator: ", "))
        }
    }
}

@MainActor
@Suite("Custom button styles: one button, read by its label, set off by a double tap")
struct ButtonStyleTests {
    @Test("every styled button is one button element read by the label its style shows")
    func oneElementEach() {
        let screen = HostedScreen(StyledButtons())
        let elements = screen.reader.walkElements()
        #expect(elements.map(\.label).prefix(6) == ["Sign In", "Delete", "Inbox, New", "Tap", "Bordered", "Plain inside"])
        for element in elements.prefix(6) {
            #expect(element.spokenPhrases.joined(separator: " ").contains("Button"), "heard \(element.spokenPhrases)")
        }
    }

    @Test("a double tap runs the action of a styled button, a primitive style's trigger included")
    func doubleTapRunsTheAction() {
        let screen = HostedScreen(StyledButtons())
        let reader = screen.reader
        reader.moveToFirst()
        for _ in 0..<6 {
            reader.act()
            reader.next()
        }
        #expect(screen.labels.last == "sign in, delete, inbox, tap, bordered, plain")
    }
}
