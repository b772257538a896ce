import CellKit

/// One element as VoiceOver sees it: what it says, what it is, where it is, what is around it
/// and what it offers. A value: it keeps no object alive and says nothing of live views but
/// their names (`RecordedView`).
public struct ElementRecord: Codable, Sendable, Equatable {
    /// The label, trimmed: empty for an element without one.
    public let label: String
    /// The accessibility identifier, trimmed; `nil` when it has none. Never spoken.
    public let identifier: String?
    /// The type of the object that is the element (a view's class, `UIAccessibilityElement`).
    public let type: String
    /// What VoiceOver says when the cursor lands on it (a swipe onto it), as Verbosity says.
    public let spoken: [Utterance]
    /// The value, trimmed; `nil` when there is none.
    public let value: String?
    /// The traits, by the names scene files give them.
    public let traits: [String]
    /// On the screen: x, y, width, height, in points.
    public let frame: [Double]
    /// The windows and containers around it, outermost first, as indices into
    /// `ScreenRecord.containers`; empty in a record of this element alone.
    public let containers: [Int]
    /// Its custom content (`AXCustomContent`), in order.
    public let customContent: [CustomContentRecord]
    /// Its `accessibilityUserInputLabels` (Voice Control's names, which VoiceOver does not
    /// speak), trimmed.
    public let inputLabels: [String]
    /// What the Actions rotor offers on it now, in order (custom actions, then drag sources; while
    /// a drag is held, drop points and "Add … to drag").
    public let actions: [ActionRecord]
    /// The custom rotors offered on it: its own, then its containers'.
    public let customRotors: [CustomRotorRecord]
    /// Every drag source descriptor VoiceOver looks at for it, offered or left out (and why).
    public let dragSources: [DescriptorRecord]
    /// Every drop point descriptor VoiceOver looks at for it, offered or left out (and why),
    /// whether or not a drag is held.
    public let dropPoints: [DescriptorRecord]

    public init(label: String, identifier: String?, type: String, spoken: [Utterance], value: String?, traits: [String],
                frame: [Double], containers: [Int], customContent: [CustomContentRecord], inputLabels: [String],
                actions: [ActionRecord], customRotors: [CustomRotorRecord], dragSources: [DescriptorRecord],
                dropPoints: [DescriptorRecord]) {
        self.label = label
        self.identifier = identifier
        self.type = type
        self.spoken = spoken
        self.value = value
        self.traits = traits
        self.frame = frame
        self.containers = containers
        self.customContent = customContent
        self.inputLabels = inputLabels
        self.actions = actions
        self.customRotors = customRotors
        self.dragSources = dragSources
        self.dropPoints = dropPoints
    }

    /// The identifier, else the type: how a line of text names the element's object.
    public var name: String { identifier ?? type }

    /// The descriptors VoiceOver leaves out, drag sources first.
    public var leftOut: [DescriptorRecord] {
        (dragSources + dropPoints).filter { $0.leftOut != nil }
    }
}

/// A custom content entry (`AXCustomContent`) as the record keeps it.
public struct CustomContentRecord: Codable, Sendable, Equatable {
    public let label: String
    public let value: String
    /// Whether VoiceOver says it with the element (high importance) rather than in More Content.
    public let isImportant: Bool

    public init(label: String, value: String, isImportant: Bool) {
        self.label = label
        self.value = value
        self.isImportant = isImportant
    }
}
