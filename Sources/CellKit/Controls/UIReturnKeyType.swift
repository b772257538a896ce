/// What a keyboard's return key says, as UIKit's `UIReturnKeyType`. The values are UIKit's.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
