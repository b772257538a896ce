import Foundation

// Presenting and dismissing, as UIKit does them (see `present(_:animated:completion:)`).
extension UIViewController {
    /// The view controller at the root of this one's containers: the one that presents for it.
    var rootOfContainers: UIViewController {
        var current = self
        while let parent = current.storedParent { current = parent }
        return current
    }

    /// The view right under the window that holds this view controller's view: the window's root
    /// view, or the container of a presentation.
    var screenView: UIView? {
        guard var view = storedView else { return nil }
        while let parent = view.superview, !(parent is UIWindow) { view = parent }
        return view.superview is UIWindow ? view : nil
    }

    /// Presents `presented` over the window of the root of this view controller's containers.
    /// Returns false, doing nothing, where UIKit refuses (and logs a warning): that view
    /// controller already presents one, `presented` is already presented or is a child, or
    /// nothing of this one is in a window.
    func performPresentation(of presented: UIViewController, animated: Bool) -> Bool {
        let presenter = rootOfContainers
        guard presenter.storedPresented == nil, presented.storedPresenting == nil, presented.storedParent == nil,
              presented !== presenter, presented.storedView?.window == nil,
              let screen = presenter.screenView, let window = screen.window else { return false }
        let covers = presented.modalPresentationStyle.coversPresenter
        presenter.storedPresented = presented
        presented.storedPresenting = presenter
        let container = PresentationContainerView(frame: window.bounds)
        // VoiceOver's escape dismisses a sheet, as a swipe down does. [sim]
        container.escapeHandler = { [weak presented] in presented?.dismissByEscape() ?? false }
        presented.presentationContainer = container
        presented.coveredScreen = covers ? screen : nil
        presented.loadView(placedIn: container.bounds)
        presented.storedIsBeingPresented = true
        Self.transition(from: covers ? presenter : nil, to: presented, animated: animated, shown: true) {
            if let view = presented.storedView { container.addSubview(view) }
            window.addSubview(container)
            if covers { screen.removeFromSuperview() }
        }
        presented.storedIsBeingPresented = false
        Self.postScreenChanged(in: window)
        return true
    }

    /// Dismisses what the root of this view controller's containers presents, or, if it presents
    /// nothing, asks its presenter to dismiss it. Returns false when there is nothing to dismiss.
    func performDismissal(animated: Bool) -> Bool {
        let root = rootOfContainers
        if root.storedPresented != nil {
            root.dismissPresented(animated: animated)
        } else if let presenter = root.storedPresenting {
            presenter.dismissPresented(animated: animated)
        } else {
            return false
        }
        return true
    }

    /// Dismisses the view controller this one presents and every one presented above it: they
    /// disappear, the top one first, and this one appears again if a full-screen presentation
    /// had taken its view away.
    func dismissPresented(animated: Bool) {
        guard let first = storedPresented else { return }
        var stack = [first]
        while let next = stack.last?.storedPresented { stack.append(next) }
        // A full-screen presentation over `first` took `first`'s container off the window: the
        // lowest container still on it is where the screen under the chain goes back, and the
        // window is its window (the top's container always is on it).
        let shown = stack.first { $0.presentationContainer?.superview != nil }?.presentationContainer
        let window = shown?.window
        let covered = first.coveredScreen
        let returning: UIViewController? = covered == nil ? nil : self
        for presented in stack { presented.storedIsBeingDismissed = true }
        for presented in stack.reversed() { presented.beginAppearanceTransition(false, animated: animated) }
        returning?.beginAppearanceTransition(true, animated: animated)
        if let covered, let container = shown, let holder = container.superview,
           let place = holder.subviews.firstIndex(where: { $0 === container }) {
            holder.insertSubview(covered, at: place)
        }
        for presented in stack.reversed() { presented.presentationContainer?.removeFromSuperview() }
        returning?.callIsAppearingOnce()
        returning?.layOutShownTree()
        for presented in stack.reversed() { presented.endAppearanceTransition() }
        returning?.endAppearanceTransition()
        storedPresented = nil
        for presented in stack {
            presented.storedPresented = nil
            presented.storedPresenting = nil
            presented.presentationContainer = nil
            presented.coveredScreen = nil
            presented.storedIsBeingDismissed = false
        }
        Self.postScreenChanged(in: window)
    }

    /// VoiceOver's escape on a presented sheet: dismisses it unless it is modal in presentation
    /// (as a swipe down would be refused). [sim] Full-screen presentations stay.
    /// The presentation controller's delegate hears it as a user's dismissal, as UIKit tells it of
    /// a swipe down: asked first, then told before and after, or told of the refused attempt.
    func dismissByEscape() -> Bool {
        guard modalPresentationStyle.isSheet, let presenter = storedPresenting else { return false }
        let controller = storedPresentationController
        let delegate = controller?.delegate
        guard !isModalInPresentation, controller.map({ delegate?.presentationControllerShouldDismiss($0) ?? true }) ?? true else {
            if let controller { delegate?.presentationControllerDidAttemptToDismiss(controller) }
            return false
        }
        if let controller { delegate?.presentationControllerWillDismiss(controller) }
        presenter.dismissPresented(animated: true)
        if let controller { delegate?.presentationControllerDidDismiss(controller) }
        return true
    }
}
