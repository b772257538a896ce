import CellKit

/// The custom actions elements inherit from the containers around them that are not elements
/// (`CheckedElement.inherited`), judged once for each list rather than once for each element
/// that inherits it: a plain view with 4,000 actions around 4,000 labels had each label's
/// 4,000 names grouped and sorted, and the audit took over a minute.
///
/// Kept for one run (`AuditRun.kept(_:)`), and asked by `ActionNameRules` and
/// `HiddenControlRule`: the names heard in a list cannot change while a screen is judged.
@MainActor
final class InheritedActions {
    /// One list of inherited actions, by the names they are heard as.
    struct Names {
        /// Each name as heard (`AuditWording.spoken`): how many of the list's actions have it,
        /// and the first one's name as written.
        let byName: [String: (count: Int, first: String)]
        /// The names heard more than once, in ascending order: each is a duplicate on every
        /// element that inherits the list.
        let repeated: [String]

        /// No inherited action.
        static let none = Names(byName: [:], repeated: [])

        private init(byName: [String: (count: Int, first: String)], repeated: [String]) {
            self.byName = byName
            self.repeated = repeated
        }

        init(_ actions: [UIAccessibilityCustomAction]) {
            var byName: [String: (count: Int, first: String)] = [:]
            byName.reserveCapacity(actions.count)
            var repeated: [String] = []
            // By index: a main-actor closure per action is checked to run there.
            for index in actions.indices {
                let name = actions[index].name
                let heard = AuditWording.spoken(name)
                if let known = byName[heard] {
                    byName[heard] = (known.count + 1, known.first)
                    if known.count == 1 { repeated.append(heard) }
                } else {
                    byName[heard] = (1, name)
                }
            }
            self.byName = byName
            self.repeated = repeated.sorted()
        }
    }

    /// The lists judged, by their first action and length, each with the list it was made
    /// from: a container passes its list to every view inside it as one array
    /// (`UIView.containerCustomActions`), found again by its storage; an element that is not a
    /// view has its list made anew each time it is asked, found again action for action.
    private var judged: [Key: (list: [UIAccessibilityCustomAction], names: Names)] = [:]

    private struct Key: Hashable {
        let first: ObjectIdentifier
        let count: Int
    }

    /// The names of an inherited list, judged when first met.
    func names(of list: [UIAccessibilityCustomAction]) -> Names {
        guard let first = list.first else { return .none }
        let key = Key(first: ObjectIdentifier(first), count: list.count)
        // The entry keeps its list, so its storage is not freed and reused while it is kept:
        // the same storage is the same list.
        if let found = judged[key], Self.storage(of: found.list) == Self.storage(of: list) || Self.sameActions(found.list, list) {
            return found.names
        }
        let names = Names(list)
        judged[key] = (list, names)
        return names
    }

    private static func storage(of list: [UIAccessibilityCustomAction]) -> UnsafeRawPointer? {
        list.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    /// Whether two lists hold the same actions, one for one.
    private static func sameActions(_ a: [UIAccessibilityCustomAction], _ b: [UIAccessibilityCustomAction]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where a[index] !== b[index] { return false }
        return true
    }
}
