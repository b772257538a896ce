import CellKit
import Foundation
import RotorTestSupport
import Testing

/// Model code as real apps write it: providers built off the main actor, loaded as Swift's
/// `String` and `URL` through the overlay's generic forms.
enum BookmarkModel {
    /// Built in a nonisolated context, as a model type's method is.
    static func provider(for url: URL) -> NSItemProvider {
        NSItemProvider(object: url as NSURL)
    }

    static func textProvider(_ text: String) -> NSItemProvider {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: TypeIdentifier.plainText, visibility: .all) { completion in
            completion(Data(text.utf8), nil)
            return nil
        }
        return provider
    }
}

@Suite("Item providers for Swift's types", .cellsScreen)
struct BridgedItemProviderTests {
    @Test func aProviderBuiltOffTheMainActorLoadsAURLAndItsText() async throws {
        let url = try #require(URL(string: "https://example.com/a"))
        let provider = await Task.detached { BookmarkModel.provider(for: url) }.value
        #expect(provider.canLoadObject(ofClass: URL.self))
        #expect(provider.canLoadObject(ofClass: String.self))
        let loaded = LoadOutcome<URL>()
        provider.loadObject(ofClass: URL.self) { value, _ in loaded.value = value }
        #expect(loaded.value == url)
        let text = LoadOutcome<String>()
        provider.loadObject(ofClass: String.self) { value, _ in text.value = value }
        #expect(text.value == "https://example.com/a")
    }

    @Test func textIsNotAURL() {
        let provider = BookmarkModel.textProvider("not a link at all")
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(provider.canLoadObject(ofClass: NSAttributedString.self))
        let failure = LoadOutcome<NSError>()
        provider.loadObject(ofClass: URL.self) { _, error in failure.value = error as NSError? }
        #expect(failure.value?.domain == NSItemProviderErrorDomain)
        let attributed = LoadOutcome<NSAttributedString>()
        provider.loadObject(ofClass: NSAttributedString.self) { object, _ in attributed.value = object as? NSAttributedString }
        #expect(attributed.value?.string == "not a link at all")
    }

    @Test func providersAreSharedAcrossTasks() async {
        let provider = NSItemProvider(object: "shared" as NSString)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask { provider.suggestedName = "name \(index)" }
            }
        }
        #expect(provider.suggestedName?.hasPrefix("name ") == true)
        #expect(provider.registeredTypeIdentifiers == [TypeIdentifier.plainText])
    }

    @MainActor
    @Test func aDropLoadsStringsThroughTheSessionsGenericForm() {
        let apps = TwoApps()
        let target = DirectLoader { session in
            #expect(session.canLoadObjects(ofClass: String.self))
            #expect(!session.canLoadObjects(ofClass: URL.self))
            session.loadObjects(ofClass: String.self) { strings in apps.inbox.received += strings }
        }
        apps.inbox.interactions.compactMap { $0 as? UIDropInteraction }.first.map(apps.inbox.removeInteraction)
        apps.inbox.addInteraction(UIDropInteraction(delegate: target))
        apps.drag(apps.note, to: apps.inbox)
        apps.finger.release()
        apps.finger.clock.runUntilIdle()
        #expect(apps.inbox.received == ["Milk"])
    }

    @MainActor
    @Test func anItemsPreviewProviderIsAskedOnceTheLiftEnds() {
        let apps = TwoApps()
        let item = UIDragItem(itemProvider: NSItemProvider(object: "Milk" as NSString))
        var asked = 0
        item.previewProvider = {
            asked += 1
            return UIDragPreview(view: UILabel())
        }
        let source = FixedSource(items: [item])
        apps.note.addInteraction(UIDragInteraction(delegate: source))
        apps.note.removeInteraction(apps.note.interactions[0])
        apps.finger.longPress(at: apps.centre(of: apps.note))
        #expect(asked == 0, "not while lifting")
        apps.finger.move(to: apps.centre(of: apps.inbox))
        apps.finger.move(to: apps.centre(of: apps.draft))
        #expect(asked == 1)
        apps.finger.cancel()
    }
}
