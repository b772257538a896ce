import CellKit
import Foundation
import RotorTestSupport
import Testing

/// `NSItemProvider(contentsOf:)`: a file's data under the type its extension declares, and the
/// URL itself; a file that cannot be read fails its load, as public drag code relies on.
@MainActor
@Suite("Item providers: a file's contents", .cellsScreen)
struct ItemProviderContentsOfURLTests {
    private func temporaryFile(named name: String, contents: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    @Test("a text file is offered as plain text, its data the file's, then as its URL")
    func textFile() throws {
        let url = try temporaryFile(named: "notes.txt", contents: "Buy milk")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let provider = try #require(NSItemProvider(contentsOf: url))
        #expect(provider.registeredTypeIdentifiers == ["public.plain-text", "public.file-url"])
        #expect(provider.suggestedName == "notes.txt")
        let text = LoadOutcome<NSString>()
        provider.loadObject(ofClass: NSString.self) { object, _ in text.value = object as? NSString }
        #expect(text.value == "Buy milk")
        let link = LoadOutcome<NSURL>()
        provider.loadObject(ofClass: NSURL.self) { object, _ in link.value = object as? NSURL }
        #expect(link.value?.path == url.path)
    }

    @Test("an extension that names no known type is offered as public.data")
    func unknownExtension() throws {
        let url = try temporaryFile(named: "board.kanban", contents: "{}")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let provider = try #require(NSItemProvider(contentsOf: url))
        #expect(provider.registeredTypeIdentifiers == ["public.data", "public.file-url"])
        let data = LoadOutcome<NSData>()
        provider.loadDataRepresentation(forTypeIdentifier: "public.data") { loaded, _ in data.value = loaded as NSData? }
        #expect(data.value == Data("{}".utf8) as NSData)
    }

    @Test("a file that cannot be read makes a provider whose data fails to load, with a message; a nil URL makes none")
    func unreadableFile() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-missing-\(UUID().uuidString).png")
        let provider = try #require(NSItemProvider(contentsOf: missing))
        #expect(provider.registeredTypeIdentifiers == ["public.png", "public.file-url"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.url"))
        let failure = LoadOutcome<NSError>()
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { _, error in failure.value = error as NSError? }
        #expect(failure.value?.localizedDescription.contains("no file can be read") == true)
        #expect(NSItemProvider(contentsOf: nil) == nil)
    }

    @Test("an item's identifier as a URL, as reorder grids make it, still drags as a URL")
    func identifierAsURL() throws {
        let provider = try #require(NSItemProvider(contentsOf: URL(string: "42")))
        #expect(provider.registeredTypeIdentifiers == ["public.data", "public.file-url"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.url"))
        let failure = LoadOutcome<NSError>()
        provider.loadDataRepresentation(forTypeIdentifier: "public.data") { _, error in failure.value = error as NSError? }
        #expect(failure.value?.localizedDescription.contains("names no file") == true)
    }
}
