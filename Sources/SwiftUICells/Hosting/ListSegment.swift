/// A part of a hosted list's section, in the order the `List` gave it: a view that is a row of
/// its own, or a `ForEach`'s rows.
@MainActor
enum ListSegment {
    case single(Node)
    case run(ListRowRun)

    var count: Int {
        switch self {
        case .single: 1
        case .run(let run): run.count
        }
    }

    /// The row at `offset` in the segment.
    func node(at offset: Int) -> Node {
        switch self {
        case .single(let node): node
        case .run(let run): run.row(at: offset)
        }
    }

    /// The identity of the row at `offset`: the `ForEach`'s path and the element's identity,
    /// or a single row's structural identity.
    func key(at offset: Int) -> ListRowKey {
        switch self {
        case .single(let node): ListRowKey(place: node.id, id: nil)
        case .run(let run): ListRowKey(place: run.path, id: run.source.key(at: offset))
        }
    }

    /// The `ForEach` the segment's rows come from, if they do.
    var run: ListRowRun? {
        if case .run(let run) = self { return run }
        return nil
    }
}

/// A row's identity in a hosted list, as its table diffs rows: where it comes from (a
/// `ForEach`'s path, or a single row's structural identity) and its element's identity.
struct ListRowKey: Hashable {
    let place: String
    let id: AnyHashable?
}
