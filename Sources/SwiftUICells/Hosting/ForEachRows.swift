/// A `ForEach`'s rows in a `List` (`ListRowSource`): its data and how it makes a row, kept as
/// they are, so an evaluation costs nothing per row. A row's identity and node are made when
/// the table asks for them; the rows that changed are found by comparing the data with the last
/// evaluation's, element bytes first (`IdentityScan`).
@MainActor
final class ForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: ListRowSource {
    private let data: Data
    private let idOf: (Data.Element) -> ID
    private let content: (Data.Element) -> Content
    /// Where the `ForEach` is: its rows are made here, their views one level in (`inside`).
    private let context: ResolveContext
    private let inside: ResolveContext
    let count: Int
    /// Every row's identity, made only when the data cannot be compared by its bytes (made at
    /// once for instances of a class, which may change their identity later).
    private var identities: [ID]?

    init(data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
         context: ResolveContext, inside: ResolveContext) {
        self.data = data
        self.idOf = idOf
        self.content = content
        self.context = context
        self.inside = inside
        count = data.count
        // An instance of a class may change its own identity: its identity now is kept now.
        if Data.Element.self is AnyClass {
            identities = data.map(idOf)
        }
    }

    private func element(at index: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: index)]
    }

    private func id(at index: Int) -> ID {
        if let identities { return identities[index] }
        return idOf(element(at: index))
    }

    func key(at index: Int) -> AnyHashable {
        AnyHashable(id(at: index))
    }

    func storagePath(at index: Int) -> String {
        inside.path + "/#\(id(at: index))"
    }

    func makeRow(at index: Int, context listRow: ListRowContext) -> Node {
        let element = element(at: index)
        let id = idOf(element)
        let host = context.host, inside = inside, content = content
        // Its views are read as one element, as a table's cell is, and resolved when the table
        // first asks for them (to show, measure or move the row).
        return Node(id: context.path + "/#\(id)/row", kind: .row(listRow), environment: context.environment) {
            host.resolvingRow(prefix: inside.path + "/#", path: inside.path + "/#\(id)") {
                ForEach<Data, ID, Content>.tagged(inside.resolve(content(element), at: "#\(id)"), id: id)
            }
        }
    }

    func commonEnds(with old: any ListRowSource) -> (prefix: Int, suffix: Int, work: Int) {
        guard let old = old as? ForEachRows<Data, ID, Content> else { return (0, 0, 0) }
        let stride = MemoryLayout<Data.Element>.stride, size = MemoryLayout<Data.Element>.size
        // Elements of a class are compared by identity: the instance may have changed its own.
        if !(Data.Element.self is AnyClass) {
            let found = data.withContiguousStorageIfAvailable { after in
                old.data.withContiguousStorageIfAvailable { before in
                    IdentityScan.commonEnds(old: UnsafeRawPointer(before.baseAddress), oldCount: before.count,
                                            new: UnsafeRawPointer(after.baseAddress), newCount: after.count,
                                            stride: stride, size: size) { old.id(at: $0) == self.id(at: $1) }
                }
            }
            if let found = found ?? nil { return (found.prefix, found.suffix, found.compared) }
        }
        // Data not stored contiguously (a range, a bound collection): every identity is made
        // (kept for the next comparison), then compared as above.
        let made = (old.identities == nil ? old.count : 0) + (identities == nil ? count : 0)
        let before = old.allIdentities(), after = allIdentities()
        let found = before.withUnsafeBytes { oldBytes in
            after.withUnsafeBytes { newBytes in
                IdentityScan.commonEnds(old: oldBytes.baseAddress, oldCount: before.count, new: newBytes.baseAddress, newCount: after.count,
                                        stride: MemoryLayout<ID>.stride, size: MemoryLayout<ID>.size) { before[$0] == after[$1] }
            }
        }
        return (found.prefix, found.suffix, found.compared + made)
    }

    private func allIdentities() -> [ID] {
        if let identities { return identities }
        let made = data.map(idOf)
        identities = made
        return made
    }
}
