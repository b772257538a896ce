import CellKit
import ScreenReader

/// What holding each offered drag over each offered drop point found: which drag sources start
/// nothing, and which drop points no drag can drop on. Drags are started, moved and cancelled
/// through a finger, as VoiceOver does it.
@MainActor
struct DragProbe {
    /// The drag sources whose point gives no items, as indices into the probed list, in order.
    let silentSources: [Int]
    /// How many drags were started.
    let liftedCount: Int
    /// The drop points none of the started drags could drop on, as indices, in order.
    let refusingDrops: [Int]

    /// Starts each working drag source in `offered` with `finger` and holds it over each working
    /// drop point that no earlier drag was accepted by; a drop point accepts a drag when its own
    /// view becomes the drop target there. Each element is scrolled into view before its drag
    /// starts or its drop point is hovered, as VoiceOver scrolls to the element it acts from.
    init(probing offered: [OfferedDescriptor], with finger: Finger, scrolling: CursorScrolling) {
        var silent: [Int] = []
        var lifted = 0
        var accepted = Set<Int>()
        let drops = offered.indices.filter { offered[$0].action.kind == .dropPoint && offered[$0].action.works }
        for index in offered.indices where offered[index].action.kind == .dragSource && offered[index].action.works {
            let source = offered[index]
            scrolling.bringIntoView(source.element)
            guard let view = source.descriptor.view else { continue }
            let point = view.screenPoint(for: source.descriptor.point)
            // As VoiceOver does: the descriptor's view's own interaction, not whatever a finger
            // at the point would hit.
            guard let drag = ScreenReader.ownInteraction(UIDragInteraction.self, of: source.descriptor),
                  finger.longPress(at: point, with: drag) else {
                silent.append(index)
                continue
            }
            lifted += 1
            finger.move(to: point)
            for drop in drops where !accepted.contains(drop) {
                scrolling.bringIntoView(offered[drop].element, fromTheLoadedScreen: false)
                guard let dropView = offered[drop].descriptor.view,
                      let target = ScreenReader.ownInteraction(UIDropInteraction.self, of: offered[drop].descriptor) else { continue }
                finger.move(to: dropView.screenPoint(for: offered[drop].descriptor.point), over: target)
                if finger.dropTargetView === dropView { accepted.insert(drop) }
            }
            finger.cancel()
        }
        silentSources = silent
        liftedCount = lifted
        refusingDrops = drops.filter { !accepted.contains($0) }
    }
}
