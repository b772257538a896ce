/// The importance of a constraint, from 1 to 1000 (`required`). The layout engine satisfies a
/// required constraint always (or reports the conflict and breaks one); the others as far as
/// their priorities allow, higher ones first.
///
/// In CellKit's solver a priority below 1000 is a weight, 10^(priority / 125): each 125 points is
/// ten times as important, so one `defaultHigh` (750) constraint outweighs ten thousand
/// `defaultLow` (250) ones. [sim] Apple does not publish its engine's weights.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority, 1 to 1000.
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint: 1000.
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority with which a button hugs its content: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view wants to meet the target size of
    /// `systemLayoutSizeFitting(_:)`: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A drag that may end up resizing the window's scene: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The window's scene's wish to stay the same size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that cannot resize the window's scene: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// Whether the solver must hold a constraint of this priority.
    var isRequired: Bool { rawValue >= 1000 }

    /// The weight of a constraint of this priority in the solver's objective; `nil` when it is
    /// required. Priorities below 1 (or not numbers) count as the least.
    var solverWeight: Double? {
        guard !isRequired else { return nil }
        let priority = rawValue.isNaN ? 0 : Double(Swift.max(0, Swift.min(999.99, rawValue)))
        return pow(10, priority / 125)
    }
}
