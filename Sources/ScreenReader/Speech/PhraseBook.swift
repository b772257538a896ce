/// The one table of what the screen reader says, per language. Change wording here only.
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
        case .actionsAvailable: "Actions available"
        case .position(let index, let count): "\(index) of \(count)"
        case .traitDimmed: "Dimmed"
        case .traitButton: "Button"
        case .traitHeading: "Heading"
        case .traitLink: "Link"
        case .traitAdjustable: "Adjustable"
        case .traitImage: "Image"
        case .traitSearchField: "Search Field"
        case .traitSelected: "Selected"
        case .rotorActions: "Actions"
        case .rotorAdjustValue: "Adjust value"
        case .rotorHeadings: "Headings"
        case .rotorContainers: "Containers"
        case .rotorCharacters: "Characters"
        case .rotorWords: "Words"
        case .rotorSpeechRate: "Speech rate"
        case .rotorHints: "Hints"
        case .hintsOn: "Hints on"
        case .hintsOff: "Hints off"
        case .percent(let value): "\(value)%"
        case .actionFailed: "Action failed"
        case .defaultDragName(let label): "Drag \(label)"
        case .defaultDropName(let label): "Drop into \(label)"
        case .addToDrag(let name): "Add \(name) to drag"
        case .dragStarted(let name): "Drag started, \(name)"
        case .itemsInDrag(let count): count == 1 ? "1 item" : "\(count) items"
        case .dropped(let name): "Dropped, \(name)"
        case .dropForbidden: "Drop not allowed here"
        case .dragCancelled: "Drag cancelled"
        case .nothingToDrag: "Nothing to drag here"
        case .boundary: "boundary"
        case .space: "space"
        }
    }

    private static func korean(_ phrase: Phrase) -> String {
        switch phrase {
        case .actionsAvailable: "동작 사용 가능"
        case .position(let index, let count): "\(count)개 중 \(index)번째"
        case .traitDimmed: "흐리게 표시됨"
        case .traitButton: "버튼"
        case .traitHeading: "머리말"
        case .traitLink: "링크"
        case .traitAdjustable: "조절 가능"
        case .traitImage: "이미지"
        case .traitSearchField: "검색 필드"
        case .traitSelected: "선택됨"
        case .rotorActions: "동작"
        case .rotorAdjustValue: "값 조절"
        case .rotorHeadings: "머리말"
        case .rotorContainers: "컨테이너"
        case .rotorCharacters: "문자"
        case .rotorWords: "단어"
        case .rotorSpeechRate: "말하기 속도"
        case .rotorHints: "힌트"
        case .hintsOn: "힌트 켬"
        case .hintsOff: "힌트 끔"
        case .percent(let value): "\(value)%"
        case .actionFailed: "동작 실패"
        case .defaultDragName(let label): "\(label) 드래그"
        case .defaultDropName(let label): "\(label)에 드롭"
        case .addToDrag(let name): "\(name) 드래그에 추가"
        case .dragStarted(let name): "드래그 시작됨, \(name)"
        case .itemsInDrag(let count): "항목 \(count)개"
        case .dropped(let name): "드롭됨, \(name)"
        case .dropForbidden: "여기에 드롭할 수 없음"
        case .dragCancelled: "드래그 취소됨"
        case .nothingToDrag: "여기에 드래그할 항목 없음"
        case .boundary: "boundary"
        case .space: "공백"
        }
    }

    private static func chinese(_ phrase: Phrase) -> String {
        switch phrase {
        case .actionsAvailable: "有可用操作"
        case .position(let index, let count): "第\(index)项，共\(count)项"
        case .traitDimmed: "变暗"
        case .traitButton: "按钮"
        case .traitHeading: "标题"
        case .traitLink: "链接"
        case .traitAdjustable: "可调整"
        case .traitImage: "图像"
        case .traitSearchField: "搜索栏"
        case .traitSelected: "已选定"
        case .rotorActions: "操作"
        case .rotorAdjustValue: "调整值"
        case .rotorHeadings: "标题"
        case .rotorContainers: "容器"
        case .rotorCharacters: "字符"
        case .rotorWords: "词语"
        case .rotorSpeechRate: "语速"
        case .rotorHints: "提示"
        case .hintsOn: "提示开"
        case .hintsOff: "提示关"
        case .percent(let value): "\(value)%"
        case .actionFailed: "操作失败"
        case .defaultDragName(let label): "拖移\(label)"
        case .defaultDropName(let label): "放到\(label)中"
        case .addToDrag(let name): "将\(name)添加到拖移"
        case .dragStarted(let name): "已开始拖移，\(name)"
        case .itemsInDrag(let count): "\(count)个项目"
        case .dropped(let name): "已放下，\(name)"
        case .dropForbidden: "此处不允许放下"
        case .dragCancelled: "拖移已取消"
        case .nothingToDrag: "此处没有可拖移的内容"
        case .boundary: "boundary"
        case .space: "空格"
        }
    }
}
