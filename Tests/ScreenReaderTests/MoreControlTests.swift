import CellKit
import ScreenReader
import Testing
import RotorTestSupport

/// Steppers, page controls, text views and tab bar items as VoiceOver says them, after
/// AccessibilitySnapshot's reference images (issue 37).
@MainActor
@Suite("Steppers, page controls, text views and tab items", .cellsScreen)
struct MoreControlTests: ReaderSuite {
    let fixture = ReaderFixture()

    private func stepper(value: Double = 0) -> UIStepper {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        stepper.maximumValue = 2
        stepper.value = value
        window.addSubview(stepper)
        return stepper
    }

    /// AccessibilitySnapshot's stepper-at-minimum images: "Decrement. Dimmed. Button." on iOS 17.5
    /// and 18.5, "Decrement. Button." on 26.2.
    @Test(arguments: [("17.5", "Decrement. Dimmed. Button."), ("18.5", "Decrement. Dimmed. Button."),
                      ("26.2", "Decrement. Button.")])
    func aSteppersButtonsAreDecrementAndIncrementTheOneAtItsEndDimmedBeforeIOS26(version: String, decrement: String) {
        UIDevice.simulating(UIDevice(idiom: .phone, systemVersion: version)) { _ = stepper() }
        #expect(reader.start().map(\.text) == [decrement])
        #expect(reader.perform(.swipeRight).map(\.text) == ["Increment. Button."])
        reader.perform(.swipeLeft)
        #expect(reader.perform(.doubleTap).allSatisfy { $0.text != "1" }, "at its minimum a press does nothing")
    }

    @Test func aDisabledSteppersButtonsAreDimmedOnEveryVersion() {
        let stepper = stepper()
        stepper.isEnabled = false
        #expect(reader.start().map(\.text) == ["Decrement. Dimmed. Button."])
        #expect(reader.perform(.swipeRight).map(\.text) == ["Increment. Dimmed. Button."])
    }

    @Test func aPressSaysTheNewValueAndSendsValueChanged() {
        let stepper = stepper()
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        reader.start()
        reader.perform(.swipeRight)
        #expect(reader.perform(.doubleTap).map(\.text) == ["1"])
        #expect(reader.perform(.doubleTap).map(\.text) == ["2"])
        #expect(stepper.value == 2 && changes == 2)
        // At the top, the increment button is dimmed and a press changes nothing.
        #expect(reader.perform(.doubleTap).map(\.text).isEmpty)
        #expect(reader.perform(.swipeLeft).map(\.text) == ["Decrement. Button."])
        #expect(reader.perform(.doubleTap).map(\.text) == ["1"])
    }

    @Test func aWrappingStepperGoesRoundAndNeitherButtonIsDimmed() {
        let stepper = stepper(value: 2)
        stepper.wraps = true
        reader.start()
        #expect(reader.perform(.swipeRight).map(\.text) == ["Increment. Button."])
        #expect(reader.perform(.doubleTap).map(\.text) == ["0"])
    }

    @Test func stepperButtonsInKoreanAndChinese() {
        _ = stepper(value: 1)
        reader.language = .korean
        #expect(reader.start().map(\.text) == ["감소. 버튼."])
        reader.language = .simplifiedChinese
        #expect(reader.perform(.swipeRight).map(\.text) == ["递增。按钮。"])
    }

    private func pageControl() -> UIPageControl {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        control.numberOfPages = 3
        control.currentPage = 1
        window.addSubview(control)
        return control
    }

    @Test func aPageControlSaysItsPageAndSwipesTurnIt() {
        let control = pageControl()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(reader.start().map(\.text)
            == ["page 2 of 3. Adjustable.", "Swipe up or down with one finger to adjust the value."])
        #expect(reader.perform(.swipeUp).map(\.text) == ["page 3 of 3"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["page 3 of 3"], "the last page stays")
        #expect(reader.perform(.swipeDown).map(\.text) == ["page 2 of 3"])
        #expect(control.currentPage == 1 && changes == 2)
    }

    @Test func aPageControlInKoreanAndChinese() {
        _ = pageControl()
        reader.language = .korean
        #expect(reader.start().first?.text == "3페이지 중 2페이지. 조절 가능.")
        reader.language = .simplifiedChinese
        #expect(reader.perform(.swipeUp).map(\.text) == ["第3页，共3页"])
    }

    @Test func aPageControlForOnePageCanHide() {
        let control = pageControl()
        control.numberOfPages = 1
        reader.start()
        #expect(reader.elements.count == 1)
        control.hidesForSinglePage = true
        #expect(reader.elements.isEmpty)
    }

    @Test func aPageControlHasInputLabelsButDoesNotSayThem() {
        let control = pageControl()
        #expect(control.accessibilityUserInputLabels == ["Page control"])
        control.accessibilityUserInputLabels = ["Pages", "Dots"]
        #expect(!reader.start().map(\.text).joined().contains("Pages"))
        #expect(ElementTreeDump(screenReader: reader).text.contains("input labels [\"Pages\", \"Dots\"]"))
    }

    @Test func aTextViewIsATextFieldWithTheTextAreasHints() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        view.text = "Hello from Text View"
        window.addSubview(view)
        #expect(reader.start().map(\.text)
            == ["Hello from Text View. Text Field.", "Double tap to edit., Use the rotor to access Misspelled Words"])
        reader.perform(.doubleTap)
        #expect(view.isFirstResponder)
        #expect(reader.perform(.firstElement).map(\.text)
            == ["Hello from Text View. Text Field. Is editing.", "Use the rotor to access Misspelled Words"])
        view.isEditable = false
        #expect(!view.isFirstResponder)
        #expect(reader.perform(.firstElement).map(\.text) == ["Hello from Text View"])
    }

    @Test func aTextFieldThatIsFirstResponderSaysIsEditing() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        var began = 0
        field.addAction(UIAction { _ in began += 1 }, for: .editingDidBegin)
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && began == 1)
        #expect(reader.start().map(\.text) == ["Text Field. Is editing.", "Use the rotor to access Misspelled Words"])
    }

    private func tabBar(_ items: [UITabBarItem], selected: UITabBarItem? = nil) -> UITabBar {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 60, height: 2))
        bar.items = items
        bar.selectedItem = selected
        window.addSubview(bar)
        return bar
    }

    /// AccessibilitySnapshot's tab bar screen: a selected item, a disabled one (not said
    /// Dimmed: UIKit's tab does not take the trait), an untitled one, and the item's own label,
    /// value and hint over its title.
    @Test func tabItemsSayTheirOwnLabelValueAndHint() {
        let selected = UITabBarItem(title: "Item B", image: nil, selectedImage: nil)
        let disabled = UITabBarItem(title: "Item C", image: nil, selectedImage: nil)
        disabled.isEnabled = false
        let overridden = UITabBarItem(title: "Item E", image: nil, selectedImage: nil)
        overridden.accessibilityLabel = "Label"
        overridden.accessibilityValue = "Value"
        overridden.accessibilityHint = "Hint"
        _ = tabBar([UITabBarItem(title: "Item A", image: nil, selectedImage: nil), selected, disabled,
                    UITabBarItem(title: nil, image: nil, selectedImage: nil), overridden], selected: selected)
        var said = [reader.start().map(\.text)]
        for _ in 1..<5 { said.append(reader.perform(.swipeRight).map(\.text)) }
        #expect(said == [["Item A. Tab. 1 of 5."], ["Selected: Item B. Tab. 2 of 5."], ["Item C. Tab. 3 of 5."],
                         ["Tab. 4 of 5."], ["Label: Value. Tab. 5 of 5.", "Hint"]])
    }

    /// A selection made in code (an app switching tabs itself) moves "Selected" from the tab
    /// left to the tab chosen; setting the same tab again, or no tab, says so on the tabs too.
    @Test func aSelectionMadeInCodeMovesSelectedFromTheTabLeftToTheTabChosen() {
        let items = ["A", "B", "C"].map { UITabBarItem(title: $0, image: nil, selectedImage: nil) }
        let bar = tabBar(items, selected: items[0])
        #expect(reader.start().map(\.text) == ["Selected: A. Tab. 1 of 3."])
        bar.selectedItem = items[2]
        bar.selectedItem = items[2]
        var said = [reader.perform(.swipeRight).map(\.text), reader.perform(.swipeRight).map(\.text),
                    reader.perform(.swipeLeft).map(\.text), reader.perform(.swipeLeft).map(\.text)]
        #expect(said == [["B. Tab. 2 of 3."], ["Selected: C. Tab. 3 of 3."], ["B. Tab. 2 of 3."], ["A. Tab. 1 of 3."]])
        bar.selectedItem = nil
        said = [reader.perform(.swipeRight).map(\.text), reader.perform(.swipeRight).map(\.text)]
        #expect(said == [["B. Tab. 2 of 3."], ["C. Tab. 3 of 3."]])
    }

    @Test func aDisabledTabIgnoresADoubleTap() {
        let first = UITabBarItem(title: "First", image: nil, selectedImage: nil)
        let disabled = UITabBarItem(title: "Off", image: nil, selectedImage: nil)
        disabled.isEnabled = false
        let bar = tabBar([first, disabled], selected: first)
        reader.start()
        reader.perform(.swipeRight)
        reader.perform(.doubleTap)
        #expect(bar.selectedItem === first)
    }

    private func badgedBar() {
        let empty = UITabBarItem(title: "Item A", image: nil, selectedImage: nil)
        empty.badgeValue = ""
        let number = UITabBarItem(title: "Item B", image: nil, selectedImage: nil)
        number.badgeValue = "3"
        let text = UITabBarItem(title: "Item C", image: nil, selectedImage: nil)
        text.badgeValue = "A"
        let overridden = UITabBarItem(title: "Item D", image: nil, selectedImage: nil)
        overridden.badgeValue = "3"
        overridden.accessibilityValue = "Value"
        _ = tabBar([empty, number, text, overridden])
    }

    private func saidInOrder() -> [String] {
        var said = reader.start().map(\.text)
        for _ in 1..<reader.elements.count { said += reader.perform(.swipeRight).map(\.text) }
        return said
    }

    @Test func badgesAreNotSaidOnIOS26() {
        badgedBar()
        #expect(saidInOrder() == ["Item A. Tab. 1 of 4.", "Item B. Tab. 2 of 4.", "Item C. Tab. 3 of 4.",
                                  "Item D: Value. Tab. 4 of 4."])
    }

    @Test func badgesAreSaidAsTheValueOnIOS18() {
        badgedBar()
        reader.iOSMajorVersion = 18
        #expect(saidInOrder() == ["Item A. Tab. 1 of 4.", "Item B: 3 items. Tab. 2 of 4.", "Item C: A. Tab. 3 of 4.",
                                  "Item D: Value. Tab. 4 of 4."])
        reader.language = .korean
        #expect(reader.perform(.firstElement).isEmpty == false)
        #expect(reader.perform(.swipeRight).first?.text == "Item B: 항목 3개. 탭. 4개 중 2번째.")
    }
}
