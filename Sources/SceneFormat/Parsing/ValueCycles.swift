/// Which views' `valueFrom`s lead back to themselves: the strongly connected components of the
/// graph from each view to the views its value is made of (Tarjan's algorithm, with a stack of
/// its own so a chain of 100,000 views neither overflows the thread's stack nor costs its
/// length squared).
///
/// The views are numbered (the builder numbers its views with a `valueFrom` in file order), and
/// the graph is given as each one's sources by number: every table is an array by number, so the
/// one pass over the graph hashes nothing and allocates only its arrays. A view that names no
/// sources cannot be on a cycle and is left out of the graph by its maker.
struct ValueCycles {
    /// Per view, its component; per component, how many views it holds.
    private let component: [Int]
    private let componentSizes: [Int]
    private let sources: [[Int]]

    /// - Parameter sources: per view, the numbers of the views its value is made of, in the order
    ///   it names them (only views that are themselves in the graph).
    init(sources: [[Int]]) {
        self.sources = sources
        let count = sources.count
        let unvisited = -1
        var order = [Int](repeating: unvisited, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: unvisited, count: count)
        var componentSizes: [Int] = []
        var stack: [Int] = []
        var visited = 0
        var work: [(view: Int, next: Int)] = []
        /// Numbers a view met for the first time and puts it on both stacks.
        func discover(_ view: Int) {
            order[view] = visited
            low[view] = visited
            visited += 1
            stack.append(view)
            onStack[view] = true
            work.append((view, 0))
        }
        for start in 0..<count where order[start] == unvisited {
            discover(start)
            while let (view, next) = work.last {
                let edges = sources[view]
                if next < edges.count {
                    work[work.count - 1].next += 1
                    let source = edges[next]
                    if order[source] != unvisited {
                        if onStack[source] { low[view] = min(low[view], order[source]) }
                    } else {
                        discover(source)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { low[parent.view] = min(low[parent.view], low[view]) }
                guard low[view] == order[view] else { continue }
                // `view` is the root of a component: everything above it on the stack is in it.
                var size = 0
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = componentSizes.count
                    size += 1
                    if member == view { break }
                }
                componentSizes.append(size)
            }
        }
        self.component = component
        self.componentSizes = componentSizes
    }

    /// Whether the view's value leads back to it: it names itself, or shares its component with
    /// another view.
    func isOnCycle(_ view: Int) -> Bool {
        componentSizes[component[view]] > 1 || sources[view].contains(view)
    }

    /// A shortest cycle from `view` back to itself (`[view, …, view]`), or `nil` when its
    /// value does not lead back to it.
    func cycle(through view: Int) -> [Int]? {
        if sources[view].contains(view) { return [view, view] }
        let own = component[view]
        guard componentSizes[own] > 1 else { return nil }
        // Breadth first inside the component, remembering how each view was reached.
        let unreached = -1
        var cameFrom = [Int](repeating: unreached, count: sources.count)
        var queue = [view], head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for source in sources[current] where component[source] == own {
                if source == view {
                    var backwards = [view, current]
                    var previous = cameFrom[current]
                    while previous != unreached {
                        backwards.append(previous)
                        previous = cameFrom[previous]
                    }
                    return backwards.reversed()
                }
                guard cameFrom[source] == unreached, source != view else { continue }
                cameFrom[source] = current
                queue.append(source)
            }
        }
        return nil
    }
}
