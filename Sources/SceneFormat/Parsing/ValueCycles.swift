import CellKit

/// Which views' `valueFrom`s lead back to themselves: the strongly connected components of the
/// graph from each view to the views its value is made of (Tarjan's algorithm, with a stack of
/// its own so a chain of 100,000 views neither overflows the thread's stack nor costs its
/// length squared).
@MainActor
struct ValueCycles {
    /// Per view, its component; per component, how many views it holds.
    private var component: [ObjectIdentifier: Int] = [:]
    private var componentSizes: [Int] = []

    init(_ starts: [SceneView]) {
        var order: [ObjectIdentifier: Int] = [:]
        var low: [ObjectIdentifier: Int] = [:]
        var onStack: Set<ObjectIdentifier> = []
        var stack: [ObjectIdentifier] = []
        for start in starts where order[ObjectIdentifier(start)] == nil {
            var work: [(view: SceneView, next: Int)] = []
            func visit(_ view: SceneView) {
                let id = ObjectIdentifier(view)
                order[id] = order.count
                low[id] = order[id]
                stack.append(id)
                onStack.insert(id)
                work.append((view, 0))
            }
            visit(start)
            while let (view, next) = work.last {
                let id = ObjectIdentifier(view)
                let sources = Self.sources(of: view)
                if next < sources.count {
                    work[work.count - 1].next += 1
                    let source = sources[next], sourceID = ObjectIdentifier(source)
                    if let seen = order[sourceID] {
                        if onStack.contains(sourceID) { low[id] = min(low[id] ?? seen, seen) }
                    } else {
                        visit(source)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last {
                    let parentID = ObjectIdentifier(parent.view)
                    low[parentID] = min(low[parentID] ?? 0, low[id] ?? 0)
                }
                guard low[id] == order[id] else { continue }
                // `view` is the root of a component: everything above it on the stack is in it.
                var size = 0
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component[member] = componentSizes.count
                    size += 1
                    if member == id { break }
                }
                componentSizes.append(size)
            }
        }
    }

    /// The views a view's value is made of that may lead further (plain scene views).
    private static func sources(of view: SceneView) -> [SceneView] {
        view.valueSources.compactMap { $0 as? SceneView }
    }

    /// A shortest cycle from `view` back to itself (`[view, …, view]`), or `nil` when its
    /// value does not lead back to it.
    func cycle(through view: SceneView) -> [SceneView]? {
        let id = ObjectIdentifier(view)
        guard let own = component[id] else { return nil }
        if Self.sources(of: view).contains(where: { $0 === view }) { return [view, view] }
        guard componentSizes[own] > 1 else { return nil }
        // Breadth first inside the component, remembering how each view was reached.
        var cameFrom: [ObjectIdentifier: SceneView] = [:]
        var queue = [view], head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for source in Self.sources(of: current) where component[ObjectIdentifier(source)] == own {
                if source === view {
                    var backwards = [view, current]
                    while let previous = cameFrom[ObjectIdentifier(backwards[backwards.count - 1])] {
                        backwards.append(previous)
                    }
                    return backwards.reversed()
                }
                guard cameFrom[ObjectIdentifier(source)] == nil, source !== view else { continue }
                cameFrom[ObjectIdentifier(source)] = current
                queue.append(source)
            }
        }
        return nil
    }
}
