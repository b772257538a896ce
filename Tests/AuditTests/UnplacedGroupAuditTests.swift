import Audit
import CellKit
import SceneFormat
import Testing
import RotorTestSupport

/// Elements of one view lying outside the same container are one `unplaced-element` finding,
/// naming how many, the first and the last: a data table taller than its window reported one
/// warning for each cell below the edge (99,962 for 50,000 rows), burying its one mistake.
@MainActor
@Suite("Elements outside their container, grouped", .cellsScreen)
struct UnplacedGroupAuditTests {
    @Test("a data table taller than its window is one warning naming the cells outside it, the first and the last")
    func dataTableTallerThanWindow() throws {
        var rows = ""
        for row in 0..<30 { rows += "      - [r\(row), v\(row)]\n" }
        let report = try AuditFixtures.audit("""
              - type: dataTable
                frame: [0, 0, 40, 31]
                columns: [Name, Value]
                rows:

            """ + rows)
        let found = report.findings.filter { $0.rule == .unplacedElement }
        #expect(found.count == 1, "\(found.map(\.message))")
        // The window is 12 rows: the header and rows 0 to 10 are inside it, rows 11 to 29 not.
        #expect(found.first?.message
                == "38 elements in window/DataTableView[0] lie outside its container window, "
                + "from \"r11\" (window/DataTableView[0]/elements[24]) to \"v29\" (window/DataTableView[0]/elements[61]), "
                + "so touch never finds them")
        #expect(found.first?.element?.label == "r11")
        #expect(found.first?.view == "window")
        // Located where the first cell outside is written.
        #expect(found.first?.line == 18)
        #expect(report.text(file: "fixture.yaml").hasSuffix("fixture.yaml: 0 errors, 1 warning"))
    }

    @Test("labels of two views outside the window are one finding a view; a lone one keeps its own wording")
    func oneFindingPerView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let right = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        for (holder, name, count) in [(left, "Left", 8), (right, "Right", 5)] {
            for row in 0..<count {
                let label = UILabel(frame: CGRect(x: 0, y: row, width: 8, height: 1))
                label.text = "\(name) \(row)"
                holder.addSubview(label)
            }
            window.addSubview(holder)
        }
        let alone = UILabel(frame: CGRect(x: 20, y: 6, width: 8, height: 1))
        alone.text = "Alone"
        window.addSubview(alone)
        let found = Auditor(windows: [window]).audit().findings.filter { $0.rule == .unplacedElement }
        #expect(found.map(\.message) == [
            "4 elements in window/UIView[0] lie outside its container window, "
                + "from \"Left 4\" (window/UIView[0]/UILabel[4]) to \"Left 7\" (window/UIView[0]/UILabel[7]), "
                + "so touch never finds them",
            "\"Right 4\" (window/UIView[1]/UILabel[4]) lies outside its container window, so touch never finds it",
            "\"Alone\" (window/UILabel[2]) lies outside its container window, so touch never finds it",
        ], "\(found.map(\.message))")
        #expect(found.first?.fix.contains("place them inside window") == true)
    }
}
