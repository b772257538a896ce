import CellKit
import RotorTestSupport
import Testing

@MainActor
@Suite("Item providers", .cellsScreen)
struct ItemProviderTests {
    private static func provider() -> NSItemProvider {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: TypeIdentifier.png, visibility: .all) { completion in
            completion(Data("▣".utf8), nil)
            return nil
        }
        provider.registerObject("a photo" as NSString, visibility: .ownProcess)
        return provider
    }

    @Test func registrationsKeepFidelityOrderAndTheFirstOfAType() {
        let provider = Self.provider()
        provider.registerDataRepresentation(forTypeIdentifier: TypeIdentifier.png, visibility: .all) { _ in nil }
        #expect(provider.registeredTypeIdentifiers == [TypeIdentifier.png, TypeIdentifier.plainText])
    }

    @Test(arguments: [
        (TypeIdentifier.png, true), (TypeIdentifier.image, true), (TypeIdentifier.data, true),
        (TypeIdentifier.item, true), (TypeIdentifier.text, true), (TypeIdentifier.jpeg, false), (TypeIdentifier.url, false),
    ])
    func conformanceFollowsTheTypeTree(type: String, conforms: Bool) {
        #expect(Self.provider().hasItemConformingToTypeIdentifier(type) == conforms)
    }

    @Test func objectsLoadFromTheBestMatchingRepresentation() {
        let provider = Self.provider()
        #expect(provider.canLoadObject(ofClass: NSString.self))
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        let image = LoadOutcome<UIImage>()
        let progress = provider.loadObject(ofClass: UIImage.self) { object, _ in image.value = object as? UIImage }
        #expect(image.value?.rows == ["▣"])
        #expect(progress.isFinished)
    }

    @Test func aLoadOnlyGivesTextWhenNoRepresentationCanBeRead() {
        let provider = NSItemProvider(object: "plain" as NSString)
        let failure = LoadOutcome<NSError>()
        provider.loadObject(ofClass: UIImage.self) { _, error in failure.value = error as NSError? }
        #expect(failure.value?.domain == NSItemProviderErrorDomain)
        #expect(failure.value?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
    }

    @Test func aCancelledLoadCompletesWithAnErrorAndNoObject() {
        let apps = TwoApps()
        apps.finger.longPress(at: apps.centre(of: apps.note))
        let item = apps.finger.session?.items.first
        item?.itemProvider.simulatedLoadDelay = 5
        apps.finger.move(to: apps.centre(of: apps.inbox))
        // The inbox loads inside performDrop; cancel every load the session started.
        apps.finger.release()
        apps.finger.clock.advance(by: 1)
        #expect(apps.inbox.received.isEmpty, "still loading")
        apps.finger.clock.runUntilIdle()
        #expect(apps.inbox.received == ["Milk"])

        let other = TwoApps()
        other.finger.longPress(at: other.centre(of: other.note))
        other.finger.session?.items.first?.itemProvider.simulatedLoadDelay = 5
        let object = LoadOutcome<NSString>()
        let failure = LoadOutcome<NSError>()
        let target = DirectLoader { session in
            let progress = session.items[0].itemProvider.loadObject(ofClass: NSString.self) { loaded, error in
                object.value = loaded as? NSString
                failure.value = error as NSError?
            }
            progress.cancel()
        }
        other.inbox.addInteraction(UIDropInteraction(delegate: target))
        other.inbox.interactions.compactMap { $0 as? UIDropInteraction }.first.map(other.inbox.removeInteraction)
        other.finger.move(to: other.centre(of: other.inbox))
        other.finger.release()
        other.finger.clock.runUntilIdle()
        #expect(object.value == nil)
        #expect(failure.value?.code == NSUserCancelledError)
    }

    @Test func anotherAppSeesOnlyRepresentationsVisibleToAll() {
        let apps = TwoApps()
        apps.note.texts = []
        let item = UIDragItem(itemProvider: Self.provider())
        let source = FixedSource(items: [item])
        apps.note.addInteraction(UIDragInteraction(delegate: source))
        apps.note.removeInteraction(apps.note.interactions[0])
        apps.draft.acceptedTypes = [TypeIdentifier.item]
        apps.drag(apps.note, to: apps.draft)
        apps.finger.release()
        apps.finger.clock.runUntilIdle()
        // The text was registered for this process only; Mail gets nothing it can read as text.
        #expect(apps.draft.sawLocalDragSession == false, "the drop happened")
        #expect(apps.draft.received.isEmpty)

        let local = TwoApps()
        let localSource = FixedSource(items: [UIDragItem(itemProvider: Self.provider())])
        local.note.addInteraction(UIDragInteraction(delegate: localSource))
        local.note.removeInteraction(local.note.interactions[0])
        local.drag(local.note, to: local.inbox)
        local.finger.release()
        local.finger.clock.runUntilIdle()
        #expect(local.inbox.received == ["a photo"])
    }
}

/// A drop delegate that runs a closure in performDrop.
final class DirectLoader: UIDropInteractionDelegate {
    let body: (UIDropSession) -> Void
    init(_ body: @escaping (UIDropSession) -> Void) { self.body = body }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) { body(session) }
}

/// A drag delegate that always offers the same items.
final class FixedSource: UIDragInteractionDelegate {
    let items: [UIDragItem]
    init(items: [UIDragItem]) { self.items = items }
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        items
    }
}
