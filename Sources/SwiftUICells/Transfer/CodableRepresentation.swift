/// A representation of a `Codable` type as JSON of one type, as Core Transferable's
/// `CodableRepresentation` with its default coders.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never

    let entries: [TransferEntry]
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Written and read as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        entries = [TransferEntry(contentType: contentType, export: { value in
            guard let item = value as? Item else { throw TransferError.wrongItem }
            return try JSONEncoder().encode(item)
        }, importing: { data in try JSONDecoder().decode(Item.self, from: data) })]
    }
}
