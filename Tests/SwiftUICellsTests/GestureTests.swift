import RotorTesting
import SwiftUICells
import Testing

/// Gestures as public code adds them: a card that a tap flips, a long press favourites, and a
/// drag moves (with an action for VoiceOver), and a press tracked with `@GestureState`.
private struct GestureCard: View {
    @State var log: [String] = []
    @State var offset = CGSize.zero
    @GestureState var isPressing = false

    var body: some View {
        VStack {
            Text("Card")
                .gesture(TapGesture().onEnded { log.append("flipped") })
                .simultaneousGesture(LongPressGesture(minimumDuration: 1)
                    .updating($isPressing) { value, state, _ in state = value }
                    .onChanged { _ in log.append("pressing") }
                    .onEnded { _ in log.append("favourite") })
            Text("Photo")
                .offset(offset)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global)
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in log.append("moved") })
                .accessibilityAction(named: "Move right") { log.append("moved by action") }
            Text("Hold me")
                .onLongPressGesture(minimumDuration: 2) {
                    log.append("held")
                } onPressingChanged: { pressing in
                    log.append(pressing ? "down" : "up")
                }
            Text("Sequence")
                .gesture(LongPressGesture().sequenced(before: DragGesture())
                    .onEnded { _ in log.append("sequence ended") }
                    .exclusively(before: TapGesture().onEnded { log.append("sequence tapped") }))
            Text("Masked")
                .gesture(TapGesture().onEnded { log.append("masked") }, including: .subviews)
            Text(isPressing ? "Pressing" : "Log: " + log.joined(separator: ", "))
        }
    }
}

@MainActor
@Suite("Gestures under VoiceOver: a double tap taps, a double tap and hold long-presses, a drag never happens")
struct GestureTests {
    @Test("a double tap performs a tap gesture; a drag gesture never runs, its action does")
    func tapAndDrag() throws {
        let screen = HostedScreen(GestureCard())
        let reader = screen.reader
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Card")
        reader.act()
        #expect(screen.labels.last == "Log: flipped")
        reader.next()
        #expect(reader.focusedLabel == "Photo")
        #expect(reader.actionNames == ["Move right"])
        reader.act()
        reader.perform(.doubleTapAndHold)
        #expect(screen.labels.last == "Log: flipped")
        try reader.performAction(named: "Move right")
        #expect(screen.labels.last == "Log: flipped, moved by action")
    }

    @Test("a double tap and hold performs a long press: onChanged, then onEnded; the gesture state is back at rest")
    func longPress() {
        let screen = HostedScreen(GestureCard())
        let reader = screen.reader
        reader.moveToFirst()
        reader.perform(.doubleTapAndHold)
        #expect(screen.labels.last == "Log: pressing, favourite")
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Hold me")
        reader.perform(.doubleTapAndHold)
        #expect(screen.labels.last == "Log: pressing, favourite, down, held, up")
        reader.act()
        #expect(screen.labels.last == "Log: pressing, favourite, down, held, up")
    }

    @Test("a long press sequenced before a drag never ends; an exclusive tap after it does; a mask leaves a gesture out")
    func composedAndMasked() {
        let screen = HostedScreen(GestureCard())
        let reader = screen.reader
        reader.moveToFirst()
        for _ in 0..<3 { reader.next() }
        #expect(reader.focusedLabel == "Sequence")
        reader.perform(.doubleTapAndHold)
        #expect(screen.labels.last == "Log:")
        reader.act()
        #expect(screen.labels.last == "Log: sequence tapped")
        reader.next()
        #expect(reader.focusedLabel == "Masked")
        reader.act()
        #expect(screen.labels.last == "Log: sequence tapped")
    }
}
