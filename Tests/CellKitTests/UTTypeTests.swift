import CellKit
import Foundation
import MobileCoreServices
import Testing
import RotorTestSupport

/// Type identifiers as iOS code names them: `UTType` (visible through CellKit, as through UIKit)
/// and the older `kUTType…` strings.
@MainActor
@Suite("Type identifiers as iOS code names them", .cellsScreen)
struct UTTypeTests {
    @Test("the common types have the system's identifiers and conform as the system's do")
    func conformance() {
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.plainText.conforms(to: .data) && UTType.plainText.conforms(to: .item))
        #expect(UTType.png.conforms(to: .image) && !UTType.png.conforms(to: .text))
        #expect(UTType.fileURL.conforms(to: .url) && UTType.url.isSupertype(of: .fileURL))
        #expect(UTType("com.example.recipe")?.conforms(to: .data) == false, "an unknown type conforms only to itself")
        #expect(UTType("") == nil && UTType("not a type") == nil)
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(mimeType: "image/png") == .png)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.pdf.preferredMIMEType == "application/pdf")
    }

    @Test("an item provider answers for UTType identifiers and kUTType strings alike")
    func itemProviders() {
        let provider = NSItemProvider(object: "Milk" as NSString)
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        #expect(provider.hasItemConformingToTypeIdentifier(kUTTypeText as String))
        #expect(!provider.hasItemConformingToTypeIdentifier(kUTTypeImage as String))
        #expect(TypeIdentifier.conforms(UTType.utf8PlainText.identifier, to: kUTTypeText as String))
    }
}
