import CellKit

/// VoiceOver's elements in visiting order.
///
/// A collection like an array, indexed from 0, but held as runs shared with the walks it was
/// built from: when one row of a long table changes, the new list shares every run but the
/// changed row's, so a change costs what changed, not the length of the list. A long list inside
/// another (a table's inside its window's) is held whole, as one piece, so the outer list is
/// remade at a change by sharing that one piece, not each of its runs. Reading an element by its
/// index costs a search among the pieces at each level; going through the list in order costs
/// nothing more than an array.
public struct ElementList {
    /// A piece of a list: a run of elements, or a whole list shared as it is.
    enum Piece {
        case run(ElementChunk)
        case list(ElementList)

        var count: Int {
            switch self {
            case .run(let run): run.elements.count
            case .list(let list): list.count
            }
        }
    }

    let pieces: [Piece]
    /// The index just past each piece's last element.
    let ends: [Int]
    /// How many elements a swipe visits in the pieces before each one, counted when a swipe
    /// first passes the list, for a list of many pieces (one of few looks at each piece).
    private let visitCounts: VisitCounts?

    /// An empty list.
    public init() {
        pieces = []
        ends = []
        visitCounts = nil
    }

    /// A list of the elements in the order given.
    public init(_ elements: [AccessibleElement]) {
        pieces = elements.isEmpty ? [] : [.run(ElementChunk(elements))]
        ends = elements.isEmpty ? [] : [elements.count]
        visitCounts = nil
    }

    fileprivate init(pieces: [Piece], ends: [Int]) {
        self.pieces = pieces
        self.ends = ends
        visitCounts = pieces.count >= Builder.fewestPiecesHeldWhole ? VisitCounts() : nil
    }

    /// The piece holding an index, and the index within it.
    fileprivate func locate(_ position: Int) -> (piece: Int, offset: Int) {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return (low, position - (low == 0 ? 0 : ends[low - 1]))
    }

    /// Where the piece at `piece` starts.
    func start(ofPiece piece: Int) -> Int {
        piece == 0 ? 0 : ends[piece - 1]
    }

    /// Every run of elements, in order, at whatever depth it is held (for tests and checks
    /// of what two lists share).
    var runs: [ElementChunk] {
        var found: [ElementChunk] = []
        for piece in pieces {
            switch piece {
            case .run(let run): found.append(run)
            case .list(let list): found += list.runs
            }
        }
        return found
    }
}

extension ElementList: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.last ?? 0 }

    public subscript(position: Int) -> AccessibleElement {
        precondition(position >= 0 && position < endIndex, "ElementList index out of range")
        var list = self, position = position
        // Down through the lists held whole, without recursion.
        while true {
            let (piece, offset) = list.locate(position)
            switch list.pieces[piece] {
            case .run(let run): return run.elements[offset]
            case .list(let inner):
                list = inner
                position = offset
            }
        }
    }

    /// Goes through the runs in turn, without a search per element.
    public struct Iterator: IteratorProtocol {
        /// The pieces of the list being gone through, and the place of the next of them.
        private var pieces: [Piece]
        private var place = 0
        /// The lists around it, each with the place of its next piece: empty (and never
        /// allocated) for a list that holds no list whole.
        private var outer: [(pieces: [Piece], place: Int)] = []
        private var run: [AccessibleElement] = []
        private var offset = 0

        fileprivate init(pieces: [Piece]) {
            self.pieces = pieces
        }

        public mutating func next() -> AccessibleElement? {
            while true {
                if offset < run.count {
                    defer { offset += 1 }
                    return run[offset]
                }
                guard place < pieces.count else {
                    guard let (outerPieces, outerPlace) = outer.popLast() else { return nil }
                    pieces = outerPieces
                    place = outerPlace
                    continue
                }
                let piece = pieces[place]
                place += 1
                switch piece {
                case .run(let chunk):
                    run = chunk.elements
                    offset = 0
                case .list(let list):
                    outer.append((pieces, place))
                    pieces = list.pieces
                    place = 0
                }
            }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(pieces: pieces)
    }
}

extension ElementList {
    /// Builds a list piece by piece: single elements are gathered into new runs, and the runs of
    /// long lists appended are shared, not copied.
    struct Builder {
        /// How many elements a run gathered from single elements holds at most.
        static let runLength = 256
        /// The fewest elements of a list whose runs are shared rather than copied.
        static let shortestShared = 32
        /// The fewest pieces of a list that is held whole, as one piece, rather than piece by
        /// piece: sharing a long table's list then costs one piece whatever its length.
        static let fewestPiecesHeldWhole = 8

        private var pieces: [Piece] = []
        private var ends: [Int] = []
        private var pending: [AccessibleElement] = []
        private var count = 0

        init() {}

        mutating func append(_ element: AccessibleElement) {
            pending.append(element)
            count += 1
            if pending.count >= Self.runLength { flush() }
        }

        /// Appends a list: a long one by sharing its runs, a short one by copying its elements
        /// (so that many short lists do not leave a list of many tiny runs).
        mutating func append(contentsOf list: ElementList) {
            if list.count < Self.shortestShared {
                for element in list { append(element) }
            } else {
                append(sharing: list)
            }
        }

        /// Appends a list by sharing its runs, whatever its length: one of many pieces is held
        /// whole.
        mutating func append(sharing list: ElementList) {
            guard !list.isEmpty else { return }
            flush()
            if list.pieces.count >= Self.fewestPiecesHeldWhole {
                add(.list(list))
            } else {
                for piece in list.pieces { add(piece) }
            }
        }

        private mutating func add(_ piece: Piece) {
            count += piece.count
            pieces.append(piece)
            ends.append(count)
        }

        private mutating func flush() {
            guard !pending.isEmpty else { return }
            pieces.append(.run(ElementChunk(pending)))
            ends.append(count)
            pending = []
        }

        /// The list built so far.
        mutating func build() -> ElementList {
            flush()
            return ElementList(pieces: pieces, ends: ends)
        }
    }
}

extension ElementList {
    /// Where an object first is in the list, looking first at `hint` and the places next to it
    /// (where the cursor last was).
    @MainActor
    func index(of object: UIResponder, near hint: Int? = nil) -> Int? {
        if let hint {
            for place in [hint, hint + 1, hint - 1] where indices.contains(place) && self[place].object === object {
                return place
            }
        }
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .run(let run):
                if let place = run.place(of: object) { return start(ofPiece: index) + place }
            case .list(let list):
                if let place = list.index(of: object) { return start(ofPiece: index) + place }
            }
        }
        return nil
    }

    /// The elements that are table or collection view cells, at `first` or after it, in order:
    /// found through what each run keeps (`ElementChunk.cellPlaces`), not by looking at each
    /// element.
    @MainActor
    func cells(from first: Int) -> [AccessibleElement] {
        var found: [AccessibleElement] = []
        collectCells(from: first, into: &found)
        return found
    }

    @MainActor
    private func collectCells(from first: Int, into found: inout [AccessibleElement]) {
        guard first < endIndex else { return }
        var piece = first <= 0 ? 0 : locate(first).piece
        while piece < pieces.count {
            let from = Swift.max(0, first - start(ofPiece: piece))
            switch pieces[piece] {
            case .run(let run):
                for place in run.cellPlaces where place >= from { found.append(run.elements[place]) }
            case .list(let list):
                list.collectCells(from: from, into: &found)
            }
            piece += 1
        }
    }

    /// The places of the elements that are not views.
    @MainActor
    var looseElements: [Int] {
        var found: [Int] = []
        for (index, piece) in pieces.enumerated() {
            let start = start(ofPiece: index)
            switch piece {
            case .run(let run): found += run.looseElements.map { start + $0 }
            case .list(let list): found += list.looseElements.map { start + $0 }
            }
        }
        return found
    }
}

// MARK: What a swipe visits

/// How many elements a swipe visits in each piece of a list, by the places the pieces start:
/// worked out when first asked and kept with the list, which never changes once built (a new
/// walk builds a new list, sharing the pieces that did not change, each with its own counts).
final class VisitCounts {
    /// The elements a swipe visits in the pieces before each piece, then in all of them.
    var before: [Int]?
}

extension ElementList {
    /// The index of the first element a swipe visits (its frame is not empty,
    /// `ScreenReader.hasEmptyFrame`) at `start` or after it (`direction` 1), or at it or before
    /// it (`direction` -1); `nil` at the boundary. Each run knows which of its elements a swipe
    /// visits and each long list how many each piece holds, both kept for as long as they live,
    /// so a swipe past thousands of empty elements jumps over them instead of reading each
    /// one's frame again: it costs a search down and up the pieces.
    @MainActor
    func visitedIndex(from start: Int, by direction: Int) -> Int? {
        guard start >= 0, start < endIndex else { return nil }
        // Down to the run holding `start`, noting each list passed, the piece taken in it, and
        // where that list starts in this one.
        var path: [(list: ElementList, piece: Int, base: Int)] = []
        var list = self, position = start, base = 0
        descent: while true {
            let (piece, offset) = list.locate(position)
            path.append((list, piece, base))
            switch list.pieces[piece] {
            case .run(let run):
                if let found = run.visitedPlace(from: offset, by: direction) { return base + list.start(ofPiece: piece) + found }
                break descent
            case .list(let inner):
                base += list.start(ofPiece: piece)
                list = inner
                position = offset
            }
        }
        // Up until a list has a later (an earlier) piece holding an element a swipe visits, and
        // down that piece's near edge to it.
        while let (list, piece, base) = path.popLast() {
            var current = piece
            while let next = list.pieceVisited(after: current, by: direction) {
                if let found = list.edgeVisited(ofPiece: next, by: direction) { return base + found }
                current = next
            }
        }
        return nil
    }

    /// How many elements of the list a swipe visits.
    @MainActor
    var visitedCount: Int {
        if let visitCounts { return visitedBefore(visitCounts).last ?? 0 }
        var count = 0
        for piece in pieces { count += Self.visitedCount(of: piece) }
        return count
    }

    @MainActor
    private static func visitedCount(of piece: Piece) -> Int {
        switch piece {
        case .run(let run): run.visitedPlaces.count
        case .list(let list): list.visitedCount
        }
    }

    /// The counts kept in `counts`, worked out if they are not yet.
    @MainActor
    private func visitedBefore(_ counts: VisitCounts) -> [Int] {
        if let before = counts.before { return before }
        var before = [0]
        before.reserveCapacity(pieces.count + 1)
        var count = 0
        for piece in pieces {
            count += Self.visitedCount(of: piece)
            before.append(count)
        }
        counts.before = before
        return before
    }

    /// The nearest piece after `piece` (`direction` 1) or before it (-1) that holds an element a
    /// swipe visits; `piece` may be -1 or `pieces.count`, to start at an edge.
    @MainActor
    private func pieceVisited(after piece: Int, by direction: Int) -> Int? {
        guard let visitCounts else {
            var next = piece + direction
            while pieces.indices.contains(next) {
                if Self.visitedCount(of: pieces[next]) > 0 { return next }
                next += direction
            }
            return nil
        }
        let before = visitedBefore(visitCounts)
        if direction > 0 {
            // The first piece past `piece` whose count passes what the pieces up to it hold.
            guard piece + 1 < before.count else { return nil }
            let held = before[Swift.max(0, piece + 1)]
            var low = Swift.max(0, piece + 1) + 1, high = before.count
            while low < high {
                let middle = (low + high) / 2
                if before[middle] > held { high = middle } else { low = middle + 1 }
            }
            return low < before.count ? low - 1 : nil
        }
        // The last piece before `piece` whose count is less than what the pieces before `piece` hold.
        guard piece > 0 else { return nil }
        let end = Swift.min(piece, pieces.count)
        let held = before[end]
        var low = 0, high = end
        while low < high {
            let middle = (low + high) / 2
            if before[middle] >= held { high = middle } else { low = middle + 1 }
        }
        return low > 0 ? low - 1 : nil
    }

    /// The index in this list of the first element a swipe visits in the piece at `piece`
    /// (`direction` 1), or its last (-1), down through the lists it holds whole.
    @MainActor
    private func edgeVisited(ofPiece piece: Int, by direction: Int) -> Int? {
        var list = self, piece = piece, base = 0
        while true {
            base += list.start(ofPiece: piece)
            switch list.pieces[piece] {
            case .run(let run):
                return run.visitedPlace(from: direction > 0 ? 0 : run.elements.count - 1, by: direction).map { base + $0 }
            case .list(let inner):
                guard let next = inner.pieceVisited(after: direction > 0 ? -1 : inner.pieces.count, by: direction) else { return nil }
                list = inner
                piece = next
            }
        }
    }
}

