import Foundation

extension UISheetPresentationController {
    /// A height a sheet may rest at (iOS 15), as UIKit's: medium (about half the screen), large
    /// (the whole), or the app's own (iOS 16).
    @preconcurrency @MainActor
    open class Detent: NSObject {
        /// The detent's name.
        public let identifier: Identifier
        private let resolver: (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        private init(identifier: Identifier, resolver: (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the screen's height.
        open class func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }

        /// The screen's whole height.
        open class func large() -> Detent { Detent(identifier: .large, resolver: nil) }

        /// The app's own height (iOS 16), worked out by `resolver` from the largest height a
        /// sheet may have; `nil` from it leaves the detent out.
        open class func custom(identifier: Identifier? = nil,
                               resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in a context (iOS 16): the resolver's for a custom detent; half or
        /// all of the largest height for medium and large.
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            if let resolver { return resolver(context) }
            return identifier == .medium ? context.maximumDetentValue / 2 : context.maximumDetentValue
        }

        /// The name of a detent, as UIKit's.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}

/// What a custom detent's resolver is given (iOS 16): the largest height the sheet may have.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The largest height the sheet may have, in points.
    var maximumDetentValue: CGFloat { get }
    /// The traits the sheet is shown with.
    var containerTraitCollection: UITraitCollection { get }
}
