import CellKit

/// What an element's record reads off its own object that no counter follows: CellKit keeps no
/// content (a label, a value, descriptors: `ViewChange.content` makes nothing stale), so a kept
/// record is checked against this print as well as the clock's counters. The drop points are
/// not in it: they are read only when something needs them (the actions while a drag is held,
/// or the record), and checked from then on (`KeptFocus`). What a record reads off
/// other objects (a cell's descriptors, a container's actions, a delegate's swipe actions)
/// changes only when the app's code runs, which moves the generation. The custom rotors are not
/// in it: a new list or a listed rotor's new name moves the generation (`ViewChange.element`),
/// and reading every name at each step cost what the app's rotors number (50,000 on one button).
@MainActor
struct ContentPrint: Equatable {
    /// Its label, trimmed (`AccessibleElement.label`), as read once for this look: speech says
    /// the same read (a cell's label is worked out from its content at each read).
    let label: String
    let value: String?
    let hint: String?
    let identifier: String?
    let traits: UInt64
    let frame: CGRect
    let inputLabels: [String]?
    let customActions: [String]?
    /// Its drag sources, as read once for this look (the actions are collected from the same read).
    let dragSources: ListedDescriptors

    /// How many custom actions, drag sources and input labels it read.
    var entryCount: Int {
        (customActions?.count ?? 0) &+ (dragSources.descriptors?.count ?? 0) &+ (inputLabels?.count ?? 0)
    }

    /// The entries a look reads without counting them toward a run's budget: more than any
    /// screen an app ships gives one element.
    static let uncountedEntries = 64

    init(of element: AccessibleElement) {
        let object = element.object
        label = element.label
        value = object.accessibilityValue
        hint = object.accessibilityHint
        identifier = object.accessibilityIdentifier
        traits = object.accessibilityTraits.rawValue
        frame = element.frame
        inputLabels = object.accessibilityUserInputLabels
        customActions = object.accessibilityCustomActions?.map(\.name)
        dragSources = ListedDescriptors(object.accessibilityDragSourceDescriptors)
    }
}
