import Foundation

extension NSAttributedString.Key {
    /// The language a range of accessibility text is spoken in, a BCP 47 code such as `"ko"`: as
    /// UIKit's `accessibilitySpeechLanguage` (`UIAccessibilitySpeechAttributeLanguage`), which
    /// VoiceOver honours in labels and in a location descriptor's `attributedName`.
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("accessibilitySpeechLanguage")
}
