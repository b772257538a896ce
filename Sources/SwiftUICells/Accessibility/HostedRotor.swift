/// A rotor an `accessibilityRotor` modifier gives a view: its name (or the system rotor it stands
/// in for) and the identities of its entries, in order, made when VoiceOver searches it.
struct HostedRotor {
    let name: String
    let systemType: UIAccessibilityCustomRotor.SystemRotorType
    let entryIDs: @MainActor () -> [AnyHashable]

    /// UIKit's rotor for it over `targets`: each identity's element view under the modified view.
    /// A swipe moves to the entry after (or before) the one VoiceOver is on, skipping entries
    /// with no view on screen [sim]: SwiftUI scrolls a lazy view's entry into place, and the
    /// subset's stacks make every view.
    @MainActor
    func rotor(over targets: [AnyHashable: WeakView]) -> UIAccessibilityCustomRotor {
        let entryIDs = self.entryIDs
        let search: UIAccessibilityCustomRotor.Search = { predicate in
            MainActor.assumeIsolated {
                let ids = entryIDs()
                let current = predicate.currentItem.targetElement as AnyObject?
                let place = ids.firstIndex { targets[$0]?.view.map { $0 === current } ?? false }
                let forward = predicate.searchDirection == .next
                let order: [Int]
                if let place {
                    order = forward ? Array(ids.indices.suffix(from: place + 1)) : Array(ids.indices.prefix(upTo: place).reversed())
                } else {
                    order = forward ? Array(ids.indices) : Array(ids.indices.reversed())
                }
                for index in order {
                    if let view = targets[ids[index]]?.view {
                        return UIAccessibilityCustomRotorItemResult(targetElement: view, targetRange: nil)
                    }
                }
                return nil
            }
        }
        if systemType != .none {
            return UIAccessibilityCustomRotor(systemType: systemType, itemSearch: search)
        }
        return UIAccessibilityCustomRotor(name: name, itemSearch: search)
    }
}

/// A view a rotor can move to, held weakly: the rotor is held by a view of the same tree.
struct WeakView {
    weak var view: UIView?
}
