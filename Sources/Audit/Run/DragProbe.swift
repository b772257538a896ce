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
    init(offered: [OfferedDescriptor], lifted: [Int], silent: [Int], with finger: Finger, scrolling: CursorScrolling) {
        // By index, not a filter's main-actor closure, checked to run there for each of many entries.
        var drops: [Int] = []
        for index in offered.indices where offered[index].action.kind == .dropPoint && offered[index].action.works {
            drops.append(index)
        }
        var accepted = Set<Int>()
        for index in lifted where accepted.count < drops.count {
            let source = offered[index]
            scrolling.bringIntoView(source.element)
            // A delegate may give nothing the second time: the drag is then not held anywhere.
            guard let point = Self.lift(source, with: finger) else { continue }
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
        liftedCount = lifted.count
        refusingDrops = drops.filter { !accepted.contains($0) }
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
