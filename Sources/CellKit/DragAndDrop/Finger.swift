import Foundation

/// One finger on the screen: long press to lift a drag, move it, release or cancel it. Points
/// are on the screen that holds every window.
///
/// A finger drives the shared `DragSystem`, which makes every delegate callback in UIKit's order
/// and records each in `log`. The screen reader drives a finger exactly as a person would, so a
/// VoiceOver drag runs the app's real delegate code.
@preconcurrency @MainActor
public final class Finger {
    public let system: DragSystem
    private var held: SimulatedDragSession?

    /// A finger on a screen of its own.
    public convenience init(windows: [UIWindow], clock: VirtualClock = VirtualClock(), log: DragEventLog = DragEventLog()) {
        self.init(system: DragSystem(windows: windows, clock: clock, log: log))
    }

    /// Another finger on the same screen as others.
    public init(system: DragSystem) {
        self.system = system
    }

    public var clock: VirtualClock { system.clock }
    public var log: DragEventLog { system.log }
    /// The windows on the screen, back to front.
    public var windows: [UIWindow] {
        get { system.windows }
        set { system.windows = newValue }
    }

    // MARK: State

    /// The session this finger holds, if any.
    public var session: UIDragSession? { held }
    public var isDragging: Bool { held != nil }
    /// Where the drag is, on the screen.
    public var location: CGPoint? { held?.screenLocation }
    /// The view whose drop interaction the drag is over, if any.
    public var dropTargetView: UIView? { held?.target?.view }
    /// The drop interaction's last proposal, as it answered it.
    public var proposal: UIDropProposal? { held?.proposal }
    /// What releasing now would do, after UIKit's rules (a move not allowed is a cancel; a move
    /// into another app is a copy).
    public var operation: UIDropOperation { held?.resolvedOperation ?? .cancel }

    /// The front-most shown window containing a screen point.
    public func window(at point: CGPoint) -> UIWindow? { system.window(at: point) }

    /// The view a touch at a screen point lands on.
    public func hitView(at point: CGPoint) -> UIView? { system.hitView(at: point) }

    // MARK: Gestures

    /// Long-presses at a screen point. The drag interactions from the touched view outwards are
    /// asked for items, innermost first, until one gives some. Returns whether a drag lifted.
    @discardableResult
    public func longPress(at point: CGPoint) -> Bool {
        guard held == nil else { return false }
        held = system.lift(at: point)
        // A press that lifts nothing is a long press to the views' recognizers.
        if held == nil { system.recognizeLongPress(at: point) }
        return held != nil
    }

    /// CellKit's own: long-presses at a screen point with one drag interaction, as VoiceOver does
    /// for a drag source descriptor. Only `interaction` is asked for items (in UIKit's order:
    /// `itemsForBeginning`, the lift previews, `willAnimateLift`), even when a touch at the point
    /// would land on a view with an interaction of its own. Returns whether a drag lifted.
    @discardableResult
    public func longPress(at point: CGPoint, with interaction: UIDragInteraction) -> Bool {
        guard held == nil else { return false }
        held = system.lift(at: point, with: interaction)
        return held != nil
    }

    /// Moves the finger (and the drag, if one is lifted) to a screen point. The first move
    /// begins the session; each move updates the drop target under the point.
    public func move(to point: CGPoint) {
        guard let held else { return }
        system.move(held, to: point)
    }

    /// CellKit's own: moves the drag to a screen point over one drop interaction, as VoiceOver
    /// does for a drop point descriptor. `interaction` is the only candidate target, even when a
    /// touch at the point would land on a view with a drop interaction of its own; the
    /// callbacks come in the order a finger's move makes them (the first move begins the
    /// session; then `canHandle`, exit from the old target, enter, update).
    public func move(to point: CGPoint, over interaction: UIDropInteraction) {
        guard let held else { return }
        system.move(held, to: point, over: interaction)
    }

    /// CellKit's own [sim]: tells the drag that the screen changed under it (a tab changed, a
    /// view hidden). A target whose view is no longer shown gets `sessionDidExit`, and the drag
    /// is then over nothing until it moves.
    public func screenDidChange() {
        guard let held else { return }
        system.leaveTargetIfGone(held)
    }

    /// The app the held drag started in (its window's `applicationIdentifier`); only that app
    /// can add items to it. CellKit's own.
    public var sourceApplication: String? { held?.sourceApplication }

    /// Taps with another finger while this one holds its drag: adds items where the tapped
    /// view's drag interaction gives some, as `DragSystem.tap(at:)` describes.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        system.tap(at: point)
    }

    /// Taps with another finger; with `addingToDrags` false the tap never adds to a drag (a
    /// plain tap), as `DragSystem.tap(at:addingToDrags:)` describes. CellKit's own.
    @discardableResult
    public func tap(at point: CGPoint, addingToDrags: Bool) -> Bool {
        system.tap(at: point, addingToDrags: addingToDrags)
    }

    /// Taps with another finger to add items through one drag interaction only, as VoiceOver's
    /// "Add to drag" does; returns how many were added (0 for none). See
    /// `DragSystem.addItems(at:with:)`. CellKit's own.
    public func addItems(at point: CGPoint, with interaction: UIDragInteraction) -> Int {
        system.addItems(at: point, with: interaction)
    }

    /// Whether a tap at `point` through `interaction` could add items to a drag in flight: see
    /// `DragSystem.mayAddItems(at:with:)`.
    package func mayAddItems(at point: CGPoint, with interaction: UIDragInteraction) -> Bool {
        system.mayAddItems(at: point, with: interaction)
    }

    /// Lifts the finger. Drops with the current operation, or cancels when it is cancel or
    /// forbidden. Returns the operation the drag ended with.
    @discardableResult
    public func release() -> UIDropOperation {
        guard let held else { return .cancel }
        let operation = held.resolvedOperation
        self.held = nil
        system.end(held, with: operation)
        return operation
    }

    /// Cancels the drag (the system's cancel, as when VoiceOver's user escapes), whatever is under
    /// the finger.
    public func cancel() {
        guard let held else { return }
        self.held = nil
        system.end(held, with: .cancel)
    }
}
