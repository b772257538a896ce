import RotorTestSupport
import RotorTesting
import SwiftUICells
import Testing

@MainActor
@Suite("Named drop points on a SwiftUI view")
struct DropPointTests {
    @Test("a draggable text offers its drag, and the palette's three named drop points are offered while it is held")
    func threeNamedDropPoints() throws {
        let screen = HostedScreen(PaletteView())
        let reader = screen.reader
        #expect(reader.focusedLabel == "Blue")
        #expect(reader.actionNames == ["Drag Blue"])
        try reader.performAction(named: "Drag Blue")
        reader.next()
        #expect(reader.focusedLabel == "Palette")
        #expect(reader.actionNames.prefix(3) == ["Set first color", "Set second color", "Set third color"])
        try reader.performAction(named: "Set third color")
        #expect(reader.spokenPhraseLog.contains("Blue in slot 3"))
        reader.previous()
        reader.next()
        #expect(reader.spokenPhraseLog.last { $0.hasPrefix("Palette") } == "Palette: Empty, Empty, Blue")
    }

    @Test("without a drag held the palette offers no drop points; its drop points are UIKit's descriptors on its view")
    func dropPointsAreDescriptors() throws {
        let screen = HostedScreen(PaletteView())
        screen.reader.next()
        #expect(screen.reader.actionNames.isEmpty)
        let root = try #require(screen.controller.view)
        let palette = try #require(HostingTests.elements(in: root).first { $0.accessibilityLabel == "Palette" })
        let names = palette.accessibilityDropPointDescriptors?.map(\.name)
        #expect(names == ["Set first color", "Set second color", "Set third color"])
        let points = palette.accessibilityDropPointDescriptors?.map(\.point.x) ?? []
        #expect(points.count == 3 && points[1] == 120, "the centre of a 240-point palette: \(points)")
    }
}
