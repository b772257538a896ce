import Foundation

/// CellKit's own: what a view keeps for Auto Layout, made the first time the view takes part
/// (`UIView.layoutState`), so views laid out by frames alone carry nothing. Every setter UIKit
/// has for it (`setContentHuggingPriority(_:for:)`, `layoutMargins`, `addConstraint(_:)`, …)
/// reports through `noteChange(.layout)` by way of `setNeedsLayout()`.
@MainActor
final class ViewLayoutState {
    /// The constraints installed on the view (`UIView.constraints`), in the order they were added.
    var constraints: [NSLayoutConstraint] = []
    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompressionResistance = UILayoutPriority.defaultHigh
    var verticalCompressionResistance = UILayoutPriority.defaultHigh
    var layoutMargins = LayoutSpacing.defaultMargins
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// The guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    /// The guides few views are asked for (readable content, keyboard, a scroll view's frame and
    /// content), made together the first time one is: one reference here instead of four.
    var otherGuides: OtherLayoutGuides?
    /// The engine of the tree this view is the root of.
    var engine: LayoutEngine?
    /// Whether the view has variables in its tree's engine, so a change to its frame or its
    /// intrinsic size reaches the solver.
    var isInEngine = false
    /// How much harder than its priorities say the view keeps its intrinsic size, as a fraction:
    /// a stack view's way of making the last of equal views give way without constraints of
    /// its own (`StackArrangement`).
    var tieBreak: Double = 0
    /// Where the view is in its engine's last build: the build (`LayoutEngine`), and `-2 - n`
    /// for the n-th view that build found needed, which the engine's list of slots by that
    /// order turns into where its four variables start. Kept here, not in a table of the
    /// engine's, because a build reads every view anyway: a lookup in a table of 10,000 views
    /// was a cache miss of its own. Written when the view is found needed, not when it is
    /// placed: placing it then reads only what the build's walk kept of it.
    var engineSlot = EngineSlot()
}

/// CellKit's own: where a view or a guide is in a build of a layout engine (`LayoutEngine`).
struct EngineSlot {
    /// One build of an engine, told from every other by identity: a slot holds its build, so
    /// no later build of any engine (no object at the same address) can be taken for it, and no
    /// counter shared by all engines is needed.
    @MainActor
    final class Build {}

    /// The build it was placed by (`nil`: none).
    var build: Build?
    /// For a guide, where its four variables start (a constraint's place, for a constraint;
    /// below 0: none); for a view, `-2 - n` for the n-th view the build found needed
    /// (`LayoutEngine` keeps each one's slot).
    var slot = -1

    /// Its slot in build `build`, if that build placed it.
    func slot(inBuild build: Build?) -> Int? {
        guard let build, self.build === build, slot >= 0 else { return nil }
        return slot
    }
}

/// CellKit's own: the system guides a view makes only when asked (`readableContentGuide`,
/// `keyboardLayoutGuide`, `UIScrollView.frameLayoutGuide` and `contentLayoutGuide`).
@MainActor
final class OtherLayoutGuides {
    var readable: UILayoutGuide?
    var keyboard: UIKeyboardLayoutGuide?
    var scrollFrame: UILayoutGuide?
    var scrollContent: UILayoutGuide?
    var separator: UILayoutGuide?

    /// The guides that have variables of their own in the engine, as a free guide has.
    var solvedGuides: [UILayoutGuide] { [readable, scrollContent].compactMap { $0 } }
}
