import CellKit

// The talk's sample code (WWDC 2018 session 241 slides), written against UIKit. It compiles
// with `import CellKit` and nothing else; `public` is added only so that the suites that run it
// (CellKit's drag and drop, the session layer) share one copy.

public final class TalkBarGraphView: UIView, UIDragInteractionDelegate {
    public let series: [Int]
    public let seriesLabels: [String]
    public var bars: [CALayer] = []

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public init(frame: CGRect, series: [Int], seriesLabels: [String]) {
        self.series = series
        self.seriesLabels = seriesLabels
        super.init(frame: frame)
        let tallest = series.max() ?? 1
        for (index, value) in series.enumerated() {
            let height = CGFloat(value * 10 / tallest)
            let bar = CALayer()
            bar.frame = CGRect(x: CGFloat(2 + index * 10), y: 12 - height, width: 6, height: height)
            bar.backgroundColor = UIColor.systemBlue.cgColor
            layer.addSublayer(bar)
            bars.append(bar)
        }
        addInteraction(UIDragInteraction(delegate: self))
        makeAccessibilityElements()
    }

    public func indexOfBar(point: CGPoint) -> Int? {
        bars.firstIndex { $0.frame.contains(point) }
    }

    public func dragInteraction(_ interaction: UIDragInteraction,
                                itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        if let index = self.indexOfBar(point: session.location(in: self)) {
            let provider = NSItemProvider(object: "Bar: \(series[index])" as NSString)
            let dragItem = UIDragItem(itemProvider: provider)
            dragItem.localObject = index
            return [dragItem]
        }
        return []
    }

    public func makeAccessibilityElements() {
        self.accessibilityElements = bars.enumerated().map { (index, barLayer) in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityFrameInContainerSpace = barLayer.frame
            element.accessibilityLabel = seriesLabels[index]
            element.accessibilityValue = "\(series[index])"
            let dragPoint = CGPoint(x: barLayer.frame.midX, y: barLayer.frame.midY)
            let descriptor = UIAccessibilityLocationDescriptor(name: "Drag bar data",
                                                               point: dragPoint, in: self)
            element.accessibilityDragSourceDescriptors = [descriptor]
            return element
        }
    }
}

/// A well that keeps the strings dropped into it.
public final class TextWell: UIView, UIDropInteractionDelegate {
    public var texts: [String] = []
    public let acceptedType: String

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public init(frame: CGRect, acceptedType: String) {
        self.acceptedType = acceptedType
        super.init(frame: frame)
        addInteraction(UIDropInteraction(delegate: self))
    }

    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: [acceptedType])
    }

    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: NSString.self) { objects in
            self.texts += objects.compactMap { $0 as? NSString }.map { String($0) }
        }
    }
}

public final class ContactCardView: UIView {
    public let contactPhotoWell = TextWell(frame: CGRect(x: 1, y: 1, width: 10, height: 6), acceptedType: "public.image")
    public let attachmentsWell = TextWell(frame: CGRect(x: 13, y: 1, width: 14, height: 6), acceptedType: "public.plain-text")

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contactPhotoWell)
        addSubview(attachmentsWell)
        isAccessibilityElement = true
        accessibilityLabel = "Contact card"
    }

    public override var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get {
            let photoWellMidpoint = CGPoint(x: self.contactPhotoWell.bounds.midX,
                                            y: self.contactPhotoWell.bounds.midY)
            let attachmentsWellMidpoint = CGPoint(x: self.attachmentsWell.bounds.midX,
                                                  y: self.attachmentsWell.bounds.midY)
            return [UIAccessibilityLocationDescriptor(name: "Drop into portrait",
                                                      point: photoWellMidpoint,
                                                      in: self.contactPhotoWell),
                    UIAccessibilityLocationDescriptor(name: "Drop into attachments",
                                                      point: attachmentsWellMidpoint,
                                                      in: self.attachmentsWell)]
        }
        set {}
    }
}

/// The talk's screen: the graph on the left, the card on the right, in one window.
@MainActor
public struct TalkScreen {
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 70, height: 16))
    public let graph = TalkBarGraphView(frame: CGRect(x: 1, y: 1, width: 32, height: 14),
                                 series: [12, 30, 18], seriesLabels: ["January", "February", "March"])
    public let card = ContactCardView(frame: CGRect(x: 36, y: 1, width: 30, height: 10))

    public init() {
        graph.accessibilityIdentifier = "graph"
        card.contactPhotoWell.accessibilityIdentifier = "portrait"
        card.attachmentsWell.accessibilityIdentifier = "attachments"
        window.addSubview(graph)
        window.addSubview(card)
    }

    /// The centre of bar `index` on the screen.
    public func barCentre(_ index: Int) -> CGPoint {
        let frame = graph.bars[index].frame
        return graph.screenPoint(for: CGPoint(x: frame.midX, y: frame.midY))
    }

    public func centre(of view: UIView) -> CGPoint {
        view.screenPoint(for: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    }
}
