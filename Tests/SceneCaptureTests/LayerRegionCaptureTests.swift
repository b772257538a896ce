import CellKit
import RotorTestSupport
import SceneCapture
import SceneFormat
import Testing

/// A view that drags from its layers is captured with a region for each layer, named by the
/// first of its elements over the layer's centre, however many layers and elements there are
/// and however the elements overlap.
@MainActor
@Suite("Capturing the regions a view drags from", .cellsScreen)
struct LayerRegionCaptureTests {
    /// A view of 20 × 10 one-cell layers, and elements whose frames overlap: a wide band listed
    /// after the small elements it covers, columns, and one element holding no centre.
    static let layers = (0..<10).flatMap { y in (0..<20).map { x in CGRect(x: 2 * x, y: 2 * y, width: 1, height: 1) } }
    static let elements: [(label: String, frame: CGRect)] = {
        var made: [(String, CGRect)] = [("nowhere", CGRect(x: 50, y: 50, width: 5, height: 5))]
        made += (0..<6).map { ("small\($0)", CGRect(x: 6 * $0, y: 4, width: 3, height: 3)) }
        made.append(("band", CGRect(x: 0, y: 3, width: 40, height: 6)))
        made += (0..<4).map { ("column\($0)", CGRect(x: 10 * $0, y: 0, width: 5, height: 20)) }
        return made
    }()

    static var yaml: String {
        let layerLines = layers.map { "      - { frame: [\(Int($0.minX)), \(Int($0.minY)), 1, 1], color: red, name: L }" }
        let elementLines = elements.map { element in
            let frame = element.frame
            return "        - { label: \(element.label), frame: [\(Int(frame.minX)), \(Int(frame.minY)), \(Int(frame.width)), \(Int(frame.height))] }"
        }
        return (["window: { size: [60, 30] }", "views:",
                 "  - type: view", "    frame: [0, 0, 60, 30]", "    drag: { text: bars }", "    layers:"]
                + layerLines + ["    accessibility:", "      elements:"] + elementLines).joined(separator: "\n") + "\n"
    }

    @Test("each region is named by the first element over its centre, in the elements' order; a layer under none keeps its name")
    func regionsAreNamedByTheFirstElementOverThem() throws {
        let scene = try SceneLoader.load(yaml: Self.yaml, file: "regions.yaml")
        let window = try #require(scene.windows.first)
        let captured = SceneCapture.sceneFile(of: window)
        let regionLines = captured.split(separator: "\n").filter { $0.contains("{ frame: [") && $0.contains("label:") }
        #expect(regionLines.count == Self.layers.count, "\(captured)")
        for (layer, line) in zip(Self.layers, regionLines) {
            let centre = CGPoint(x: layer.midX, y: layer.midY)
            let expected = Self.elements.first { $0.frame.contains(centre) }?.label ?? "L"
            #expect(line.contains("label: \"\(expected)\""), "\(layer): \(line)")
        }
    }
}
