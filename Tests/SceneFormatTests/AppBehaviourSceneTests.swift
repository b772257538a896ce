import CellKit
import Foundation
@testable import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// Scenes that say what apps do (issue 22): each new key, used as an app would use it, with a
/// script that checks what a VoiceOver user hears because of it.
@MainActor
@Suite("Scenes that say what apps do", .cellsScreen)
struct AppBehaviourSceneTests {
    /// `accessibilityElements` of real views, `accessibilityElementsHidden`, an activation
    /// point, a magic tap on an element, a modal view and its escape.
    static let accessibility = """
        title: Modal views, hidden elements, an element order of real views, an activation point
        window: { size: [40, 12], magicTap: { announce: App magic } }
        views:
          - id: form
            type: view
            frame: [0, 0, 40, 3]
            accessibility: { elements: [second, first] }
            subviews:
              - { id: first, type: label, frame: [0, 0, 10, 1], text: First }
              - { id: second, type: label, frame: [0, 1, 10, 1], text: Second }
              - { id: third, type: label, frame: [0, 2, 10, 1], text: Third }
          - id: secret
            type: view
            frame: [0, 3, 20, 1]
            accessibility: { elementsHidden: true }
            subviews: [{ type: label, frame: [0, 0, 10, 1], text: Hidden }]
          - id: row
            type: view
            frame: [0, 4, 30, 1]
            accessibility: { element: true, label: Wi-Fi, activationPoint: [25, 0] }
            subviews:
              - { id: join, type: button, frame: [24, 0, 6, 1], title: Join, action: { announce: Joined } }
          - id: player
            type: label
            frame: [0, 5, 20, 1]
            text: Now playing
            accessibility: { magicTap: { announce: Paused } }
          - id: delete
            type: button
            frame: [0, 6, 10, 1]
            title: Delete
            action: { show: alert }
          - id: alert
            type: view
            frame: [5, 7, 30, 4]
            hidden: true
            border: true
            accessibility: { viewIsModal: true, escape: { hide: alert, announce: Kept } }
            subviews:
              - { type: label, frame: [1, 1, 20, 1], text: Delete everything? }
              - { type: button, frame: [1, 2, 10, 1], title: Cancel, action: { hide: alert } }
        script: |
          # The form lists Second, then First; Third is left out, and the hidden row is not visited.
          swipe right = First
          swipe right = Wi-Fi
          # A double tap touches the activation point: the Join button at the row's end.
          double tap = Joined
          swipe right = Now playing
          magic tap = Paused
          swipe right = Delete. Button.
          # The alert is modal: once shown, VoiceOver visits only its elements.
          double tap = Cancel. Button.
          first element = Delete everything?
          last element = Cancel. Button.
          # Its escape hides it.
          escape = Kept / First
          first element = Second
          last element = Delete. Button.
        """

    /// Drops onto a label, a plain view and an image; a disabled drag; proposals by place and
    /// by type; a drop delegate without `sessionDidUpdate`.
    static let drops = """
        title: Drops onto any view, proposals by place and by type, a delegate without sessionDidUpdate, a disabled drag
        window: { size: [60, 14] }
        views:
          - { id: note, type: label, frame: [0, 0, 20, 1], text: Milk, drag: { text: "{label}" } }
          - { id: photo, type: label, frame: [20, 0, 20, 1], text: Cat picture, drag: { image: photo } }
          - id: locked
            type: label
            frame: [40, 0, 20, 1]
            text: Locked
            drag: { text: secret, enabled: false }
            accessibility: { dragSources: [{ name: Drag locked }] }
          - id: title
            type: label
            frame: [0, 2, 20, 1]
            text: Untitled
            drop: { accepts: [public.plain-text], effect: replace }
          - id: picture
            type: image
            frame: [20, 2, 10, 3]
            symbol: star
            interactive: true
            accessibility: { element: true, label: Picture }
            drop: { accepts: [public.image] }
          - id: inbox
            type: view
            frame: [0, 6, 20, 1]
            accessibility: { element: true, label: Inbox }
            drop: { accepts: [public.plain-text] }
          - id: bin
            type: view
            frame: [0, 8, 20, 1]
            accessibility:
              element: true
              label: Bin
              dropPoints: [{ name: Keep, point: [2, 0] }, { name: Shred, point: [15, 0] }]
            drop:
              accepts: [public.item]
              proposals:
                - { frame: [10, 0, 10, 1], operation: forbidden }
                - { types: [public.image], operation: forbidden }
          - id: broken
            type: view
            frame: [0, 10, 20, 1]
            accessibility: { element: true, label: Broken box }
            drop: { accepts: [public.plain-text], sessionDidUpdate: false }
        script: |
          rotor clockwise = Actions
          swipe down = Drag Milk
          double tap = Drag started, Drag Milk
          touch 1 2 = Untitled / Actions Available.
          swipe down = Drop into Untitled
          double tap = Dropped, Drop into Untitled
          # The label's text is what was dropped.
          swipe left = Locked / Actions Available.
          swipe right = Milk
          # A plain view takes it as its value, after what it had.
          first element = Milk / Actions Available.
          swipe down = Drag Milk
          double tap = Drag started, Drag Milk
          touch 1 6 = Inbox / Actions Available.
          swipe down = Drop into Inbox
          double tap = Dropped, Drop into Inbox
          swipe left = Picture. Image.
          swipe right = Inbox: Milk
          # An image view (interactive) takes an image.
          touch 21 0 = Cat picture / Actions Available.
          swipe down = Drag Cat picture
          double tap = Drag started, Drag Cat picture
          touch 21 3 = Picture. Image. / Actions Available.
          swipe down = Drop into Picture
          double tap = Dropped, Drop into Picture
          # A disabled drag interaction starts nothing.
          touch 41 0 = Locked / Actions Available.
          swipe down = Drag locked
          double tap = Nothing to drag here
          # Proposals by place: the right half of the bin forbids.
          first element = Milk / Actions Available.
          swipe down = Drag Milk
          double tap = Drag started, Drag Milk
          touch 1 8 = Bin / Actions Available.
          swipe down = Keep
          swipe down = Shred
          double tap = Drop not allowed here
          first element = Milk / Actions Available.
          swipe down = Drag Milk
          double tap = Drag started, Drag Milk
          touch 1 8 = Bin / Actions Available.
          swipe down = Keep
          double tap = Dropped, Keep
          # Proposals by type: no images in the bin, anywhere.
          touch 21 0 = Cat picture / Actions Available.
          swipe down = Drag Cat picture
          double tap = Drag started, Drag Cat picture
          touch 1 8 = Bin: Milk / Actions Available.
          swipe down = Keep
          double tap = Drop not allowed here
          # Without sessionDidUpdate, UIKit proposes cancel.
          first element = Milk / Actions Available.
          swipe down = Drag Milk
          double tap = Drag started, Drag Milk
          touch 1 10 = Broken box / Actions Available.
          swipe down = Drop into Broken box
          double tap = Drag cancelled
        """

    /// Collection views: `itemsForAddingTo`, the three intents, a reorder by move, and
    /// `dragInteractionEnabled` off.
    static let collections = """
        title: Collection views that add to a drag, drop into an item, insert at an item or at the end, reorder, and one whose drags are off
        window: { size: [60, 14] }
        views:
          - id: album
            type: collectionView
            frame: [0, 0, 40, 4]
            itemSize: [9, 3]
            items: [Sunrise, Beach, Forest]
            cells: { dragSource: "Drag {label}", dropBefore: "Drop before {label}", dropAfter: "Drop after {label}" }
            drag: { addsItems: true }
            drop: { accepts: [public.plain-text], intent: insertAtDestinationIndexPath }
          - id: folders
            type: collectionView
            frame: [0, 5, 40, 4]
            itemSize: [9, 3]
            items: [Trips, Family]
            cells: { dropBefore: "Drop into {label}" }
            drop: { accepts: [public.plain-text], intent: insertIntoDestinationIndexPath, announceLoaded: "{label} filed" }
          - id: frozen
            type: collectionView
            frame: [42, 0, 18, 4]
            itemSize: [9, 3]
            items: [Ice]
            cells: { dragSource: "Drag {label}" }
            drag: { enabled: false }
          - id: tray
            type: collectionView
            frame: [41, 5, 19, 4]
            itemSize: [9, 3]
            items: [Tray]
            cells: { dropBefore: "Drop on {label}" }
            drop: { accepts: [public.plain-text], intent: unspecified }
          - { id: snow, type: label, frame: [0, 10, 10, 1], text: Snow, drag: { text: "{label}" } }
        script: |
          rotor clockwise = Actions
          swipe down = Drag Sunrise
          double tap = Drag started, Drag Sunrise
          swipe right = Beach / Actions Available.
          swipe down = Drop before Beach
          swipe down = Add Beach to drag
          double tap = 2 items
          swipe right = Forest / Actions Available.
          # The frozen collection does not add to a drag (no addsItems): nothing to offer on Ice.
          swipe right = Ice
          swipe right = Trips / Actions Available.
          swipe down = Drop into Trips
          double tap = Dropped, Drop into Trips / Sunrise filed / Beach filed
          swipe left = Ice / Actions Available.
          swipe right = Trips: Sunrise, Beach
          first element = Sunrise / Actions Available.
          swipe down = Drag Sunrise
          double tap = Drag started, Drag Sunrise
          swipe right = Beach / Actions Available.
          swipe right = Forest / Actions Available.
          swipe down = Drop before Forest
          double tap = Dropped, Drop before Forest
          first element = Beach / Actions Available.
          swipe right = Sunrise / Actions Available.
          last element = Snow / Actions Available.
          swipe down = Drag Snow
          double tap = Drag started, Drag Snow
          first element = Beach / Actions Available.
          swipe down = Drop before Beach
          double tap = Dropped, Drop before Beach
          first element = Snow / Actions Available.
          swipe right = Beach / Actions Available.
          touch 43 1 = Ice / Actions Available.
          swipe down = Drag Ice
          double tap = Nothing to drag here
          # Without an intent, the tray puts what is dropped at its end.
          last element = Snow / Actions Available.
          swipe down = Drag Snow
          double tap = Drag started, Drag Snow
          touch 42 6 = Tray / Actions Available.
          swipe down = Drop on Tray
          double tap = Dropped, Drop on Tray
          swipe right = Snow
        """

    static func run(_ yaml: String, _ name: String) throws -> (Scene, ScriptRun) {
        let scene = try SceneLoader.load(yaml: yaml, file: "\(name).yaml")
        let run = ScriptRunner(scene: scene).run()
        return (scene, run)
    }

    @Test func elementListsHiddenElementsActivationPointsMagicTapsAndAModalViewAreHeardAsTheScriptSays() throws {
        let (scene, run) = try Self.run(Self.accessibility, "accessibility")
        #expect(run.opening.map(\.text) == ["Second"], "the form's list starts with Second")
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "accessibility", script: "accessibility.yaml"))")
        let form = try #require(scene.view("form"))
        #expect((form.accessibilityElements as? [UIView])?.map(\.accessibilityIdentifier) == ["second", "first"])
        #expect(scene.view("alert")?.accessibilityViewIsModal == true)
        #expect(scene.view("secret")?.accessibilityElementsHidden == true)
    }

    @Test func dropsOntoLabelsPlainViewsAndImagesProposalsAndAMissingSessionDidUpdateAreHeardAsTheScriptSays() throws {
        let (scene, run) = try Self.run(Self.drops, "drops")
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "drops", script: "drops.yaml"))")
        #expect((scene.view("title") as? UILabel)?.text == "Milk")
        #expect(scene.view("inbox")?.accessibilityValue == "Milk")
        #expect((scene.view("picture") as? UIImageView)?.image?.rows == UIImage(systemName: "photo")?.rows,
                "the dropped photo replaced the star")
    }

    @Test func collectionViewsAddToADragDropIntoAnItemInsertReorderAndTurnDragsOffAsTheScriptSays() throws {
        let (scene, run) = try Self.run(Self.collections, "collections")
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "collections", script: "collections.yaml"))")
        let folders = try #require((scene.view("folders") as? UICollectionView)?.dataSource as? SceneCollection)
        #expect(folders.items.map(\.contents) == [["Sunrise", "Beach"], []])
        let album = try #require((scene.view("album") as? UICollectionView)?.dataSource as? SceneCollection)
        #expect(album.items.map(\.label) == ["Snow", "Beach", "Sunrise", "Forest"])
        let tray = try #require((scene.view("tray") as? UICollectionView)?.dataSource as? SceneCollection)
        #expect(tray.items.map(\.label) == ["Tray", "Snow"], "without an intent, at the end, not before the item")
    }
}
