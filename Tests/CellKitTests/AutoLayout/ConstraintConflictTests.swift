import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Required constraints that cannot all hold: one is broken, deterministically, and the log
/// names the conflicting constraints as UIKit's console does.
@MainActor
@Suite("Unsatisfiable constraints are broken and named", .cellsScreen)
struct ConstraintConflictTests {
    func newMessages(in window: UIWindow, since count: Int) -> [LayoutMessage] {
        Array(window.layoutMessageLog.messages.dropFirst(count))
    }

    @Test("two required widths: the later one is broken, and the message names both")
    func twoWidths() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        let view = UIView()
        view.accessibilityIdentifier = "card"
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let narrow = view.widthAnchor.constraint(equalToConstant: 10)
        narrow.identifier = "narrow"
        let wide = view.widthAnchor.constraint(equalToConstant: 20)
        wide.identifier = "wide"
        let before = window.layoutMessageLog.messages.count
        NSLayoutConstraint.activate([narrow, wide])
        window.layoutIfNeeded()
        #expect(view.frame.width == 10)
        let messages = newMessages(in: window, since: before)
        #expect(messages.count == 1)
        let message = messages.first
        #expect(message?.kind == .unsatisfiable)
        #expect(message?.text.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(message?.constraints == ["'narrow' UIView'card'.width == 10", "'wide' UIView'card'.width == 20"])
        #expect(message?.broken == "'wide' UIView'card'.width == 20")
        // Laid out again, the same conflict is not reported twice.
        view.setNeedsLayout()
        window.frame.size.width = 81
        window.layoutIfNeeded()
        #expect(newMessages(in: window, since: before).count == 1)
    }

    @Test("a conflict through a chain of views names the constraints on the chain, not the unrelated ones")
    func chain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        let first = UILabel(), second = UILabel(), apart = UIView()
        for (view, name) in [(first, "first"), (second, "second"), (apart, "apart")] {
            view.accessibilityIdentifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let before = window.layoutMessageLog.messages.count
        NSLayoutConstraint.activate([
            apart.widthAnchor.constraint(equalToConstant: 3),
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 20),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 5),
            second.widthAnchor.constraint(equalToConstant: 10),
            second.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        window.layoutIfNeeded()
        let message = newMessages(in: window, since: before).first
        // Sizes go in first, then constraints between items in tree order, each view's in the
        // order added: the second label's trailing edge comes last and is the one broken.
        #expect(message?.broken == "UILabel'second'.trailing == UIWindow.trailing")
        let named = message?.constraints ?? []
        #expect(named.contains("UILabel'first'.width == 20"))
        #expect(named.contains("UILabel'second'.width == 10"))
        #expect(!named.contains { $0.contains("apart") })
        // The rest of the layout stands.
        #expect(second.frame == CGRect(x: 25, y: 0, width: 10, height: 0))
    }

    @Test("an optional constraint that cannot hold is not a conflict; nothing is logged")
    func optionalIsNotAConflict() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let wish = view.widthAnchor.constraint(equalToConstant: 50)
        wish.priority = .defaultHigh
        let before = window.layoutMessageLog.messages.count
        NSLayoutConstraint.activate([wish, view.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor)])
        window.layoutIfNeeded()
        #expect(view.frame.width == 30)
        #expect(newMessages(in: window, since: before).isEmpty)
    }

    @Test("a constraint relating a position to a size is left out and logged")
    func invalidAttributes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let before = window.layoutMessageLog.messages.count
        NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .width,
                           multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                           multiplier: 1, constant: 4).isActive = true
        window.layoutIfNeeded()
        let kinds = newMessages(in: window, since: before).map(\.kind)
        #expect(kinds == [.invalidConstraint, .invalidConstraint])
    }
}
