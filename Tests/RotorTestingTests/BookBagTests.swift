import CellKit
import RotorTesting
import RotorTestSupport
import Testing

// The book bag of RotorTesting's article "Getting Started with Table and Collection Views",
// which quotes this file line for line (`import BookScreens` there is `import
// RotorTestSupport` here; BookScreensArticleTests checks it).

/// The shelf and the bag on an iPhone's screen, as a VoiceOver user meets them.
@MainActor
struct BookBagTests {
    let scene = UIWindowScene(screen: UIScreen(size: CGSize(width: 393, height: 852), scale: 3))
    let books = BookBagViewController(shelf: ["Dune", "Emma", "Ulysses", "Beloved"], bag: ["Walden"])

    func showBooks() -> VirtualScreenReader {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = books
        return VirtualScreenReader(windows: [window])
    }

    @Test func voiceOverReadsEachCollectionUnderItsHeading() {
        let reader = showBooks()
        for _ in 0..<6 {
            reader.next()
        }
        #expect(reader.spokenPhraseLog.filter { $0 != "Actions Available." } == [
            "Shelf. Heading.", "Dune", "Emma", "Ulysses", "Beloved", "Bag. Heading.", "Walden",
        ])
    }

    @Test func aBookIsReorderedOnTheShelf() throws {
        let reader = showBooks()
        reader.next()
        try reader.performAction(named: "Drag Dune")
        reader.next()
        reader.next()
        try reader.performAction(named: "Drop after Ulysses")
        #expect(reader.lastSpokenPhrase == "Dropped, Drop after Ulysses")
        #expect(books.shelf == ["Emma", "Ulysses", "Dune", "Beloved"])
    }

    @Test func aBookIsMovedFromTheShelfIntoTheBag() throws {
        let reader = showBooks()
        reader.next()
        reader.next()
        try reader.performAction(named: "Drag Emma")
        reader.moveToLast()
        #expect(reader.focusedLabel == "Walden")
        try reader.performAction(named: "Drop before Walden")
        #expect(reader.lastSpokenPhrase == "Dropped, Drop before Walden")
        #expect(books.shelf == ["Dune", "Ulysses", "Beloved"])
        #expect(books.bag == ["Emma", "Walden"])
        #expect(reader.callbackLog.contains("drop bag performDropWith → at [0, 0]"))
    }
}
