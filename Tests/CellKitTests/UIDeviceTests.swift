import CellKit
import Foundation
import Testing
import RotorTestSupport

/// `UIDevice`: the device CellKit simulates, and UIKit's defaults that depend on it, read when
/// an object is made.
@MainActor
@Suite("The simulated device and its defaults", .cellsScreen)
struct UIDeviceTests {
    private struct Defaults: Equatable {
        var dragInteraction: Bool
        var table: Bool
        var collection: Bool
        var presentation: UIModalPresentationStyle
    }

    private func defaults(_ idiom: UIUserInterfaceIdiom, _ version: String) -> Defaults {
        UIDevice.simulating(UIDevice(idiom: idiom, systemVersion: version)) {
            Defaults(dragInteraction: UIDragInteraction(delegate: Delegate()).isEnabled,
                     table: UITableView(frame: .zero, style: .plain).dragInteractionEnabled,
                     collection: UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                         .dragInteractionEnabled,
                     presentation: UIViewController().modalPresentationStyle)
        }
    }

    private final class Delegate: UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] { [] }
    }

    @Test func anIPhoneBeforeIOS15StartsListsWithoutDragsAndAnIPadWithThem() {
        #expect(defaults(.phone, "14.8") == Defaults(dragInteraction: false, table: false, collection: false, presentation: .automatic))
        #expect(defaults(.phone, "15.0") == Defaults(dragInteraction: false, table: true, collection: true, presentation: .automatic))
        #expect(defaults(.pad, "11.0") == Defaults(dragInteraction: true, table: true, collection: true, presentation: .fullScreen))
        #expect(defaults(.phone, "12.4").presentation == .fullScreen, "before iOS 13 a presentation covers the screen")
    }

    @Test func theDeviceIsAnIPadWithIOS18UnlessSimulatedAndComesBackAfterwards() {
        #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.systemVersion == "26.0")
        let inside = UIDevice.simulating(UIDevice(idiom: .phone, systemVersion: "16.1")) {
            (UIDevice.current.model, UIDevice.current.systemName, UIWindow(frame: .zero).device.userInterfaceIdiom)
        }
        #expect(inside == ("iPhone", "iOS", .phone))
        #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.systemName == "iPadOS")
        #expect(UIDragInteraction.isEnabledByDefault)
    }

    @Test func aTableViewsReorderControlWorksOnAnIPhoneWhoseDragsStartOff() {
        let table = UIDevice.simulating(UIDevice(idiom: .phone, systemVersion: "14.0")) {
            UITableView(frame: .zero, style: .plain)
        }
        table.setEditing(true, animated: false)
        let reorder = table.interactions.compactMap { $0 as? UIDragInteraction }
        #expect(!reorder.isEmpty && reorder.allSatisfy { $0.isEnabled })
        #expect(!table.dragInteractionEnabled)
    }
}
