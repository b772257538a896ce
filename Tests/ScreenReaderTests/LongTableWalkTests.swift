import CellKit
import RotorTestSupport
import ScreenReader
import Testing

/// A view with many subviews that keeps its elements together (a long table) is walked again
/// only where it changed, and still reads in the order a walk from scratch reads.
@MainActor
@Suite("The long table's walk", .cellsScreen)
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

    /// A table that scrolls takes a row's cell away and puts it back at the top of its
    /// subviews for another row: the walk asks only that row again, however many rows the
    /// table shows.
    @Test func aRowThatLeavesAndOneThatComesAreAllTheWalkAsksAgain() {
        let table = table(rows: 1_000) { _ in CountingRow() }
        reader.start()
        CountingRow.asked = 0
        let reused = table.subviews[0]
        reused.removeFromSuperview()
        reused.accessibilityLabel = "Row 1000"
        reused.frame = CGRect(x: 0, y: 1_000, width: 30, height: 1)
        table.addSubview(reused)
        let kept = keptLabels
        #expect(CountingRow.asked == 1, "only the row that came is asked")
        #expect(kept.first == "Row 1" && kept.last == "Row 1000")
        #expect(kept == freshLabels)
        // Taken out, changed while out, and put back where it was: it is walked again.
        CountingRow.asked = 0
        let row = table.subviews[500]
        row.removeFromSuperview()
        (row as? CountingRow)?.isShown = false
        table.insertSubview(row, at: 500)
        #expect(!keptLabels.contains("Row 501"))
        #expect(CountingRow.asked <= 2)
        #expect(keptLabels == freshLabels)
    }

    /// A window of many views beside a table: the table's changes walk the table's rows that
    /// changed, not the window's views.
    @Test func aTableChangingBesideManyViewsWalksOnlyTheTable() {
        for index in 0..<2_000 {
            let view = CountingRow()
            view.frame = CGRect(x: 39, y: index % 30, width: 1, height: 1)
            view.accessibilityLabel = "Side \(index)"
            window.addSubview(view)
        }
        let table = table(rows: 100) { _ in UILabel(frame: .zero) }
        reader.start()
        CountingRow.asked = 0
        table.subviews[10].isHidden = true
        table.bounds.origin.y = 3
        let kept = keptLabels
        #expect(CountingRow.asked == 0, "no view beside the table is asked again")
        #expect(!kept.contains("Row 10"))
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
                let same = kept == fresh
                #expect(same, "seed \(seed), step \(step), after \(change)")
                if kept != fresh { return }
            }
            window.subviews.forEach { $0.removeFromSuperview() }
        }
        // What was posted is not left for another test to hear.
        _ = UIAccessibility.takePostedNotifications()
    }

    /// A table long enough to be kept in many blocks of rows, whose rows sit a third of a row
    /// apart (so a row of VoiceOver's order holds two or three of them, and a change can move
    /// where the next rows start), changed one to fifty rows at a time: moved anywhere, hidden
    /// and shown again in runs, placed beside each other. After every batch the kept walk reads
    /// as a walk from scratch does.
    @Test func randomChangesAcrossAManyBlockTableAreSeenAsAFreshWalkSeesThem() {
        for seed in UInt64(11)...14 {
            var random = SplitMix64(seed: seed)
            let table = table(rows: 1_500) { _ in UILabel(frame: .zero) }
            for (index, row) in table.subviews.enumerated() {
                row.frame = CGRect(x: CGFloat(index % 3) * 10, y: CGFloat(index) / 3, width: 8, height: 1)
            }
            reader.start()
            #expect(keptLabels == freshLabels)
            for step in 0..<120 {
                var changes: [String] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    changes.append(Self.blockChange(table: table, random: &random))
                }
                let kept = keptLabels, fresh = freshLabels
                // The first difference, not two lists of 1,500 labels.
                let first = zip(kept, fresh).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(kept.count, fresh.count)
                let same = kept == fresh
                #expect(same, "seed \(seed), step \(step), after \(changes): at \(first), kept \(kept.dropFirst(first).prefix(3)), fresh \(fresh.dropFirst(first).prefix(3))")
                if kept != fresh { return }
            }
            window.subviews.forEach { $0.removeFromSuperview() }
        }
    }

    private static func blockChange(table: UIView, random: inout SplitMix64) -> String {
        let rows = table.subviews
        let start = Int.random(in: 0..<rows.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 5:
            // A cell reused as a table scrolls: out, and back on top of the subviews elsewhere.
            let row = rows[start]
            row.removeFromSuperview()
            row.frame.origin.y = CGFloat(Int.random(in: 0..<1_600, using: &random)) / 3
            table.addSubview(row)
            return "row \(start) taken out and put back on top at \(row.frame.minY)"
        case 6:
            // Out, changed while out, and back among the others.
            let row = rows[start]
            row.removeFromSuperview()
            row.isAccessibilityElement.toggle()
            let place = Int.random(in: 0...table.subviews.count, using: &random)
            table.insertSubview(row, at: place)
            return "row \(start) out, element: \(row.isAccessibilityElement), back at \(place)"
        case 0:
            let y = CGFloat(Int.random(in: 0..<1_600, using: &random)) / 3
            rows[start].frame.origin = CGPoint(x: CGFloat(Int.random(in: 0..<3, using: &random)) * 10, y: y)
            return "row \(start) moved to \(y)"
        case 1:
            // A run of rows hidden or shown at once: blocks empty, shrink and join.
            let run = rows[start..<min(rows.count, start + Int.random(in: 1...300, using: &random))]
            let hidden = Bool.random(using: &random)
            run.forEach { $0.isHidden = hidden }
            return "rows \(run.startIndex)..<\(run.endIndex) hidden: \(hidden)"
        case 2:
            // Rows gathered onto one line: a long row that no block can be cut inside.
            let y = CGFloat(Int.random(in: 0..<500, using: &random))
            for (offset, row) in rows[start..<min(rows.count, start + 50)].enumerated() {
                row.frame.origin = CGPoint(x: CGFloat(offset), y: y)
            }
            return "rows from \(start) gathered on line \(y)"
        case 3:
            let y = rows[start].frame.minY + CGFloat(Int.random(in: -2...2, using: &random)) / 3
            rows[start].frame.origin.y = max(0, y)
            return "row \(start) nudged to \(max(0, y))"
        default:
            rows[start].isAccessibilityElement.toggle()
            return "row \(start) element: \(rows[start].isAccessibilityElement)"
        }
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
