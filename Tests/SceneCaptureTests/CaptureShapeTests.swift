import CellKit
import Foundation
import SceneCapture
import SceneFormat
import Testing
import RotorTestSupport

@MainActor
private final class TextDrop: UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }
}

@MainActor
private final class TextDrag: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "note" as NSString))]
    }
}

/// Screens whose shape a scene file says its own way: windows side by side, a descriptor into
/// a view the app never named, numbers past what a scene holds, one element alone.
@MainActor
@Suite("Captured screens keep their shape", .cellsScreen)
struct CaptureShapeTests {
    fileprivate let drop = TextDrop()

    @Test("windows side by side keep their places and apps")
    func windowsSideBySide() throws {
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5), applicationIdentifier: "com.example.notes")
        let right = UIWindow(frame: CGRect(x: 20, y: 0, width: 20, height: 5), applicationIdentifier: "com.example.mail")
        for (window, text) in [(left, "Note"), (right, "Mail")] {
            let label = UILabel(frame: CGRect(x: 1, y: 1, width: 10, height: 1))
            label.text = text
            window.addSubview(label)
        }
        let scene = try SceneLoader.load(yaml: SceneCapture.sceneFile(of: [left, right]), file: "two.yaml")
        #expect(scene.windows.map(\.frame) == [left.frame, right.frame])
        #expect(scene.windows.map(\.applicationIdentifier) == ["com.example.notes", "com.example.mail"])
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed)
        #expect(run.outcomes.map(\.step.actionText) == ["touch 6 1", "touch 26 1", "touch 6 1"])
    }

    /// A chain 300 views deep, the 150th clipping to its left half, with labels at the bottom in
    /// each half: the file's script touches the labels a finger can reach and leaves out the
    /// one clipped away, whatever lies between them and the clipping view.
    @Test("a deep tree's touches leave out what a clipping view far above cuts away")
    func deepClippingLeavesOutWhatItCutsAway() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        var parent: UIView = window
        for depth in 1...300 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: depth == 150 ? 20 : 40, height: 4))
            view.clipsToBounds = depth == 150
            parent.addSubview(view)
            parent = view
        }
        for (text, x, y) in [("Reached", 1, 1), ("Also reached", 1, 2), ("Cut away", 25, 1)] {
            let label = UILabel(frame: CGRect(x: x, y: y, width: 10, height: 1))
            label.text = text
            parent.addSubview(label)
        }
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.contains("touch 6 1 ~ Reached"), "\(yaml.suffix(300))")
        #expect(yaml.contains("touch 6 2 ~ Also reached"))
        #expect(!yaml.contains("~ Cut away"))
    }

    @Test("a label with a drag is written as the scene's default, one with its touches left off says interactive: false")
    func labelsTouches() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        let drag = TextDrag()
        let labels = ["Buy milk", "Call Sam"].enumerated().map { row, text in
            let label = UILabel(frame: CGRect(x: 1, y: row, width: 20, height: 1))
            label.text = text
            label.addInteraction(UIDragInteraction(delegate: drag))
            window.addSubview(label)
            return label
        }
        labels[0].isUserInteractionEnabled = true
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.components(separatedBy: "interactive").count == 2, "only the label that differs says so:\n\(yaml)")
        #expect(yaml.contains("interactive: false"))
        let scene = try SceneLoader.load(yaml: yaml, file: "labels.yaml")
        #expect(scene.windows.first?.subviews.map(\.isUserInteractionEnabled) == [true, false])
        withExtendedLifetime(drag) {}
    }

    @Test("a descriptor into a view without an identifier names it by an id the capture gives it")
    func aDescriptorIntoAnUnnamedView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        let well = UIView(frame: CGRect(x: 2, y: 2, width: 10, height: 4))
        well.accessibilityLabel = "Well"
        well.addInteraction(UIDropInteraction(delegate: drop))
        card.addSubview(well)
        card.accessibilityDropPointDescriptors = [UIAccessibilityLocationDescriptor(name: "Drop into well", point: CGPoint(x: 4.5, y: 1),
                                                                                    in: well)]
        window.addSubview(card)
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.contains(#"- { name: "Drop into well", view: "view1", point: [4.5, 1] }"#))
        let scene = try SceneLoader.load(yaml: yaml, file: "card.yaml")
        let loaded = try #require(scene.view("view1"))
        #expect(loaded.accessibilityLabel == "Well")
        let descriptor = try #require(scene.windows.first?.subviews.first?.accessibilityDropPointDescriptors?.first)
        #expect(descriptor.view === loaded)
        #expect(descriptor.point == CGPoint(x: 4.5, y: 1))
        #expect(yaml.contains("accepts: [public.plain-text]"), "what loads as a string is plain text")
    }

    @Test("numbers past what a scene holds are brought within it, so the file loads")
    func numbersPastTheRange() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        let far = UILabel(frame: CGRect(x: 5e9, y: -CGFloat.infinity, width: 3, height: 1))
        far.text = "Far"
        let slider = UISlider(frame: CGRect(x: 0, y: 2, width: 10, height: 1))
        slider.minimumValue = 5
        slider.maximumValue = 5
        slider.value = 1e30
        window.addSubview(far)
        window.addSubview(slider)
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.contains("frame: [1000000, 0, 3, 1]"))
        #expect(yaml.contains("value: 6\n") && yaml.contains("minimum: 5\n") && yaml.contains("maximum: 6\n"))
        _ = try SceneLoader.load(yaml: yaml, file: "far.yaml")
    }

    @Test("a progress view is written as a progress scene view and says the same when loaded back")
    func progressViewRoundTrip() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        let bar = UIProgressView(frame: CGRect(x: 1, y: 1, width: 20, height: 1))
        bar.progress = 0.75
        window.addSubview(bar)
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.contains("type: progress") && yaml.contains("progress: 0.75"))
        let scene = try SceneLoader.load(yaml: yaml, file: "bar.yaml")
        let loaded = try #require(scene.windows.first?.subviews.first as? UIProgressView)
        #expect(loaded.progress == 0.75 && loaded.accessibilityValue == "75%")
        #expect(ScriptRunner(scene: scene).run().passed)
    }

    @Test("a screen with one element a finger can find is checked by reading it all")
    func oneElementIsCheckedByReadingItAll() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        label.text = "Alone"
        window.addSubview(label)
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.hasSuffix("read from top ~ Alone\n"))
        let run = ScriptRunner(scene: try SceneLoader.load(yaml: yaml, file: "alone.yaml")).run()
        #expect(run.passed)
        #expect(run.outcomes.last?.passed == true)
    }

    @Test("a collection view's items off screen are scrolled to and written as VoiceOver reads them; the offset is kept")
    func itemsOffScreen() throws {
        let yaml = try #require(SceneLibrary.shippedScene(named: "photo-grid")).text
            .replacingOccurrences(of: "frame: [1, 1, 42, 16]", with: "frame: [1, 1, 42, 6]")
            // A third line of photos: the second is the line beyond the edge, which has cells
            // (VoiceOver's next items), the third has none until it is scrolled to.
            .replacingOccurrences(of: "- { label: Snow, symbol: photo }", with: "- { label: Snow, symbol: photo }\n"
                + ["Lake", "Dunes", "Field", "Cliff"].map { "          - { label: \($0), symbol: photo }" }.joined(separator: "\n"))
        let scene = try SceneLoader.load(yaml: yaml, file: "short-grid.yaml")
        let album = try #require(scene.views["album"] as? UICollectionView)
        let offset = album.contentOffset
        let captured = SceneCapture.sceneFile(of: scene.windows)
        #expect(!captured.contains("had no cell on screen"))
        #expect(captured.contains(#"- { label: "Harbour", symbol: photo }"#))
        #expect(captured.contains(#"- { label: "Cliff", symbol: photo }"#))
        #expect(album.contentOffset == offset)
        let reloaded = try SceneLoader.load(yaml: captured, file: "short-grid.captured.yaml")
        #expect(ScriptRunner(scene: reloaded).run().passed)
    }
}
