import CellKit
import RotorTestSupport
import Testing

/// A delegate that writes down what the tab bar tells it.
@MainActor
private final class TabLog: UITabBarDelegate {
    var selected: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        selected.append(item.title ?? "?")
    }
}

@MainActor
@Suite("Tab bars, segmented controls and the other new controls", .cellsScreen)
struct TabAndSegmentTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6))

    private func tabBar(_ titles: [String]) -> (UITabBar, [UITabBarItem]) {
        let bar = UITabBar(frame: CGRect(x: 0, y: 5, width: 30, height: 1))
        let items = titles.enumerated().map { UITabBarItem(title: $1, image: nil, tag: $0) }
        bar.items = items
        bar.selectedItem = items.first
        window.addSubview(bar)
        window.layoutIfNeeded()
        bar.layoutIfNeeded()
        return (bar, items)
    }

    /// The views that stand for the items, as VoiceOver finds them: the bar's elements.
    private func tabs(of bar: UITabBar) -> [UIView] {
        bar.subviews.filter(\.isAccessibilityElement)
    }

    @Test func aTabBarIsAContainerOfTabsTheSelectedOneSelected() {
        let (bar, _) = tabBar(["Mail", "Calendar", "Notes"])
        #expect(bar.accessibilityTraits.contains(.tabBar))
        #expect(!bar.isAccessibilityElement)
        let tabs = tabs(of: bar)
        #expect(tabs.map(\.accessibilityLabel) == ["Mail", "Calendar", "Notes"])
        #expect(tabs.map { $0.accessibilityTraits.contains(.selected) } == [true, false, false])
        #expect(tabs.allSatisfy { $0.accessibilityTraits.contains(.button) })
        #expect(tabs.map(\.frame.width) == [10, 10, 10], "the tabs share the bar's width")
        #expect(window.renderGrid().lines[5].contains("Calendar"))
    }

    @Test func tappingATabSelectsItAndTellsTheDelegate() {
        let (bar, items) = tabBar(["Mail", "Calendar", "Notes"])
        let log = TabLog()
        bar.delegate = log
        let finger = Finger(windows: [window])
        #expect(finger.tap(at: CGPoint(x: 15, y: 5)))
        #expect(bar.selectedItem === items[1])
        #expect(tabs(of: bar).map { $0.accessibilityTraits.contains(.selected) } == [false, true, false])
        #expect(finger.tap(at: CGPoint(x: 15, y: 5)), "the selected tab tapped again")
        #expect(log.selected == ["Calendar", "Calendar"])
        bar.selectedItem = items[2]
        #expect(log.selected == ["Calendar", "Calendar"], "setting the selection tells no delegate, as in UIKit")
    }

    /// UIKit's tab for a disabled item does not take the not-enabled trait, so VoiceOver does
    /// not say "Dimmed" [3p: AccessibilitySnapshot's tab bar reference images, iOS 17.5, 18.5
    /// and 26.2: "Item C. Tab. 3 of 6."]; it is drawn dim and a tap does nothing.
    @Test func aDisabledTabIsNotSaidDimmedAndCannotBeSelected() {
        let (bar, items) = tabBar(["Mail", "Calendar"])
        items[1].isEnabled = false
        #expect(!tabs(of: bar)[1].accessibilityTraits.contains(.notEnabled))
        _ = Finger(windows: [window]).tap(at: CGPoint(x: 20, y: 5))
        #expect(bar.selectedItem === items[0])
    }

    @Test func aTabsLabelHintAndBadgeComeFromItsItem() {
        let (bar, items) = tabBar(["Mail"])
        items[0].accessibilityLabel = "Mailboxes"
        items[0].accessibilityHint = "Shows your mailboxes"
        items[0].badgeValue = "3"
        let tab = tabs(of: bar)[0]
        #expect(tab.accessibilityLabel == "Mailboxes")
        #expect(tab.accessibilityHint == "Shows your mailboxes")
        #expect(tab.accessibilityValue == "3")
        #expect(window.renderGrid().lines[5].contains("Mail (3)"))
    }

    @Test func newItemsReplaceTheTabsAndASelectionThatIsGone() {
        let (bar, _) = tabBar(["Mail", "Calendar"])
        bar.setItems([UITabBarItem(title: "Photos", image: nil, tag: 0)], animated: false)
        bar.layoutIfNeeded()
        #expect(tabs(of: bar).map(\.accessibilityLabel) == ["Photos"])
        #expect(bar.selectedItem == nil)
    }

    private func segmented(_ titles: [String]) -> UISegmentedControl {
        let control = UISegmentedControl(items: titles)
        control.frame = CGRect(x: 0, y: 0, width: 30, height: 1)
        window.addSubview(control)
        control.layoutIfNeeded()
        return control
    }

    private func segments(of control: UISegmentedControl) -> [UIView] {
        (control.accessibilityElements ?? []).compactMap { $0 as? UIView }
    }

    @Test func aSegmentedControlListsItsSegmentsAsElements() {
        let control = segmented(["Day", "Week", "Month"])
        #expect(!control.isAccessibilityElement)
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(segments(of: control).map(\.accessibilityLabel) == ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 1
        #expect(segments(of: control).map { $0.accessibilityTraits.contains(.selected) } == [false, true, false])
        #expect(segments(of: control).allSatisfy { $0.accessibilityTraits.contains(.button) })
        #expect(control.titleForSegment(at: 2) == "Month")
        #expect(window.renderGrid().lines[0].contains("Week"))
    }

    @Test func tappingASegmentSelectsItAndSendsValueChanged() {
        let control = segmented(["Day", "Week", "Month"])
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        let finger = Finger(windows: [window])
        #expect(finger.tap(at: CGPoint(x: 25, y: 0)))
        #expect(control.selectedSegmentIndex == 2)
        control.setEnabled(false, forSegmentAt: 0)
        #expect(segments(of: control)[0].accessibilityTraits.contains(.notEnabled))
        _ = finger.tap(at: CGPoint(x: 2, y: 0))
        #expect(control.selectedSegmentIndex == 2, "a disabled segment is not selected")
        #expect(changes == [2])
        control.isMomentary = true
        _ = finger.tap(at: CGPoint(x: 15, y: 0))
        #expect(changes == [2, 1])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "a momentary control keeps no selection")
    }

    @Test func insertingAndRemovingSegmentsKeepsTheSelectedOne() {
        let control = segmented(["Day", "Week"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Hour", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: control.selectedSegmentIndex) == "Week")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        control.selectedSegmentIndex = 4
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "no such segment")
    }

    @Test func aControlMadeOfActionsRunsTheChosenOne() {
        var ran: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 20, height: 1), actions: [
            UIAction(title: "List") { ran.append($0.title) }, UIAction(title: "Grid") { ran.append($0.title) },
        ])
        window.addSubview(control)
        control.layoutIfNeeded()
        #expect(control.titleForSegment(at: 1) == "Grid")
        _ = Finger(windows: [window]).tap(at: CGPoint(x: 15, y: 0))
        #expect(ran == ["Grid"])
    }

    @Test func theBackButtonTraitIsOneOfItsOwn() {
        let all: [UIAccessibilityTraits] = [.button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText,
                                            .summaryElement, .notEnabled, .updatesFrequently, .searchField,
                                            .startsMediaSession, .adjustable, .allowsDirectInteraction, .causesPageTurn,
                                            .header, .tabBar, .toggleButton]
        #expect(all.allSatisfy { $0.isDisjoint(with: .backButton) })
    }

    @Test func aSecureFieldSaysSoAndOnlyItself() {
        let password = UITextField(frame: .zero)
        let name = UITextField(frame: .zero)
        #expect(!password.isSecureTextEntry)
        password.isSecureTextEntry = true
        #expect(password.isSecureTextEntry)
        #expect(!name.isSecureTextEntry)
        password.isSecureTextEntry = false
        #expect(!password.isSecureTextEntry)
    }
}
