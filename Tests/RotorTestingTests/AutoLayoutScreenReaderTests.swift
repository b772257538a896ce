import CellKit
import Foundation
import RotorTesting
import Testing
import RotorTestSupport

/// Screens laid out with Auto Layout and stack views, under the simulated VoiceOver: it reads
/// them where the constraints put them, and hears a layout that changes.
@MainActor
@Suite("VoiceOver reads screens laid out by Auto Layout", .cellsScreen)
struct AutoLayoutScreenReaderTests {
    /// A profile header as public code writes one: name and a Follow button on the first row,
    /// the bio under the name, all placed by anchors.
    final class ProfileViewController: UIViewController {
        let nameLabel = UILabel()
        let bioLabel = UILabel()
        let followButton = UIButton(type: .system)
        var bioTop: NSLayoutConstraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            nameLabel.text = "Ada Lovelace"
            bioLabel.text = "Mathematician"
            followButton.setTitle("Follow", for: .normal)
            for subview in [bioLabel, followButton, nameLabel] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            let margins = view.layoutMarginsGuide
            let bioTop = bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor)
            self.bioTop = bioTop
            NSLayoutConstraint.activate([
                nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
                bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
                bioTop,
                followButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                followButton.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
            ])
        }
    }

    func window(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test("the reading order follows the solved frames, row by row, not the order the views were added")
    func readingOrderFollowsConstraints() {
        let controller = ProfileViewController()
        let reader = VirtualScreenReader(windows: [window(showing: controller)])
        reader.next()
        reader.next()
        #expect(reader.spokenPhraseLog == ["Ada Lovelace", "Follow. Button.", "Mathematician"])
        #expect(controller.nameLabel.frame == CGRect(x: 8, y: 1, width: 12, height: 1))
        #expect(controller.followButton.frame == CGRect(x: 42, y: 1, width: 10, height: 1))
        #expect(controller.bioLabel.frame == CGRect(x: 8, y: 2, width: 13, height: 1))
    }

    @Test("a constraint changed moves the view, and VoiceOver reads the new layout")
    func changedConstraintIsReadInItsNewPlace() {
        let controller = ProfileViewController()
        let reader = VirtualScreenReader(windows: [window(showing: controller)])
        // The bio moves above the name's row: it is read first.
        controller.bioTop?.isActive = false
        controller.bioLabel.bottomAnchor.constraint(equalTo: controller.nameLabel.topAnchor).isActive = true
        reader.moveToFirst()
        #expect(reader.lastSpokenPhrase == "Mathematician")
        #expect(controller.bioLabel.frame.minY == 0)
    }

    @Test("a stack view's hidden row is skipped, and a touch finds the stack where the constraints put it")
    func stackRows() {
        let controller = UIViewController()
        let rows = ["Sounds", "Badges", "Banners"].map { name -> UILabel in
            let label = UILabel()
            label.text = name
            return label
        }
        rows[1].isHidden = true
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 2),
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 4),
        ])
        let window = window(showing: controller)
        let reader = VirtualScreenReader(windows: [window])
        reader.next()
        #expect(reader.spokenPhraseLog == ["Sounds", "Banners"])
        #expect(rows[2].frame.minY == 2)
        // Labels ignore touches: the stack behind them is hit inside its solved frame, and the
        // controller's view outside it.
        #expect(window.hitTest(CGPoint(x: 5, y: 4), with: nil) === stack)
        #expect(window.hitTest(CGPoint(x: 20, y: 4), with: nil) === window.rootViewController?.view)
        #expect(rows[2].accessibilityFrame == CGRect(x: 4, y: 4, width: 7, height: 1))
    }
}
