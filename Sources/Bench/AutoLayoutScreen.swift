import CellKit
import Foundation

/// A screen laid out by Auto Layout, built through UIKit's API as apps build it, for the bench:
/// a fixed-size container (the root of its own view tree) and one constraint whose constant the
/// bench's edit changes.
@MainActor
package struct AutoLayoutScreen {
    /// The shapes Auto Layout is measured on.
    package enum Shape: String, Sendable, CaseIterable {
        /// A vertical `UIStackView` of labels pinned to the top and sides of a container 40
        /// cells wide; the edit moves the stack's top.
        case stack
        /// Views each pinned below the one before and to the container's sides, one cell tall;
        /// the edit makes the middle view two cells tall (and back).
        case chain
        /// Rows of ten views of equal widths and heights filling the container, each pinned to
        /// its neighbours; the edit moves the first view's leading edge.
        case grid
    }

    /// The container: the root of the tree, placed by its frame.
    package let root: UIView
    /// The constraint the edit changes, and the two constants it moves between.
    package let edited: NSLayoutConstraint?
    private let constants: (CGFloat, CGFloat)

    /// Builds a screen of `views` views of a shape (not yet laid out).
    package init(_ shape: Shape, views: Int) {
        let count = max(1, views)
        switch shape {
        case .stack:
            root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: count + 2))
            let stack = UIStackView(arrangedSubviews: (0..<count).map { index in
                let label = UILabel()
                label.text = "Row \(index)"
                return label
            })
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            let top = stack.topAnchor.constraint(equalTo: root.topAnchor)
            NSLayoutConstraint.activate([
                top,
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
            edited = top
            constants = (0, 1)
        case .chain:
            root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: count + 2))
            var previous: UIView?
            var middle: NSLayoutConstraint?
            for index in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                let height = view.heightAnchor.constraint(equalToConstant: 1)
                NSLayoutConstraint.activate([
                    previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor) }
                        ?? view.topAnchor.constraint(equalTo: root.topAnchor),
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
                    view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -1),
                    height,
                ])
                if index == count / 2 { middle = height }
                previous = view
            }
            edited = middle
            constants = (1, 2)
        case .grid:
            let columns = 10
            let rows = (count + columns - 1) / columns
            root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: rows * 2))
            var cells: [UIView] = []
            var first: NSLayoutConstraint?
            for index in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                let row = index / columns, column = index % columns
                var made: [NSLayoutConstraint] = []
                let leading = column == 0 ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                    : view.leadingAnchor.constraint(equalTo: cells[index - 1].trailingAnchor)
                made.append(leading)
                made.append(row == 0 ? view.topAnchor.constraint(equalTo: root.topAnchor)
                    : view.topAnchor.constraint(equalTo: cells[index - columns].bottomAnchor))
                if column == columns - 1 || index == count - 1, row == 0 {
                    made.append(view.trailingAnchor.constraint(equalTo: root.trailingAnchor))
                }
                if row == rows - 1 { made.append(view.bottomAnchor.constraint(equalTo: root.bottomAnchor)) }
                if let origin = cells.first {
                    made.append(view.widthAnchor.constraint(equalTo: origin.widthAnchor))
                    made.append(view.heightAnchor.constraint(equalTo: origin.heightAnchor))
                }
                NSLayoutConstraint.activate(made)
                if index == 0 { first = leading }
                cells.append(view)
            }
            edited = first
            constants = (0, 1)
        }
    }

    /// The first layout pass.
    package func layOut() {
        root.layoutIfNeeded()
    }

    /// One incremental change: the edited constraint's constant moved to its other value, and the
    /// screen laid out again.
    package func edit() {
        guard let edited else { return }
        edited.constant = edited.constant == constants.0 ? constants.1 : constants.0
        root.layoutIfNeeded()
    }
}
