/// A representation through another transferable type, as Core Transferable's
/// `ProxyRepresentation`: an item is written as its proxy is.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never

    let entries: [TransferEntry]

    /// Written as the proxy `exporting` makes.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        entries = Self.exported(exporting)
    }

    /// Written as the proxy `exporting` makes, and read from a proxy by `importing`.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        var made: [TransferEntry] = []
        for proxy in ProxyRepresentation.transferEntries {
            let write = proxy.export.map { Self.writer($0, exporting) }
            let read = proxy.importing.map { Self.reader($0, importing) }
            made.append(TransferEntry(contentType: proxy.contentType, export: write, importing: read))
        }
        entries = made
    }

    private static func exported(_ exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) -> [TransferEntry] {
        var made: [TransferEntry] = []
        for proxy in ProxyRepresentation.transferEntries {
            guard let export = proxy.export else { continue }
            made.append(TransferEntry(contentType: proxy.contentType, export: writer(export, exporting), importing: nil))
        }
        return made
    }

    private static func writer(_ write: @escaping @Sendable (Any) throws -> Data,
                               _ exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) -> @Sendable (Any) throws -> Data {
        { value in
            guard let item = value as? Item else { throw TransferError.wrongItem }
            return try write(try exporting(item))
        }
    }

    private static func reader(_ read: @escaping @Sendable (Data) throws -> Any,
                               _ importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) -> @Sendable (Data) throws -> Any {
        { data in
            guard let proxy = try read(data) as? ProxyRepresentation else { throw TransferError.wrongItem }
            return try importing(proxy)
        }
    }
}
