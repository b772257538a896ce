import CellKit
import RotorTestSupport
import Testing

/// The callback log lists an optional delegate method only when the app wrote it, told by the
/// method's default through the interaction it is given.
@MainActor
@Suite("Which optional methods a drag's delegate implements", .cellsScreen)
struct OptionalMethodCallTests {
    /// Drags a word and writes nothing else.
    private final class ItemsOnly: UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "word" as NSString))]
        }
    }

    /// Writes its lift preview, and makes it by asking another delegate, which does not write
    /// one, for that delegate's default on another interaction.
    private final class BorrowsADefault: UIDragInteractionDelegate {
        let other = ItemsOnly()
        let otherInteraction: UIDragInteraction
        private(set) var asked = 0

        init() {
            otherInteraction = UIDragInteraction(delegate: other)
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "word" as NSString))]
        }

        func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                             session: UIDragSession) -> UITargetedDragPreview? {
            asked += 1
            return other.dragInteraction(otherInteraction, previewForLifting: item, session: session)
        }
    }

    /// The log of a drag lifted and cancelled from a label whose drag interaction has `delegate`.
    private func logOfLiftAndCancel(_ delegate: UIDragInteractionDelegate) -> [String] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        label.text = "Word"
        label.isUserInteractionEnabled = true
        label.addInteraction(UIDragInteraction(delegate: delegate))
        window.addSubview(label)
        window.isHidden = false
        let finger = Finger(windows: [window])
        #expect(finger.longPress(at: CGPoint(x: 2, y: 0.5)))
        finger.cancel()
        return finger.log.events.map(\.callback)
    }

    @Test("a delegate that writes only itemsForBeginning is logged with it alone")
    func onlyWhatTheAppWroteIsLogged() {
        let callbacks = logOfLiftAndCancel(ItemsOnly())
        #expect(callbacks.contains("itemsForBeginning"))
        #expect(!callbacks.contains("previewForLifting"))
        #expect(!callbacks.contains("willAnimateLift"))
        #expect(!callbacks.contains("didEndWith"))
    }

    @Test("a method that borrows another delegate's default on another interaction still counts as written")
    func aBorrowedDefaultIsNotTheAppsMethodMissing() {
        let delegate = BorrowsADefault()
        let callbacks = logOfLiftAndCancel(delegate)
        #expect(delegate.asked == 1)
        #expect(callbacks.contains("previewForLifting"))
        #expect(!callbacks.contains("willAnimateLift"))
    }
}
