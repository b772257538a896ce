import Foundation

/// The share sheet: services for the items an app shares, as UIKit's `UIActivityViewController`.
/// Present it; on an iPad set its `popoverPresentationController`'s source first, as UIKit asks.
///
/// [sim] The system's services are other apps and the system's own, which a simulator has not
/// got: Rotor's sheet offers "Copy" (the text, URLs and images among the items go to the general
/// pasteboard; offered only when there are such items and `.copyToPasteboard` is not excluded),
/// then the app's own activities that can perform with the items, then "Close". VoiceOver moves
/// into the sheet; escape closes it. The completion handler is told what was chosen, as UIKit
/// tells it, once the sheet has gone.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Told when the sheet is done: the activity chosen (nil when closed), whether it completed,
    /// items it returned (none here) and an error (none here).
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items shared.
    public let activityItems: [Any]
    /// The app's own activities.
    public let applicationActivities: [UIActivity]
    /// The system activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// What runs when the sheet is done.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems` (text, URLs, images, and the app's own objects), with
    /// the app's own activities.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .popover : .automatic
    }

    /// CellKit loads no archives: this makes an empty share sheet.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// What the sheet offers, in order: (title, what choosing it does).
    private var choices: [(title: String, choose: @MainActor () -> Void)] {
        var choices: [(title: String, choose: @MainActor () -> Void)] = []
        let excluded = Set(excludedActivityTypes ?? [])
        if !excluded.contains(.copyToPasteboard), !copyableItems.isEmpty {
            choices.append(("Copy", { [weak self] in self?.copyItems() }))
        }
        for activity in applicationActivities where activity.canPerform(withActivityItems: activityItems) {
            if let type = activity.activityType, excluded.contains(type) { continue }
            // UIKit requires a title; one without is not offered, as a nameless button could not be found.
            guard let title = activity.activityTitle ?? activity.activityType?.rawValue, !title.isEmpty else { continue }
            choices.append((title, { [weak self] in self?.perform(activity) }))
        }
        choices.append(("Close", { [weak self] in self?.finish(nil, completed: false) }))
        return choices
    }

    /// The items Copy puts on the pasteboard: text, URLs and images.
    private var copyableItems: [[String: Any]] {
        activityItems.compactMap { item -> [String: Any]? in
            switch item {
            case let text as String: [TypeIdentifier.plainText: text]
            case let text as NSString: [TypeIdentifier.plainText: text as String]
            case let url as URL: [TypeIdentifier.url: url, TypeIdentifier.plainText: url.absoluteString]
            case let image as UIImage: [TypeIdentifier.png: image]
            default: nil
            }
        }
    }

    open override func loadView() {
        let screen = proposedViewFrame ?? .zero
        let root = UIView(frame: screen)
        // Laid out in the screen's cells: a line a row, a margin two columns.
        let system = root.systemMetrics, column = system.column, line = system.line
        let offered = choices
        let widest = offered.map { CharacterWidth.of($0.title) }.max() ?? 0
        let width = max(column, min(screen.width - 2 * column, system.cells.width(ofColumns: max(20, widest + 4))))
        let height = system.cells.height(ofRows: offered.count + 2)
        let left = system.cells.centredStart(of: width, across: screen.width)
        let box = UIView(frame: CGRect(x: left, y: max(0, screen.height - height), width: width, height: height))
        box.backgroundColor = .secondarySystemBackground
        for (row, choice) in offered.enumerated() {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 2 * column, y: system.cells.height(ofRows: row + 1), width: max(column, width - 4 * column), height: line)
            button.setTitle(choice.title, for: .normal)
            let choose = choice.choose
            button.addAction(UIAction(title: choice.title) { _ in choose() }, for: .primaryActionTriggered)
            box.addSubview(button)
        }
        root.addSubview(box)
        view = root
    }

    /// Escape closes the sheet, as its Close button does.
    open override func accessibilityPerformEscape() -> Bool {
        finish(nil, completed: false)
        return true
    }

    private func copyItems() {
        UIPasteboard.general.items = copyableItems
        finish(.copyToPasteboard, completed: true)
    }

    private func perform(_ activity: UIActivity) {
        activity.prepare(withActivityItems: activityItems)
        activity.finishHandler = { [weak self] completed in self?.finish(activity.activityType, completed: completed) }
        if let controller = activity.activityViewController {
            let presenter = presentingViewController
            presenter?.dismiss(animated: true)
            presenter?.present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// Dismisses the sheet (if it is still up), then tells the completion handler.
    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        if presentingViewController?.presentedViewController === self { presentingViewController?.dismiss(animated: true) }
        completionWithItemsHandler?(type, completed, nil, nil)
    }
}
