import Audit
import CellKit
import RotorTestSupport
import Testing

// The audits of RotorTesting's article "Getting Started with Table and Collection Views", which
// quotes this file line for line (`import BookScreens` there is `import RotorTestSupport` here).

/// Each screen, freshly shown on an iPhone's screen, offers VoiceOver every drag and drop.
@MainActor
struct BookScreensAuditTests {
    let scene = UIWindowScene(screen: UIScreen(size: CGSize(width: 393, height: 852), scale: 3))

    func window(showing screen: UIViewController) -> UIWindow {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = screen
        return window
    }

    @Test func theReadingListPassesTheAudit() {
        let list = window(showing: ReadingListViewController(books: ["Dune", "Emma", "Ulysses"]))
        let report = Auditor(windows: [list]).audit()
        #expect(report.findings.isEmpty, "\(report.text(file: "ReadingList"))")
    }

    @Test func theBookBagPassesTheAudit() {
        let books = window(showing: BookBagViewController(shelf: ["Dune", "Emma"], bag: ["Walden"]))
        let report = Auditor(windows: [books]).audit()
        #expect(report.findings.isEmpty, "\(report.text(file: "BookBag"))")
    }
}
