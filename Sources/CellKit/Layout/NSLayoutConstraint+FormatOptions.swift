import Foundation

extension NSLayoutConstraint {
    /// Options for constraints made from a visual format: how every view in the format is
    /// aligned, and which way a horizontal format runs. UIKit's names and raw values.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
