import RotorTestSupport
import RotorTesting
import SwiftUICells
import Testing

// The sandwich of RotorTesting's article "Getting Started with a SwiftUI Screen", which quotes
// this file line for line (`import SandwichScreens` there is `import RotorTestSupport` here;
// SwiftUIArticleTests checks it).

/// The sandwich on an iPhone's screen, as a VoiceOver user meets it.
@MainActor
struct SandwichTests {
    /// A window scene on an iPhone 16's screen, 393 × 852 points. Kept here: a window holds its
    /// scene weakly.
    let scene = UIWindowScene(screen: UIScreen(size: CGSize(width: 393, height: 852), scale: 3))

    /// The app's window, made as the app's scene delegate makes it, showing the sandwich.
    func showSandwich() -> VirtualScreenReader {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIHostingController(rootView: SandwichView())
        return VirtualScreenReader(windows: [window])
    }

    /// What VoiceOver says on the sandwich: its label and its layers, top to bottom.
    func sandwich(in reader: VirtualScreenReader) -> String? {
        reader.walkElements().first { $0.label == "Sandwich" }?.spokenPhrases.first
    }

    @Test func voiceOverReadsTheFillingsTheSandwichAndItsLayers() {
        let reader = showSandwich()
        for _ in 0..<7 {
            reader.next()
        }
        #expect(reader.spokenPhraseLog.filter { $0 != "Actions Available." } == [
            "Fillings. Heading.", "Tomato", "Lettuce", "Pickles", "Sandwich: Ham, Cheese",
            "Layers. Heading.", "Ham", "Cheese",
        ])
        #expect(reader.actionNames == ["Move up", "Move down", "Drag Cheese"])
    }

    @Test func moveUpMovesALayerAndSaysWhereItWent() throws {
        let reader = showSandwich()
        reader.moveToLast()
        try reader.performAction(named: "Move up")
        #expect(reader.lastSpokenPhrase == "Cheese moved to layer 1")
        #expect(reader.focusedLabel == "Cheese")
        try reader.performAction(named: "Move up")
        #expect(reader.lastSpokenPhrase == "Cheese not moved")
        #expect(sandwich(in: reader) == "Sandwich: Cheese, Ham")
    }

    @Test func aLayerIsDraggedAfterAnotherThroughTheActionsRotor() throws {
        let reader = showSandwich()
        reader.moveToLast()
        reader.previous()
        try reader.performAction(named: "Drag Ham")
        #expect(reader.lastSpokenPhrase == "Drag started, Drag Ham")
        reader.next()
        try reader.performAction(named: "Drop after Cheese")
        #expect(reader.lastSpokenPhrase == "Dropped, Drop after Cheese")
        #expect(sandwich(in: reader) == "Sandwich: Cheese, Ham")
    }

    @Test func aFillingDroppedOnTheSandwichsMiddleGoesBetweenItsLayers() throws {
        let reader = showSandwich()
        reader.next()
        reader.next()
        try reader.performAction(named: "Pick up Lettuce")
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Sandwich")
        #expect(reader.actionNames == ["Add to top", "Add to middle", "Add to bottom"])
        try reader.performAction(named: "Add to middle")
        #expect(reader.spokenPhraseLog.suffix(2) == ["Dropped, Add to middle", "Lettuce added to the middle"])
        #expect(sandwich(in: reader) == "Sandwich: Ham, Lettuce, Cheese")
        #expect(reader.walkElements().map(\.label).prefix(4) == ["Fillings", "Tomato", "Pickles", "Sandwich"])
    }

    @Test(arguments: [("Add to top", "Sandwich: Tomato, Ham, Cheese"), ("Add to bottom", "Sandwich: Ham, Cheese, Tomato")])
    func eachDropPointPutsTheFillingWhereItSays(dropPoint: String, heard: String) throws {
        let reader = showSandwich()
        reader.next()
        try reader.performAction(named: "Pick up Tomato")
        reader.next()
        reader.next()
        reader.next()
        try reader.performAction(named: dropPoint)
        #expect(sandwich(in: reader) == heard)
    }
}
