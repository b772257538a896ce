import CellKit
import MobileCoreServices
import RotorTestSupport
import Testing

/// What older drag-and-drop code offers: an item under a type (`init(item:typeIdentifier:)`) and
/// colours, which UIKit's `UIColor` offers and reads as objects.
@MainActor
@Suite("Item providers: items under a type, and colours", .cellsScreen)
struct OlderItemProviderFormsTests {
    @Test("text offered as NSData under kUTTypePlainText loads as a string")
    func dataItemUnderPlainText() {
        let provider = NSItemProvider(item: Data("Helvetica".utf8) as NSData, typeIdentifier: kUTTypePlainText as String)
        #expect(provider.registeredTypeIdentifiers == [TypeIdentifier.plainText])
        let text = LoadOutcome<NSString>()
        provider.loadObject(ofClass: NSString.self) { object, _ in text.value = object as? NSString }
        #expect(text.value == "Helvetica")
    }

    @Test("no item or no type registers nothing; an item CellKit cannot read fails with a message")
    func itemsWithoutData() {
        #expect(NSItemProvider(item: nil, typeIdentifier: TypeIdentifier.plainText).registeredTypeIdentifiers.isEmpty)
        #expect(NSItemProvider(item: "x" as NSString, typeIdentifier: nil).registeredTypeIdentifiers.isEmpty)
        let provider = NSItemProvider(item: NSNumber(value: 3), typeIdentifier: TypeIdentifier.data)
        let failure = LoadOutcome<NSError>()
        provider.loadDataRepresentation(forTypeIdentifier: TypeIdentifier.data) { _, error in failure.value = error as NSError? }
        #expect(failure.value?.localizedDescription.contains("NSNumber") == true)
    }

    @Test("a colour dragged as an object drops as the same colour")
    func colourRoundTrip() {
        let provider = NSItemProvider(object: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(provider.canLoadObject(ofClass: UIColor.self))
        #expect(!provider.canLoadObject(ofClass: NSString.self))
        let colour = LoadOutcome<UIColor>()
        provider.loadObject(ofClass: UIColor.self) { object, _ in colour.value = object as? UIColor }
        #expect(colour.value == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }
}
