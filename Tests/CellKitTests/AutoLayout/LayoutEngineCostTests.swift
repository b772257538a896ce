@testable import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Auto Layout's cost on large layouts, counted in the solver's pivots and row updates (never
/// in time): the engine's order and batching keep it linear. The solver on its own is tested in
/// LayoutSolverTests.
@MainActor
@Suite("Auto Layout's cost", .cellsScreen)
struct LayoutEngineCostTests {
    @Test("a thousand views in a chain, each pinned to the last, lay out with work that grows linearly")
    func thousandViewsChain() {
        func layOut(count: Int) -> (pivots: Int, substitutions: Int, last: CGRect) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
            var previous: UIView = window
            var views: [UIView] = []
            for index in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                let top = index == 0 ? view.topAnchor.constraint(equalTo: window.topAnchor)
                    : view.topAnchor.constraint(equalTo: previous.bottomAnchor)
                NSLayoutConstraint.activate([
                    top,
                    view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
                    view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -1),
                    view.heightAnchor.constraint(equalToConstant: 1),
                ])
                previous = view
                views.append(view)
            }
            window.layoutIfNeeded()
            let engine = LayoutEngine.engine(for: window)
            return (engine.pivotCount, engine.substitutionCount, views.last?.frame ?? .zero)
        }
        let small = layOut(count: 100), large = layOut(count: 1_000)
        #expect(large.last == CGRect(x: 1, y: 999, width: 78, height: 1))
        // Ten times the views: about ten times the work, far from the hundred times of a
        // quadratic solver.
        #expect(large.pivots <= max(10, small.pivots * 12))
        #expect(large.substitutions <= max(100, small.substitutions * 12))
    }

    @Test("a stack of labels lays out with pivots that grow linearly; changing one constant costs a few pivots")
    func labelsInAStack() {
        func layOut(count: Int) -> (engine: LayoutEngine, top: NSLayoutConstraint, stack: UIStackView, window: UIWindow) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
            let stack = UIStackView(arrangedSubviews: (0..<count).map { index in
                let label = UILabel()
                label.text = "Row \(index)"
                return label
            })
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            let top = stack.topAnchor.constraint(equalTo: window.topAnchor)
            NSLayoutConstraint.activate([top, stack.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
            window.layoutIfNeeded()
            #expect(stack.arrangedSubviews.last?.frame == CGRect(x: 0, y: CGFloat(count - 1), width: count > 100 ? 7 : 6, height: 1))
            return (LayoutEngine.engine(for: window), top, stack, window)
        }
        let small = layOut(count: 60).engine.pivotCount
        let (engine, top, stack, window) = layOut(count: 240)
        #expect(engine.pivotCount <= small * 5)
        let built = engine.pivotCount
        top.constant = 3
        window.layoutIfNeeded()
        #expect(stack.frame.minY == 3)
        #expect(engine.pivotCount - built < 10)
    }
}

/// The presolve on the shapes the bench measures: the chain and the stack of labels are settled
/// before the simplex, in work that grows linearly, and give the frames the simplex gave.
@MainActor
@Suite("Auto Layout's presolve", .cellsScreen)
struct LayoutPresolveCostTests {
    @Test("a chain of pinned views and a stack of labels are settled by the presolve in linear work")
    func settledLinearly() {
        func chain(_ count: Int) -> (work: Int, solver: Int, presolved: Bool, last: CGRect) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: count + 2))
            var previous: UIView?
            for _ in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                NSLayoutConstraint.activate([
                    previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor) } ?? view.topAnchor.constraint(equalTo: root.topAnchor),
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
                    view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -1),
                    view.heightAnchor.constraint(equalToConstant: 1),
                ])
                previous = view
            }
            root.layoutIfNeeded()
            let engine = LayoutEngine.engine(for: root)
            return (engine.presolveWork, engine.solverConstraintCount, engine.usedPresolve, previous?.frame ?? .zero)
        }
        func stack(_ count: Int) -> (work: Int, solver: Int, presolved: Bool, last: CGRect) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: count + 2))
            let stack = UIStackView(arrangedSubviews: (0..<count).map { index in
                let label = UILabel()
                label.text = "Row \(index)"
                return label
            })
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                         stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
            root.layoutIfNeeded()
            let engine = LayoutEngine.engine(for: root)
            return (engine.presolveWork, engine.solverConstraintCount, engine.usedPresolve, stack.arrangedSubviews.last?.frame ?? .zero)
        }
        let smallChain = chain(100), largeChain = chain(1_000)
        #expect(largeChain.presolved && largeChain.solver == 0)
        #expect(largeChain.last == CGRect(x: 1, y: 999, width: 38, height: 1))
        #expect(largeChain.work <= smallChain.work * 12)
        let smallStack = stack(100), largeStack = stack(1_000)
        #expect(largeStack.presolved && largeStack.solver == 0)
        #expect(largeStack.last == CGRect(x: 0, y: 999, width: 40, height: 1))
        #expect(largeStack.work <= smallStack.work * 12)
    }
}

/// A changed constant on a presolved layout: the engine gathers that one constraint again and
/// gives the kept presolve its new constant, instead of gathering the whole system, so the edit
/// gathers as much at 10,000 views as at 1,000, and the views land where a new layout puts them.
@MainActor
@Suite("Auto Layout's edit of a presolved layout", .cellsScreen)
struct PresolvedConstantChangeTests {
    /// A chain of views one cell tall, each pinned below the last and to the container's sides,
    /// as the bench builds it; the middle one's height is the constraint returned.
    static func chain(_ count: Int) -> (root: UIView, middle: NSLayoutConstraint?, last: UIView?) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: count + 2))
        var previous: UIView?
        var middle: NSLayoutConstraint?
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let height = view.heightAnchor.constraint(equalToConstant: 1)
            NSLayoutConstraint.activate([
                previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor) } ?? view.topAnchor.constraint(equalTo: root.topAnchor),
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -1),
                height,
            ])
            if index == count / 2 { middle = height }
            previous = view
        }
        return (root, middle, previous)
    }

    /// Rows of ten views of equal widths and heights, as the bench builds them; the first view's
    /// leading constraint is the one returned.
    static func grid(_ count: Int) -> (root: UIView, first: NSLayoutConstraint?, cells: [UIView]) {
        let columns = 10, rows = (count + columns - 1) / columns
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: rows * 2))
        var cells: [UIView] = []
        var first: NSLayoutConstraint?
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let row = index / columns, column = index % columns
            let leading = column == 0 ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                : view.leadingAnchor.constraint(equalTo: cells[index - 1].trailingAnchor)
            var made = [leading, row == 0 ? view.topAnchor.constraint(equalTo: root.topAnchor)
                        : view.topAnchor.constraint(equalTo: cells[index - columns].bottomAnchor)]
            if column == columns - 1, row == 0 { made.append(view.trailingAnchor.constraint(equalTo: root.trailingAnchor)) }
            if row == rows - 1 { made.append(view.bottomAnchor.constraint(equalTo: root.bottomAnchor)) }
            if let origin = cells.first {
                made.append(view.widthAnchor.constraint(equalTo: origin.widthAnchor))
                made.append(view.heightAnchor.constraint(equalTo: origin.heightAnchor))
            }
            NSLayoutConstraint.activate(made)
            if index == 0 { first = leading }
            cells.append(view)
        }
        return (root, first, cells)
    }

    @Test("a chain's changed height gathers one constraint again, at 10,000 views as at 1,000, and moves the views below")
    func chainEdit() throws {
        func edit(_ count: Int) throws -> Int {
            let (root, middle, last) = Self.chain(count)
            let height = try #require(middle), lastView = try #require(last)
            root.layoutIfNeeded()
            let engine = LayoutEngine.engine(for: root)
            #expect(engine.usedPresolve)
            let gathered = engine.expressionsMade
            height.constant = 2
            root.layoutIfNeeded()
            #expect(engine.usedPresolve)
            #expect(lastView.frame == CGRect(x: 1, y: count, width: 38, height: 1))
            height.constant = 1
            root.layoutIfNeeded()
            #expect(lastView.frame == CGRect(x: 1, y: count - 1, width: 38, height: 1))
            return engine.expressionsMade - gathered
        }
        let small = try edit(1_000), large = try edit(10_000)
        #expect(small == 2)
        #expect(large == small)
    }

    @Test("a grid's moved leading edge gathers one constraint again, at 10,000 views as at 1,000, and narrows every view")
    func gridEdit() throws {
        func edit(_ count: Int) throws -> Int {
            let (root, first, cells) = Self.grid(count)
            let leading = try #require(first)
            root.layoutIfNeeded()
            let engine = LayoutEngine.engine(for: root)
            #expect(engine.usedPresolve)
            #expect(cells.last?.frame == CGRect(x: 90, y: CGFloat(count / 10 - 1) * 2, width: 10, height: 2))
            let gathered = engine.expressionsMade
            // The first row's ten views share 90 cells: nine each, and every view is as wide;
            // the other rows still start at the container's leading edge.
            leading.constant = 10
            root.layoutIfNeeded()
            #expect(engine.usedPresolve)
            #expect(cells.first?.frame == CGRect(x: 10, y: 0, width: 9, height: 2))
            #expect(cells[9].frame == CGRect(x: 91, y: 0, width: 9, height: 2))
            #expect(cells.last?.frame == CGRect(x: 81, y: CGFloat(count / 10 - 1) * 2, width: 9, height: 2))
            return engine.expressionsMade - gathered
        }
        let small = try edit(1_000), large = try edit(10_000)
        #expect(small == 1)
        #expect(large == small)
    }

    @Test("a constraint left out of the layout does not keep a later one's changed constant from moving its view in place")
    func editAfterLeftOut() throws {
        let (root, _, last) = Self.chain(100)
        let lastView = try #require(last)
        // A position to a constant cannot be used: it is reported and left out, and the build
        // gathers the constraints after it one place earlier.
        NSLayoutConstraint(item: lastView, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                           multiplier: 1, constant: 5).isActive = true
        let leading = try #require(root.constraints.first {
            $0.firstItem === lastView && $0.firstAttribute == .leading && $0.secondItem === root
        })
        root.layoutIfNeeded()
        let engine = LayoutEngine.engine(for: root)
        #expect(engine.usedPresolve)
        #expect(root.layoutMessageLog.messages.contains { $0.kind == .invalidConstraint })
        #expect(lastView.frame == CGRect(x: 1, y: 99, width: 38, height: 1))
        let gathered = engine.expressionsMade
        leading.constant = 3
        root.layoutIfNeeded()
        #expect(lastView.frame == CGRect(x: 3, y: 99, width: 36, height: 1))
        // In place: only the changed constraint is gathered again, not the whole system.
        #expect(engine.expressionsMade - gathered == 1)
    }

    @Test("a changed constant the required constraints cannot hold is reported as a build reports it")
    func conflictingEdit() throws {
        let (root, middle, _) = Self.chain(10)
        let height = try #require(middle)
        // The last view's bottom pinned to the container's: the chain's heights are all fixed,
        // so a taller middle view cannot hold with the container's height.
        let last = try #require(root.subviews.last)
        root.frame.size.height = 10
        last.bottomAnchor.constraint(equalTo: root.bottomAnchor).isActive = true
        root.layoutIfNeeded()
        let before = root.layoutMessageLog.messages.count
        #expect(LayoutEngine.engine(for: root).usedPresolve)
        height.constant = 3
        root.layoutIfNeeded()
        let messages = root.layoutMessageLog.messages.dropFirst(before)
        #expect(messages.contains { $0.kind == .unsatisfiable })
        #expect(messages.contains { $0.constraints.contains("NSAutoresizingMaskLayoutConstraint UIView.height == 10") })
    }
}
