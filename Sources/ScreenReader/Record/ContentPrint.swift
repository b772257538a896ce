import CellKit

/// What an element's record reads off its own object that no counter follows: CellKit keeps no
/// content (a label, a value, descriptors: `ViewChange.content` makes nothing stale), so a kept
/// record is checked against this print as well as the clock's counters. What a record reads off
/// other objects (a cell's descriptors, a container's actions, a delegate's swipe actions)
/// changes only when the app's code runs, which moves the generation.
@MainActor
struct ContentPrint: Equatable {
    let label: String?
    let value: String?
    let hint: String?
    let identifier: String?
    let traits: UInt64
    let frame: CGRect
    let inputLabels: [String]?
    let customActions: [String]?
    let dragSources: [Descriptor]?
    let dropPoints: [Descriptor]?

    /// A descriptor by what it says: UIKit makes a cell's anew each time it is asked.
    struct Descriptor: Equatable {
        let name: String
        let point: CGPoint
        let view: ObjectIdentifier?
    }

    init(of element: AccessibleElement) {
        let object = element.object
        label = object.accessibilityLabel
        value = object.accessibilityValue
        hint = object.accessibilityHint
        identifier = object.accessibilityIdentifier
        traits = object.accessibilityTraits.rawValue
        frame = element.frame
        inputLabels = object.accessibilityUserInputLabels
        customActions = object.accessibilityCustomActions?.map(\.name)
        dragSources = object.accessibilityDragSourceDescriptors.map(Self.prints)
        dropPoints = object.accessibilityDropPointDescriptors.map(Self.prints)
    }

    private static func prints(_ descriptors: [UIAccessibilityLocationDescriptor]) -> [Descriptor] {
        var prints: [Descriptor] = []
        prints.reserveCapacity(descriptors.count)
        for descriptor in descriptors {
            prints.append(Descriptor(name: descriptor.name, point: descriptor.point, view: descriptor.view.map(ObjectIdentifier.init)))
        }
        return prints
    }
}
