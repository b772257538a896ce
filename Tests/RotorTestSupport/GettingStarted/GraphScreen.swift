// Quoted by RotorTesting's article "Getting Started with Rotor" as the new package's
// Sources/Talk/GraphScreen.swift; GettingStartedTests fails when the two part.
import CellKit

/// The talk's screen: the graph on the left, the contact card on the right.
@MainActor
struct GraphScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 264))
    let graph = BarGraphView(frame: CGRect(x: 0, y: 0, width: 144, height: 264))
    let card = ContactView(frame: CGRect(x: 160, y: 0, width: 208, height: 132))

    init() {
        graph.accessibilityIdentifier = "graph"  // names the views in the callback log
        card.attachments.accessibilityIdentifier = "attachments"
        window.addSubview(graph)
        window.addSubview(card)
    }
}
