import Foundation

/// Where copied things wait to be pasted, as UIKit's `UIPasteboard`: items, each a set of
/// representations by type identifier, with UIKit's typed conveniences (`string`, `url`,
/// `image`, `color` and their plurals).
///
/// CellKit's own choices: the general pasteboard belongs to the process (UIKit's is shared
/// between apps; a simulator has one app's worth), so tests that copy should clear it
/// (`items = []`) first. Named pasteboards live while the process does. Safe from any thread,
/// as UIKit's is.
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// The pasteboard for everyday copying and pasting.
    public static let general = UIPasteboard(name: .general, store: named.generalStore)

    /// The pasteboard's name.
    public let name: UIPasteboard.Name
    private let store: PasteboardStore
    private static let named = NamedPasteboards()

    private init(name: UIPasteboard.Name, store: PasteboardStore) {
        self.name = name
        self.store = store
        super.init()
    }

    /// The pasteboard named `pasteboardName` (another object over the same contents), made if
    /// `create` is true and it does not exist; nil if it does not and `create` is false.
    public convenience init?(name pasteboardName: UIPasteboard.Name, create: Bool) {
        guard let store = UIPasteboard.named.store(named: pasteboardName, create: create) else { return nil }
        self.init(name: pasteboardName, store: store)
    }

    /// A new pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard {
        let name = Name(UUID().uuidString)
        return UIPasteboard(name: name, store: named.store(named: name, create: true) ?? PasteboardStore())
    }

    /// Removes a named pasteboard: its contents are gone for every object over it.
    open class func remove(withName pasteboardName: UIPasteboard.Name) {
        named.remove(pasteboardName)
    }

    private func withLock<Result>(_ body: (PasteboardStore) -> Result) -> Result {
        store.lock.lock()
        defer { store.lock.unlock() }
        return body(store)
    }

    // MARK: Items

    /// The items, each its representations by type identifier. Setting them replaces the
    /// contents and counts a change.
    open var items: [[String: Any]] {
        get { withLock { $0.items } }
        set {
            withLock {
                $0.items = newValue
                $0.changeCount += 1
            }
        }
    }

    /// How many times the contents have changed.
    open var changeCount: Int { withLock { $0.changeCount } }

    /// How many items there are.
    open var numberOfItems: Int { items.count }

    /// Adds items after those there.
    open func addItems(_ items: [[String: Any]]) {
        self.items += items
    }

    /// The type identifiers of the first item.
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// The first item's data for `pasteboardType`, if it has it.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        Self.data(of: items.first?[pasteboardType])
    }

    /// Replaces the contents with one item holding `data` as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        items = [[pasteboardType: data]]
    }

    /// The first item's value for `pasteboardType`, if it has it.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        items.first?[pasteboardType]
    }

    /// Replaces the contents with one item holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        items = [[pasteboardType: value]]
    }

    // MARK: Typed values

    /// The first item's text; setting it replaces the contents with that text.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every item's text, or nil when none has any.
    open var strings: [String]? {
        get { nonEmpty(items.compactMap(Self.text(of:))) }
        set { items = (newValue ?? []).map { [TypeIdentifier.plainText: $0] } }
    }

    /// The first item's URL; setting it replaces the contents with that URL.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// Every item's URL, or nil when none has one.
    open var urls: [URL]? {
        get { nonEmpty(items.compactMap { $0[TypeIdentifier.url] as? URL }) }
        set { items = (newValue ?? []).map { [TypeIdentifier.url: $0, TypeIdentifier.plainText: $0.absoluteString] } }
    }

    /// The first item's image; setting it replaces the contents with that image.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Every item's image, or nil when none has one.
    open var images: [UIImage]? {
        get { nonEmpty(items.compactMap { $0[TypeIdentifier.png] as? UIImage }) }
        set { items = (newValue ?? []).map { [TypeIdentifier.png: $0] } }
    }

    /// The first item's colour; setting it replaces the contents with that colour.
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    /// Every item's colour, or nil when none has one.
    open var colors: [UIColor]? {
        get { nonEmpty(items.compactMap { $0[Self.colorType] as? UIColor }) }
        set { items = (newValue ?? []).map { [Self.colorType: $0] } }
    }

    /// Whether any item has text.
    open var hasStrings: Bool { strings != nil }
    /// Whether any item has a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether any item has an image.
    open var hasImages: Bool { images != nil }
    /// Whether any item has a colour.
    open var hasColors: Bool { colors != nil }

    /// UIKit's type identifier for colours on the pasteboard.
    private static let colorType = "com.apple.uikit.color"

    private func nonEmpty<Element>(_ values: [Element]) -> [Element]? {
        values.isEmpty ? nil : values
    }

    private static func text(of item: [String: Any]) -> String? {
        for (type, value) in item.sorted(by: { $0.key < $1.key }) where TypeIdentifier.conforms(type, to: TypeIdentifier.text) {
            if let text = value as? String { return text }
            if let data = value as? Data, let text = String(data: data, encoding: .utf8) { return text }
        }
        return nil
    }

    private static func data(of value: Any?) -> Data? {
        switch value {
        case let data as Data: data
        case let text as String: Data(text.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        case let image as UIImage: image.pngData()
        default: nil
        }
    }
}
