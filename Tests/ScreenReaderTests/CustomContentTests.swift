import Accessibility
import CellKit
import ScreenReader
import Testing
import RotorTestSupport

/// A view as apps write one with custom content: a default entry and a high-importance one.
@MainActor
private final class ContentView: UIView, AXCustomContentProvider {
    var accessibilityCustomContent: [AXCustomContent]! = {
        let plain = AXCustomContent(label: "Breed", value: "Beagle")
        let important = AXCustomContent(label: "Age", value: "3 years")
        important.importance = .high
        return [plain, important]
    }()

    init(label: String?, hint: String?, y: CGFloat) {
        super.init(frame: CGRect(x: 0, y: y, width: 20, height: 1))
        isAccessibilityElement = true
        accessibilityLabel = label
        accessibilityHint = hint
    }

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }
}

/// A provider whose content is worked out when VoiceOver asks (iOS 17's block).
@MainActor
private final class BlockContentView: UIView, AXCustomContentProvider {
    var accessibilityCustomContent: [AXCustomContent]! = [AXCustomContent(label: "Stale", value: "yes")]
    var accessibilityCustomContentBlock: AXCustomContentReturnBlock? = { [AXCustomContent(label: "Fresh", value: "now")] }
}

/// Custom content (`AXCustomContent`) as VoiceOver says it: high importance with the element,
/// "More Content Available" after the hint, every entry in the rotor's More Content.
@MainActor
@Suite("Custom content", .cellsScreen)
struct CustomContentTests: ReaderSuite {
    let fixture = ReaderFixture()

    @Test(arguments: Language.allCases)
    func highImportanceContentIsSaidWithTheElementAndMoreContentIsAnnounced(language: Language) {
        reader.language = language
        for (index, (label, hint)) in [("Label", "Hint"), ("Label", nil), (nil, "Hint"), (nil, nil)].enumerated() {
            window.addSubview(ContentView(label: label, hint: hint, y: CGFloat(index * 2)))
        }
        let said = [reader.start()] + (0..<3).map { _ in reader.perform(.swipeRight) }
        #expect(said.map { $0.map(\.text) } == inEach(
            language,
            en: [["Label. Age, 3 years", "Hint. More Content Available."],
                 ["Label. Age, 3 years", "More Content Available."],
                 ["Hint. Age, 3 years", "More Content Available."],
                 ["Age, 3 years", "More Content Available."]],
            ko: [["Label. Age, 3 years", "Hint. 추가 콘텐츠 사용 가능."],
                 ["Label. Age, 3 years", "추가 콘텐츠 사용 가능."],
                 ["Hint. Age, 3 years", "추가 콘텐츠 사용 가능."],
                 ["Age, 3 years", "추가 콘텐츠 사용 가능."]],
            zh: [["Label。Age，3 years", "Hint。有更多内容。"],
                 ["Label。Age，3 years", "有更多内容。"],
                 ["Hint。Age，3 years", "有更多内容。"],
                 ["Age，3 years", "有更多内容。"]]))
        #expect(said.allSatisfy { $0.last?.kind == .hint || $0.count == 1 })
    }

    @Test(arguments: Language.allCases)
    func anElementWithOnlyDefaultContentSaysThatThereIsMore(language: Language) {
        reader.language = language
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        view.isAccessibilityElement = true
        view.sceneCustomContent = [AXCustomContent(label: "Breed", value: "Beagle")]
        window.addSubview(view)
        #expect(reader.start().map(\.text) == [inEach(language, en: "More Content Available.",
                                                        ko: "추가 콘텐츠 사용 가능.", zh: "有更多内容。")])
    }

    @Test func moreContentComesAfterActionsAvailable() {
        let view = ContentView(label: "Bailey", hint: "Opens the profile", y: 0)
        view.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Adopt") { _ in true }]
        window.addSubview(view)
        #expect(reader.start().map(\.text)
            == ["Bailey. Age, 3 years", "Opens the profile. Actions Available. More Content Available."])
        #expect(reader.offeredRotorSettings.prefix(2) == [.actions, .moreContent])
    }

    @Test(arguments: Language.allCases)
    func theMoreContentRotorStepsThroughEveryEntryBothWays(language: Language) {
        reader.language = language
        window.addSubview(ContentView(label: "Bailey", hint: nil, y: 0))
        window.addSubview(labelledView("Plain", frame: CGRect(x: 0, y: 2, width: 10, height: 1)))
        reader.start()
        #expect(reader.offeredRotorSettings.first == .moreContent)
        #expect(reader.perform(.rotateClockwise).map(\.text) == [inEach(language, en: "More Content", ko: "추가 콘텐츠", zh: "更多内容")])
        let comma = inEach(language, en: ", ", ko: ", ", zh: "，")
        let down = (0..<3).flatMap { _ in reader.perform(.swipeDown).map(\.text) }
        #expect(down == ["Breed\(comma)Beagle", "Age\(comma)3 years", "Breed\(comma)Beagle"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["Age\(comma)3 years"])
        // An element without content offers no More Content, and a swipe down says nothing of it.
        reader.perform(.swipeRight)
        #expect(!reader.offeredRotorSettings.contains(.moreContent))
        #expect(reader.perform(.swipeDown).isEmpty)
    }

    @Test func readAllLeavesOutMoreContentAvailable() {
        window.addSubview(ContentView(label: "Bailey", hint: "Opens the profile", y: 0))
        window.addSubview(labelledView("Plain", frame: CGRect(x: 0, y: 2, width: 10, height: 1)))
        reader.start()
        let read = reader.perform(.readFromTop).map(\.text)
        #expect(read.contains("Bailey. Age, 3 years"))
        #expect(!read.contains { $0.contains("More Content Available") })
    }

    @Test func theContentBlockIsReadBeforeTheProperty() {
        let view = BlockContentView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Clock"
        window.addSubview(view)
        reader.start()
        reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.text) == ["Fresh, now"])
    }

    @Test func entriesWithNeitherLabelNorValueAreLeftOutAndOneSideAloneIsSaid() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Photo"
        let valueOnly = AXCustomContent(label: "", value: "Landscape")
        valueOnly.importance = .high
        view.sceneCustomContent = [AXCustomContent(label: " ", value: ""), valueOnly]
        window.addSubview(view)
        #expect(reader.start().map(\.text) == ["Photo. Landscape", "More Content Available."])
        reader.perform(.rotateClockwise)
        #expect((0..<2).flatMap { _ in reader.perform(.swipeDown).map(\.text) } == ["Landscape", "Landscape"])
    }
}
