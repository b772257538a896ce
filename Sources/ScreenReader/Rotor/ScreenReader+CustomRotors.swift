import CellKit

// The app's rotors (`UIAccessibilityCustomRotor`): which the rotor offers, and a step in one.
extension ScreenReader {
    /// The most results a step asks a custom rotor's search for when they name elements that are
    /// not on the screen, before it gives up with the end sound: a search that never ends (new
    /// objects each time) cannot hang the reader.
    static let customRotorSearchLimit = 1_000

    /// The settings the app's rotors give, in order: each rotor once; of a system type that
    /// VoiceOver has a setting for here (headings), none: that setting is offered instead; of
    /// any other system type, the innermost only (one Links, one Landmarks, …).
    static func customRotorSettings(_ rotors: [UIAccessibilityCustomRotor]) -> [CustomRotorKey] {
        var keys: [CustomRotorKey] = []
        var types: Set<Int> = []
        for rotor in rotors where rotor.systemRotorType != .heading {
            if rotor.systemRotorType != .none, !types.insert(rotor.systemRotorType.rawValue).inserted { continue }
            keys.append(CustomRotorKey(rotor))
        }
        return keys
    }

    /// One swipe in a custom rotor: its search asked for the item after (or before) the
    /// current one, and the focus moved there. The current item is the one the last step found
    /// while the focus is still on it, else the focused element. A search that finds nothing,
    /// or only what it found before (the focused element again, a loop), plays the end sound and
    /// nothing moves; an item not on the screen is searched on from, at most
    /// `customRotorSearchLimit` times.
    func stepCustomRotor(_ rotor: UIAccessibilityCustomRotor, forward: Bool,
                         from element: AccessibleElement) -> [Utterance] {
        ranCustomRotorSearch = true
        let predicate = UIAccessibilityCustomRotorSearchPredicate()
        predicate.searchDirection = forward ? .next : .previous
        if let last = lastCustomRotorItem, last.targetElement === element.object {
            predicate.currentItem = last
        } else {
            predicate.currentItem = UIAccessibilityCustomRotorItemResult(targetElement: element.object, targetRange: nil)
        }
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(element.object)]
        for _ in 0..<Self.customRotorSearchLimit {
            guard let result = rotor.itemSearchBlock(predicate),
                  let target = result.targetElement as? UIResponder,
                  seen.insert(ObjectIdentifier(target)).inserted else { break }
            // The search may have changed the screen: look again.
            let all = elements
            if let index = snapshot.index(of: target, near: focusedIndex) {
                let said = focus(all[index], among: all)
                lastCustomRotorItem = result
                return said
            }
            predicate.currentItem = result
        }
        return [earcon(.boundary)]
    }
}

extension AccessibleElement {
    /// The app's rotors VoiceOver offers on this element: its own `accessibilityCustomRotors`,
    /// then those of its containers, innermost first, each rotor once.
    public var customRotors: [UIAccessibilityCustomRotor] {
        var rotors: [UIAccessibilityCustomRotor] = []
        var seen: Set<ObjectIdentifier> = []
        for object in [object] + ancestors {
            for rotor in object.accessibilityCustomRotors ?? [] where seen.insert(ObjectIdentifier(rotor)).inserted {
                rotors.append(rotor)
            }
        }
        return rotors
    }
}
