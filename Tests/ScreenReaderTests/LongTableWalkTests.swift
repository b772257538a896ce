import CellKit
import RotorTestSupport
import ScreenReader
import Testing

/// A view with many subviews that keeps its elements together (a long table) is walked again
/// only where it changed, and still reads in the order a walk from scratch reads.
@MainActor
@Suite("The long table's walk")
struct LongTableWalkTests: ReaderSuite {
    let fixture = ReaderFixture(height: 30)

    private var keptLabels: [String] { reader.elements.map(\.label) }
    private var freshLabels: [String] { ElementCollector().elements(in: [window]).map(\.label) }

    /// A row that counts how often VoiceOver asks whether it is an element: the work a walk
    /// does on it. Its class is not CellKit's, so its getters may be computed.
    private final class CountingRow: UIView {
        static var asked = 0
        var isShown = true
        override var isAccessibilityElement: Bool {
            get {
                Self.asked += 1
                return isShown
            }
            set {}
        }
    }

    private func table(rows: Int, make: (Int) -> UIView) -> UIScrollView {
        let table = UIScrollView(frame: CGRect(x: 0, y: 4, width: 38, height: 20))
        table.contentSize = CGSize(width: 38, height: rows)
        for row in 0..<rows {
            let view = make(row)
            view.frame = CGRect(x: 0, y: row, width: 30, height: 1)
            view.accessibilityLabel = "Row \(row)"
            table.addSubview(view)
        }
        window.addSubview(table)
        return table
    }

    @Test func aChangeInATenThousandRowTableWalksOnlyTheRowsThatChanged() {
        let table = table(rows: 10_000) { _ in CountingRow() }
        reader.start()
        #expect(CountingRow.asked >= 10_000, "the first walk asks every row")
        CountingRow.asked = 0
        table.subviews[3].isHidden = true
        // Row 5000 moves up between rows 20 and 21, and row 7000 onto row 30's line, after it.
        table.subviews[5_000].frame = CGRect(x: 0, y: 20.5, width: 30, height: 1)
        table.subviews[7_000].frame = CGRect(x: 31, y: 30, width: 5, height: 1)
        let kept = keptLabels
        #expect(CountingRow.asked <= 2, "only the moved rows are asked again (a hidden row is not asked)")
        #expect(kept.count == 9_999)
        #expect(Array(kept[18...24]) == ["Row 19", "Row 20", "Row 5000", "Row 21", "Row 22", "Row 23", "Row 24"])
        #expect(Array(kept[29...31]) == ["Row 29", "Row 30", "Row 7000"])
        #expect(!kept.contains("Row 3"))
        #expect(kept == freshLabels)
    }

    @Test func aPostedLayoutChangeAsksAgainOnlyObjectsWhoseGettersNoSetterReports() {
        let counting = CountingRow()
        let table = table(rows: 2_000) { $0 == 1_500 ? counting : UILabel(frame: .zero) }
        reader.start()
        counting.isShown = false
        CountingRow.asked = 0
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        reader.speakNotifications()
        #expect(CountingRow.asked == 1, "the row that computes is asked again, once")
        #expect(keptLabels.count == 1_999)
        #expect(!keptLabels.contains("Row 1500"))
        #expect(keptLabels == freshLabels)
        counting.isShown = true
        table.subviews[10].isHidden = true
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        reader.speakNotifications()
        #expect(keptLabels.contains("Row 1500"))
        #expect(!keptLabels.contains("Row 10"))
        #expect(keptLabels == freshLabels)
    }

    @Test func randomChangesInALongTableAreSeenAsAFreshWalkSeesThem() {
        for seed in UInt64(1)...5 {
            var random = SplitMix64(seed: seed)
            let rows = (0..<60).map { index -> UIView in
                let view = index % 7 == 3 ? UIView() : (index % 5 == 0 ? CountingRow() : UILabel(frame: .zero))
                if index % 7 == 3 {
                    // A plain row whose two elements are ordered with the other rows' elements.
                    view.addSubview(labelledView("Row \(index) left", frame: CGRect(x: 0, y: 0, width: 5, height: 1)))
                    view.addSubview(labelledView("Row \(index) right", frame: CGRect(x: 10, y: 0, width: 5, height: 1)))
                }
                return view
            }
            let table = table(rows: rows.count) { rows[$0] }
            let list = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 30))
            list.accessibilityContainerType = .list
            (0..<40).forEach { list.addSubview(labelledView("Item \($0)", frame: CGRect(x: 0, y: $0 % 20, width: 9, height: 1))) }
            window.addSubview(list)
            reader.start()
            for step in 0..<300 {
                let change = Self.change(table: table, list: list, random: &random)
                guard Bool.random(using: &random) else { continue }
                let kept = keptLabels, fresh = freshLabels
                #expect(kept == fresh, "seed \(seed), step \(step), after \(change)")
                if kept != fresh { return }
            }
            window.subviews.forEach { $0.removeFromSuperview() }
        }
        // What was posted is not left for another test to hear.
        _ = UIAccessibility.takePostedNotifications()
    }

    private static func change(table: UIView, list: UIView, random: inout SplitMix64) -> String {
        let parent = Bool.random(using: &random) ? table : list
        guard let view = parent.subviews.randomElement(using: &random) else { return "nothing" }
        let name = view.accessibilityLabel ?? "?"
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            view.isHidden.toggle()
            return "\(name) hidden: \(view.isHidden)"
        case 1:
            let y = CGFloat(Int.random(in: 0..<120, using: &random)) / 2
            view.frame = CGRect(x: CGFloat(Int.random(in: 0..<20, using: &random)), y: y, width: 8, height: 1)
            return "\(name) moved to \(view.frame)"
        case 2:
            view.accessibilityElementsHidden.toggle()
            return "\(name) elements hidden: \(view.accessibilityElementsHidden)"
        case 3:
            view.accessibilityViewIsModal.toggle()
            return "\(name) modal: \(view.accessibilityViewIsModal)"
        case 4:
            parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &random))
            return "\(name) reordered"
        case 5:
            if let row = view as? CountingRow {
                row.isShown.toggle()
                UIAccessibility.post(notification: .layoutChanged, argument: nil)
                return "\(name) computed element: \(row.isShown), layout changed"
            }
            view.isAccessibilityElement.toggle()
            return "\(name) element: \(view.isAccessibilityElement)"
        case 6:
            view.subviews.first?.frame.origin.y = CGFloat(Int.random(in: -1...1, using: &random))
            return "\(name)'s first subview moved"
        case 7:
            view.alpha = view.alpha > 0.5 ? 0 : 1
            return "\(name) alpha \(view.alpha)"
        default:
            parent.bounds.origin.y = CGFloat(Int.random(in: 0...3, using: &random))
            return "\(parent === table ? "table" : "list") scrolled to \(parent.bounds.origin.y)"
        }
    }
}
