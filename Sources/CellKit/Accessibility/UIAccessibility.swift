import Foundation

/// The assistive technology side of UIKit: what an app tells VoiceOver.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Something an app tells VoiceOver happened.
    public struct Notification: Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Speak the argument (a string).
        public static let announcement = Notification(rawValue: 1008)
        /// Part of the screen changed; focus the argument (an element), or stay.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A new screen appeared; focus the argument, or the first element.
        public static let screenChanged = Notification(rawValue: 1000)
        /// A scroll view scrolled; speak the argument (a string).
        public static let pageScrolled = Notification(rawValue: 1009)

        public var description: String {
            switch self {
            case .announcement: "announcement"
            case .layoutChanged: "layoutChanged"
            case .screenChanged: "screenChanged"
            case .pageScrolled: "pageScrolled"
            default: "notification \(rawValue)"
            }
        }
    }

    /// A posted notification waiting for the screen reader.
    public struct Posted {
        public let notification: Notification
        public let argument: Any?
    }

    private static var queue: [Posted] = []
    /// How many `layoutChanged` and `screenChanged` notifications were posted: each screen's
    /// clock takes them in (`ViewTreeClock.catchUpWithPosts()`), as each says anything may have
    /// changed.
    @exclusivity(unchecked) package private(set) static var treeChangePosts: UInt64 = 0

    /// Tells VoiceOver something happened. The screen reader takes the notification after the
    /// gesture (or the clock tick) that caused it.
    public static func post(notification: Notification, argument: Any?) {
        queue.append(Posted(notification: notification, argument: argument))
        // These two are how an app tells VoiceOver its elements changed in ways it cannot see.
        if notification == .layoutChanged || notification == .screenChanged { treeChangePosts &+= 1 }
    }

    /// Hands over, and forgets, every notification posted since the last call. [sim] UIKit
    /// delivers them to the system's screen reader; CellKit keeps them for whichever asks.
    public static func takePostedNotifications() -> [Posted] {
        defer { queue.removeAll() }
        return queue
    }

    /// How many notifications meant for other screens are kept for them (the newest): a screen
    /// whose reader never asks cannot make the queue grow without end, nor keep its windows alive.
    static let keptForOtherScreens = 64

    /// CellKit's own: hands over, and forgets, the notifications posted since the last call
    /// except those `isForAnotherScreen` says belong to another screen (a screen change UIKit
    /// posted for a window the reader does not show), which stay for that screen's reader. Two
    /// screens in one process (two tests, a capture beside its source) then never hear each
    /// other's screen changes.
    package static func takePostedNotifications(leaving isForAnotherScreen: (Posted) -> Bool) -> [Posted] {
        var taken: [Posted] = []
        var left: [Posted] = []
        for posted in queue {
            if isForAnotherScreen(posted) { left.append(posted) } else { taken.append(posted) }
        }
        queue = Array(left.suffix(keptForOtherScreens))
        return taken
    }

    /// Whether a screen reader is listening. CellKit exists to be read, so always true.
    public static var isVoiceOverRunning: Bool { true }
}
