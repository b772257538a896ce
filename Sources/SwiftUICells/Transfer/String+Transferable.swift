/// Text is dragged as UTF-8 plain text, as iOS writes it; it reads any plain text.
extension String: Transferable {
    public static var transferRepresentation: TupleTransferRepresentation<String> {
        let read: @Sendable (Data) throws -> Any = { String(decoding: $0, as: UTF8.self) }
        return TupleTransferRepresentation(entries: [
            TransferEntry(contentType: .utf8PlainText, export: { value in
                guard let text = value as? String else { throw TransferError.wrongItem }
                return Data(text.utf8)
            }, importing: read),
            TransferEntry(contentType: .plainText, export: nil, importing: read),
        ])
    }
}

/// Bytes are dragged as data.
extension Data: Transferable {
    public static var transferRepresentation: TupleTransferRepresentation<Data> {
        TupleTransferRepresentation(entries: [
            TransferEntry(contentType: .data, export: { value in
                guard let data = value as? Data else { throw TransferError.wrongItem }
                return data
            }, importing: { $0 }),
        ])
    }
}
