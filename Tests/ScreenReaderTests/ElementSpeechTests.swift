import CellKit
import Foundation
import ScreenReader
import Testing
import RotorTestSupport

/// The text for a language, from one of three.
func inEach<T>(_ language: Language, en: T, ko: T, zh: T) -> T {
    switch language {
    case .english: en
    case .korean: ko
    case .simplifiedChinese: zh
    }
}

/// Every rule of the reference's "Speech for one element", in each language.
@MainActor
@Suite("Speech for one element", .cellsScreen)
struct ElementSpeechTests: ReaderSuite {
    let fixture = ReaderFixture()

    /// What the reader says when it starts on `view`, alone in the window.
    private func said(_ view: UIView, in language: Language) -> [String] {
        window.addSubview(view)
        reader.language = language
        return reader.start().map(\.text)
    }

    private func element(_ label: String? = nil, value: String? = nil, hint: String? = nil,
                         traits: UIAccessibilityTraits = .none, y: CGFloat = 0) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: y, width: 20, height: 1))
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        view.accessibilityValue = value
        view.accessibilityHint = hint
        view.accessibilityTraits = traits
        return view
    }

    // MARK: Descriptions

    @Test(arguments: Language.allCases)
    func theLabelAndValueAreJoinedByAColonAndTheValueAloneIsSaid(language: Language) {
        #expect(said(element("Volume", value: "60%"), in: language)
            == [inEach(language, en: "Volume: 60%", ko: "Volume: 60%", zh: "Volume：60%")])
        let valueOnly = element(value: "60%", y: 2)
        window.addSubview(valueOnly)
        #expect(reader.perform(.swipeRight).map(\.text) == [inEach(language, en: "60%", ko: "60%", zh: "60%")])
    }

    @Test(arguments: [
        ("  Inbox\n", "Inbox"),                    // ASCII spaces and line breaks at the ends
        ("\tInbox\u{0B}", "Inbox"),                // tab and vertical tab
        ("\u{00A0}Inbox\u{3000}", "Inbox"),        // no-break and ideographic spaces
        ("\u{2028}Inbox\u{0085}", "Inbox"),        // line separator and next line
        ("Éclair café", "Éclair café"),            // letters beyond ASCII at both ends stay
        ("受信 トレイ", "受信 トレイ"),
        ("In box", "In box"),                      // spaces inside stay
    ])
    func whiteSpaceAtEitherEndOfALabelIsNotSaid(label: String, expected: String) {
        #expect(said(element(label), in: .english) == [expected])
    }

    @Test(arguments: Language.allCases)
    func selectedWrapsTheDescriptionOrIsSaidAlone(language: Language) {
        #expect(said(element("Photos", traits: .selected), in: language)
            == [inEach(language, en: "Selected: Photos", ko: "선택됨: Photos", zh: "已选定：Photos")])
        window.addSubview(element(traits: .selected, y: 2))
        #expect(reader.perform(.swipeRight).map(\.text) == [inEach(language, en: "Selected.", ko: "선택됨.", zh: "已选定。")],
                "never `Selected: .`")
    }

    @Test(arguments: Language.allCases)
    func anElementWithOnlyAHintSaysItAsItsDescriptionWithItsTraitWordsAndNothingAfter(language: Language) {
        #expect(said(element(hint: "Opens the menu", traits: .button), in: language)
            == [inEach(language, en: "Opens the menu. Button.", ko: "Opens the menu. 버튼.", zh: "Opens the menu。按钮。")])
    }

    // MARK: Switches

    @Test(arguments: Language.allCases)
    func aSwitchSaysSwitchButtonAndItsStateNeverItsValue(language: Language) {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.isOn = true
        #expect(said(toggle, in: language) == inEach(
            language, en: ["Wi-Fi. Switch Button. On.", "Double tap to toggle setting."],
            ko: ["Wi-Fi. 스위치 버튼. 켬.", "설정을 전환하려면 이중 탭하십시오."],
            zh: ["Wi-Fi。开关按钮。开。", "连按两次以切换设置。"]))
        #expect(toggle.accessibilityTraits.contains([.button, .toggleButton]), "a UISwitch carries what UIKit gives it")
        toggle.isOn = false
        #expect(reader.perform(.firstElement).first?.text
            == inEach(language, en: "Wi-Fi. Switch Button. Off.", ko: "Wi-Fi. 스위치 버튼. 끔.", zh: "Wi-Fi。开关按钮。关。"))
        // A value the app gives a UISwitch is not said: it keeps saying its state.
        toggle.accessibilityValue = "2"
        #expect(reader.perform(.firstElement).first?.text
            == inEach(language, en: "Wi-Fi. Switch Button. Off.", ko: "Wi-Fi. 스위치 버튼. 끔.", zh: "Wi-Fi。开关按钮。关。"))
        // A view with the switch-button trait says its value "2" as Mixed.
        toggle.removeFromSuperview()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        custom.isAccessibilityElement = true
        custom.accessibilityLabel = "Wi-Fi"
        custom.accessibilityTraits = [.button, .toggleButton]
        custom.accessibilityValue = "2"
        window.addSubview(custom)
        #expect(reader.perform(.firstElement).first?.text
            == inEach(language, en: "Wi-Fi. Switch Button. Mixed.", ko: "Wi-Fi. 스위치 버튼. 혼합.", zh: "Wi-Fi。开关按钮。混合。"))
    }

    @Test(arguments: Language.allCases)
    func aSwitchsOtherValueFollowsTheTraitWordsSoFar(language: Language) {
        let toggle = element("Lights", value: "Auto", traits: [.button, .toggleButton, .header])
        #expect(said(toggle, in: language).first == inEach(
            language, en: "Lights. Switch Button. Auto. Heading.", ko: "Lights. 스위치 버튼. Auto. 머리말.",
            zh: "Lights。开关按钮。Auto。标题。"))
    }

    @Test(arguments: Language.allCases)
    func theToggleTraitWithoutTheButtonTraitSaysOnlyTheState(language: Language) {
        #expect(said(element("Lights", value: "1", traits: .toggleButton), in: language).first
            == inEach(language, en: "Lights. On.", ko: "Lights. 켬.", zh: "Lights。开。"))
    }

    @Test(arguments: Language.allCases)
    func aSwitchsHintComesAfterTheAppsOwn(language: Language) {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.accessibilityHint = "Joins known networks"
        #expect(said(toggle, in: language).last == inEach(
            language, en: "Joins known networks. Double tap to toggle setting.",
            ko: "Joins known networks. 설정을 전환하려면 이중 탭하십시오.", zh: "Joins known networks。连按两次以切换设置。"))
    }

    // MARK: Trait words

    @Test(arguments: Language.allCases)
    func traitWordsComeInVoiceOversOrder(language: Language) {
        let all: UIAccessibilityTraits = [.searchField, .image, .adjustable, .link, .header, .button, .notEnabled]
        #expect(said(element("X", traits: all), in: language) == [inEach(
            language, en: "X. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field.",
            ko: "X. 흐리게 표시됨. 버튼. 머리말. 링크. 조절 가능. 이미지. 검색 필드.",
            zh: "X。变暗。按钮。标题。链接。可调整。图像。搜索栏。")], "dimmed: no adjustable hint")
    }

    @Test(arguments: [(UIAccessibilityTraits.keyboardKey, "Q"), (.tabBarItem, "Q. Tab."), (.backButton, "Q. Back Button."),
                      (.toggleButton, "Q. Switch Button.")])
    func buttonIsNotSaidForAKeyATabABackButtonOrASwitch(trait: UIAccessibilityTraits, expected: String) {
        #expect(said(element("Q", traits: [.button, trait]), in: .english).first == expected)
    }

    @Test(arguments: Language.allCases)
    func aBackButtonSaysBackButtonAndNotALabelThatOnlySaysBack(language: Language) {
        let back = element(inEach(language, en: "Back", ko: "뒤로", zh: "返回"), traits: [.button, .backButton])
        #expect(said(back, in: language) == [inEach(language, en: "Back Button.", ko: "뒤로 버튼.", zh: "返回按钮。")])
        window.addSubview(element("Settings", traits: [.button, .backButton], y: 2))
        #expect(reader.perform(.swipeRight).map(\.text)
            == [inEach(language, en: "Settings. Back Button.", ko: "Settings. 뒤로 버튼.", zh: "Settings。返回按钮。")])
    }

    @Test(arguments: Language.allCases)
    func aTabBarItemSaysTab(language: Language) {
        #expect(said(element("Home", traits: [.button, .tabBarItem]), in: language)
            == [inEach(language, en: "Home. Tab.", ko: "Home. 탭.", zh: "Home。标签。")])
    }

    @Test(arguments: Language.allCases)
    func anImageViewThatIsAnElementIsAnImage(language: Language) {
        let image = UIImageView(image: UIImage(cells: ["/\\"]))
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Sunset"
        #expect(said(image, in: language) == [inEach(language, en: "Sunset. Image.", ko: "Sunset. 이미지.", zh: "Sunset。图像。")])
    }

    // MARK: Text fields

    @Test(arguments: Language.allCases)
    func aTextFieldSaysTextFieldAndItsHintReplacesTheAppsOwn(language: Language) {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        field.accessibilityLabel = "Subject"
        field.placeholder = "No subject"
        field.accessibilityHint = "What the message is about"
        #expect(said(field, in: language) == inEach(
            language, en: ["Subject: No subject. Text Field.", "Double tap to edit."],
            ko: ["Subject: No subject. 텍스트 필드.", "편집하려면 이중 탭하십시오."],
            zh: ["Subject：No subject。文本栏。", "连按两次以编辑。"]))
        reader.perform(.doubleTap)
        #expect(reader.perform(.firstElement).map(\.text) == inEach(
            language, en: ["Subject: No subject. Text Field. Is editing.", "Use the rotor to access Misspelled Words"],
            ko: ["Subject: No subject. 텍스트 필드. 편집 중.", "철자가 틀린 단어로 이동하려면 로터를 사용하십시오"],
            zh: ["Subject：No subject。文本栏。正在编辑。", "使用转子访问拼写错误的单词"]))
    }

    @Test(arguments: Language.allCases)
    func aSecureTextFieldNeverSaysItsText(language: Language) {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        field.accessibilityLabel = "Password"
        field.isSecureTextEntry = true
        field.text = "hunter2"
        let spoken = said(field, in: language)
        #expect(spoken.first == inEach(language, en: "Password: •••••••. Secure Text Field.",
                                       ko: "Password: •••••••. 보안 텍스트 필드.", zh: "Password：•••••••。安全文本栏。"))
        #expect(!spoken.joined().contains("hunter2"))
    }

    // MARK: System hints

    @Test(arguments: Language.allCases)
    func theAdjustableHintComesAfterTheAppsOwnButNotWhenDimmedOrHintOnly(language: Language) {
        let slider = element("Volume", value: "5", hint: "Sets the volume", traits: .adjustable)
        #expect(said(slider, in: language).last == inEach(
            language, en: "Sets the volume. Swipe up or down with one finger to adjust the value.",
            ko: "Sets the volume. 값을 조절하려면 한 손가락으로 위 또는 아래로 쓸어넘기십시오.",
            zh: "Sets the volume。用一个手指向上或向下轻扫以调整值。"))
        slider.accessibilityTraits = [.adjustable, .notEnabled]
        #expect(reader.perform(.firstElement).last == Utterance("Sets the volume", kind: .hint, language: language.code))
        window.addSubview(element(hint: "Sets the volume", traits: .adjustable, y: 2))
        #expect(reader.perform(.swipeRight).map(\.text)
            == [inEach(language, en: "Sets the volume. Adjustable.", ko: "Sets the volume. 조절 가능.", zh: "Sets the volume。可调整。")])
    }

    // MARK: Context words

    @Test(arguments: Language.allCases, [false, true])
    func aListSaysWhereItStartsAndEndsAndNothingBetween(language: Language, listsElements: Bool) {
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        list.accessibilityContainerType = .list
        let songs = (0..<3).map { element("Song \($0 + 1)", y: CGFloat($0 * 2)) }
        songs.forEach(list.addSubview)
        if listsElements { list.accessibilityElements = songs }
        let first = said(list, in: language)
        let rest = [reader.perform(.swipeRight), reader.perform(.swipeRight)].map { $0.map(\.text) }
        #expect([first] + rest == inEach(
            language, en: [["Song 1. List Start."], ["Song 2"], ["Song 3. List End."]],
            ko: [["Song 1. 목록 시작."], ["Song 2"], ["Song 3. 목록 끝."]],
            zh: [["Song 1。列表开始。"], ["Song 2"], ["Song 3。列表结束。"]]))
    }

    @Test(arguments: Language.allCases)
    func aListsOnlyElementSaysOnlyTheStart(language: Language) {
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        list.accessibilityContainerType = .list
        let only = UIAccessibilityElement(accessibilityContainer: list)
        only.accessibilityLabel = "Only"
        only.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 10, height: 1)
        list.accessibilityElements = [only]
        #expect(said(list, in: language) == [inEach(language, en: "Only. List Start.", ko: "Only. 목록 시작.", zh: "Only。列表开始。")])
    }

    @Test(arguments: Language.allCases)
    func aLandmarkSaysLandmarkFirstAndEndLast(language: Language) {
        let region = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        region.accessibilityContainerType = .landmark
        for (row, name) in ["A", "B", "C"].enumerated() { region.addSubview(element(name, y: CGFloat(row * 2))) }
        let first = said(region, in: language)
        let rest = [reader.perform(.swipeRight), reader.perform(.swipeRight)].map { $0.map(\.text) }
        #expect([first] + rest == inEach(
            language, en: [["A. Landmark."], ["B"], ["C. End."]], ko: [["A. 랜드마크."], ["B"], ["C. 끝."]],
            zh: [["A。地标。"], ["B"], ["C。结束。"]]))
    }

    @Test(arguments: Language.allCases)
    func aTabBarsElementsAreTabsNOfMWithoutButton(language: Language) {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
        bar.accessibilityTraits = .tabBar
        for (index, name) in ["Home", "Search", "Library", "Profile"].enumerated() {
            let tab = UIButton(frame: CGRect(x: CGFloat(index * 10), y: 0, width: 9, height: 1))
            tab.setTitle(name, for: .normal)
            if index == 0 { tab.accessibilityTraits = [.button, .selected] }
            bar.addSubview(tab)
        }
        #expect(said(bar, in: language) == [inEach(
            language, en: "Selected: Home. Tab. 1 of 4.", ko: "선택됨: Home. 탭. 4개 중 1번째.", zh: "已选定：Home。标签。第1项，共4项。")])
        #expect(reader.perform(.swipeRight).map(\.text) == [inEach(
            language, en: "Search. Tab. 2 of 4.", ko: "Search. 탭. 4개 중 2번째.", zh: "Search。标签。第2项，共4项。")])
    }

    @Test func aViewThatBecomesATabBarGivesItsElementsTheirPlaces() {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        bar.accessibilityContainerType = .semanticGroup
        bar.addSubview(element("Home").moved(toX: 0))
        bar.addSubview(element("Search").moved(toX: 10))
        #expect(said(bar, in: .english) == ["Home"])
        bar.accessibilityTraits = .tabBar
        #expect(reader.perform(.swipeRight).map(\.text) == ["Search. Tab. 2 of 2."])
    }

    /// A list at the bottom of a screen of 600 labels: its places are kept with the runs of the
    /// walk that hold them, so what changes inside the list, what leaves it and what the list
    /// stops being must each be heard at the next focus.
    @Test func aListsPlacesFollowWhatChangesInsideItAndWhatLeavesIt() {
        for index in 0..<600 {
            window.addSubview(element("L\(index)", y: CGFloat(index / 3 % 18)).moved(toX: CGFloat(index % 3 * 20)))
        }
        let list = UIView(frame: CGRect(x: 0, y: 18, width: 60, height: 2))
        list.accessibilityContainerType = .list
        let songs = ["Song 1", "Song 2", "Song 3"].enumerated().map { element($1, y: 0).moved(toX: CGFloat($0 * 20)) }
        songs.forEach(list.addSubview)
        window.addSubview(list)
        reader.start()
        #expect(reader.perform(.lastElement).map(\.text) == ["Song 3. List End."])
        // Hidden inside the list: the list is one shorter.
        songs[2].isHidden = true
        #expect(reader.perform(.lastElement).map(\.text) == ["Song 2. List End."])
        songs[2].isHidden = false
        // Moved out of the list (to the window, below it): the list starts at Song 2.
        songs[0].removeFromSuperview()
        window.addSubview(songs[0])
        songs[0].frame = CGRect(x: 50, y: 19, width: 10, height: 1)
        #expect(reader.perform(.lastElement).map(\.text) == ["Song 1"])
        #expect(reader.perform(.swipeLeft).map(\.text) == ["Song 3. List End."])
        #expect(reader.perform(.swipeLeft).map(\.text) == ["Song 2. List Start."])
        // The list becomes a landmark, then nothing that gives context.
        list.accessibilityContainerType = .landmark
        #expect(reader.perform(.swipeRight).map(\.text) == ["Song 3. End."])
        list.accessibilityContainerType = .none
        #expect(reader.perform(.swipeLeft).map(\.text) == ["Song 2"])
    }

    /// A view of the app's own class may work out its container type in a getter, which no setter
    /// reports: the places kept beside 600 labels stand until the app posts a layout change.
    @Test func aComputedContainerTypeIsReadAgainAfterAPostedLayoutChange() {
        final class Box: UIView {
            var isList = false
            override var accessibilityContainerType: UIAccessibilityContainerType {
                get { isList ? .list : .none }
                set {}
            }
        }
        for index in 0..<600 {
            window.addSubview(element("L\(index)", y: CGFloat(index / 3 % 18)).moved(toX: CGFloat(index % 3 * 20)))
        }
        let box = Box(frame: CGRect(x: 0, y: 18, width: 60, height: 2))
        box.addSubview(element("A", y: 0))
        box.addSubview(element("B", y: 0).moved(toX: 20))
        window.addSubview(box)
        reader.start()
        #expect(reader.perform(.lastElement).map(\.text) == ["B"])
        box.isList = true
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(reader.perform(.lastElement).map(\.text) == ["B. List End."])
    }

    @Test(arguments: Language.allCases)
    func aSeriesSaysNOfM(language: Language) {
        final class Segments: UIView, AccessibilitySeries {}
        let segments = Segments(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        for (index, name) in ["Day", "Week", "Month"].enumerated() {
            segments.addSubview(element(name, traits: .button, y: 0).moved(toX: CGFloat(index * 10)))
        }
        #expect(said(segments, in: language) == [inEach(
            language, en: "Day. Button. 1 of 3.", ko: "Day. 버튼. 3개 중 1번째.", zh: "Day。按钮。第1项，共3项。")])
        reader.perform(.swipeRight)
        #expect(reader.perform(.swipeRight).map(\.text) == [inEach(
            language, en: "Month. Button. 3 of 3.", ko: "Month. 버튼. 3개 중 3번째.", zh: "Month。按钮。第3项，共3项。")])
    }

    @Test(arguments: Language.allCases)
    func aDataTableCellSaysItsHeadersRowAndColumn(language: Language) {
        let table = Table()
        let first = said(table, in: language)
        let rest = (0..<4).map { _ in reader.perform(.swipeRight).map(\.text) }
        #expect([first] + rest == inEach(
            language,
            en: [["Name. Row 1. Column 1."], ["Age. Column 2."], ["Ana. Row 2. Column 1."], ["Age. 34. Column 2."],
                 ["Name. Total. Spans 2 columns. Row 3. Column 1."]],
            ko: [["Name. 1행. 1열."], ["Age. 2열."], ["Ana. 2행. 1열."], ["Age. 34. 2열."],
                 ["Name. Total. 2개 열에 걸침. 3행. 1열."]],
            zh: [["Name。第1行。第1列。"], ["Age。第2列。"], ["Ana。第2行。第1列。"], ["Age。34。第2列。"],
                 ["Name。Total。跨2列。第3行。第1列。"]]))
    }

    // MARK: Actions and Verbosity

    private func messageWithActions(hint: String? = "Opens it") -> UIView {
        let message = element("Message", hint: hint)
        message.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in true }]
        return message
    }

    @Test(arguments: Language.allCases)
    func actionsAvailableComesAfterTheHint(language: Language) {
        #expect(said(messageWithActions(), in: language) == inEach(
            language, en: ["Message", "Opens it. Actions Available."], ko: ["Message", "Opens it. 동작 사용 가능."],
            zh: ["Message", "Opens it。有可用操作。"]))
        window.subviews.forEach { $0.removeFromSuperview() }
        window.addSubview(messageWithActions(hint: nil))
        #expect(reader.perform(.firstElement).map(\.description) == inEach(
            language, en: ["Message", "Actions Available."], ko: ["Message", "동작 사용 가능."], zh: ["Message", "有可用操作。"]))
    }

    @Test(arguments: Language.allCases)
    func verbosityPlaysASoundChangesTheRotorOrDoesNothingForActions(language: Language) {
        reader.verbosity.actions = .playSound
        let message = messageWithActions()
        let description = inEach(language, en: "Message", ko: "Message", zh: "Message")
        #expect(said(message, in: language) == [description, "Opens it", "actions"])
        #expect(reader.perform(.firstElement).last?.kind == .earcon)
        reader.verbosity.actions = .changeRotor
        #expect(reader.perform(.firstElement).map(\.text) == [description, "Opens it"])
        #expect(reader.rotor.setting == .actions, "the rotor turns to Actions")
        #expect(reader.perform(.swipeDown).map(\.text) == ["Archive"])
        reader.verbosity.actions = .doNothing
        let rotor = reader.rotor.setting
        #expect(reader.perform(.firstElement).map(\.text) == [description, "Opens it"])
        #expect(reader.rotor.setting == rotor)
    }

    @Test(arguments: Language.allCases)
    func withHintsOffActionsAvailableIsStillSaid(language: Language) {
        reader.verbosity.speaksHints = false
        #expect(said(messageWithActions(), in: language)
            == inEach(language, en: ["Message", "Actions Available."], ko: ["Message", "동작 사용 가능."], zh: ["Message", "有可用操作。"]))
    }

    @Test func changeRotorLeavesAnAdjustableOnAdjustValue() {
        reader.verbosity.actions = .changeRotor
        let slider = element("Volume", value: "5", traits: .adjustable)
        slider.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Reset") { _ in true }]
        _ = said(slider, in: .english)
        #expect(reader.rotor.setting == .adjustValue)
    }

    @Test func theRotorsHintsTurnsVerbositysSpeakHints() {
        _ = said(element("Send", hint: "Sends it"), in: .english)
        for _ in 0..<4 { reader.perform(.rotateClockwise) }
        #expect(reader.rotor.setting == .hints)
        reader.perform(.swipeDown)
        #expect(reader.verbosity.speaksHints == false)
        #expect(reader.perform(.firstElement).map(\.text) == ["Send"])
    }
}

extension UIView {
    /// The view, moved to `x` in its superview.
    fileprivate func moved(toX x: CGFloat) -> UIView {
        frame.origin.x = x
        return self
    }
}

/// A table of three rows: a header row (Name, Age), a row (Ana, 34), and a cell spanning both
/// columns (Total). Each column's header is its first row's cell.
@MainActor
private final class Table: UIView, UIAccessibilityContainerDataTable {
    final class Cell: UIView, UIAccessibilityContainerDataTableCell {
        let row: Int, column: Int, width: Int
        /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
        required init?(coder: NSCoder) {
            nil
        }

        init(_ label: String, row: Int, column: Int, width: Int = 1) {
            self.row = row
            self.column = column
            self.width = width
            super.init(frame: CGRect(x: column * 10, y: row * 2, width: width * 10 - 1, height: 1))
            isAccessibilityElement = true
            accessibilityLabel = label
        }
        func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }
        func accessibilityColumnRange() -> NSRange { NSRange(location: column, length: width) }
    }

    let cells = [Cell("Name", row: 0, column: 0), Cell("Age", row: 0, column: 1), Cell("Ana", row: 1, column: 0),
                 Cell("34", row: 1, column: 1), Cell("Total", row: 2, column: 0, width: 2)]

    required init?(coder: NSCoder) {
        nil
    }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        accessibilityContainerType = .dataTable
        cells.forEach(addSubview)
    }

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
        cells.first { $0.row == row && ($0.column..<$0.column + $0.width).contains(column) }
    }
    func accessibilityRowCount() -> Int { 3 }
    func accessibilityColumnCount() -> Int { 2 }
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        cells.filter { $0.row == 0 && $0.column == column }
    }
}
