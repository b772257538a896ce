/// The one table of what the screen reader says, per language. Change wording here only.
///
/// English follows VoiceOver as cashapp/AccessibilitySnapshot records it (trait words, context
/// words, system hints) and Apple's documentation (rotor settings, Verbosity); what is marked
/// [sim] is our own. Korean and Chinese: Apple publishes no list of VoiceOver's words that we
/// could find, so every phrase in those two tables is our own translation [sim], written in the
/// words Apple's Korean and Chinese software uses where we know them.
public enum PhraseBook {
    /// The text of a phrase in a language.
    public static func text(_ phrase: Phrase, in language: Language) -> String {
        switch language {
        case .english: english(phrase)
        case .korean: korean(phrase)
        case .simplifiedChinese: chinese(phrase)
        }
    }

    private static func english(_ phrase: Phrase) -> String {
        switch phrase {
        case .actionsAvailable: "Actions Available" // [3p] as AccessibilitySnapshot writes it
        case .actionsEarcon: "actions" // [sim] the sound's name
        case .moreContentAvailable: "More Content Available" // [3p] as AccessibilitySnapshot writes it
        case .customContent(let label, let value): "\(label), \(value)" // [sim] the separator
        case .position(let index, let count): "\(index) of \(count)"
        case .traitDimmed: "Dimmed"
        case .traitButton: "Button"
        case .traitBackButton: "Back Button"
        case .traitSwitchButton: "Switch Button"
        case .traitTab: "Tab"
        case .traitTextField: "Text Field"
        case .traitSecureTextField: "Secure Text Field"
        case .switchOn: "On"
        case .switchOff: "Off"
        case .switchMixed: "Mixed"
        case .isEditing: "Is editing"
        case .backLabel: "Back"
        case .stepperDecrement: "Decrement"
        case .stepperIncrement: "Increment"
        case .page(let index, let count): "page \(index) of \(count)"
        case .badgeItems(let count): count == 1 ? "1 item" : "\(count) items" // [sim] the singular
        case .progressLabel: "Progress" // [sim] UIKit's default label, not documented
        case .activityInProgress: "In progress"
        case .activityHalted: "Progress halted" // [sim]
        case .listStart: "List Start"
        case .listEnd: "List End"
        case .landmarkStart: "Landmark"
        case .landmarkEnd: "End"
        case .tableRow(let row): "Row \(row)"
        case .tableColumn(let column): "Column \(column)"
        case .spansRows(let count): "Spans \(count) rows"
        case .spansColumns(let count): "Spans \(count) columns"
        case .hintAdjustable: "Swipe up or down with one finger to adjust the value."
        case .hintToggle: "Double tap to toggle setting."
        case .expanded: "Expanded"
        case .collapsed: "Collapsed"
        case .hintCollapse: "Double tap to collapse."
        case .hintExpand: "Double tap to expand."
        case .hintEdit: "Double tap to edit."
        case .hintMisspelledWords: "Use the rotor to access Misspelled Words"
        case .hintTextArea: "Double tap to edit., Use the rotor to access Misspelled Words"
        case .traitHeading: "Heading"
        case .traitLink: "Link"
        case .traitAdjustable: "Adjustable"
        case .traitImage: "Image"
        case .traitSearchField: "Search Field"
        case .traitSelected: "Selected"
        case .selected(let description): "Selected: \(description)"
        case .rotorActions: "Actions"
        case .rotorMoreContent: "More Content"
        case .rotorAdjustValue: "Adjust value"
        case .rotorHeadings: "Headings"
        case .rotorContainers: "Containers"
        case .rotorCharacters: "Characters"
        case .rotorWords: "Words"
        case .rotorSpeechRate: "Speech rate"
        case .rotorHints: "Hints"
        // Apple's list of rotor settings names Links, Headings, Tables, Lists, Landmarks, Images
        // and Misspelled Words; the others are [sim].
        case .rotorLinks: "Links"
        case .rotorVisitedLinks: "Visited Links" // [sim]
        case .rotorHeadingLevel(let level): "Heading Level \(level)" // [sim]
        case .rotorBoldText: "Bold Text" // [sim]
        case .rotorItalicText: "Italic Text" // [sim]
        case .rotorUnderlineText: "Underline Text" // [sim]
        case .rotorMisspelledWords: "Misspelled Words"
        case .rotorImages: "Images"
        case .rotorTextFields: "Text Fields" // [sim]
        case .rotorTables: "Tables"
        case .rotorLists: "Lists"
        case .rotorLandmarks: "Landmarks"
        case .hintsOn: "Hints on"
        case .hintsOff: "Hints off"
        case .screenCurtainOn: "Screen curtain on"
        case .screenCurtainOff: "Screen curtain off"
        case .verbosityActions(let mode):
            switch mode {
            case .speak: "Actions: Speak"
            case .playSound: "Actions: Play Sound"
            case .changeRotor: "Actions: Change Rotor"
            case .doNothing: "Actions: Do Nothing"
            }
        case .percent(let value): "\(value)%"
        case .actionFailed: "Action failed" // [sim]
        case .defaultDragName(let label): "Drag \(label)" // [sim]
        case .defaultDropName(let label): "Drop into \(label)" // [sim]
        case .reorderName(let label): "Reorder \(label)" // [sim] after iOS's reorder control
        case .dropBeforeName(let label): "Drop before \(label)" // [sim]
        case .dropAfterName(let label): "Drop after \(label)" // [sim]
        case .addToDrag(let name): "Add \(name) to drag" // [sim]
        case .dragStarted(let name): "Drag started, \(name)" // [sim]
        case .itemsInDrag(let count): count == 1 ? "1 item" : "\(count) items" // [sim]
        case .dropped(let name): "Dropped, \(name)" // [sim]
        case .dropForbidden: "Drop not allowed here" // [sim]
        case .dragCancelled: "Drag cancelled" // [sim]
        case .nothingToDrag: "Nothing to drag here" // [sim]
        case .nothingToAdd: "Nothing to add" // [sim]
        case .boundary: "boundary" // [sim] the sound's name
        case .space: "space"
        }
    }

    /// Korean [sim]: every phrase.
    private static func korean(_ phrase: Phrase) -> String {
        switch phrase {
        case .actionsAvailable: "동작 사용 가능"
        case .actionsEarcon: "actions"
        case .moreContentAvailable: "추가 콘텐츠 사용 가능"
        case .customContent(let label, let value): "\(label), \(value)"
        case .position(let index, let count): "\(count)개 중 \(index)번째"
        case .traitDimmed: "흐리게 표시됨"
        case .traitButton: "버튼"
        case .traitBackButton: "뒤로 버튼"
        case .traitSwitchButton: "스위치 버튼"
        case .traitTab: "탭"
        case .traitTextField: "텍스트 필드"
        case .traitSecureTextField: "보안 텍스트 필드"
        case .switchOn: "켬"
        case .switchOff: "끔"
        case .switchMixed: "혼합"
        case .isEditing: "편집 중"
        case .backLabel: "뒤로"
        case .stepperDecrement: "감소"
        case .stepperIncrement: "증가"
        case .page(let index, let count): "\(count)페이지 중 \(index)페이지"
        case .badgeItems(let count): "항목 \(count)개"
        case .progressLabel: "진행률"
        case .activityInProgress: "진행 중"
        case .activityHalted: "진행 중단됨"
        case .listStart: "목록 시작"
        case .listEnd: "목록 끝"
        case .landmarkStart: "랜드마크"
        case .landmarkEnd: "끝"
        case .tableRow(let row): "\(row)행"
        case .tableColumn(let column): "\(column)열"
        case .spansRows(let count): "\(count)개 행에 걸침"
        case .spansColumns(let count): "\(count)개 열에 걸침"
        case .hintAdjustable: "값을 조절하려면 한 손가락으로 위 또는 아래로 쓸어넘기십시오."
        case .hintToggle: "설정을 전환하려면 이중 탭하십시오."
        case .expanded: "펼쳐짐"
        case .collapsed: "접힘"
        case .hintCollapse: "접으려면 이중 탭하십시오."
        case .hintExpand: "펼치려면 이중 탭하십시오."
        case .hintEdit: "편집하려면 이중 탭하십시오."
        case .hintMisspelledWords: "철자가 틀린 단어로 이동하려면 로터를 사용하십시오"
        case .hintTextArea: "편집하려면 이중 탭하십시오., 철자가 틀린 단어로 이동하려면 로터를 사용하십시오"
        case .traitHeading: "머리말"
        case .traitLink: "링크"
        case .traitAdjustable: "조절 가능"
        case .traitImage: "이미지"
        case .traitSearchField: "검색 필드"
        case .traitSelected: "선택됨"
        case .selected(let description): "선택됨: \(description)"
        case .rotorActions: "동작"
        case .rotorMoreContent: "추가 콘텐츠"
        case .rotorAdjustValue: "값 조절"
        case .rotorHeadings: "머리말"
        case .rotorContainers: "컨테이너"
        case .rotorCharacters: "문자"
        case .rotorWords: "단어"
        case .rotorSpeechRate: "말하기 속도"
        case .rotorHints: "힌트"
        case .rotorLinks: "링크"
        case .rotorVisitedLinks: "방문한 링크"
        case .rotorHeadingLevel(let level): "머리말 수준 \(level)"
        case .rotorBoldText: "굵은 텍스트"
        case .rotorItalicText: "기울임꼴 텍스트"
        case .rotorUnderlineText: "밑줄 텍스트"
        case .rotorMisspelledWords: "철자가 틀린 단어"
        case .rotorImages: "이미지"
        case .rotorTextFields: "텍스트 필드"
        case .rotorTables: "표"
        case .rotorLists: "목록"
        case .rotorLandmarks: "랜드마크"
        case .hintsOn: "힌트 켬"
        case .hintsOff: "힌트 끔"
        case .screenCurtainOn: "화면 커튼 켬"
        case .screenCurtainOff: "화면 커튼 끔"
        case .verbosityActions(let mode):
            switch mode {
            case .speak: "동작: 말하기"
            case .playSound: "동작: 사운드 재생"
            case .changeRotor: "동작: 로터 변경"
            case .doNothing: "동작: 아무것도 안 함"
            }
        case .percent(let value): "\(value)%"
        case .actionFailed: "동작 실패"
        case .defaultDragName(let label): "\(label) 드래그"
        case .defaultDropName(let label): "\(label)에 드롭"
        case .reorderName(let label): "\(label) 순서 변경"
        case .dropBeforeName(let label): "\(label) 앞에 드롭"
        case .dropAfterName(let label): "\(label) 뒤에 드롭"
        case .addToDrag(let name): "\(name) 드래그에 추가"
        case .dragStarted(let name): "드래그 시작됨, \(name)"
        case .itemsInDrag(let count): "항목 \(count)개"
        case .dropped(let name): "드롭됨, \(name)"
        case .dropForbidden: "여기에 드롭할 수 없음"
        case .dragCancelled: "드래그 취소됨"
        case .nothingToDrag: "여기에 드래그할 항목 없음"
        case .nothingToAdd: "추가할 항목 없음"
        case .boundary: "boundary"
        case .space: "공백"
        }
    }

    /// Simplified Chinese [sim]: every phrase. Chinese punctuation (`，` `：` `。`) goes between
    /// Chinese phrases.
    private static func chinese(_ phrase: Phrase) -> String {
        switch phrase {
        case .actionsAvailable: "有可用操作"
        case .actionsEarcon: "actions"
        case .moreContentAvailable: "有更多内容"
        case .customContent(let label, let value): "\(label)，\(value)"
        case .position(let index, let count): "第\(index)项，共\(count)项"
        case .traitDimmed: "变暗"
        case .traitButton: "按钮"
        case .traitBackButton: "返回按钮"
        case .traitSwitchButton: "开关按钮"
        case .traitTab: "标签"
        case .traitTextField: "文本栏"
        case .traitSecureTextField: "安全文本栏"
        case .switchOn: "开"
        case .switchOff: "关"
        case .switchMixed: "混合"
        case .isEditing: "正在编辑"
        case .backLabel: "返回"
        case .stepperDecrement: "递减"
        case .stepperIncrement: "递增"
        case .page(let index, let count): "第\(index)页，共\(count)页"
        case .badgeItems(let count): "\(count)个项目"
        case .progressLabel: "进度"
        case .activityInProgress: "正在进行"
        case .activityHalted: "进度已停止"
        case .listStart: "列表开始"
        case .listEnd: "列表结束"
        case .landmarkStart: "地标"
        case .landmarkEnd: "结束"
        case .tableRow(let row): "第\(row)行"
        case .tableColumn(let column): "第\(column)列"
        case .spansRows(let count): "跨\(count)行"
        case .spansColumns(let count): "跨\(count)列"
        case .hintAdjustable: "用一个手指向上或向下轻扫以调整值。"
        case .hintToggle: "连按两次以切换设置。"
        case .expanded: "已展开"
        case .collapsed: "已折叠"
        case .hintCollapse: "连按两次以折叠。"
        case .hintExpand: "连按两次以展开。"
        case .hintEdit: "连按两次以编辑。"
        case .hintMisspelledWords: "使用转子访问拼写错误的单词"
        case .hintTextArea: "连按两次以编辑，使用转子访问拼写错误的单词"
        case .traitHeading: "标题"
        case .traitLink: "链接"
        case .traitAdjustable: "可调整"
        case .traitImage: "图像"
        case .traitSearchField: "搜索栏"
        case .traitSelected: "已选定"
        case .selected(let description): "已选定：\(description)"
        case .rotorActions: "操作"
        case .rotorMoreContent: "更多内容"
        case .rotorAdjustValue: "调整值"
        case .rotorHeadings: "标题"
        case .rotorContainers: "容器"
        case .rotorCharacters: "字符"
        case .rotorWords: "词语"
        case .rotorSpeechRate: "语速"
        case .rotorHints: "提示"
        case .rotorLinks: "链接"
        case .rotorVisitedLinks: "已访问的链接"
        case .rotorHeadingLevel(let level): "\(level)级标题"
        case .rotorBoldText: "粗体文本"
        case .rotorItalicText: "斜体文本"
        case .rotorUnderlineText: "下划线文本"
        case .rotorMisspelledWords: "拼写错误的单词"
        case .rotorImages: "图像"
        case .rotorTextFields: "文本栏"
        case .rotorTables: "表格"
        case .rotorLists: "列表"
        case .rotorLandmarks: "地标"
        case .hintsOn: "提示开"
        case .hintsOff: "提示关"
        case .screenCurtainOn: "屏幕幕帘开"
        case .screenCurtainOff: "屏幕幕帘关"
        case .verbosityActions(let mode):
            switch mode {
            case .speak: "操作：朗读"
            case .playSound: "操作：播放声音"
            case .changeRotor: "操作：更改转子"
            case .doNothing: "操作：不执行任何操作"
            }
        case .percent(let value): "\(value)%"
        case .actionFailed: "操作失败"
        case .defaultDragName(let label): "拖移\(label)"
        case .defaultDropName(let label): "放到\(label)中"
        case .reorderName(let label): "重新排列\(label)"
        case .dropBeforeName(let label): "放到\(label)之前"
        case .dropAfterName(let label): "放到\(label)之后"
        case .addToDrag(let name): "将\(name)添加到拖移"
        case .dragStarted(let name): "已开始拖移，\(name)"
        case .itemsInDrag(let count): "\(count)个项目"
        case .dropped(let name): "已放下，\(name)"
        case .dropForbidden: "此处不允许放下"
        case .dragCancelled: "拖移已取消"
        case .nothingToDrag: "此处没有可拖移的内容"
        case .nothingToAdd: "没有可添加的内容"
        case .boundary: "boundary"
        case .space: "空格"
        }
    }
}
