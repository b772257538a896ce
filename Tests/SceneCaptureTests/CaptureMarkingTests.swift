import CellKit
import Foundation
import SceneCapture
import SceneFormat
import Testing
import RotorTestSupport

/// A drop delegate that takes only a type of the app's own, which no scene can name.
@MainActor
private final class RecipeDrop: UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: ["com.example.recipe"])
    }
}

@MainActor
private final class AnyDrag: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "secret" as NSString))]
    }
}

/// What a capture cannot see is marked: the defaults that stand in say so where they are used
/// and at the top of the file, the title says the scene was captured, and what a screen had
/// that no scene key says yet is listed.
@MainActor
@Suite("What a capture cannot see is marked", .cellsScreen)
struct CaptureMarkingTests {
    fileprivate let drop = RecipeDrop(), drag = AnyDrag()

    func screen() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let basket = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        basket.accessibilityIdentifier = "basket"
        basket.isAccessibilityElement = true
        basket.accessibilityLabel = "Basket"
        basket.addInteraction(UIDropInteraction(delegate: drop))
        basket.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Empty basket") { _ in false }]
        window.addSubview(basket)

        let note = UILabel(frame: CGRect(x: 0, y: 4, width: 20, height: 1))
        note.text = "Note"
        note.addInteraction(UIDragInteraction(delegate: drag))
        note.addInteraction(UIDropInteraction(delegate: drop))
        window.addSubview(note)

        let sheet = UIView(frame: CGRect(x: 21, y: 0, width: 19, height: 10))
        sheet.accessibilityIdentifier = "sheet"
        sheet.accessibilityViewIsModal = true
        let first = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1)), second = UILabel(frame: CGRect(x: 0, y: 1, width: 10, height: 1))
        first.text = "First"
        second.text = "Second"
        sheet.addSubview(first)
        sheet.addSubview(second)
        sheet.accessibilityElements = [second, first]
        let disabled = UIDragInteraction(delegate: drag)
        disabled.isEnabled = false
        sheet.addInteraction(disabled)
        window.addSubview(sheet)
        return window
    }

    @Test func theTitleAndTheHeaderSayTheSceneWasCapturedAndWithWhichDefaults() throws {
        let yaml = SceneCapture.sceneFile(of: screen(), options: CaptureOptions(title: "Groceries"))
        let scene = try SceneLoader.load(yaml: yaml, file: "groceries.yaml")
        #expect(scene.title == "Groceries (captured)", "rotor list shows it")
        #expect(yaml.hasPrefix("# Captured from a live screen by SceneCapture."))
        #expect(yaml.contains("# - a drag gives its label as text"))
        #expect(yaml.contains("# - a custom action succeeds and does nothing else"))
    }

    @Test("each default is marked where it is used")
    func eachDefaultIsMarkedWhereItIsUsed() throws {
        let yaml = SceneCapture.sceneFile(of: screen())
        #expect(yaml.contains(#"drop: { accepts: [public.item], operation: copy, effect: append }  # captured default: takes anything"#),
                "a drop whose delegate takes only the app's own types takes anything")
        #expect(yaml.contains(#"drag: { text: "{label}" }  # captured default: the drag gives its label as text"#))
        #expect(yaml.contains("customActions:  # captured default: each action succeeds and does nothing else"))
        #expect(yaml.contains(#"- { name: "Empty basket" }"#))
    }

    @Test("what no scene key says yet is listed at the top, and the file still loads")
    func whatNoKeySaysIsListed() throws {
        let yaml = SceneCapture.sceneFile(of: screen())
        let header = yaml.split(separator: "\n").prefix { $0.hasPrefix("#") }.joined(separator: "\n")
        #expect(header.contains("# Not captured:"))
        // A modal view has its key now: written, not listed.
        #expect(!header.contains("accessibilityViewIsModal") && yaml.contains("viewIsModal: true"), "\(yaml)")
        #expect(header.contains("# - sheet: accessibilityElements lists views (no scene key yet; VoiceOver's own order is used)"))
        // A disabled drag has its key now (`drag: enabled`): written, not listed.
        #expect(!header.contains("disabled drag interaction") && yaml.contains("enabled: false"), "\(yaml)")
        #expect(header.contains("# - a UILabel: a drop interaction on a label (no scene key yet: drops go on lists) is left out"))
        let scene = try SceneLoader.load(yaml: yaml, file: "groceries.yaml")
        #expect(scene.warnings.isEmpty)
        let drags = scene.view("sheet")?.interactions.compactMap { $0 as? UIDragInteraction }
        #expect(drags?.count == 1 && drags?.first?.isEnabled == false, "the drag is there, and off, as it was")
        #expect(scene.view("sheet")?.accessibilityViewIsModal == true)
    }
}
