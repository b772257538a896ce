@testable import SwiftUICells
import Testing

@MainActor
@Suite("SwiftUI's layout, in points")
struct LayoutTests {
    /// The frames, in the hosting view, of the elements labelled `labels`.
    static func frames<V: View>(of view: V, _ labels: [String]) throws -> [CGRect] {
        let screen = HostedScreen(view)
        let root = try #require(screen.controller.view)
        root.layoutIfNeeded()
        let elements = HostingTests.elements(in: root)
        return try labels.map { label in
            let element = try #require(elements.first { $0.accessibilityLabel == label }, "no element \(label)")
            return element.convert(element.bounds, to: root)
        }
    }

    @Test("a spacer pushes the texts of a horizontal stack to its edges, whichever comes first")
    func spacerPushesApart() throws {
        let frames = try Self.frames(of: HStack { Spacer(); Text("A"); Spacer(); Text("B") }.frame(width: 200), ["A", "B"])
        #expect(frames[1].maxX - frames[0].minX > 100, "\(frames)")
        #expect(abs(frames[1].maxX - 296.5) < 0.01, "B at the frame's trailing edge (196.5 + 100): \(frames)")
    }

    @Test("padding adds 16 points on each side; a fixed frame centres its content")
    func paddingAndFrame() throws {
        let frames = try Self.frames(of: VStack(spacing: 0) {
            Text("Top").padding()
            Text("Mid").frame(width: 120, height: 44)
        }, ["Top", "Mid"])
        #expect(abs(frames[1].minY - frames[0].maxY - 27) < 0.01, "16 of padding, then 11 above the centred line: \(frames)")
        #expect(frames[0].width == 24 && frames[1].width == 24)
    }

    @Test("a frame of infinite or invalid width is refused, not laid out to infinity")
    func invalidFramesStayFinite() throws {
        let frames = try Self.frames(of: Text("Wide").frame(width: .infinity, height: .nan), ["Wide"])
        #expect(frames[0].width.isFinite && frames[0].height.isFinite)
        #expect(frames[0].size == CGSize(width: 32, height: 22))
    }

    @Test("long text wraps at the width it is offered, a character a column")
    func textWraps() throws {
        let frames = try Self.frames(of: Text("one two three four five six").frame(width: 80), ["one two three four five six"])
        #expect(frames[0].width <= 80 && frames[0].height == 66, "\(frames)")
    }
}

@MainActor
@Suite("Identity")
struct IdentityTests {
    @Test("elements that share an id are each shown and read, as SwiftUI shows them")
    func duplicateIDs() {
        let screen = HostedScreen(VStack { ForEach(["Tea", "Tea", "Tea~2", "Milk"], id: \.self) { Text($0) } })
        #expect(screen.labels == ["Tea", "Tea", "Tea~2", "Milk"])
    }
}
