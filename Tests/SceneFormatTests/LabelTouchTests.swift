import CellKit
import SceneFormat
import Testing
import RotorTestSupport

/// UIKit's labels take no touches until an app turns them on, as an app adding a drag or a drop
/// to one must. A scene's label follows UIKit, and its own `drag` or `drop` says the app did.
@MainActor
@Suite("Labels and touches", .cellsScreen)
struct LabelTouchTests {
    static let scene = """
        window:
          size: [40, 6]
        views:
          - id: inbox
            type: well
            frame: [0, 0, 40, 6]
            title: Inbox
            accessibility: { element: true }
            drop: { accepts: [public.plain-text], effect: replace }
            subviews:
              - { id: caption, type: label, frame: [1, 2, 20, 1], text: Drop notes here }
              - { id: note, type: label, frame: [1, 3, 20, 1], text: Buy milk, drag: { text: Buy milk } }
              - { id: stuck, type: label, frame: [1, 4, 20, 1], text: Call Sam, interactive: false, drag: { text: Call Sam } }
        """

    @Test("a plain label lets a touch through; one with a drag takes it unless it says interactive: false")
    func touchesFollowUIKit() throws {
        let scene = try SceneLoader.load(yaml: Self.scene, file: "labels.yaml")
        let window = try #require(scene.windows.first)
        let inbox = try #require(scene.view("inbox")), note = try #require(scene.view("note"))
        #expect(scene.view("caption")?.isUserInteractionEnabled == false)
        #expect(window.hitTest(CGPoint(x: 3, y: 2), with: nil) === inbox, "the caption covers nothing")
        #expect(window.hitTest(CGPoint(x: 3, y: 3), with: nil) === note)
        #expect(window.hitTest(CGPoint(x: 3, y: 4), with: nil) === inbox, "the drag an app forgot to turn touches on for")
    }
}
