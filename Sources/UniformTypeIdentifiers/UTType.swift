import Foundation

/// A uniform type identifier, as Apple's UniformTypeIdentifiers framework gives it: its
/// identifier string, what it conforms to, its preferred file extension and MIME type.
///
/// Rotor's own copy for Linux, which has no such framework, so that drag and drop code written
/// for iOS (`UTType.plainText.identifier`, `itemProvider.hasItemConformingToTypeIdentifier(…)`)
/// compiles with `import UniformTypeIdentifiers` as it is. It knows the system's common types;
/// an identifier it does not know conforms only to itself, as a dynamic type would.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String

    /// The type of an identifier. `nil` for a string that cannot be a type identifier (empty, or
    /// with characters outside letters, digits, `-` and `.`).
    public init?(_ identifier: String) {
        guard !identifier.isEmpty, identifier.utf8.count <= 1024 else { return nil }
        // ASCII letters, digits, `-` and `.` by their bytes first: every identifier a drag
        // offers is asked about at each drop point it is held over, and looking up each
        // scalar's Unicode properties was most of the cost of asking.
        let plainASCII = identifier.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E
        }
        guard plainASCII || identifier.unicodeScalars.allSatisfy({
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "."
        }) else { return nil }
        self.identifier = identifier
    }

    /// The type a file extension declares (`png` is `public.png`), or `nil` for one it does not know.
    public init?(filenameExtension: String) {
        let lowered = filenameExtension.lowercased()
        guard let found = Self.table.first(where: { $0.value.extensions.contains(lowered) }) else { return nil }
        identifier = found.key
    }

    /// The type a MIME type names (`image/png`), or `nil` for one it does not know.
    public init?(mimeType: String) {
        let lowered = mimeType.lowercased()
        guard let found = Self.table.first(where: { $0.value.mimeType == lowered }) else { return nil }
        identifier = found.key
    }

    /// A type the app declares and exports (its own, as an app's Info.plist declares it),
    /// conforming to `parentType` when given: as Apple's, whatever the identifier says. An
    /// identifier that cannot be a type identifier still makes a type, conforming only to itself
    /// and `parentType`, where Apple's would log and make a dynamic type [sim].
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
        if let parentType { Declarations.shared.declare(identifier, conformingTo: parentType.identifier) }
    }

    /// A type another app declares and this one imports, conforming to `parentType` when given.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    private init(known identifier: String) {
        self.identifier = identifier
    }

    public var description: String { identifier }

    /// The file extension files of this type are usually given.
    public var preferredFilenameExtension: String? { Self.table[identifier]?.extensions.first }

    /// The MIME type of this type, where it has one.
    public var preferredMIMEType: String? { Self.table[identifier]?.mimeType }

    /// Whether the type is one the system declares (every type this copy knows is).
    public var isDeclared: Bool { Self.table[identifier] != nil }

    /// Whether the type is one the system declares.
    public var isPublic: Bool { identifier.hasPrefix("public.") || Self.table[identifier] != nil }

    /// The types this one conforms to, directly or through others (not itself).
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = Self.parents(of: identifier)
        while let next = pending.popLast() {
            guard found.insert(UTType(known: next)).inserted else { continue }
            pending += Self.parents(of: next)
        }
        return found
    }

    /// Whether this type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        // The supertypes searched for `type`, stopping there: no set of them all is made.
        var seen: [String] = []
        var pending = Self.parents(of: identifier)
        while let next = pending.popLast() {
            if next == type.identifier { return true }
            guard !seen.contains(next) else { continue }
            seen.append(next)
            pending += Self.parents(of: next)
        }
        return false
    }

    /// Whether this type is a supertype of `type`.
    public func isSupertype(of type: UTType) -> Bool {
        type != self && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool {
        type != self && conforms(to: type)
    }

    // MARK: The system's types

    public static let item = UTType(known: "public.item")
    public static let content = UTType(known: "public.content")
    public static let compositeContent = UTType(known: "public.composite-content")
    public static let data = UTType(known: "public.data")
    public static let text = UTType(known: "public.text")
    public static let plainText = UTType(known: "public.plain-text")
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    public static let utf16PlainText = UTType(known: "public.utf16-plain-text")
    public static let utf8TabSeparatedText = UTType(known: "public.utf8-tab-separated-text")
    public static let rtf = UTType(known: "public.rtf")
    public static let html = UTType(known: "public.html")
    public static let json = UTType(known: "public.json")
    public static let xml = UTType(known: "public.xml")
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    public static let url = UTType(known: "public.url")
    public static let fileURL = UTType(known: "public.file-url")
    public static let image = UTType(known: "public.image")
    public static let png = UTType(known: "public.png")
    public static let jpeg = UTType(known: "public.jpeg")
    public static let gif = UTType(known: "com.compuserve.gif")
    public static let heic = UTType(known: "public.heic")
    public static let pdf = UTType(known: "com.adobe.pdf")
    public static let vCard = UTType(known: "public.vcard")
    public static let contact = UTType(known: "public.contact")
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    public static let movie = UTType(known: "public.movie")
    public static let video = UTType(known: "public.video")
    public static let audio = UTType(known: "public.audio")
    public static let archive = UTType(known: "public.archive")
    public static let zip = UTType(known: "public.zip-archive")

    /// The types `identifier` conforms to directly: the system's, or what the app declared.
    private static func parents(of identifier: String) -> [String] {
        table[identifier]?.parents ?? Declarations.shared.parents(of: identifier)
    }

    /// What each known type conforms to directly, its file extensions and MIME type.
    private static let table: [String: (parents: [String], extensions: [String], mimeType: String?)] = [
        "public.item": ([], [], nil),
        "public.content": (["public.item"], [], nil),
        "public.composite-content": (["public.content"], [], nil),
        "public.data": (["public.item"], [], "application/octet-stream"),
        "public.text": (["public.data", "public.content"], [], nil),
        "public.plain-text": (["public.text"], ["txt", "text"], "text/plain"),
        "public.utf8-plain-text": (["public.plain-text"], [], nil),
        "public.utf16-plain-text": (["public.plain-text"], [], nil),
        "public.utf8-tab-separated-text": (["public.plain-text"], ["tsv"], "text/tab-separated-values"),
        "public.rtf": (["public.text"], ["rtf"], "text/rtf"),
        "public.html": (["public.text"], ["html", "htm"], "text/html"),
        "public.json": (["public.text"], ["json"], "application/json"),
        "public.xml": (["public.text"], ["xml"], "application/xml"),
        "public.comma-separated-values-text": (["public.text"], ["csv"], "text/csv"),
        "public.url": (["public.data"], [], nil),
        "public.file-url": (["public.url"], [], nil),
        "public.image": (["public.data", "public.content"], [], nil),
        "public.png": (["public.image"], ["png"], "image/png"),
        "public.jpeg": (["public.image"], ["jpeg", "jpg"], "image/jpeg"),
        "com.compuserve.gif": (["public.image"], ["gif"], "image/gif"),
        "public.heic": (["public.image"], ["heic"], "image/heic"),
        "com.adobe.pdf": (["public.data", "public.composite-content"], ["pdf"], "application/pdf"),
        "public.contact": (["public.item"], [], nil),
        "public.vcard": (["public.text", "public.contact"], ["vcf", "vcard"], "text/vcard"),
        "public.audiovisual-content": (["public.data", "public.content"], [], nil),
        "public.movie": (["public.audiovisual-content"], [], nil),
        "public.video": (["public.movie"], [], nil),
        "public.audio": (["public.audiovisual-content"], [], nil),
        "public.archive": (["public.data"], [], nil),
        "public.zip-archive": (["public.archive"], ["zip"], "application/zip"),
    ]
}

/// The types the app declared with `UTType(exportedAs:conformingTo:)` or
/// `UTType(importedAs:conformingTo:)`, and what each conforms to: the part of an app's
/// Info.plist Rotor can know, kept for the process.
private final class Declarations: @unchecked Sendable {
    static let shared = Declarations()

    /// Guards `declared`: types are declared from any thread (a static property's first read).
    private let lock = NSLock()
    private var declared: [String: [String]] = [:]

    func declare(_ identifier: String, conformingTo parent: String) {
        lock.lock()
        defer { lock.unlock() }
        guard parent != identifier, !(declared[identifier] ?? []).contains(parent) else { return }
        declared[identifier, default: []].append(parent)
    }

    func parents(of identifier: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return declared[identifier] ?? []
    }
}
