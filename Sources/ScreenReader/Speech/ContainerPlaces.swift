import CellKit

/// Where the elements of one run of a walk (`ElementChunk`) sit in the containers that give
/// them context words: for each container, how many of the run's elements it holds and the
/// place (1-based, within the run) of each. Kept with the run while no element can have moved
/// into or out of a container (`Stamp`), so a change inside one container (a switch turned on)
/// works out again only the runs the walk made anew, not every element of the screen.
struct ContainerPlaces {
    /// What the places were worked out against: the tree's count of changes that may move an
    /// element between containers (`ViewTreeClock.contextChanges`, moved by the one table,
    /// `ViewChange`), and its epoch for a run with a view inside a class that may work out its
    /// container type or traits in a getter (moved by a posted layout change, which CellKit's own
    /// classes need not follow: a tab's double tap posts one). An element that is not a view
    /// finds its containers through objects that are not views, which no setter reports: a run
    /// holding one is placed again when what `accessibilityElements` lists lead to may have
    /// changed.
    struct Stamp: Equatable {
        let epoch: UInt64
        let contextChanges: UInt64
        let listedChange: UInt64

        @MainActor
        init(clock: ViewTreeClock) {
            epoch = clock.epoch
            contextChanges = clock.contextChanges
            listedChange = clock.lastListedElementsChange
        }

        /// Whether places worked out at `self` stand at `now` for `places`.
        func stands(at now: Stamp, for places: ContainerPlaces) -> Bool {
            contextChanges == now.contextChanges
                && (!places.followsEpoch || epoch == now.epoch)
                && (!places.hasLooseElements || listedChange == now.listedChange)
        }
    }

    /// One container's elements in the run: how many, and each one's place by object.
    struct Members {
        var count = 0
        var places: [ObjectIdentifier: Int] = [:]
    }

    /// The run's elements by the container that gives them context, keyed by the container.
    let byContainer: [ObjectIdentifier: Members]
    /// Whether an element is not a view: its containers follow every listed change.
    let hasLooseElements: Bool
    /// Whether an element's view is inside a view of a class not tracked (`TrackedClasses`), or
    /// is not a view: its container follows posted changes (the epoch).
    let followsEpoch: Bool

    /// Works out the places of `elements`, each in its outermost container that gives context.
    @MainActor
    init(of elements: [AccessibleElement]) {
        var found: [ObjectIdentifier: Members] = [:]
        var loose = false, untracked = false
        for element in elements {
            if let view = element.object as? UIView {
                untracked = untracked || view.isInsideUntrackedView
            } else {
                loose = true
            }
            guard let container = ElementContexts.container(of: element) else { continue }
            let key = ObjectIdentifier(container)
            var members = found[key, default: Members()]
            members.count += 1
            // An object listed twice takes its last place, as in a walk of every element.
            members.places[ObjectIdentifier(element.object)] = members.count
            found[key] = members
        }
        byContainer = found
        hasLooseElements = loose
        followsEpoch = loose || untracked
    }
}
