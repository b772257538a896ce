import Foundation

/// The types of data a responder accepts when pasted or dropped on it, as UIKit's: set one as a
/// responder's `pasteConfiguration` and override `paste(itemProviders:)`.
///
/// A view with a paste configuration accepts drops of those types too, as on iOS: UIKit gives
/// it a drop interaction, so VoiceOver offers "Drop into ‹label›" while a drag of such data is
/// held, and the drop calls `paste(itemProviders:)`.
@preconcurrency @MainActor
open class UIPasteConfiguration: NSObject {
    /// The accepted types' identifiers.
    open var acceptableTypeIdentifiers: [String]

    /// A configuration that accepts nothing yet.
    public override init() {
        acceptableTypeIdentifiers = []
        super.init()
    }

    /// A configuration that accepts these types.
    public init(acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
        super.init()
    }

    /// A configuration that accepts what a class can be read from (`String`'s text, say).
    public convenience init(forAccepting aClass: any NSItemProviderReading.Type) {
        self.init(acceptableTypeIdentifiers: aClass.readableTypeIdentifiersForItemProvider)
    }

    /// A configuration that accepts what a bridged value type (`String`, `URL`) is read from, as
    /// UIKit's Swift overlay offers.
    public convenience init<T>(forAccepting aClass: T.Type) where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        self.init(forAccepting: T._ObjectiveCType.self)
    }

    /// Accepts what a bridged value type (`String`, `URL`) is read from too.
    public func addTypeIdentifiers<T>(forAccepting aClass: T.Type) where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        addTypeIdentifiers(forAccepting: T._ObjectiveCType.self)
    }

    /// Accepts these types too.
    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers += acceptableTypeIdentifiers
    }

    /// Accepts what a class can be read from too.
    open func addTypeIdentifiers(forAccepting aClass: any NSItemProviderReading.Type) {
        acceptableTypeIdentifiers += aClass.readableTypeIdentifiersForItemProvider
    }

    /// Whether an item provider offers one of the accepted types (or a type that conforms to one).
    func accepts(_ provider: NSItemProvider) -> Bool {
        acceptableTypeIdentifiers.contains { accepted in
            provider.registeredTypeIdentifiers.contains { TypeIdentifier.conforms($0, to: accepted) }
        }
    }
}
