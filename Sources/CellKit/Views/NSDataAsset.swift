import Foundation

/// Data from an app's asset catalog, by name, as UIKit's `NSDataAsset`. There is no asset
/// catalog on Linux: `init(name:)` finds the data registered under the name with CellKit's own
/// `NSDataAsset.register(_:named:typeIdentifier:)` (in a test's set-up, as the catalog holds it on
/// iOS), and is `nil` for a name nothing was registered under, as UIKit's is for a missing asset.
public final class NSDataAsset: NSObject, @unchecked Sendable {
    // Unchecked: every stored property is a `let` of a Sendable value.

    /// The asset's name.
    public let name: NSDataAssetName
    /// The asset's bytes.
    public let data: Data
    /// The asset's type identifier, as the catalog gives it.
    public let typeIdentifier: String

    private init(name: NSDataAssetName, data: Data, typeIdentifier: String) {
        self.name = name
        self.data = data
        self.typeIdentifier = typeIdentifier
        super.init()
    }

    /// The asset registered under `name`; `nil` when there is none.
    public convenience init?(name: NSDataAssetName) {
        guard let found = Self.registry.withLock({ $0[name] }) else { return nil }
        self.init(name: name, data: found.data, typeIdentifier: found.typeIdentifier)
    }

    /// The asset registered under `name`; the bundle is kept out (there is one catalog).
    public convenience init?(name: NSDataAssetName, bundle: Bundle) {
        self.init(name: name)
    }

    /// CellKit's own: makes `data` the asset `NSDataAsset(name:)` finds under `name`.
    public static func register(_ data: Data, named name: NSDataAssetName, typeIdentifier: String = "public.data") {
        registry.withLock { $0[name] = (data, typeIdentifier) }
    }

    private static let registry = NamedRegistry<(data: Data, typeIdentifier: String)>()
}

/// The name of a data asset, as UIKit's.
public typealias NSDataAssetName = String
