import Foundation

/// A service a share sheet offers for its items, as UIKit's `UIActivity`: subclass it for an app's
/// own service (give it a type, a title and an image, say which items it can perform with, and
/// call `activityDidFinish(_:)` when done), and pass it to `UIActivityViewController`.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// An activity's name. The system's are UIKit's strings.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Where a share sheet shows an activity. The values are UIKit's.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    public override init() {
        super.init()
    }

    /// Where the share sheet shows activities of this class: among the actions by default.
    open class var activityCategory: UIActivity.Category { .action }
    /// The activity's type, passed to the completion handler.
    open var activityType: UIActivity.ActivityType? { nil }
    /// The title the share sheet shows and VoiceOver reads.
    open var activityTitle: String? { nil }
    /// The image the share sheet shows.
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on `activityItems`; an activity that cannot is not offered.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Called with the items before the activity is performed.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A view controller to present in place of `perform()`, if the activity needs one.
    open var activityViewController: UIViewController? { nil }
    /// Does the work; call `activityDidFinish(_:)` when done.
    open func perform() {
        activityDidFinish(false)
    }

    /// Tells the share sheet the activity is done, and whether it completed.
    open func activityDidFinish(_ completed: Bool) {
        let finish = finishHandler
        finishHandler = nil
        finish?(completed)
    }

    /// What the share sheet does once the activity finishes (CellKit's own).
    var finishHandler: (@MainActor (Bool) -> Void)?
}
