import CellKit

/// What a walk found in a subtree before it was put in VoiceOver's order: elements and groups
/// kept together, each with where it sits in the coordinates of the subtree's root view.
///
/// Elements under plain views are not ordered where they are found: they pass up to the nearest
/// view that keeps its elements together (a container, a scroll view, a window) and are ordered
/// there with everything else it holds, so two columns of plain views are read row by row.
@MainActor
struct PlacedElements {
    /// One thing to order: an element, or a group that stays together.
    enum Member {
        case element(AccessibleElement)
        case group(ElementList)
    }

    /// A member and the rectangle it is ordered by: an element's frame, or a group's anchor (its
    /// first element's frame, or a scroll view's own frame).
    struct Placed {
        var frame: CGRect
        let member: Member
        /// Whether the member is placed by the frame of the view it was found in, whatever that
        /// view shows at its bounds origin (a scroll view's group): `frame` is then unused until
        /// the member is moved to the view's superview.
        var isPlacedByView = false
    }

    var members: [Placed]
    /// Whether any of them came from a container's `accessibilityElements`, which may be
    /// computed and so change when the app's code runs.
    var readsComputedElements: Bool
    /// Whether the walk read an object whose class is not CellKit's (`TrackedClasses`): its
    /// getters may be worked out on the fly, so only `layoutChanged` or `screenChanged` say when
    /// they change.
    var readsUntrackedGetters = false

    init(members: [Placed], readsComputedElements: Bool, readsUntrackedGetters: Bool = false) {
        self.members = members
        self.readsComputedElements = readsComputedElements
        self.readsUntrackedGetters = readsUntrackedGetters
    }

    static let none = PlacedElements(members: [], readsComputedElements: false)

    /// The members as the superview of `view` sees them: moved from `view`'s coordinates to its
    /// superview's, by its frame and bounds.
    func inSuperview(of view: UIView) -> PlacedElements {
        var moved = self
        moved.moveToSuperview(of: view)
        return moved
    }

    /// Moves the members to the coordinates of `view`'s superview, in place: a walk that owns
    /// what it found (every row of a long table) moves it without a copy of the members.
    mutating func moveToSuperview(of view: UIView) {
        let frame = view.frame, bounds = view.bounds
        let dx = frame.minX - bounds.minX, dy = frame.minY - bounds.minY
        // A loop, not `contains(where:)`: a closure isolated to the main actor checks the
        // executor each time it is called.
        var placedByView = false
        for member in members where member.isPlacedByView {
            placedByView = true
            break
        }
        guard dx != 0 || dy != 0 || placedByView else { return }
        for index in members.indices {
            if members[index].isPlacedByView {
                members[index].frame = frame
                members[index].isPlacedByView = false
            } else {
                members[index].frame = members[index].frame.offsetBy(dx: dx, dy: dy)
            }
        }
    }

    /// The number of elements the members hold.
    var elementCount: Int {
        members.reduce(0) { count, placed in
            switch placed.member {
            case .element: count + 1
            case .group(let elements): count + elements.count
            }
        }
    }
}
