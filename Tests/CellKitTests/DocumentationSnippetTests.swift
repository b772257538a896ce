import CellKit
import Foundation
import RotorTestSupport
import Testing

// The code of CellKit's article "Building a screen in Swift"
// (Sources/CellKit/Documentation.docc/BuildingAScreenInSwift.md), compiled and run here so the
// article cannot rot: `theArticlesCodeIsThisFilesCode` fails when the two part.

// MARK: The article's code

/// A bar graph whose bars are drawn by layers: VoiceOver cannot see layers, so each bar is an
/// accessibility element, and each offers its data to drag.
final class BarGraphView: UIView, UIDragInteractionDelegate {
    let months: [String]
    let values: [Int]
    private(set) var bars: [CALayer] = []

    init(frame: CGRect, months: [String], values: [Int]) {
        self.months = months
        self.values = values
        super.init(frame: frame)
        for (index, value) in values.enumerated() {
            let height = CGFloat(value / 3)  // a cell for every 3
            let bar = CALayer(frame: CGRect(x: CGFloat(1 + index * 6), y: frame.height - height,
                                            width: 4, height: height))
            bar.backgroundColor = UIColor.systemBlue.cgColor
            layer.addSublayer(bar)
            bars.append(bar)
        }
        addInteraction(UIDragInteraction(delegate: self))
        accessibilityElements = bars.enumerated().map { index, bar in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityFrameInContainerSpace = bar.frame
            element.accessibilityLabel = months[index]
            element.accessibilityValue = "\(values[index])"
            let middle = CGPoint(x: bar.frame.midX, y: bar.frame.midY)
            element.accessibilityDragSourceDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drag bar data", point: middle, in: self),
            ]
            return element
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        let point = session.location(in: self)
        guard let index = bars.firstIndex(where: { $0.frame.contains(point) }) else { return [] }
        let text = "\(months[index]): \(values[index])" as NSString
        return [UIDragItem(itemProvider: NSItemProvider(object: text))]
    }
}

/// A contact card: one element, with a drop point on its list of attachments.
final class ContactCardView: UIView, UIDropInteractionDelegate {
    let attachments = UILabel(frame: CGRect(x: 1, y: 1, width: 20, height: 3))
    private(set) var attached: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1
        attachments.text = "Attachments:"
        attachments.numberOfLines = 0
        attachments.isUserInteractionEnabled = true
        attachments.addInteraction(UIDropInteraction(delegate: self))
        addSubview(attachments)
        isAccessibilityElement = true
        accessibilityLabel = "Contact card"
    }

    override var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get {
            let middle = CGPoint(x: attachments.bounds.midX, y: attachments.bounds.midY)
            return [UIAccessibilityLocationDescriptor(name: "Drop into attachments",
                                                      point: middle, in: attachments)]
        }
        set {}
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction,
                         sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: NSString.self) { objects in
            self.attached += objects.compactMap { ($0 as? NSString).map(String.init) }
            self.attachments.text = (["Attachments:"] + self.attached).joined(separator: " ")
        }
    }
}

// MARK: Tests

@MainActor
@Suite("CellKit's article: building a screen in Swift")
struct DocumentationSnippetTests {
    /// The article's screen, built with the article's lines.
    struct Screen {
        let window: UIWindow
        let graph: BarGraphView
        let card: ContactCardView
    }

    func makeScreen() -> Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 46, height: 12))
        let graph = BarGraphView(frame: CGRect(x: 0, y: 0, width: 18, height: 12),
                                 months: ["January", "February", "March"], values: [12, 30, 18])
        let card = ContactCardView(frame: CGRect(x: 20, y: 0, width: 24, height: 5))
        graph.accessibilityIdentifier = "graph"
        card.attachments.accessibilityIdentifier = "attachments"
        window.addSubview(graph)
        window.addSubview(card)
        return Screen(window: window, graph: graph, card: card)
    }

    /// Drags February's bar onto the card's attachments, with the article's lines.
    func dragFebruary(on screen: Screen) -> Finger {
        let (window, graph, card) = (screen.window, screen.graph, screen.card)
        let finger = Finger(windows: [window])
        let bar = graph.bars[1].frame
        finger.longPress(at: graph.screenPoint(for: CGPoint(x: bar.midX, y: bar.midY)))
        let list = card.attachments.bounds
        finger.move(to: card.attachments.screenPoint(for: CGPoint(x: list.midX, y: list.midY)))
        finger.release()
        finger.clock.runUntilIdle()
        return finger
    }

    let article = DocumentationPage(module: "CellKit", file: "BuildingAScreenInSwift.md")

    @Test func theArticleShowsWhatTheScreenDraws() throws {
        let grid = makeScreen().window.renderGrid()
        try article.expectBlock(0, fencedAs: "text", toBe: DocumentationPage.trimmingTrailingSpaces(grid.lines))
    }

    @Test func draggingFebruaryOntoTheCardAttachesItsData() throws {
        let screen = makeScreen()
        let finger = dragFebruary(on: screen)
        #expect(screen.card.attached == ["February: 30"])
        let drawn = DocumentationPage.trimmingTrailingSpaces(screen.window.renderGrid().lines)
        try article.expectBlock(1, fencedAs: "text", toBe: drawn)
        try article.expectBlock(2, fencedAs: "text", toBe: finger.log.lines)
    }

    @Test func betweenTwoBarsThereIsNothingToDrag() {
        let screen = makeScreen()
        let finger = Finger(windows: [screen.window])
        // Between January's bar (x 1 to 5) and February's (x 7 to 11).
        let gap = CGPoint(x: 6, y: 11)
        #expect(!finger.longPress(at: screen.graph.screenPoint(for: gap)))
        #expect(finger.session == nil)
    }

    @Test func eachBarIsAnElementOfferingItsData() throws {
        let elements = try #require(makeScreen().graph.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["January", "February", "March"])
        #expect(elements.map(\.accessibilityValue) == ["12", "30", "18"])
        #expect(elements.allSatisfy { $0.accessibilityDragSourceDescriptors?.map(\.name) == ["Drag bar data"] })
    }

    /// What the article shows is what compiles and runs here.
    @Test func theArticlesCodeIsThisFilesCode() throws {
        #expect(try article.expectSwiftBlocksQuoted() == 4)
    }
}
