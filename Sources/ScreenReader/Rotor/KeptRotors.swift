import CellKit

/// The app's rotors around one element (`AccessibleElement.customRotors`), listed once and kept
/// with the focus (`KeptFocus`) until the element or its rotors change: each rotor turn and
/// each step in a rotor reads this list, and an element may have thousands of rotors around it.
///
/// Kept safely because every change to the list is a change the screen's clock hears of, and
/// so moves the kept focus's key (`ViewChange.element`): a new `accessibilityCustomRotors` on
/// the element or a container, a view moved to another container, a rotor given a new name
/// (each listed rotor notes the clock, `noteListed(on:)`), the app's code run (a rotor's search,
/// an action), or a `layoutChanged` post for rotors a getter of the app's works out.
@MainActor
final class KeptRotors {
    /// The rotors, the element's own first, then its containers', innermost first, each once.
    let rotors: [UIAccessibilityCustomRotor]
    /// The settings they give the rotor, in order (`ScreenReader.customRotorSettings`).
    let settings: [CustomRotorKey]
    /// The first rotor of the heading type, which stands in for VoiceOver's Headings.
    let headingRotor: UIAccessibilityCustomRotor?

    /// Lists the rotors around `element`, noting each on `clock` so that a new name reaches it.
    init(of element: AccessibleElement, noting clock: ViewTreeClock?) {
        let rotors = element.customRotors
        if let clock { for rotor in rotors { rotor.noteListed(on: clock) } }
        self.rotors = rotors
        settings = ScreenReader.customRotorSettings(rotors)
        headingRotor = rotors.first { $0.systemRotorType == .heading }
    }

    /// The rotor a setting stands for: the one it was made from, while its key is still the
    /// same (a rotor renamed since is not the setting any more). Found by identity, with no
    /// name read but the match's: hashing every key of a long list at each step cost more.
    func rotor(for key: CustomRotorKey) -> UIAccessibilityCustomRotor? {
        guard let rotor = rotors.first(where: { ObjectIdentifier($0) == key.identity }) else { return nil }
        return CustomRotorKey(rotor) == key ? rotor : nil
    }
}
