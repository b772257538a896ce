import CellKit
import Foundation
@testable import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// The keys of "scenes that say what apps do" (issue 22): what each sets that a script cannot
/// hear, and the message each gives when it is misused.
@MainActor
@Suite("Keys that say what apps do", .cellsScreen)
struct AppBehaviourKeyTests {
    /// The scene with `view` as its third view, after a box holding `inner` and a label `other`.
    static func yaml(_ view: String) -> String {
        """
        window:
          size: [40, 10]
        views:
          - { id: box, type: view, frame: [0, 0, 20, 5], subviews: [{ id: inner, type: label, frame: [0, 0, 5, 1], text: In }] }
          - { id: other, type: label, frame: [0, 6, 5, 1], text: Out }
          - \(view)

        """
    }

    static func error(_ view: String) -> String {
        do {
            _ = try SceneLoader.load(yaml: yaml(view), file: "bad.yaml")
            return "loaded"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("{ type: view, frame: [0, 7, 5, 1], accessibility: { viewIsModal: maybe } }",
         "bad.yaml:6:70: views[2].accessibility.viewIsModal: expected true or false, found \"maybe\""),
        ("{ type: view, frame: [0, 7, 5, 1], accessibility: { elementsHidden: [true] } }",
         "bad.yaml:6:73: views[2].accessibility.elementsHidden: expected true or false, found a list"),
        ("{ type: view, frame: [0, 7, 5, 1], accessibility: { elements: [other] } }",
         "bad.yaml:6:68: views[2].accessibility.elements[0]: 'other' is not inside this view; a container lists views "
            + "inside it (its subviews, or theirs)"),
        ("{ type: view, frame: [0, 7, 5, 1], accessibility: { elements: [nope] } }",
         "bad.yaml:6:68: views[2].accessibility.elements[0]: no view has the id 'nope'"),
        ("{ type: label, frame: [0, 7, 5, 1], text: A, accessibility: { path: [[0, 0], [5, 0]] } }",
         "bad.yaml:6:73: views[2].accessibility.path: a path needs three or more points to outline an area"),
        ("{ type: button, frame: [0, 7, 5, 1], title: B, drop: { accepts: [public.text] } }",
         "bad.yaml:6:58: views[2].drop: a drop needs a view that can take what is dropped (a well, a list, a label, an "
            + "image or a plain view)"),
        ("{ type: image, frame: [0, 7, 5, 1], symbol: star, drop: { accepts: [public.image] } }",
         "bad.yaml:6:61: views[2].drop: an image takes no touches unless it has 'interactive: true' (as in UIKit), so "
            + "nothing could be dropped on it"),
        ("{ type: image, frame: [0, 7, 5, 1], symbol: star, interactive: true, drop: { accepts: [public.image], effect: append } }",
         "bad.yaml:6:115: views[2].drop.effect: an image holds one picture: a drop replaces it ('effect: replace'), it "
            + "cannot append"),
        ("{ type: label, frame: [0, 7, 5, 1], text: A, drop: { accepts: [public.text], sessionDidUpdate: false, operation: copy } }",
         "bad.yaml:6:118: views[2].drop.operation: without sessionDidUpdate the delegate proposes nothing; 'operation' "
            + "would never be used"),
        ("{ type: label, frame: [0, 7, 5, 1], text: A, drop: { accepts: [public.text], proposals: [{ frame: [9, 0, 2, 1], operation: copy }] } }",
         "bad.yaml:6:103: views[2].drop.proposals[0].frame: the frame lies outside the view, so no drag is ever inside it"),
        ("{ type: label, frame: [0, 7, 5, 1], text: A, drop: { accepts: [public.text], proposals: [{ types: [public.image], operation: copy }] } }",
         "bad.yaml:6:103: views[2].drop.proposals[0].types: the drop does not accept public.image (accepts: public.text), "
            + "so no drag carrying it is ever proposed to"),
        ("{ type: label, frame: [0, 7, 5, 1], text: A, accessibility: { dragSources: [{ name: X, language: fr }] } }",
         "bad.yaml:6:102: views[2].accessibility.dragSources[0].language: expected one of en, ko, zh-Hans, found \"fr\"; "
            + "did you mean 'en'?"),
        ("{ type: label, frame: [0, 7, 5, 1], text: A, accessibility: { magicTap: { announce: Hi, hide: nope } } }",
         "bad.yaml:6:99: views[2].accessibility.magicTap.hide: no view has the id 'nope'"),
        ("{ type: label, frame: [0, 7, 5, 1], text: A, accessibility: { escape: { annonce: Hi } } }",
         "bad.yaml:6:77: views[2].accessibility.escape: unknown key 'annonce'; did you mean 'announce'?"),
        ("{ type: label, frame: [0, 7, 5, 1], text: A, drag: { text: x, enabled: sometimes } }",
         "bad.yaml:6:76: views[2].drag.enabled: expected true or false, found \"sometimes\""),
        ("{ type: collectionView, frame: [0, 7, 20, 3], itemSize: [5, 1], drop: { accepts: [public.text], intent: insertInto } }",
         "bad.yaml:6:109: views[2].drop.intent: expected one of insertAtDestinationIndexPath, "
            + "insertIntoDestinationIndexPath, unspecified, found \"insertInto\""),
    ])
    func aMisusedKeyIsRefusedAtItsPlace(view: String, message: String) {
        #expect(Self.error(view) == message)
    }

    @Test func aDropThatAllowsSimultaneousSessionsTakesASecondDragWhileTheFirstIsInside() throws {
        for allows in [true, false] {
            let scene = try SceneLoader.load(yaml: """
                window: { size: [40, 6] }
                views:
                  - { id: a, type: label, frame: [0, 0, 5, 1], text: A, drag: { text: a } }
                  - { id: b, type: label, frame: [10, 0, 5, 1], text: B, drag: { text: b } }
                  - { id: notes, type: list, frame: [0, 2, 20, 4], title: Notes,
                      drop: { accepts: [public.plain-text], allowsSimultaneousSessions: \(allows) } }
                """, file: "two.yaml")
            let notes = try #require(scene.view("notes"))
            #expect((notes.interactions.first as? UIDropInteraction)?.allowsSimultaneousDropSessions == allows)
            let first = scene.makeSession().screenReader.finger
            let second = Finger(system: first.system)
            let inside = CGPoint(x: 5, y: 3)
            #expect(first.longPress(at: CGPoint(x: 1, y: 0)) && second.longPress(at: CGPoint(x: 11, y: 0)))
            first.move(to: inside)
            second.move(to: inside)
            #expect(first.dropTargetView === notes)
            #expect((second.dropTargetView === notes) == allows,
                    "a second drag enters only a drop that allows simultaneous sessions")
        }
    }

    @Test func aDescriptorsLanguageIsItsNamesSpeechLanguage() throws {
        let scene = try SceneLoader.load(yaml: Self.yaml(
            "{ id: card, type: well, frame: [0, 7, 10, 3], title: Card, drop: { accepts: [public.text] }, "
                + "accessibility: { dropPoints: [{ name: 첨부, language: ko }, { name: Attach }] } }"), file: "ko.yaml")
        let descriptors = try #require(scene.view("card")?.accessibilityDropPointDescriptors)
        let key = NSAttributedString.Key.accessibilitySpeechLanguage
        #expect(descriptors.map(\.name) == ["첨부", "Attach"])
        #expect(descriptors[0].attributedName.attribute(key, at: 0, effectiveRange: nil) as? String == "ko")
        #expect(descriptors[1].attributedName.attribute(key, at: 0, effectiveRange: nil) == nil)
    }

    @Test("a descriptor named in its own language is spoken in it: in the Actions rotor and when the drag starts")
    func aDescriptorsNameIsSpokenInItsLanguage() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [40, 6] }
            views:
              - id: note
                type: label
                frame: [0, 0, 10, 1]
                text: Note
                drag: { text: Note }
                accessibility: { dragSources: [{ name: 메모 끌기, language: ko }] }
            """, file: "ko.yaml")
        let session = scene.makeSession()
        session.start()
        #expect(session.perform(.rotateClockwise).map(\.text) == ["Actions"])
        let chosen = session.perform(.swipeDown)
        #expect(chosen.map(\.text) == ["메모 끌기"])
        #expect(chosen.map(\.language) == ["ko"], "the name is spoken in its own language")
        let started = session.perform(.doubleTap)
        #expect(started.first?.text.contains("메모 끌기") == true)
    }

    @Test func aDescriptorWithoutAPointIsAtTheActivationPointAsUIKitsInitNameView() throws {
        let scene = try SceneLoader.load(yaml: Self.yaml(
            "{ id: card, type: well, frame: [0, 7, 10, 3], title: Card, drop: { accepts: [public.text] }, "
                + "accessibility: { activationPoint: [8, 1], dropPoints: [{ name: Attach }], "
                + "elements: [{ frame: [0, 0, 4, 3], activationPoint: [1, 2], dropPoints: [{ name: Here }] }] } }"),
            file: "point.yaml")
        let card = try #require(scene.view("card"))
        #expect(card.accessibilityDropPointDescriptors?.first?.point == CGPoint(x: 8, y: 1))
        #expect(card.accessibilityActivationPoint == CGPoint(x: 8, y: 8), "on the screen, it moves with the view")
        let element = try #require(card.accessibilityElements?.first as? UIAccessibilityElement)
        #expect(element.accessibilityDropPointDescriptors?.first?.point == CGPoint(x: 1, y: 2))
    }

    @Test func anEscapeThatDeclinesGoesToTheViewAroundIt() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [40, 6] }
            views:
              - id: sheet
                type: view
                frame: [0, 0, 20, 3]
                accessibility: { escape: { hide: sheet, announce: Closed } }
                subviews:
                  - { type: label, frame: [0, 0, 10, 1], text: Draft, accessibility: { escape: { succeeds: false, announce: Never } } }
              - { type: label, frame: [0, 4, 10, 1], text: Below }
            script: |
              escape = Closed / Below
            """, file: "sheet.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "sheet", script: "sheet.yaml"))")
        #expect(scene.view("sheet")?.isHidden == true)
    }

    @Test func theAppsMagicTapIsTheWindowsTheLastObjectAsked() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [40, 6], magicTap: { announce: Playing } }
            views:
              - { type: label, frame: [0, 0, 10, 1], text: Song }
            """, file: "app.yaml")
        let window = try #require(scene.windows.first)
        _ = UIAccessibility.takePostedNotifications()
        #expect(window.accessibilityPerformMagicTap())
        #expect(UIAccessibility.takePostedNotifications().compactMap { $0.argument as? String } == ["Playing"])
    }

    @Test("a magic tap goes from the focused element up to the app: a box that declines passes it on")
    func aMagicTapReachesTheAppThroughContainersThatDecline() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [40, 6], magicTap: { announce: Playing } }
            views:
              - id: box
                type: view
                frame: [0, 0, 20, 3]
                accessibility: { magicTap: { announce: Box, succeeds: false } }
                subviews:
                  - { type: label, frame: [0, 0, 10, 1], text: Song }
            script: |
              magic tap = Playing
            """, file: "app.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "app", script: "app.yaml"))")
    }
}
