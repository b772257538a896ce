import CellKit
import ScreenReader
import Testing
import RotorTestSupport

@MainActor
@Suite("Controls as VoiceOver speaks and operates them", .cellsScreen)
struct ControlTests: ReaderSuite {
    let fixture = ReaderFixture()

    @Test func whatAnAdjustmentChangesInTheAppIsSeenAtOnce() {
        // A list whose elements are worked out from the slider's value each time they are
        // asked for: no property setter tells VoiceOver they changed.
        final class Results: UIView {
            let slider: UISlider
            let rows: [UIAccessibilityElement]
            /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
            required init?(coder: NSCoder) {
                nil
            }

            init(slider: UISlider) {
                self.slider = slider
                rows = (1...10).map { number in
                    let row = UIAccessibilityElement(accessibilityContainer: slider)
                    row.accessibilityLabel = "Result \(number)"
                    // A frame, or the swipe passes over the row (an empty frame is not visited).
                    row.accessibilityFrameInContainerSpace = CGRect(x: 0, y: number - 1, width: 20, height: 1)
                    return row
                }
                super.init(frame: CGRect(x: 0, y: 2, width: 20, height: 5))
            }
            override var accessibilityElements: [Any]? {
                get { Array(rows.prefix(Int((slider.value * 10).rounded()))) }
                set {}
            }
        }
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        slider.accessibilityLabel = "Results shown"
        window.addSubview(slider)
        window.addSubview(Results(slider: slider))
        reader.start()
        #expect(reader.elements.count == 1)
        reader.perform(.swipeUp)
        #expect(reader.elements.map(\.label) == ["Results shown", "Result 1"], "the adjustment's new element is seen")
        #expect(reader.perform(.swipeRight).map(\.text) == ["Result 1"])
    }

    @Test func aButtonSpeaksItsTitleAndADoubleTapSendsItsAction() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        button.setTitle("Send", for: .normal)
        var sent = 0
        button.addAction(UIAction { _ in sent += 1 }, for: .primaryActionTriggered)
        window.addSubview(button)
        #expect(reader.start().map(\.text) == ["Send. Button."])
        reader.perform(.doubleTap)
        #expect(sent == 1)
    }

    @Test func aDisabledButtonIsDimmedAndDoesNothing() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        button.setTitle("Send", for: .normal)
        button.isEnabled = false
        var sent = 0
        button.addAction(UIAction { _ in sent += 1 }, for: .primaryActionTriggered)
        window.addSubview(button)
        #expect(reader.start().map(\.text) == ["Send. Dimmed. Button."])
        reader.perform(.doubleTap)
        #expect(sent == 0)
    }

    @Test func aSwitchSaysItsStateEvenWhenTheAppGivesItAValue() {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        toggle.accessibilityLabel = "Label"
        toggle.accessibilityValue = "Value"
        toggle.isOn = true
        window.addSubview(toggle)
        #expect(reader.start().map(\.text) == ["Label. Switch Button. On.", "Double tap to toggle setting."])
        // A view that only has the switch-button trait says its own value.
        toggle.removeFromSuperview()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        plain.isAccessibilityElement = true
        plain.accessibilityLabel = "Label"
        plain.accessibilityValue = "Value"
        plain.accessibilityTraits = [.button, .toggleButton]
        window.addSubview(plain)
        #expect(reader.perform(.firstElement).map(\.text).first == "Label. Switch Button. Value.")
    }

    @Test func aSwitchSaysItsStateAfterSwitchButtonAndFlipsOnADoubleTap() {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        toggle.accessibilityLabel = "Wi-Fi"
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        window.addSubview(toggle)
        #expect(reader.start().map(\.text) == ["Wi-Fi. Switch Button. Off.", "Double tap to toggle setting."])
        #expect(reader.perform(.doubleTap).map(\.text) == ["On"])
        #expect(reader.perform(.doubleTap).map(\.text) == ["Off"])
        #expect(changes == [true, false])
    }

    @Test func aSliderMovesATenthOfItsRangeASwipe() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        slider.accessibilityLabel = "Brightness"
        slider.value = 0.5
        window.addSubview(slider)
        #expect(reader.start().map(\.text)
            == ["Brightness: 50%. Adjustable.", "Swipe up or down with one finger to adjust the value."])
        #expect(reader.perform(.swipeUp).map(\.text) == ["60%"])
        for _ in 0..<6 { reader.perform(.swipeUp) }
        #expect(slider.value == 1, "the value stops at the maximum")
        #expect(reader.perform(.swipeDown).map(\.text) == ["90%"])
    }

    @Test func aTextFieldSpeaksItsPlaceholderAndSaysWhenEditing() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        field.accessibilityLabel = "Subject"
        field.placeholder = "No subject"
        window.addSubview(field)
        #expect(reader.start().map(\.text) == ["Subject: No subject. Text Field.", "Double tap to edit."])
        reader.perform(.doubleTap)
        #expect(field.isEditing)
        #expect(reader.perform(.firstElement).map(\.text)
            == ["Subject: No subject. Text Field. Is editing.", "Use the rotor to access Misspelled Words"])
    }

    @Test func controlsSpeakInKoreanAndChinese() {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.isOn = true
        window.addSubview(toggle)
        reader.language = .korean
        #expect(reader.start().map(\.text) == ["Wi-Fi. 스위치 버튼. 켬.", "설정을 전환하려면 이중 탭하십시오."])
        reader.language = .simplifiedChinese
        #expect(reader.perform(.firstElement).map(\.text) == ["Wi-Fi。开关按钮。开。", "连按两次以切换设置。"])
    }
}
