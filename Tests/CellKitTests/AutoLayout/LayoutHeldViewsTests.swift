import CellKit
import Foundation
import Testing
import RotorTestSupport

/// What Auto Layout holds of views, and what a pass after an edit sets: a constraint's items
/// are not kept alive (as UIKit's are not), and a view moved by hand is put back at the next
/// pass even when that pass sets only the frames the edit moved.
@MainActor
@Suite("What Auto Layout holds of views", .cellsScreen)
struct LayoutHeldViewsTests {
    /// A window of 80 by 24 cells holding `count` views, each one cell tall, pinned below the
    /// last and to the window's sides; returns the views and each one's height constraint.
    func chain(_ count: Int) -> (window: UIWindow, views: [UIView], heights: [NSLayoutConstraint]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        var views: [UIView] = [], heights: [NSLayoutConstraint] = []
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            let height = view.heightAnchor.constraint(equalToConstant: 1)
            NSLayoutConstraint.activate([
                index == 0 ? view.topAnchor.constraint(equalTo: window.topAnchor)
                    : view.topAnchor.constraint(equalTo: views[index - 1].bottomAnchor),
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
                view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -1),
                height,
            ])
            views.append(view)
            heights.append(height)
        }
        window.layoutIfNeeded()
        return (window, views, heights)
    }

    @Test("a constraint's items and anchors do not keep views alive, and read nil once they are gone")
    func itemsAreNotKept() {
        var constraint: NSLayoutConstraint?
        var anchor: NSLayoutDimension?
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
            let first = UIView(), second = UIView()
            container.addSubview(first)
            container.addSubview(second)
            let made = first.widthAnchor.constraint(equalTo: second.widthAnchor)
            made.isActive = true
            #expect(made.firstItem === first)
            #expect(made.secondItem === second)
            constraint = made
            anchor = first.heightAnchor
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem == nil)
        #expect(constraint?.isActive == false)
        // An anchor of a gone view makes a constraint with no item, which no layout uses.
        #expect(anchor?.constraint(equalToConstant: 3).firstItem == nil)
    }

    @Test("a view Auto Layout placed is freed once it leaves its superview, and every view once its screen goes")
    func placedViewsAreFreed() {
        let window: UIWindow
        weak var removed: UIView?
        do {
            let made = chain(6)
            window = made.window
            removed = made.views[5]
            made.views[5].removeFromSuperview()
        }
        #expect(removed == nil)
        window.layoutIfNeeded()
        #expect(window.subviews.map(\.frame.minY) == [0, 1, 2, 3, 4])
        weak var placed: UIView?
        weak var screen: UIWindow?
        do {
            let made = chain(4)
            placed = made.views[2]
            screen = made.window
        }
        #expect(placed == nil)
        #expect(screen == nil)
    }

    @Test("an edit moves the views below the changed one and leaves those above where they were")
    func editMovesWhatChanged() {
        let (window, views, heights) = chain(6)
        heights[2].constant = 3
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 1, 2, 5, 6, 7])
        #expect(views[2].frame == CGRect(x: 1, y: 2, width: 78, height: 3))
        heights[2].constant = 1
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 1, 2, 3, 4, 5])
    }

    @Test("a view moved by hand is put back by the next pass, though the edit that brings it moves none of its constraints")
    func movedByHandIsPutBack() {
        let (window, views, heights) = chain(6)
        views[1].center = CGPoint(x: 30, y: 15)
        views[0].frame = CGRect(x: 5, y: 10, width: 4, height: 2)
        #expect(views[1].frame.origin == CGPoint(x: -9, y: 14.5))
        heights[4].constant = 2
        window.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 1, y: 0, width: 78, height: 1))
        #expect(views[1].frame == CGRect(x: 1, y: 1, width: 78, height: 1))
        #expect(views[5].frame == CGRect(x: 1, y: 6, width: 78, height: 1))
        // A centre moved alone, then another edit.
        views[3].center = CGPoint(x: 40, y: 20)
        heights[4].constant = 1
        window.layoutIfNeeded()
        #expect(views[3].frame == CGRect(x: 1, y: 3, width: 78, height: 1))
        #expect(views[5].frame == CGRect(x: 1, y: 5, width: 78, height: 1))
    }
}
