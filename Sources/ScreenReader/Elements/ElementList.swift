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

    /// An empty list.
    public init() {
        pieces = []
        ends = []
    }

    /// A list of the elements in the order given.
    public init(_ elements: [AccessibleElement]) {
        pieces = elements.isEmpty ? [] : [.run(ElementChunk(elements))]
        ends = elements.isEmpty ? [] : [elements.count]
    }

    fileprivate init(pieces: [Piece], ends: [Int]) {
        self.pieces = pieces
        self.ends = ends
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
