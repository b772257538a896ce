/// CellKit's own: every kind of change a view reports, and the one table of what each makes
/// stale. Every UIKit setter that changes something a kept answer depends on reports it here
/// (`UIView.noteChange(_:)`), and nothing else touches a cache. A new property adds a case (or
/// reports an existing one); `ViewChangeReportingTests` fails for a stored property of a CellKit
/// view that reports nothing.
///
/// The kept answers, each dropped by the caches listed in `ViewCaches`:
///
/// | Change | Reported by | Stale |
/// |---|---|---|
/// | `frame` | `frame`, `bounds.size`, `center` | superview's index, element walks, upward walks, touches |
/// | `boundsOrigin` | `bounds.origin` of a view that is not a scroll view | element walks, upward walks, touches |
/// | `scroll` | `contentOffset` (a scroll view's `bounds.origin`) | touches |
/// | `visibility` | `isHidden`, `alpha` | element walks, upward walks, touches |
/// | `touchability` | `isUserInteractionEnabled` | touches |
/// | `clipping` | `clipsToBounds` | superview's index, element walks, screen stamp |
/// | `sublayers` | `CALayer.addSublayer`, `removeFromSuperlayer` | superview's index, screen stamp |
/// | `subviews` | `addSubview`, `insertSubview`, `removeFromSuperview` (on the superview) | subview list, own index, superview's index, element walks |
/// | `superview` | the same (on the view that moved) | upward walks, touches, element walks (a view that comes is among its superview's changed subviews), element contexts |
/// | `interactions` | `addInteraction`, `removeInteraction` | upward walks |
/// | `layout` | `setNeedsLayout`, `layoutIfNeeded` when it lays out; Auto Layout's setters (constraints, priorities, margins, guides, a stack view's properties), through `setNeedsLayout` | element walks, screen stamp, own hit tests |
/// | `element` | the accessibility properties VoiceOver's walk reads; `accessibilityCustomRotors` (a screen reader keeps the rotors around the focus; a listed rotor's new name reaches the screen's clock the same way, `UIAccessibilityCustomRotor.noteListed(on:)`) | element walks |
/// | `elementContext` | `isAccessibilityElement`, `accessibilityContainerType`, the tab bar trait, `accessibilityCustomActions` | element walks, upward walks, element contexts |
/// | `content` | label, value, hint, identifier, descriptors, text, colours, `contentSize` | nothing: read when spoken or drawn |
///
/// The deliberate asymmetries: scrolling keeps upward walks (they hold offsets without the scroll
/// views' own, `UpwardWalk`) and element walks (a scroll view's content keeps its order as it
/// scrolls; what scrolling adds or removes, a collection view's cells, reports `subviews`);
/// clipping keeps hit tests (a hit test never goes outside a view's bounds, clipped or not) but
/// not what shows at a point (touch exploration's stamp); content is never kept.
package enum ViewChange: CaseIterable, Sendable {
    case frame
    case boundsOrigin
    case scroll
    case visibility
    case touchability
    case clipping
    case sublayers
    case subviews
    case superview
    case interactions
    case layout
    case element
    case elementContext
    case content

    /// The one table: what this change makes stale.
    package var staleCaches: ViewCaches {
        switch self {
        case .frame: [.superviewIndex, .elementWalks, .upwardWalks, .touches]
        case .boundsOrigin, .visibility: [.elementWalks, .upwardWalks, .touches]
        case .scroll, .touchability: .touches
        // A view of no size that clips shows VoiceOver nothing inside it (`ElementCollector`).
        case .clipping: [.superviewIndex, .elementWalks, .screenStamp]
        case .sublayers: [.superviewIndex, .screenStamp]
        case .subviews: [.subviewList, .subviewIndex, .superviewIndex, .elementWalks]
        case .superview: [.upwardWalks, .touches, .elementWalks, .elementContexts]
        case .interactions: .upwardWalks
        case .layout: [.elementWalks, .screenStamp, .hitTestsThroughView]
        case .element: .elementWalks
        case .elementContext: [.elementWalks, .upwardWalks, .elementContexts]
        case .content: []
        }
    }
}

/// CellKit's own: the kept answers a change can make stale (`ViewChange.staleCaches`).
package struct ViewCaches: OptionSet, Sendable {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The superview's index of its subviews' frames (`SubviewIndex`), and whether it may draw
    /// outside its frame.
    package static let superviewIndex = ViewCaches(rawValue: 1 << 0)
    /// The view's own index of its subviews' frames.
    package static let subviewIndex = ViewCaches(rawValue: 1 << 1)
    /// What a walk kept of the subviews as a list: `subviewsVersion`, each subview's place.
    package static let subviewList = ViewCaches(rawValue: 1 << 2)
    /// What a screen reader walked of the view and the views around it: the view's and its
    /// ancestors' `subtreeGeneration` move (`ViewTreeClock.advance(at:)`).
    package static let elementWalks = ViewCaches(rawValue: 1 << 3)
    /// The kept walks up (`UpwardWalk`) of the view and every view below it.
    package static let upwardWalks = ViewCaches(rawValue: 1 << 4)
    /// What was kept while nothing on the screen moved: touch exploration's points, screen
    /// origins, the last hit (`ViewTreeClock.currentStamp`).
    package static let screenStamp = ViewCaches(rawValue: 1 << 5)
    /// The hit tests kept through the view (`KeptHit`).
    package static let hitTestsThroughView = ViewCaches(rawValue: 1 << 6)
    /// The hit tests kept through the superview, which chose among its subviews by their frames;
    /// for a view in no superview, which root a point is in (`ViewTreeClock.rootChanges`).
    package static let hitTestsThroughSuperview = ViewCaches(rawValue: 1 << 7)
    /// Which container giving context words (`givesElementContext`) each element is in, as a
    /// screen reader keeps it with each run of its elements: only a view that moves or a
    /// container's kind changes it, whatever else changes inside (`ViewTreeClock.contextChanges`).
    package static let elementContexts = ViewCaches(rawValue: 1 << 8)

    /// Where a touch lands, on this view or under it, and which of its superview's subviews a
    /// touch there finds.
    package static let touches: ViewCaches = [.screenStamp, .hitTestsThroughView, .hitTestsThroughSuperview]
}

extension UIView {
    /// CellKit's own: reports a change to this view; every kept answer the table
    /// (`ViewChange.staleCaches`) names is dropped, in one order.
    package func noteChange(_ change: ViewChange) {
        let stale = change.staleCaches
        let clock = knownTreeClock
        clock?.changeObserver?(self, change)
        AnimationScreenFinder.saw(clock)
        if stale.contains(.superviewIndex) { bookkeeping.parentView?.bookkeeping.subviewIndex = nil }
        // The list of changed subviews stays: a walk that kept the subviews tells which stayed
        // by the subviews themselves, and a subview that comes is noted as changed (`superview`).
        if stale.contains(.subviewList) { bookkeeping.subviewsVersion &+= 1 }
        if stale.contains(.subviewIndex) { bookkeeping.subviewIndex = nil }
        if stale.contains(.elementWalks) { clock?.advance(at: self) }
        if stale.contains(.upwardWalks) { forgetKeptWalks(ignoringMoves: clock?.isIgnoringMoves ?? false) }
        if stale.contains(.screenStamp) { clock?.moveStamp() }
        if stale.contains(.elementContexts) { clock?.contextsMayHaveChanged() }
        if stale.contains(.hitTestsThroughView) { dropKeptHits(ignoringMoves: clock?.isIgnoringMoves ?? false) }
        if stale.contains(.hitTestsThroughSuperview) {
            if let parent = bookkeeping.parentView {
                parent.dropKeptHits(ignoringMoves: clock?.isIgnoringMoves ?? false)
            } else {
                clock?.rootDidChange()
            }
        }
    }
}
