/// How a keyboard capitalises typed text, as UIKit's `UITextAutocapitalizationType`. The values
/// are UIKit's.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}
