/// The rotor's setting as the record keeps it: by what VoiceOver calls it, since a custom rotor
/// (`RotorSetting.custom`) is a live rotor of the app's, which a value cannot hold.
public struct RotorSettingRecord: Codable, Sendable, Equatable {
    /// What VoiceOver says for it, in the reader's language ("Actions", a custom rotor's name or
    /// VoiceOver's word for its system type).
    public let name: String
    /// Whether it is a custom rotor (the app's, or one of a system type such as Links).
    public let isCustom: Bool

    public init(name: String, isCustom: Bool) {
        self.name = name
        self.isCustom = isCustom
    }

    /// A setting as a value, named in `language`.
    public init(_ setting: RotorSetting, in language: Language) {
        name = setting.name(in: language)
        if case .custom = setting { isCustom = true } else { isCustom = false }
    }
}
