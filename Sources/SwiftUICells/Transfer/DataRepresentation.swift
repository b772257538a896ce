/// A representation as bytes of one type, as Core Transferable's `DataRepresentation`.
///
/// The closures run synchronously, as a drop's data is read on the virtual clock: Apple's are
/// `async`, so a closure that awaits does not compile here (DECISIONS.md).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never

    let entries: [TransferEntry]

    /// Written with `exporting` and read with `importing`, both as `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) throws -> Data,
                importing: @escaping @Sendable (Data) throws -> Item) {
        entries = [TransferEntry(contentType: contentType, export: Self.erase(exporting), importing: { try importing($0) })]
    }

    /// Written only.
    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) throws -> Data) {
        entries = [TransferEntry(contentType: contentType, export: Self.erase(exporting), importing: nil)]
    }

    /// Read only.
    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) throws -> Item) {
        entries = [TransferEntry(contentType: contentType, export: nil, importing: { try importing($0) })]
    }

    static func erase(_ exporting: @escaping @Sendable (Item) throws -> Data) -> @Sendable (Any) throws -> Data {
        { value in
            guard let item = value as? Item else { throw TransferError.wrongItem }
            return try exporting(item)
        }
    }
}

/// Why an item could not be written.
enum TransferError: Error {
    case wrongItem
}
