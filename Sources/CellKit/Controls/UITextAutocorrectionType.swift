/// Whether a keyboard corrects typed text, as UIKit's `UITextAutocorrectionType`. The values are
/// UIKit's.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}
