/// The rotor's state: the chosen setting and where swipes up and down have got to in it.
public struct Rotor: Sendable {
    /// What decides which settings the rotor offers on an element.
    public struct Context: Sendable {
        public var hasActions = false
        /// Whether the element has custom content (`AXCustomContent`): More Content.
        public var hasCustomContent = false
        public var isAdjustable = false
        public var sceneHasHeadings = false
        public var sceneHasContainers = false
        /// The app's rotors on the element and its containers (`accessibilityCustomRotors`), as
        /// settings, in the order they are offered; a rotor of the heading type is not among
        /// them: it stands in for Headings.
        public var customRotors: [CustomRotorKey] = []
        /// Whether the element or a container of it has a rotor of the heading type, which
        /// VoiceOver offers as Headings, in Headings' place, whatever the scene's headings.
        public var hasHeadingsRotor = false

        public init(hasActions: Bool = false, hasCustomContent: Bool = false, isAdjustable: Bool = false,
                    sceneHasHeadings: Bool = false, sceneHasContainers: Bool = false,
                    customRotors: [CustomRotorKey] = [], hasHeadingsRotor: Bool = false) {
            self.hasActions = hasActions
            self.hasCustomContent = hasCustomContent
            self.isAdjustable = isAdjustable
            self.sceneHasHeadings = sceneHasHeadings
            self.sceneHasContainers = sceneHasContainers
            self.customRotors = customRotors
            self.hasHeadingsRotor = hasHeadingsRotor
        }
    }

    /// The chosen setting; `nil` until the user first rotates.
    public private(set) var setting: RotorSetting?
    /// The chosen entry of the current setting (an action, a character, a word), if any.
    public var position: Int?
    /// The setting to go back to when the focus leaves an adjustable element.
    private var beforeAdjusting: RotorSetting?

    public init() {}

    /// The settings offered, in rotor order: Actions when the element has any, More Content when
    /// it has custom content ([sim] its place after Actions), Adjust value on an adjustable
    /// element, the app's rotors ([sim] their place: docs/simulation.md), Headings (when the scene
    /// has headings or the app a rotor of the heading type) and Containers when the scene has
    /// them, then Characters, Words, Speech rate and Hints always.
    public static func settings(in context: Context) -> [RotorSetting] {
        var offered: [RotorSetting] = []
        if context.hasActions { offered.append(.actions) }
        if context.hasCustomContent { offered.append(.moreContent) }
        if context.isAdjustable { offered.append(.adjustValue) }
        offered += context.customRotors.map(RotorSetting.custom)
        if context.sceneHasHeadings || context.hasHeadingsRotor { offered.append(.headings) }
        if context.sceneHasContainers { offered.append(.containers) }
        return offered + [.characters, .words, .speechRate, .hints]
    }

    /// Turns to the next (or previous) of the offered settings and returns it. From no setting,
    /// or one no longer offered, clockwise starts at the first and counter-clockwise at the last.
    public mutating func rotate(clockwise: Bool, among offered: [RotorSetting]) -> RotorSetting? {
        guard !offered.isEmpty else { return nil }
        let next: RotorSetting
        if let current = setting, let index = offered.firstIndex(of: current) {
            next = offered[(index + (clockwise ? 1 : offered.count - 1)) % offered.count]
        } else {
            next = clockwise ? offered[0] : offered[offered.count - 1]
        }
        setting = next
        beforeAdjusting = nil
        position = nil
        return next
    }

    /// Follows the focus as VoiceOver does: landing on an adjustable element turns the rotor to
    /// Adjust value; leaving it turns the rotor back to where it was.
    public mutating func focusDidMove(toAdjustable adjustable: Bool) {
        position = nil
        if adjustable, setting != .adjustValue {
            beforeAdjusting = setting
            setting = .adjustValue
        } else if !adjustable, setting == .adjustValue {
            setting = beforeAdjusting
            beforeAdjusting = nil
        }
    }

    /// Turns to Actions, as VoiceOver does on an element with actions when Verbosity's Actions
    /// is Change Rotor; an adjustable element keeps Adjust value.
    public mutating func turnToActions() {
        guard setting != .adjustValue, setting != .actions else { return }
        setting = .actions
        beforeAdjusting = nil
        position = nil
    }

    /// Steps the position through `count` entries, wrapping at either end; returns the new
    /// position, or `nil` when there is nothing to step through.
    public mutating func step(forward: Bool, count: Int) -> Int? {
        guard count > 0 else {
            position = nil
            return nil
        }
        if let current = position, current < count {
            position = (current + (forward ? 1 : count - 1)) % count
        } else {
            position = forward ? 0 : count - 1
        }
        return position
    }
}
