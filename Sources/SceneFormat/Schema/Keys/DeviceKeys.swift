import CellKit

/// The top level's `device`: which device and iOS version the scene assumes. The builder makes
/// the scene's views with it as `UIDevice.current`, so that UIKit's defaults that depend on the
/// device are the ones that device gives.
@MainActor
enum DeviceKeys {
    /// The idioms a scene may name.
    static let idioms: [(name: String, idiom: UIUserInterfaceIdiom)] = [("phone", .phone), ("pad", .pad)]

    /// The versions a scene may name: from drag and drop's first (iOS 11).
    static let majorVersions = 11...99

    static let schema = MappingSchema(
        title: "`device`",
        summary: "The device and iOS version the scene assumes (`UIDevice.current`). They set UIKit's defaults that "
            + "depend on them: `UIDragInteraction.isEnabledByDefault` (true on iPad, false on iPhone), a table or "
            + "collection view's `dragInteractionEnabled` (true; in iOS 14 and earlier false on iPhone) and "
            + "`modalPresentationStyle` (a sheet since iOS 13, full screen before). Left out: an iPad with iOS 26.0.",
        keys: [
            SchemaKey("idiom", .choice(idioms.map(\.name)), .defaults("pad"), "`userInterfaceIdiom`: `phone` or `pad`"),
            SchemaKey("iOS", .text, .defaults("26.0"), "`systemVersion`, as `\"14.5\"`: 11.0 or later"),
        ])

    /// The device a scene's `device` names, or the standard one when it has none.
    static func device(_ node: NodeReader?) throws(SceneError) -> UIDevice {
        guard let node else { return UIDevice.standard }
        let keys = try node.mapping(schema)
        let idiomName = try keys.defaulted("idiom").choice(idioms.map(\.name))
        let idiom = idioms.first { $0.name == idiomName }?.idiom ?? .pad
        let versionNode = keys.defaulted("iOS")
        let version = try versionNode.string()
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        let wellFormed = (1...3).contains(parts.count)
            && parts.allSatisfy { part in !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard wellFormed, let major = parts.first.flatMap({ Int($0) }), majorVersions.contains(major) else {
            throw versionNode.error("iOS: expected a version such as \"17.0\", from 11.0 (drag and drop's first) on; "
                + "found \"\(Echo.text(version))\"")
        }
        return UIDevice(idiom: idiom, systemVersion: version)
    }
}
