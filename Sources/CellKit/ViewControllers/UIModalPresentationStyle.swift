/// How a presented view controller is shown. The values are UIKit's.
///
/// In CellKit every style fills the window [sim]. What differs is what stays behind it: a full
/// screen (`.fullScreen`, `.currentContext`) takes the presenting view controller's view off the
/// window, and its disappearance callbacks run; the other styles leave it there, under the
/// presented view, which VoiceOver alone reads.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenting view is removed.
    case fullScreen = 0
    /// A sheet, the presenting view still behind it (on iPhone, nearly the whole screen).
    case pageSheet = 1
    /// A smaller sheet, centred (on iPhone, as a page sheet).
    case formSheet = 2
    /// Covers the view controller that defines the presentation context; CellKit covers the
    /// window, as a full screen.
    case currentContext = 3
    /// A presentation an app's own presentation controller manages; the presenting view stays.
    case custom = 4
    /// Covers the screen and leaves the presenting view in place under it.
    case overFullScreen = 5
    /// Covers the presentation context and leaves the presenting view in place.
    case overCurrentContext = 6
    /// A popover (on iPhone, adapted to a sheet).
    case popover = 7
    /// No adaptation (for adaptive presentation delegates).
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2

    /// Whether the presenting view controller's view leaves the window while this is up.
    var coversPresenter: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the user can dismiss it (a swipe down, VoiceOver's escape): a sheet or a popover.
    var isSheet: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: true
        case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext, .none: false
        }
    }
}
