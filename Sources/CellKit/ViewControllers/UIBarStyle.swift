/// How a navigation bar or toolbar looks. The values are UIKit's (`blackOpaque` and
/// `blackTranslucent`, deprecated aliases in UIKit, are left out).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
}
