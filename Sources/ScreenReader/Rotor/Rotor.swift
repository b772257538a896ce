/// The rotor's state: the chosen setting and where swipes up and down have got to in it.
public struct Rotor: Sendable {
    /// The chosen setting; `nil` until the user first rotates.
    public private(set) var setting: RotorSetting?
    /// The chosen entry of the current setting (an action, a character, a word), if any.
    public var position: Int?

    public init() {}

    /// The settings offered on an element: Actions when it has any, then Characters and Words.
    public static func settings(hasActions: Bool) -> [RotorSetting] {
        hasActions ? [.actions, .characters, .words] : [.characters, .words]
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
        position = nil
        return next
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
