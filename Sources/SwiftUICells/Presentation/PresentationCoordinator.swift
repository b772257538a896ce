/// Presents a hosted tree's sheets and alerts with UIKit's presentation (CellKit's
/// `present(_:animated:)`, `UIAlertController`), from the view controller the tree is shown in,
/// after each evaluation: what a modifier asks for and its binding says is shown, what it no
/// longer asks for goes, and what goes by itself (an alert's button, VoiceOver's escape,
/// `dismiss()` in a sheet) sets its binding to false.
@MainActor
final class PresentationCoordinator {
    private struct Shown {
        let controller: UIViewController
        let isPresented: Binding<Bool>
        var onDismiss: (() -> Void)?
    }

    /// What is presented, by the structural identity of the modifier that asked.
    private var shown: [String: Shown] = [:]
    /// The modifiers whose presentation this coordinator is dismissing itself.
    private var closing: Set<String> = []
    private weak var host: HostingView?

    init(host: HostingView) {
        self.host = host
    }

    /// Whether `apply` is running: presenting lays views out, which may evaluate the tree again
    /// and ask to apply within; the outer run has the requests in hand.
    private var isApplying = false

    /// Brings what is presented in line with this evaluation's requests.
    func apply(_ requests: [(path: String, presentation: HostedPresentation)]) {
        guard !isApplying else { return }
        isApplying = true
        defer { isApplying = false }
        var asked: Set<String> = []
        for (path, request) in requests where asked.insert(path).inserted {
            let wanted = request.isPresented.wrappedValue
            if let current = shown[path] {
                if current.controller.presentingViewController == nil {
                    // It went by itself (and its binding was told).
                    shown[path] = nil
                } else if !wanted {
                    dismiss(path)
                    continue
                } else {
                    update(path, current, with: request)
                    continue
                }
            }
            if wanted { present(request, at: path) }
        }
        for path in shown.keys where !asked.contains(path) {
            dismiss(path)
        }
    }

    private func update(_ path: String, _ current: Shown, with request: HostedPresentation) {
        guard case .sheet(let content, let onDismiss) = request.kind else { return }
        shown[path]?.onDismiss = onDismiss
        (current.controller as? SheetHostingController)?.rootView = content()
    }

    private func present(_ request: HostedPresentation, at path: String) {
        guard let host, let presenter = Self.viewController(showing: host), presenter.presentedViewController == nil else { return }
        let controller: UIViewController
        var onDismiss: (() -> Void)?
        switch request.kind {
        case .sheet(let content, let dismissed):
            let sheet = SheetHostingController(rootView: content())
            sheet.onGone = { [weak self] in self?.went(path) }
            sheet.loadViewIfNeeded()
            sheet.presentingHost = host
            controller = sheet
            onDismiss = dismissed
        case .alert(let title, let message, let buttons):
            controller = Self.alert(title: title, message: message, buttons: buttons, isPresented: request.isPresented, host: host)
        }
        presenter.present(controller, animated: true)
        // UIKit refuses a presentation from a view controller that is not shown.
        guard controller.presentingViewController != nil else { return }
        shown[path] = Shown(controller: controller, isPresented: request.isPresented, onDismiss: onDismiss)
    }

    /// Dismisses what `path`'s modifier presented, its binding false or the modifier gone.
    private func dismiss(_ path: String) {
        guard let current = shown.removeValue(forKey: path) else { return }
        closing.insert(path)
        if current.controller.presentingViewController != nil {
            current.controller.dismiss(animated: true)
        }
        closing.remove(path)
        current.onDismiss?()
    }

    /// A sheet went by itself: its binding is set to false and its `onDismiss` runs.
    private func went(_ path: String) {
        guard !closing.contains(path), let current = shown.removeValue(forKey: path) else { return }
        if current.isPresented.wrappedValue { current.isPresented.wrappedValue = false }
        current.onDismiss?()
        host?.layoutIfNeeded()
    }

    /// An alert whose buttons run their actions, then set the binding to false, as SwiftUI's:
    /// "OK" when it has none; a `.cancel` button is its cancel action (VoiceOver's escape).
    private static func alert(title: String, message: String?, buttons: [HostedPresentation.AlertButton],
                              isPresented: Binding<Bool>, host: HostingView) -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        let shown = buttons.isEmpty ? [HostedPresentation.AlertButton(title: "OK", role: nil, action: {})] : buttons
        for button in shown {
            let style: UIAlertAction.Style = switch button.role?.kind {
            case .cancel: .cancel
            case .destructive: .destructive
            case nil: .default
            }
            alert.addAction(UIAlertAction(title: button.title, style: style) { [weak host] _ in
                button.action()
                if isPresented.wrappedValue { isPresented.wrappedValue = false }
                host?.layoutIfNeeded()
            })
        }
        return alert
    }

    /// The view controller whose view shows `view`: the first one up its responder chain.
    private static func viewController(showing view: UIView) -> UIViewController? {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
