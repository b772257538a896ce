import Audit
import RotorTestSupport
import SwiftUICells
import Testing

// The audit of RotorTesting's article "Getting Started with a SwiftUI Screen", quoted line for
// line (SwiftUIArticleTests checks it).

/// The sandwich, freshly shown on an iPhone's screen, offers VoiceOver every drag and drop.
@MainActor
struct SandwichAuditTests {
    let scene = UIWindowScene(screen: UIScreen(size: CGSize(width: 393, height: 852), scale: 3))

    @Test func theSandwichPassesTheAudit() {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIHostingController(rootView: SandwichView())
        let report = Auditor(windows: [window]).audit()
        #expect(report.findings.isEmpty, "\(report.text(file: "Sandwich"))")
    }
}
