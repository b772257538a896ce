import CellKit

/// VoiceOver's elements in visiting order.
///
/// A collection like an array, indexed from 0, but held as runs shared with the walks it was
/// built from: when one row of a long table changes, the new list shares every run but the
/// changed row's, so a change costs what changed, not the length of the list. Reading an element
/// by its index costs a search among the runs (their number grows as the square root of a
/// table's length at most); going through the list in order costs nothing more than an array.
public struct ElementList {
    let chunks: [ElementChunk]
    /// The index just past each chunk's last element.
    let ends: [Int]

    /// An empty list.
    public init() {
        chunks = []
        ends = []
    }

    /// A list of the elements in the order given.
    public init(_ elements: [AccessibleElement]) {
        chunks = elements.isEmpty ? [] : [ElementChunk(elements)]
        ends = elements.isEmpty ? [] : [elements.count]
    }

    fileprivate init(chunks: [ElementChunk], ends: [Int]) {
        self.chunks = chunks
        self.ends = ends
    }

    /// The chunk holding an index, and the index within it.
    fileprivate func locate(_ position: Int) -> (chunk: Int, offset: Int) {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return (low, position - (low == 0 ? 0 : ends[low - 1]))
    }

    /// Where the chunk at `chunk` starts.
    func start(ofChunk chunk: Int) -> Int {
        chunk == 0 ? 0 : ends[chunk - 1]
    }
}

extension ElementList: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.last ?? 0 }

    public subscript(position: Int) -> AccessibleElement {
        precondition(position >= 0 && position < endIndex, "ElementList index out of range")
        let (chunk, offset) = locate(position)
        return chunks[chunk].elements[offset]
    }

    /// Goes through the chunks in turn, without a search per element.
    public struct Iterator: IteratorProtocol {
        private let chunks: [ElementChunk]
        private var chunk = 0
        private var offset = 0

        fileprivate init(chunks: [ElementChunk]) {
            self.chunks = chunks
        }

        public mutating func next() -> AccessibleElement? {
            while chunk < chunks.count {
                let elements = chunks[chunk].elements
                if offset < elements.count {
                    defer { offset += 1 }
                    return elements[offset]
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
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

        private var chunks: [ElementChunk] = []
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

        /// Appends a list by sharing its runs, whatever its length.
        mutating func append(sharing list: ElementList) {
            guard !list.isEmpty else { return }
            flush()
            for chunk in list.chunks {
                count += chunk.elements.count
                chunks.append(chunk)
                ends.append(count)
            }
        }

        private mutating func flush() {
            guard !pending.isEmpty else { return }
            chunks.append(ElementChunk(pending))
            ends.append(count)
            pending = []
        }

        /// The list built so far.
        mutating func build() -> ElementList {
            flush()
            return ElementList(chunks: chunks, ends: ends)
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
        for (chunk, run) in chunks.enumerated() {
            if let place = run.place(of: object) { return start(ofChunk: chunk) + place }
        }
        return nil
    }

    /// The places of the elements that are not views.
    @MainActor
    var looseElements: [Int] {
        chunks.indices.flatMap { chunk in chunks[chunk].looseElements.map { start(ofChunk: chunk) + $0 } }
    }
}
