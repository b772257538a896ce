import RotorTesting
import SwiftUICells
import Testing

/// A star rating as public code writes one: buttons combined into one element that VoiceOver
/// adjusts with swipes (`accessibilityAdjustableAction`).
private struct StarRating: View {
    @State var rating = 3

    var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { star in
                Button {
                    rating = star
                } label: {
                    Image(systemName: star <= rating ? "star.fill" : "star")
                }
                .buttonStyle(.plain)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Book Rating")
        .accessibilityValue(Text("\(rating) out of 5 stars"))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: rating = min(rating + 1, 5)
            case .decrement: rating = max(rating - 1, 1)
            }
        }
    }
}

/// A favourite button whose label is changed only while it is a favourite (iOS 18's
/// `isEnabled:`), and a decoration hidden only while it is not.
private struct FavoriteRow: View {
    let isFavorite: Bool

    var body: some View {
        VStack {
            Button("Favorite") {}
                .accessibilityLabel("Unfavorite", isEnabled: isFavorite)
                .accessibilityHint(Text("Removes the star"), isEnabled: isFavorite)
                .accessibilityValue("Starred", isEnabled: isFavorite)
            Text("Sparkles")
                .accessibilityHidden(true, isEnabled: !isFavorite)
        }
    }
}

/// Text and actions from `LocalizedStringResource`s.
private struct ResourceScreen: View {
    static let title: LocalizedStringResource = "Inbox"
    static let archive = LocalizedStringResource("action.archive", defaultValue: "Archive")
    @State var archived = false

    var body: some View {
        Text(Self.title)
            .accessibilityHint(LocalizedStringResource("hint.inbox", defaultValue: "Your messages"))
            .accessibilityValue(archived ? "Archived" : "")
            .accessibilityAction(named: Self.archive) { archived = true }
    }
}

/// A disclosure group and a group box, as the CVS and Apple accessibility samples use them.
private struct DetailsScreen: View {
    var body: some View {
        VStack {
            GroupBox("Shipping") {
                Text("Two days")
            }
            DisclosureGroup("Details") {
                Text("Tracking number 42")
            }
        }
    }
}

/// A `ForEach` over a range and over instances of a class, identified by the instance or by
/// `id: \.self`.
private final class Fruit: Identifiable, Hashable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: Fruit, rhs: Fruit) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

private struct ForEachScreen: View {
    let fruits = [Fruit("Apple"), Fruit("Pear")]

    var body: some View {
        VStack {
            ForEach(0..<2) { index in
                Text("Row \(index)")
            }
            ForEach(fruits) { fruit in
                Text(fruit.name)
            }
            ForEach(fruits, id: \.self) { fruit in
                Text("\(fruit.name) again")
                    .accessibilityAction(named: "Eat") {}
            }
        }
    }
}

@MainActor
@Suite("Adjustable actions, iOS 18's isEnabled forms, resources, disclosure and class-backed ForEach")
struct AdjustableAndConditionalTests {
    @Test("an adjustable action makes the view adjustable, and a swipe up or down runs it and reads the new value")
    func adjustable() {
        let screen = HostedScreen(StarRating())
        let reader = screen.reader
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Book Rating")
        let first = reader.spokenPhraseLog.joined(separator: " | ")
        #expect(first.contains("3 out of 5 stars"), "heard \(first)")
        #expect(first.contains("Adjustable"), "heard \(first)")
        reader.perform(.swipeUp)
        #expect(reader.lastSpokenPhrase?.contains("4 out of 5 stars") == true, "heard \(reader.spokenPhraseLog)")
        reader.perform(.swipeDown)
        reader.perform(.swipeDown)
        #expect(reader.lastSpokenPhrase?.contains("2 out of 5 stars") == true, "heard \(reader.spokenPhraseLog)")
    }

    @Test("a label, hint, value or hiding with isEnabled false leaves the view as it was", arguments: [false, true])
    func isEnabledForms(isFavorite: Bool) {
        let screen = HostedScreen(FavoriteRow(isFavorite: isFavorite))
        let elements = screen.reader.walkElements()
        let button = elements.first
        #expect(button?.label == (isFavorite ? "Unfavorite" : "Favorite"))
        let said = button?.spokenPhrases.joined(separator: " | ") ?? ""
        #expect(said.contains("Starred") == isFavorite, "heard \(said)")
        #expect(said.contains("Removes the star") == isFavorite, "heard \(said)")
        #expect(elements.map(\.label).contains("Sparkles") == isFavorite)
    }

    @Test("a LocalizedStringResource is read as its text: a Text, a hint, an action's name")
    func resources() throws {
        let screen = HostedScreen(ResourceScreen())
        let reader = screen.reader
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Inbox")
        #expect(reader.actionNames == ["Archive"])
        #expect(reader.spokenPhraseLog.joined().contains("Your messages"), "heard \(reader.spokenPhraseLog)")
        try reader.performAction(named: "Archive")
        reader.moveToFirst()
        #expect(reader.spokenPhraseLog.contains("Inbox: Archived"), "heard \(reader.spokenPhraseLog)")
    }

    @Test("a disclosure group is a button read collapsed or expanded; its content is read only when expanded")
    func disclosure() {
        let screen = HostedScreen(DetailsScreen())
        let reader = screen.reader
        #expect(screen.labels == ["Shipping", "Two days", "Details"])
        reader.moveToLast()
        #expect(reader.focusedLabel == "Details")
        #expect(reader.lastSpokenPhrase?.contains("Collapsed") == true, "heard \(reader.spokenPhraseLog)")
        reader.act()
        #expect(screen.labels == ["Shipping", "Two days", "Details", "Tracking number 42"])
        reader.moveToLast()
        reader.previous()
        #expect(reader.focusedLabel == "Details")
        #expect(reader.lastSpokenPhrase?.contains("Expanded") == true, "heard \(reader.spokenPhraseLog)")
    }

    @Test("ForEach over a range, over identifiable class instances and over hashable instances by id: \\.self")
    func forEachKinds() {
        let screen = HostedScreen(ForEachScreen())
        #expect(screen.labels == ["Row 0", "Row 1", "Apple", "Pear", "Apple again", "Pear again"])
        let again = screen.reader.walkElements().filter { $0.label.hasSuffix("again") }
        #expect(again.map(\.actionNames) == [["Eat"], ["Eat"]])
    }
}
