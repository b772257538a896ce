import CellKit
import Foundation
import RotorTestSupport
import Testing

/// CellKit's article "Auto Layout in CellKit" (Sources/CellKit/Documentation.docc/
/// AutoLayoutInCellKit.md), run: its Swift is this file's, and what it draws and logs is what
/// the article shows. Its windows are on the device's screen, in points, as a reader's are.
@MainActor
@Suite("CellKit's article: Auto Layout in CellKit")
struct AutoLayoutArticleTests {
    let article = DocumentationPage(module: "CellKit", file: "AutoLayoutInCellKit.md")

    @Test func theArticlesCodeIsThisFilesCode() throws {
        #expect(try article.expectSwiftBlocksQuoted() == 1)
    }

    @Test func theArticleShowsWhatTheScreenDraws() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        window.rootViewController = NotificationSettingsViewController()
        window.makeKeyAndVisible()
        let grid = window.renderGrid()
        try article.expectBlock(0, fencedAs: "text", toBe: DocumentationPage.trimmingTrailingSpaces(grid.lines))
    }

    @Test func theArticleShowsTheConflictMessage() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        let before = window.layoutMessageLog.messages.count
        let badge = UILabel()
        badge.text = "3"
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        let wide = badge.widthAnchor.constraint(equalToConstant: 32)
        wide.identifier = "badge-width"
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalTo: badge.heightAnchor),
            badge.heightAnchor.constraint(equalToConstant: 22),
            wide,
        ])
        window.layoutIfNeeded()
        let message = try #require(window.layoutMessageLog.messages.dropFirst(before).first)
        try article.expectBlock(1, fencedAs: "text", toBe: message.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        #expect(badge.frame.size == CGSize(width: 32, height: 22))
    }
}

final class NotificationSettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel()
        title.text = "Notifications"
        title.accessibilityTraits = .header

        let stack = UIStackView(arrangedSubviews: [title])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        for name in ["Sounds", "Badges"] {
            let label = UILabel()
            label.text = name
            let toggle = UISwitch()
            toggle.accessibilityLabel = name
            let row = UIStackView(arrangedSubviews: [label, toggle])
            row.spacing = 8
            stack.addArrangedSubview(row)
        }
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
