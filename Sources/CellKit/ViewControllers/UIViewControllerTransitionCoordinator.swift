import Foundation

/// What a view controller is given while a transition or a change of size runs, to animate
/// alongside it, as UIKit's. [sim] CellKit's transitions are instant and its screens never
/// change size, so no coordinator is ever made: `transitionCoordinator` is nil and
/// `viewWillTransition(to:with:)` is never called. The protocol is here for code that
/// overrides them.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
