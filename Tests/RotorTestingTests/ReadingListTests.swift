import CellKit
import RotorTesting
import RotorTestSupport
import Testing

// The reading list of RotorTesting's articles "Testing the screens your app ships" and "Getting
// Started with Table and Collection Views", which quote this file line for line (`import
// BookScreens` there is `import RotorTestSupport` here; BookScreensArticleTests checks them).

/// The reading list on an iPhone's screen, as a VoiceOver user meets it.
@MainActor
struct ReadingListTests {
    /// iOS gives the app's scene delegate a window scene on the device's screen; the tests make
    /// one on an iPhone 16's, 393 × 852 points. Kept here: a window holds its scene weakly.
    let scene = UIWindowScene(screen: UIScreen(size: CGSize(width: 393, height: 852), scale: 3))
    let list = ReadingListViewController(books: ["Dune", "Emma", "Ulysses"])

    /// The app's window, made as the app's scene delegate makes it: from the scene, so it fills
    /// the screen's bounds.
    func showList() -> VirtualScreenReader {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = list
        return VirtualScreenReader(windows: [window])
    }

    @Test func theWindowFillsTheScreen() {
        let reader = showList()
        #expect(list.view.window?.frame == scene.screen.bounds)
        #expect(list.tableView.visibleCells.map(\.frame.height) == [44, 44, 44])
        #expect(reader.focusedLabel == "Dune")
    }

    @Test func voiceOverReadsTheBooksThenFinished() {
        let reader = showList()
        reader.next()
        reader.next()
        reader.next()
        #expect(reader.spokenPhraseLog == [
            "Dune", "Actions Available.",
            "Emma", "Actions Available.",
            "Ulysses", "Actions Available.",
            "Finished",
        ])
    }

    @Test func aBookIsReorderedThroughTheActionsRotor() throws {
        let reader = showList()
        try reader.performAction(named: "Drag Dune")
        #expect(reader.lastSpokenPhrase == "Drag started, Drag Dune")
        reader.next()
        reader.next()
        try reader.performAction(named: "Drop after Ulysses")
        #expect(reader.lastSpokenPhrase == "Dropped, Drop after Ulysses")
        #expect(list.toRead == ["Emma", "Ulysses", "Dune"])
        #expect(reader.callbackLog.contains("drop reading list moveRowAt → [0, 0] → [0, 2]"))
    }

    @Test func aBookDroppedOnFinishedLeavesTheList() throws {
        let reader = showList()
        reader.next()
        try reader.performAction(named: "Drag Emma")
        reader.moveToLast()
        #expect(reader.focusedLabel == "Finished")
        try reader.performAction(named: "Mark as finished")
        #expect(reader.spokenPhraseLog.suffix(2) == ["Dropped, Mark as finished", "Emma finished"])
        #expect(list.toRead == ["Dune", "Ulysses"])
        #expect(list.finished == ["Emma"])
    }
}
