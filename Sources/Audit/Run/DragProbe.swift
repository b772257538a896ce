import CellKit
import ScreenReader

/// What starting each offered drag and holding it over each offered drop point found: which
/// drag sources start nothing, and which drop points no drag can drop on. Drags are started,
/// moved and cancelled through a finger, as VoiceOver does it.
///
/// The probe runs in two parts. While the audit judges each element, scrolled into view, each of
/// its drag sources is started and cancelled (`starts(_:with:)`), which says whether it gives
/// items. Once every element is judged and every drop point known, the drags that started are
/// started again, one after another, and held over the drop points none has been accepted by,
/// until every drop point has accepted one or no drag is left. A long table whose rows all drop
/// on one well is probed with one drag held, not one per row.
@MainActor
struct DragProbe {
    /// The drag sources whose point gives no items, as indices into the probed list, in order.
    let silentSources: [Int]
    /// How many drags were started.
    let liftedCount: Int
    /// The drop points none of the started drags could drop on, as indices, in order.
    let refusingDrops: [Int]

    /// Whether the drag of an offered source starts: long-pressed at its descriptor's point with
    /// the descriptor's view's own interaction (as VoiceOver does, not whatever a finger at the
    /// point would hit), then cancelled.
    static func starts(_ source: OfferedDescriptor, with finger: Finger) -> Bool {
        guard lift(source, with: finger) != nil else { return false }
        finger.cancel()
        return true
    }

    /// Holds the drags of `lifted` (sources that started, in order) over each working drop
    /// point in `offered` that no earlier drag was accepted by; a drop point accepts a drag when
    /// its own view becomes the drop target there. Each element is scrolled into view before its
    /// drag starts or its drop point is hovered, as VoiceOver scrolls to the element it acts
    /// from.
    ///
    /// Drop points that name one drop interaction are held over once a drag, at the first of
    /// them: the drag is over that interaction wherever in it the point is, and an interaction
    /// that refused a drag is not asked again while it is held (UIKit's rule, which `DragSystem`
    /// keeps), so the others' answer is the first's. Each hover counts against `hovers`; the one
    /// it does not allow is not made, and the probe ends there with the budget's `overrun` set
    /// (what it found by then answers nothing: the audit stops).
    init(offered: [OfferedDescriptor], lifted: [Int], silent: [Int], with finger: Finger, scrolling: CursorScrolling,
         hovers: HoverBudget, locate: (AnyObject) -> (line: Int, column: Int)?) {
        // By index, not a filter's main-actor closure, checked to run there for each of many entries.
        var drops: [Int] = []
        // The drop interactions the drop points name, each with its view, its drop points in
        // order, the scroll views that show the first and what a hover there costs: found once
        // a probe, not once a hover.
        var targets: [Target] = []
        var targetOf: [ObjectIdentifier: Int] = [:]
        for index in offered.indices where offered[index].action.kind == .dropPoint && offered[index].action.works {
            drops.append(index)
            // A drop point whose view has no drop interaction of its own takes no drag.
            guard let view = offered[index].descriptor.view,
                  let interaction = ScreenReader.ownInteraction(UIDropInteraction.self, of: offered[index].descriptor)
            else { continue }
            let key = ObjectIdentifier(interaction)
            if let target = targetOf[key] {
                targets[target].drops.append(index)
            } else {
                targetOf[key] = targets.count
                let scrollViews = CursorScrolling.scrollViews(around: offered[index].element)
                targets.append(Target(interaction: interaction, view: view, drops: [index], scrollViews: scrollViews,
                                      cost: HoverBudget.cost(scrolling: scrollViews, over: view)))
            }
        }
        var accepted = [Bool](repeating: false, count: targets.count)
        // The targets no drag has been accepted by yet, in order, kept in place as drags are.
        var open = Array(targets.indices)
        probing: for index in lifted where !open.isEmpty {
            let source = offered[index]
            scrolling.bringIntoView(source.element)
            // A delegate may give nothing the second time: the drag is then not held anywhere.
            guard let point = Self.lift(source, with: finger) else { continue }
            finger.move(to: point)
            var kept = 0
            for position in open.indices {
                let target = open[position]
                let drop = targets[target].drops[0]
                guard hovers.take(targets[target].cost) else {
                    hovers.stop(at: locate(offered[drop].object) ?? locate(source.object), holding: source.action.name,
                                over: offered[drop].action.name)
                    finger.cancel()
                    break probing
                }
                scrolling.bringIntoView(offered[drop].element, through: targets[target].scrollViews, fromTheLoadedScreen: false)
                let view = targets[target].view
                finger.move(to: view.screenPoint(for: offered[drop].descriptor.point), over: targets[target].interaction)
                if finger.dropTargetView === view {
                    accepted[target] = true
                } else {
                    open[kept] = target
                    kept += 1
                }
            }
            open.removeLast(open.count - kept)
            finger.cancel()
        }
        silentSources = silent
        liftedCount = lifted.count
        var isAccepted = [Bool](repeating: false, count: offered.count)
        for target in targets.indices where accepted[target] {
            for drop in targets[target].drops { isAccepted[drop] = true }
        }
        var refusing: [Int] = []
        for drop in drops where !isAccepted[drop] { refusing.append(drop) }
        refusingDrops = refusing
    }

    /// A drop interaction drop points name, as the probe holds drags over it.
    private struct Target {
        let interaction: UIDropInteraction
        /// The interaction's view, which is the drop target when it accepts a drag.
        let view: UIView
        /// The drop points that name it, in order: the first is the one hovered.
        var drops: [Int]
        /// The scroll views scrolled to show the first drop point (`CursorScrolling`).
        let scrollViews: [UIScrollView]
        /// What a hover over it counts against the budget (`HoverBudget.cost(scrolling:over:)`).
        let cost: Int
    }

    /// Long-presses at the source's point with its own drag interaction; the screen point the
    /// drag was lifted at, or `nil` when it gave no items.
    static func lift(_ source: OfferedDescriptor, with finger: Finger) -> CGPoint? {
        guard let view = source.descriptor.view,
              let drag = ScreenReader.ownInteraction(UIDragInteraction.self, of: source.descriptor) else { return nil }
        let point = view.screenPoint(for: source.descriptor.point)
        return finger.longPress(at: point, with: drag) ? point : nil
    }
}
