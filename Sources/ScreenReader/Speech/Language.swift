/// A language the screen reader speaks its own phrases in.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"
    case simplifiedChinese = "zh-Hans"

    /// The BCP 47 code: `en`, `ko`, `zh-Hans`.
    public var code: String { rawValue }

    /// The language's own name for itself, for menus and the status line.
    public var name: String {
        switch self {
        case .english: "English"
        case .korean: "한국어"
        case .simplifiedChinese: "简体中文"
        }
    }

    /// The language for a code, ignoring case and region (`en-GB` is English, `zh-CN` and `zh`
    /// are Simplified Chinese).
    public init?(code: String) {
        let lowered = code.lowercased()
        if ["zh", "zh-cn", "zh-sg"].contains(lowered) {
            self = .simplifiedChinese
            return
        }
        guard let match = Language.allCases.first(where: {
            lowered == $0.rawValue.lowercased() || lowered.hasPrefix($0.rawValue.lowercased() + "-")
        }) else { return nil }
        self = match
    }
}
