/// A type that can be dragged, dropped and copied, as Core Transferable's `Transferable`: its
/// representations say which types of data it is written as and read from.
public protocol Transferable: SendableMetatype {
    /// How the type is represented.
    associatedtype Representation: TransferRepresentation

    /// The type's representations, preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

/// One way of writing and reading a `Transferable` type, as Core Transferable's
/// `TransferRepresentation`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type represented.
    associatedtype Item: Transferable
    /// The representations this one is made of.
    associatedtype Body: TransferRepresentation

    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Self.Body { get }
}

/// A representation's data: its type identifier and how an item becomes data and back,
/// with the item's type erased.
struct TransferEntry: Sendable {
    let contentType: UTType
    let export: (@Sendable (Any) throws -> Data)?
    let importing: (@Sendable (Data) throws -> Any)?
}

/// A representation the subset knows how to turn into entries (the built-in ones).
protocol PrimitiveTransferRepresentation {
    var entries: [TransferEntry] { get }
}

extension TransferRepresentation {
    /// Every entry of this representation and the ones it is made of, in order.
    var flattenedEntries: [TransferEntry] {
        if let primitive = self as? any PrimitiveTransferRepresentation { return primitive.entries }
        return body.flattenedEntries
    }
}

extension TransferRepresentation where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a built-in representation and has no body")
    }
}

extension Transferable {
    /// The type's entries, preferred first.
    static var transferEntries: [TransferEntry] {
        transferRepresentation.flattenedEntries
    }

    /// The type identifiers an item of this type can be read from.
    static var importedTypeIdentifiers: [String] {
        transferEntries.filter { $0.importing != nil }.map(\.contentType.identifier)
    }

    /// An item read from `data` of the type `identifier` (or of a type it conforms to).
    static func read(_ data: Data, as identifier: String) -> Self? {
        for entry in transferEntries where entry.importing != nil && TypeIdentifier.conforms(identifier, to: entry.contentType.identifier) {
            if let item = try? entry.importing?(data) as? Self { return item }
        }
        return nil
    }
}

/// Builds a type's representations, as Core Transferable's `TransferRepresentationBuilder`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R) -> TupleTransferRepresentation<Item> {
        var entries: [TransferEntry] = []
        for representation in repeat each representations {
            entries += representation.flattenedEntries
        }
        return TupleTransferRepresentation(entries: entries)
    }
}

/// Several representations, preferred first, as a builder block makes them.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never

    let entries: [TransferEntry]
}

extension TransferRepresentation {
    /// The type identifiers this representation writes or reads, preferred first (Rotor's
    /// own, for tests and tools: which types a drag of the item offers).
    public var flattenedTypeIdentifiers: [String] {
        flattenedEntries.map(\.contentType.identifier)
    }
}
