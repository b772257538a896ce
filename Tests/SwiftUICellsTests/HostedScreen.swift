import RotorTesting
import SwiftUICells

/// A SwiftUI view hosted in an iPhone's window (393 × 852 points), with a VoiceOver over it.
@MainActor
struct HostedScreen<Content: View> {
    let window: UIWindow
    let controller: UIHostingController<Content>
    let reader: VirtualScreenReader

    init(_ view: Content, keeping objects: [AnyObject] = []) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        controller = UIHostingController(rootView: view)
        window.rootViewController = controller
        reader = VirtualScreenReader(windows: [window], keeping: [controller] + objects)
    }

    /// Every element's label, in VoiceOver's order.
    var labels: [String] {
        reader.walkElements().map(\.label)
    }
}
