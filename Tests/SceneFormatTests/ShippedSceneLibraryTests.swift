import Foundation
import SceneFormat
import Testing
import RotorTestSupport

/// The scenes compiled into Rotor are the checkout's `Scenes/*.yaml`, exactly, and read as
/// those files are.
@MainActor
@Suite("Shipped scenes inside the library", .cellsScreen)
struct ShippedSceneLibraryTests {
    static var checkoutScenes: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenes")
    }

    @Test("every scene file is compiled in, by its file name, with its text exactly")
    func embeddedMatchesTheFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.checkoutScenes.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(Set(SceneLibrary.shipped.map(\.fileName)) == Set(files),
                "each file of Scenes/ has its line in Sources/SceneFormat/Library/SceneLibrary+Shipped.swift")
        for scene in SceneLibrary.shipped {
            let text = try String(contentsOf: Self.checkoutScenes.appendingPathComponent(scene.fileName), encoding: .utf8)
            #expect(scene.text == text, "\(scene.fileName) differs from the file")
        }
        #expect(SceneLibrary.sceneNames == files.map { String($0.dropLast(5)) }.sorted(), "sorted by name")
    }

    @Test("a shipped scene reads as its file does, and is placed as the file in the repository")
    func readsAsTheFile() throws {
        let shipped = try #require(SceneLibrary.shippedScene(named: "wwdc-story"))
        let scene = try shipped.load()
        let file = try SceneLoader.load(path: Self.checkoutScenes.appendingPathComponent("wwdc-story.yaml").path)
        #expect(scene.name == "wwdc-story")
        #expect(scene.file == "Scenes/wwdc-story.yaml")
        #expect(scene.title == file.title)
        #expect(scene.script?.steps.count == file.script?.steps.count)
        #expect(SceneLibrary.shippedScene(named: "wwdc-story.yaml") == nil, "a name has no extension")
    }

    @Test("a name that is neither a file nor a shipped scene suggests the nearest")
    func unknownName() {
        #expect(throws: SceneError.self) { try SceneLibrary.load("wwdc-stroy") }
        do {
            _ = try SceneLibrary.load("wwdc-stroy")
        } catch {
            #expect(error.description == "wwdc-stroy: no such file, and no shipped scene has that name; did you mean 'wwdc-story'?")
        }
        // A path is never taken for a name, even when its last part is one.
        #expect(throws: SceneError.self) { try SceneLibrary.load("elsewhere/wwdc-story") }
    }

    @Test("a shipped name loads from the library; a path loads its file")
    func nameAndPath() throws {
        #expect(try SceneLibrary.load("bar-graph").file == "Scenes/bar-graph.yaml")
        let path = Self.checkoutScenes.appendingPathComponent("bar-graph.yaml").path
        #expect(try SceneLibrary.load(path).file == path)
        #expect(try SceneLibrary.loadScene(named: "broken").file == "Scenes/broken.yaml")
    }
}
