import Audit
import RotorTestSupport
import RotorTesting
import SwiftUICells
import Testing

/// The issue's three screens pass the drag-and-drop audit, which reads them as VoiceOver does.
@MainActor
@Suite("SwiftUI screens under the audit")
struct SwiftUIAuditTests {
    static func report<V: View>(_ view: V) -> AuditReport {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = UIHostingController(rootView: view)
        window.rootViewController = controller
        return withExtendedLifetime(controller) { Auditor(windows: [window]).audit() }
    }

    @Test("three named drop points on one view pass")
    func palettePasses() {
        let report = Self.report(PaletteView())
        #expect(report.passes, "\(report.lines(file: "palette"))")
        let drops = report.actions.filter { $0.name.hasPrefix("Set ") }
        #expect(drops.map(\.name) == ["Set first color", "Set second color", "Set third color"])
        #expect(drops.allSatisfy { $0.works }, "each named drop point takes the drag")
    }

    @Test("a list reordered by actions and by drag and drop passes")
    func groceryListPasses() {
        let report = Self.report(GroceryList())
        #expect(report.passes, "\(report.lines(file: "groceries"))")
    }

    @Test("a draggable row and a drop destination pass")
    func basketPasses() {
        let report = Self.report(BasketView())
        #expect(report.passes, "\(report.lines(file: "basket"))")
    }
}
