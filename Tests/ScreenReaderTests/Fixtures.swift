import CellKit
import RotorTestSupport
import ScreenReader

/// A drag delegate that drags one text item from anywhere in its view.
@MainActor
final class TextDragSource: UIDragInteractionDelegate {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    private func item() -> UIDragItem {
        let item = UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
        item.localObject = text
        return item
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [item()]
    }

    /// A tap adds the text unless the drag already has it.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        session.items.contains { $0.localObject as? String == text } ? [] : [item()]
    }
}

@MainActor
func labelledView(_ label: String, frame: CGRect, isElement: Bool = true) -> UIView {
    let view = UIView(frame: frame)
    view.isAccessibilityElement = isElement
    view.accessibilityLabel = label
    return view
}

/// One empty window and a screen reader over it, through a finger of their own: where nearly
/// every test here starts.
@MainActor
struct ReaderFixture {
    let window: UIWindow
    let finger: Finger
    let reader: ScreenReader

    init(width: CGFloat = 60, height: CGFloat = 20) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        finger = Finger(windows: [window])
        reader = ScreenReader(finger: finger)
    }
}

/// A suite whose tests start from a `ReaderFixture`. Swift Testing makes a new suite value for
/// each test, so each test has a fresh window and reader.
@MainActor
protocol ReaderSuite {
    var fixture: ReaderFixture { get }
}

extension ReaderSuite {
    var window: UIWindow { fixture.window }
    var finger: Finger { fixture.finger }
    var reader: ScreenReader { fixture.reader }
}
