import Foundation

/// The device the app runs on: its kind (`userInterfaceIdiom`) and its system's version.
///
/// As in UIKit, `UIDevice.current` answers for the whole app. The device decides the defaults
/// UIKit documents as device- or version-dependent, read when an object is made:
/// - `UIDragInteraction.isEnabledByDefault`: true on iPad, false on iPhone (every version).
/// - `UITableView.dragInteractionEnabled` and `UICollectionView.dragInteractionEnabled`: true,
///   but in iOS 14 and earlier true on iPad and false on iPhone.
/// - `UIViewController.modalPresentationStyle`: `.automatic` (a sheet) since iOS 13,
///   `.fullScreen` before.
///
/// CellKit's own: the device is simulated. It is an iPad with iOS 26.0 unless a scene (or a
/// test) says otherwise through `simulating(_:_:)`, which sets it while the scene's views are
/// made and then puts the previous device back, so that one screen's device never leaks into
/// another's defaults.
@preconcurrency @MainActor
open class UIDevice {
    /// The device the app runs on.
    open class var current: UIDevice { simulated }

    /// The device `current` answers with (CellKit's own).
    private static var simulated = UIDevice(idiom: .pad, systemVersion: "26.0")

    /// The device a screen assumes when it says nothing: an iPad with iOS 26.0 (CellKit's own).
    package static let standard = UIDevice(idiom: .pad, systemVersion: "26.0")

    private let idiom: UIUserInterfaceIdiom
    private let version: String

    /// A simulated device (CellKit's own): its kind and its system's version, as `"17.4"`.
    package init(idiom: UIUserInterfaceIdiom, systemVersion: String) {
        self.idiom = idiom
        self.version = systemVersion
    }

    /// The kind of device: `.phone` or `.pad`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { idiom }

    /// The system's version, as `"17.4"`.
    open var systemVersion: String { version }

    /// The system's name: `"iPadOS"` on an iPad, `"iOS"` otherwise (as iPadOS 13 and later
    /// report it).
    open var systemName: String { idiom == .pad && majorVersion >= 13 ? "iPadOS" : "iOS" }

    /// The model: `"iPhone"` or `"iPad"`.
    open var model: String { idiom == .phone ? "iPhone" : "iPad" }

    /// The model, localized; CellKit's is the same as `model`.
    open var localizedModel: String { model }

    /// The device's name; UIKit gives the model's name since iOS 16, and so does CellKit.
    open var name: String { model }

    /// Whether several apps can run at once.
    open var isMultitaskingSupported: Bool { true }

    /// Which way up the device is held. [sim] A simulated device is held upright and never
    /// turns: always `.portrait`, and no `orientationDidChangeNotification` is ever posted.
    open var orientation: UIDeviceOrientation { .portrait }

    /// Whether orientation notifications are on: after
    /// `beginGeneratingDeviceOrientationNotifications()`, until as many `end` calls.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }
    private var orientationRequests = 0

    /// Asks for orientation notifications (none come: the device never turns).
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
    }

    /// Stops asking for orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationRequests = max(0, orientationRequests - 1)
    }

    /// Posted when the device turns; never, in Rotor.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The major version: 17 for `"17.4"` (CellKit's own). A version that does not start with
    /// a number counts as the newest.
    package var majorVersion: Int {
        Int(version.prefix { $0.isNumber }) ?? Int.max
    }

    /// Whether table and collection views start with drags enabled on this device: every
    /// device since iOS 15, only iPad before (CellKit's own).
    package var listDragsEnabledByDefault: Bool { idiom != .phone || majorVersion >= 15 }

    /// Runs `body` with `device` as `current`, and puts the previous device back afterwards
    /// (CellKit's own): objects made inside take the device's defaults.
    package static func simulating<Result, Failure: Error>(
        _ device: UIDevice, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let previous = simulated
        simulated = device
        defer { simulated = previous }
        return try body()
    }
}
