import CellKit
import Foundation
import Testing
import RotorTestSupport

/// UIStackView's arrangements, each with the frames UIKit gives: every distribution, the
/// alignments, hidden views, margins, and changes after the first pass.
@MainActor
@Suite("UIStackView arranges its views as UIKit's does", .cellsScreen)
struct StackViewTests {
    func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }

    /// A stack of labels pinned to a window's top-left, `width` cells wide when given.
    func stack(_ texts: [String], width: CGFloat? = nil, configure: (UIStackView) -> Void = { _ in })
        -> (UIWindow, UIStackView, [UILabel]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        let labels = texts.map(label)
        let stack = UIStackView(arrangedSubviews: labels)
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
        window.layoutIfNeeded()
        return (window, stack, labels)
    }

    @Test("arranged views become subviews placed by Auto Layout; the stack sizes itself to them")
    func arrangedSubviews() {
        let (_, stack, labels) = stack(["One", "Three"]) { $0.spacing = 2 }
        #expect(stack.subviews.count == 2)
        #expect(labels.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(labels.map(\.frame) == [CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 5, y: 0, width: 5, height: 1)])
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 10, height: 1))
    }

    @Test("fill: the views keep their sizes and the last one stretches to fill")
    func fill() {
        let (_, _, labels) = stack(["One", "Two"], width: 20) { $0.spacing = 1 }
        #expect(labels.map(\.frame) == [CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 4, y: 0, width: 16, height: 1)])
    }

    @Test("fill: the view that hugs least stretches")
    func fillByHugging() {
        let (window, _, labels) = stack(["One", "Two"], width: 20) { stack in
            stack.spacing = 1
            stack.arrangedSubviews[0].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        }
        window.layoutIfNeeded()
        #expect(labels.map(\.frame) == [CGRect(x: 0, y: 0, width: 16, height: 1), CGRect(x: 17, y: 0, width: 3, height: 1)])
    }

    @Test("fillEqually: every view the same width, the spacing between them")
    func fillEqually() {
        let (_, _, labels) = stack(["A", "Bee", "Sea"], width: 32) { stack in
            stack.distribution = .fillEqually
            stack.spacing = 1
        }
        #expect(labels.map(\.frame.minX) == [0, 11, 22])
        #expect(labels.allSatisfy { $0.frame.width == 10 })
    }

    @Test("fillProportionally: widths in proportion to the views' intrinsic widths")
    func fillProportionally() {
        let (_, _, labels) = stack(["ab", "abcdef"], width: 40) { $0.distribution = .fillProportionally }
        #expect(labels.map(\.frame.width) == [10, 30])
        #expect(labels[1].frame.minX == 10)
    }

    @Test("equalSpacing: the views keep their widths and the gaps between them are equal")
    func equalSpacing() {
        let (_, _, labels) = stack(["ab", "abcd", "ab"], width: 28) { stack in
            stack.distribution = .equalSpacing
            stack.spacing = 1
        }
        // 28 - (2 + 4 + 2) = 20 of space, 10 in each gap.
        #expect(labels.map(\.frame) == [CGRect(x: 0, y: 0, width: 2, height: 1), CGRect(x: 12, y: 0, width: 4, height: 1),
                                        CGRect(x: 26, y: 0, width: 2, height: 1)])
    }

    @Test("equalCentering: the views' centres are equally far apart")
    func equalCentering() {
        let (_, _, labels) = stack(["ab", "abcdef", "ab"], width: 30) { $0.distribution = .equalCentering }
        let centres = labels.map(\.frame.midX)
        #expect(centres == [1, 15, 29])
        #expect(labels.map(\.frame.width) == [2, 6, 2])
    }

    @Test("a hidden arranged view takes no room and no spacing; shown again, it takes its place")
    func hiddenViews() {
        let (window, stack, labels) = stack(["One", "Two", "Six"]) { $0.spacing = 1 }
        #expect(stack.frame.width == 11)
        labels[1].isHidden = true
        window.layoutIfNeeded()
        #expect(stack.frame.width == 7)
        #expect(labels[2].frame.minX == 4)
        #expect(labels[1].frame.width == 0)
        labels[1].isHidden = false
        window.layoutIfNeeded()
        #expect(labels.map(\.frame.minX) == [0, 4, 8])
    }

    @Test("a vertical stack: rows one under another; alignments place them across the axis")
    func verticalAlignments() {
        let expectations: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0], [12, 12]),
            (.leading, [0, 0], [2, 6]),
            (.center, [5, 3], [2, 6]),
            (.trailing, [10, 6], [2, 6]),
        ]
        for (alignment, xs, widths) in expectations {
            let (_, stack, labels) = stack(["ab", "abcdef"], width: 12) { stack in
                stack.axis = .vertical
                stack.alignment = alignment
            }
            #expect(labels.map(\.frame.minX) == xs, "\(alignment)")
            #expect(labels.map(\.frame.width) == widths, "\(alignment)")
            #expect(labels.map(\.frame.minY) == [0, 1])
            #expect(stack.frame.height == 2)
        }
    }

    @Test("a horizontal stack aligned to the top is as tall as its tallest view; centre puts short ones in the middle")
    func horizontalAlignments() {
        let (window, stack, labels) = stack(["ab", "cd"]) { $0.alignment = .top }
        let tall = UIView()
        tall.heightAnchor.constraint(equalToConstant: 5).isActive = true
        tall.widthAnchor.constraint(equalToConstant: 1).isActive = true
        stack.addArrangedSubview(tall)
        window.layoutIfNeeded()
        #expect(stack.frame.height == 5)
        #expect(labels.map(\.frame.minY) == [0, 0])
        stack.alignment = .center
        window.layoutIfNeeded()
        #expect(labels.map(\.frame.minY) == [2, 2])
        stack.alignment = .bottom
        window.layoutIfNeeded()
        #expect(labels.map(\.frame.minY) == [4, 4])
        stack.alignment = .firstBaseline
        window.layoutIfNeeded()
        #expect(labels.map(\.frame.minY) == [0, 0])
    }

    @Test("isLayoutMarginsRelativeArrangement lays the views out inside the stack's margins")
    func marginsRelative() {
        let (_, stack, labels) = stack(["ab"]) { stack in
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        }
        #expect(labels[0].frame == CGRect(x: 2, y: 1, width: 2, height: 1))
        #expect(stack.frame.size == CGSize(width: 6, height: 3))
    }

    @Test("inserting, removing and custom spacing rearrange; a removed view stays a subview, as in UIKit")
    func insertAndRemove() {
        let (window, stack, labels) = stack(["a", "b"]) { $0.spacing = 1 }
        let inserted = label("new")
        stack.insertArrangedSubview(inserted, at: 1)
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [labels[0], inserted, labels[1]])
        #expect(inserted.frame.minX == 2)
        stack.setCustomSpacing(3, after: inserted)
        window.layoutIfNeeded()
        #expect(labels[1].frame.minX == 8)
        #expect(stack.customSpacing(after: inserted) == 3)
        stack.removeArrangedSubview(inserted)
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [labels[0], labels[1]])
        #expect(inserted.superview === stack)
        #expect(labels[1].frame.minX == 2)
        labels[0].removeFromSuperview()
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [labels[1]])
        #expect(labels[1].frame.minX == 0)
        // Arranged again after leaving; a subview arranged once more moves, and is listed once.
        stack.addArrangedSubview(labels[0])
        stack.addArrangedSubview(inserted)
        stack.insertArrangedSubview(inserted, at: 0)
        #expect(stack.arrangedSubviews == [inserted, labels[1], labels[0]])
        stack.removeArrangedSubview(inserted)
        stack.removeArrangedSubview(inserted)
        #expect(stack.arrangedSubviews == [labels[1], labels[0]])
    }

    @Test("stacks nest: a vertical stack of horizontal rows")
    func nested() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        let rows = (0..<3).map { row in
            UIStackView(arrangedSubviews: [label("Row \(row)"), UISwitch()])
        }
        for row in rows { row.spacing = 2 }
        let column = UIStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 1
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
            column.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -1),
            column.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
        ])
        window.layoutIfNeeded()
        #expect(rows.map(\.frame) == [0, 2, 4].map { CGRect(x: 0, y: $0, width: 78, height: 1) })
        // Each row's switch keeps its five cells at the end; the label takes the rest.
        #expect(rows.allSatisfy { $0.arrangedSubviews[1].frame == CGRect(x: 73, y: 0, width: 5, height: 1) })
        #expect(column.frame == CGRect(x: 1, y: 1, width: 78, height: 5))
    }
}
