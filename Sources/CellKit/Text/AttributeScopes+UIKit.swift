import Foundation

extension AttributeScopes {
    /// UIKit's attributes of an `AttributedString` or `AttributeContainer`, as UIKit's overlay
    /// declares them: `container.font = .boldSystemFont(ofSize: 17)`,
    /// `string.foregroundColor = .systemRed`. A font's boldness and a colour show in cells where
    /// CellKit draws the text; the rest are kept.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// The text's font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }

        /// The text's colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }

        /// The colour behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }

        /// Extra space between characters, in points. Kept.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }

        /// Tracking, in points. Kept.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSTracking"
        }
    }

    /// UIKit's attributes.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name: `container.font`, `container.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension UIFont: Hashable {
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.fontName == rhs.fontName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(fontName)
    }
}
