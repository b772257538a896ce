import CellKit
import Testing
import RotorTestSupport

/// A view with many subviews (a long table) finds the one under a point and draws the visible
/// ones from an index of where they are: what it finds and draws must be what looking at every
/// subview finds and draws, however the subviews move.
@MainActor
@Suite("Views with many subviews", .cellsScreen)
struct ManySubviewsTests {
    /// A table of one-row labels in a scroll view, `count` rows long.
    private func table(rows count: Int) -> (window: UIWindow, scroll: UIScrollView, rows: [UILabel]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        scroll.contentSize = CGSize(width: 20, height: count)
        let rows = (0..<count).map { row -> UILabel in
            let label = UILabel(frame: CGRect(x: 0, y: row, width: 20, height: 1))
            label.text = "row \(row)"
            // Rows a touch can land on, as a table's cells are (a UILabel takes none by default).
            label.isUserInteractionEnabled = true
            scroll.addSubview(label)
            return label
        }
        window.addSubview(scroll)
        return (window, scroll, rows)
    }

    private func shown(_ window: UIWindow) -> [String] {
        window.renderGrid().lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The front-most visible, interactive subview whose frame holds the point, found by
    /// looking at every one: what UIKit's rules give for views without subviews of their own.
    private func expectedHit(in view: UIView, at point: CGPoint) -> UIView {
        view.subviews.last { !$0.isHidden && $0.alpha >= 0.01 && $0.isUserInteractionEnabled && $0.frame.contains(point) }
            ?? view
    }

    @Test func aLongTableFindsTheRowUnderAPointAsItScrollsAndItsRowsMove() {
        let (window, scroll, rows) = table(rows: 1_000)
        #expect(window.hitTest(CGPoint(x: 3, y: 2), with: nil) === rows[2])
        scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        #expect(window.hitTest(CGPoint(x: 3, y: 2), with: nil) === rows[502])
        // A row moved after the table was searched is found where it went, and not where it was.
        rows[900].frame.origin.y = 501
        #expect(window.hitTest(CGPoint(x: 3, y: 1), with: nil) === rows[900], "later rows are in front")
        rows[900].isHidden = true
        #expect(window.hitTest(CGPoint(x: 3, y: 1), with: nil) === rows[501])
        // A row added on top of the others, and one taken away.
        let banner = UILabel(frame: CGRect(x: 0, y: 502, width: 20, height: 2))
        banner.isUserInteractionEnabled = true
        scroll.addSubview(banner)
        #expect(window.hitTest(CGPoint(x: 3, y: 3), with: nil) === banner)
        banner.removeFromSuperview()
        #expect(window.hitTest(CGPoint(x: 3, y: 3), with: nil) === rows[503])
        // Past the last row is the scroll view itself.
        scroll.setContentOffset(CGPoint(x: 0, y: 996), animated: false)
        #expect(window.hitTest(CGPoint(x: 3, y: 4), with: nil) === scroll)
    }

    @Test func eachRowKnowsItsPlaceAsRowsAreAddedRemovedAndMovedToAnotherTable() {
        let (_, scroll, rows) = table(rows: 100)
        #expect(rows.map(\.placeInSuperview) == Array(0..<100))
        rows[10].removeFromSuperview()
        #expect(rows[10].placeInSuperview == nil)
        #expect(rows[11].placeInSuperview == 10)
        scroll.insertSubview(rows[10], at: 0)
        #expect(rows[10].placeInSuperview == 0)
        #expect(rows[9].placeInSuperview == 10)
        // Another table whose subviews changed as many times: its version is the same number.
        let (_, other, _) = table(rows: 100)
        other.subviews[0].removeFromSuperview()
        other.insertSubview(UIView(), at: 0)
        other.addSubview(rows[50])
        #expect(rows[50].placeInSuperview == 100)
        #expect(scroll.subviews.map(\.placeInSuperview) == Array(0..<99))
        #expect(other.subviews.map(\.placeInSuperview) == Array(0..<101))
    }

    @Test func overlappingSubviewsInAnyArrangementAreHitAsByLookingAtEachOne() {
        // Frames of every size and overlap, from a fixed sequence so a failure can be replayed.
        var generator = LinearCongruential(seed: 7)
        for arrangement in 0..<4 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            for _ in 0..<150 {
                // Half the arrangements spread along x, half along y; some views are big.
                let big = generator.next(below: 10) == 0
                let long = arrangement % 2 == 0
                let frame = CGRect(x: generator.next(below: long ? 60 : 20), y: generator.next(below: long ? 20 : 40),
                                   width: big ? 30 : 1 + generator.next(below: 6), height: big ? 15 : 1 + generator.next(below: 3))
                let subview = UIView(frame: frame)
                subview.isHidden = generator.next(below: 12) == 0
                view.addSubview(subview)
            }
            for y in 0..<40 {
                for x in 0..<60 {
                    let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    let hit = view.hitTest(point, with: nil)
                    #expect(hit === expectedHit(in: view, at: point), "arrangement \(arrangement) at \(x), \(y)")
                }
            }
            // Move every tenth view and check again, the index having been built.
            for (place, subview) in view.subviews.enumerated() where place % 10 == 0 {
                subview.frame.origin = CGPoint(x: generator.next(below: 55), y: generator.next(below: 35))
            }
            for y in stride(from: 0, to: 40, by: 3) {
                for x in stride(from: 0, to: 60, by: 3) {
                    let point = CGPoint(x: x, y: y)
                    #expect(view.hitTest(point, with: nil) === expectedHit(in: view, at: point), "moved, at \(x), \(y)")
                }
            }
        }
    }

    @Test func aLongTableDrawsTheRowsInViewAsItScrolls() {
        let (window, scroll, rows) = table(rows: 1_000)
        #expect(shown(window).prefix(5) == ["row 0", "row 1", "row 2", "row 3", "row 4"])
        scroll.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
        #expect(shown(window).prefix(5) == ["row 700", "row 701", "row 702", "row 703", "row 704"])
        // A far row moved into view after drawing is drawn there, over the earlier row it
        // covers; an earlier row moved there is drawn under the later one.
        rows[900].frame.origin.y = 702
        #expect(shown(window).prefix(5) == ["row 700", "row 701", "row 900", "row 703", "row 704"])
        rows[900].frame.origin.y = 900
        rows[3].frame.origin.y = 703
        rows[3].text = "0123456789"
        #expect(shown(window).prefix(5) == ["row 700", "row 701", "row 702", "row 703789", "row 704"])
        rows[3].frame.origin.y = 3
        #expect(shown(window).prefix(5) == ["row 700", "row 701", "row 702", "row 703", "row 704"])
    }

    @Test func aFarRowWhoseSubviewsStickOutIntoViewStillDrawsThem() {
        let (window, scroll, rows) = table(rows: 200)
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        // Row 10 does not clip: its badge, 91 rows below it, shows in view.
        let badge = UILabel(frame: CGRect(x: 10, y: 91, width: 5, height: 1))
        badge.text = "BADGE"
        rows[10].addSubview(badge)
        #expect(shown(window)[1] == "row 101   BADGE")
        // Clipped to its row, the badge no longer shows.
        rows[10].clipsToBounds = true
        #expect(shown(window)[1] == "row 101")
        // A sublayer sticks out in the same way.
        rows[10].clipsToBounds = false
        badge.removeFromSuperview()
        #expect(shown(window)[1] == "row 101")
        let bar = CALayer(frame: CGRect(x: 15, y: 92, width: 2, height: 1))
        bar.backgroundColor = UIColor.systemBlue.cgColor
        rows[10].layer.addSublayer(bar)
        #expect(shown(window)[2] == "row 102        ██")
    }

    @Test func whatAViewDrawsItselfStaysInsideItsBoundsAsInUIKit() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        label.text = "a long title cut at eight"
        window.addSubview(label)
        #expect(shown(window)[0].count <= 8)
    }
}

/// A small repeatable sequence of numbers, so a generated arrangement is the same on every run.
private struct LinearCongruential {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
