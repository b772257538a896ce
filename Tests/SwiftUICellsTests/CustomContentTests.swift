import RotorTesting
import ScreenReader
import SwiftUICells
import Testing

// Custom content as SwiftUI code writes it: a pet's details, one said with the pet and the rest
// in VoiceOver's More Content rotor.

private extension AccessibilityCustomContentKey {
    static let age = AccessibilityCustomContentKey("Age")
    static let breed = AccessibilityCustomContentKey(Text("Breed"), id: "breed")
}

private struct PetCard: View {
    @State private var age = 3

    var body: some View {
        VStack {
            Text("Bailey")
                .accessibilityCustomContent(.age, "\(age) years", importance: .high)
                .accessibilityCustomContent(.breed, Text("Beagle"))
                .accessibilityCustomContent("Weight", "12 kg")
            Button("Birthday") { age += 1 }
        }
    }
}

/// Every overload SwiftUI has, each on its own text.
private struct EveryOverload: View {
    let owner = "Sam"
    let colour = "Brown"
    let nickname: String? = nil

    var body: some View {
        VStack {
            Text("Text and Text").accessibilityCustomContent(Text("Owner"), Text(owner))
            Text("Key and Text").accessibilityCustomContent("Owner", Text(owner))
            Text("Keys").accessibilityCustomContent("Owner", "Sam")
            Text("Key and string").accessibilityCustomContent("Owner", owner)
            Text("Strings").accessibilityCustomContent(owner, colour)
            Text("Content key and Text").accessibilityCustomContent(.breed, Text("Beagle"), importance: .default)
            Text("Content key and key").accessibilityCustomContent(.breed, "Beagle")
            Text("Content key and string").accessibilityCustomContent(.breed, colour, importance: AXCustomContent.Importance.high)
            Text("Content key and nil")
                .accessibilityCustomContent(.breed, Text("Beagle"))
                .accessibilityCustomContent(.breed, nickname.map(Text.init))
        }
    }
}

/// Custom content inside a combined element and inside a list's row.
private struct Combined: View {
    var body: some View {
        VStack {
            VStack {
                Text("Bailey").accessibilityCustomContent("Age", "3 years")
                Text("Beagle").accessibilityCustomContent("Owner", "Sam")
            }
            .accessibilityElement(children: .combine)
            .accessibilityCustomContent("Age", "4 years")
            List {
                Text("Rex").accessibilityCustomContent("Age", "7 years", importance: .high)
            }
        }
    }
}

@MainActor
@Suite("accessibilityCustomContent under VoiceOver")
struct CustomContentTests {
    @Test("high importance content is said with the element, and More Content Available after it")
    func highImportanceIsSaidWithTheElement() {
        let screen = HostedScreen(PetCard())
        #expect(screen.reader.spokenPhraseLog == ["Bailey. Age, 3 years", "More Content Available."])
        #expect(screen.reader.session.screenReader.offeredRotorSettings.first == .moreContent)
    }

    @Test("the More Content rotor steps through every entry, in the order the modifiers give them")
    func moreContentRotorReadsEveryEntry() {
        let reader = HostedScreen(PetCard()).reader
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["More Content"])
        let down = (0..<4).flatMap { _ in reader.perform(.swipeDown).map(\.text) }
        #expect(down == ["Age, 3 years", "Breed, Beagle", "Weight, 12 kg", "Age, 3 years"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["Weight, 12 kg"])
    }

    @Test("a state change reaches the content VoiceOver reads")
    func stateChangeUpdatesTheContent() {
        let reader = HostedScreen(PetCard()).reader
        reader.next()
        reader.act()
        #expect(reader.previous().map(\.text) == ["Bailey. Age, 4 years", "More Content Available."])
    }

    @Test("every overload gives VoiceOver its entry; a key set again replaces its entry, and nil removes it")
    func everyOverload() {
        let reader = HostedScreen(EveryOverload()).reader
        let content = reader.session.screenReader.record.elements.map { element in
            element.customContent.map { "\($0.label), \($0.value)\($0.isImportant ? " (high)" : "")" }
        }
        #expect(content == [
            ["Owner, Sam"], ["Owner, Sam"], ["Owner, Sam"], ["Owner, Sam"], ["Sam, Brown"],
            ["Breed, Beagle"], ["Breed, Beagle"], ["Breed, Brown (high)"], [],
        ])
        #expect(reader.walkElements()[7].spokenPhrases == ["Content key and string. Breed, Brown", "More Content Available."])
        #expect(reader.walkElements()[8].spokenPhrases == ["Content key and nil"])
    }

    @Test("a combined element offers its views' content, its own over theirs; a list row offers its views'")
    func combinedAndRows() {
        let reader = HostedScreen(Combined()).reader
        #expect(reader.focusedLabel == "Bailey, Beagle")
        reader.perform(.rotateClockwise)
        let down = (0..<2).flatMap { _ in reader.perform(.swipeDown).map(\.text) }
        #expect(down == ["Age, 4 years", "Owner, Sam"])
        #expect(reader.next().map(\.text) == ["Rex. Age, 7 years", "More Content Available."])
    }
}
