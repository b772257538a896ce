import CellKit

/// One read of an element's own drag source or drop point list, with its print: UIKit makes a
/// cell's list anew at each read, so the kept focus reads each list once per look and both its
/// print and its actions use that read. Two reads are equal when they say the same (names,
/// points, views).
@MainActor
struct ListedDescriptors: Equatable {
    /// The list as read; `nil` when the element lists none (VoiceOver then searches).
    let descriptors: [UIAccessibilityLocationDescriptor]?
    let print: [Descriptor]?

    /// A descriptor by what it says.
    struct Descriptor: Equatable {
        let name: String
        let point: CGPoint
        let view: ObjectIdentifier?
    }

    init(_ descriptors: [UIAccessibilityLocationDescriptor]?) {
        self.descriptors = descriptors
        guard let descriptors else {
            print = nil
            return
        }
        var prints: [Descriptor] = []
        prints.reserveCapacity(descriptors.count)
        for descriptor in descriptors {
            prints.append(Descriptor(name: descriptor.name, point: descriptor.point, view: descriptor.view.map(ObjectIdentifier.init)))
        }
        print = prints
    }

    nonisolated static func == (lhs: ListedDescriptors, rhs: ListedDescriptors) -> Bool {
        lhs.print == rhs.print
    }
}
