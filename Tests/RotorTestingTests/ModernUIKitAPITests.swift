import CellKit
import Foundation
import MobileCoreServices
import RotorTesting
import Testing
import RotorTestSupport

/// UIKit API that real screens use beyond drag and drop (issue 44's list): alerts, menus,
/// toolbars, target-and-action forms with `nil`, pasteboards, feedback generators, paragraph
/// styles, line breaking, item provider file loads. Each is written as UIKit code writes it,
/// compiled against CellKit with only the import changed, and driven through VoiceOver where a
/// person would meet it.
@MainActor
@Suite(.cellsScreen)
struct ModernUIKitAPITests {
    /// A screen with a Delete button that asks first, as apps write it with UIAlertController.
    final class DeleteViewController: UIViewController {
        var deleted = false
        var cancelled = false

        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Delete") { [weak self] _ in
                self?.confirm()
            })
            button.frame = CGRect(x: 2, y: 2, width: 12, height: 1)
            view.addSubview(button)
        }

        func confirm() {
            let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.cancelled = true })
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.deleted = true })
            present(alert, animated: true)
        }
    }

    private func screen(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        window.rootViewController = controller
        return window
    }

    @Test func anAlertTakesVoiceOverInAndItsButtonRunsAfterItHasGone() {
        let controller = DeleteViewController()
        let reader = VirtualScreenReader(windows: [screen(controller)])
        #expect(reader.focusedLabel == "Delete")
        reader.act()
        // VoiceOver moves into the alert: its title first, then the message and the buttons,
        // the cancel button last; nothing behind it is read.
        #expect(reader.focusedLabel == "Delete photo?")
        reader.next()
        #expect(reader.focusedLabel == "This cannot be undone.")
        reader.next()
        #expect(reader.focusedLabel == "Delete")
        reader.next()
        #expect(reader.focusedLabel == "Cancel")
        reader.next()
        #expect(reader.focusedLabel == "Cancel")
        reader.previous()
        reader.act()
        #expect(controller.deleted)
        #expect(controller.presentedViewController == nil)
        #expect(reader.focusedLabel == "Delete")
    }

    @Test func escapeOnAnAlertChoosesItsCancelAction() {
        let controller = DeleteViewController()
        let reader = VirtualScreenReader(windows: [screen(controller)])
        reader.act()
        #expect(controller.presentedViewController is UIAlertController)
        reader.escape()
        #expect(controller.cancelled)
        #expect(!controller.deleted)
        #expect(controller.presentedViewController == nil)
    }

    @Test func anAlertWithNoCancelActionStaysUpOnEscape() {
        let controller = UIViewController()
        let reader = VirtualScreenReader(windows: [screen(controller)])
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        controller.present(alert, animated: false)
        reader.wait(0)
        reader.escape()
        #expect(controller.presentedViewController === alert)
        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(alert.textFields == nil)
    }

    /// A context menu interaction whose delegate gives a menu, as UIKit code writes it.
    final class MenuDelegate: UIContextMenuInteractionDelegate {
        var chosen: [String] = []
        var ended = 0

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in self?.chosen.append("Copy") }
                let hidden = UIAction(title: "Secret", attributes: .hidden) { [weak self] _ in self?.chosen.append("Secret") }
                let delete = UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.chosen.append("Delete") }
                let more = UIMenu(title: "", options: .displayInline, children: [delete])
                return UIMenu(title: "Photo", children: [copy, hidden, more])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            ended += 1
        }
    }

    @Test func doubleTapAndHoldShowsAContextMenuWhoseActionsVoiceOverReads() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        let photo = UILabel(frame: CGRect(x: 2, y: 2, width: 10, height: 1))
        photo.text = "Sunset"
        photo.isUserInteractionEnabled = true
        let delegate = MenuDelegate()
        photo.addInteraction(UIContextMenuInteraction(delegate: delegate))
        window.addSubview(photo)
        let reader = VirtualScreenReader(windows: [window], keeping: [delegate])
        #expect(reader.focusedLabel == "Sunset")
        reader.perform(.doubleTapAndHold)
        // The menu is modal: its title, then the actions a person can choose (hidden ones left
        // out, an inline menu's in place).
        #expect(reader.focusedLabel == "Photo")
        reader.next()
        #expect(reader.focusedLabel == "Copy")
        reader.next()
        #expect(reader.focusedLabel == "Delete")
        reader.act()
        #expect(delegate.chosen == ["Delete"])
        #expect(delegate.ended == 1)
        #expect(reader.focusedLabel == "Sunset")
        reader.perform(.doubleTapAndHold)
        reader.escape()
        #expect(delegate.ended == 2)
        #expect(delegate.chosen == ["Delete"])
    }

    @Test func menusKeepUIKitsShape() {
        let on = UIAction(title: "Grid", state: .on) { _ in }
        let off = UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in }
        let menu = UIMenu(title: "View", options: .singleSelection, children: [on, off])
        #expect(menu.selectedElements.map(\.title) == ["Grid"])
        #expect(off.identifier.rawValue == "list")
        #expect(menu.replacingChildren([off]).children.count == 1)
        #expect(menu.options.contains(.singleSelection))
        // An action given no identifier has a unique one of its own, the same each time it is read.
        let other = UIAction(title: "Grid") { _ in }
        #expect(on.identifier == on.identifier)
        #expect(on.identifier != other.identifier)
        #expect(!on.identifier.rawValue.isEmpty)
    }

    @Test func targetAndActionFormsCompileWithNilAndClosuresDoTheWork() {
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        #expect(add.action == nil)
        #expect(edit.title == "Edit")
        #expect(tap.isEnabled)
        let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
        #expect(pinch.scale == 1)
    }

    @Test func aBarButtonWithAMenuShowsItWhenTapped() {
        let controller = UIViewController()
        var sorted: [String] = []
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: UIMenu(children: [
            UIAction(title: "By Name") { _ in sorted.append("name") },
            UIAction(title: "By Date", attributes: .disabled) { _ in sorted.append("date") },
        ]))
        let navigation = UINavigationController(rootViewController: controller)
        let reader = VirtualScreenReader(windows: [screen(navigation)])
        #expect(reader.focusedLabel == "Sort")
        reader.act()
        #expect(reader.focusedLabel == "By Name")
        reader.next()
        #expect(reader.focusedLabel == "By Name")
        reader.act()
        #expect(sorted == ["name"])
    }

    @Test func aToolbarShowsItsItemsAsButtonsSpacedApart() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 4, width: 30, height: 1))
        var shared = 0
        toolbar.setItems([
            UIBarButtonItem(systemItem: .trash),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(systemItem: .action, primaryAction: UIAction { _ in shared += 1 }),
        ], animated: false)
        window.addSubview(toolbar)
        let reader = VirtualScreenReader(windows: [window])
        #expect(reader.focusedLabel == "Delete")
        reader.next()
        #expect(reader.focusedLabel == "Share")
        reader.act()
        #expect(shared == 1)
        let row = window.renderGrid().lines[4]
        #expect(row.hasPrefix("Delete"))
        #expect(row.hasSuffix("Share"))
    }

    @Test func theGeneralPasteboardKeepsTypedValues() {
        let pasteboard = UIPasteboard(name: UIPasteboard.Name("rotor.test"), create: true)
        #expect(pasteboard != nil)
        pasteboard?.string = "Sunset"
        #expect(UIPasteboard(name: UIPasteboard.Name("rotor.test"), create: false)?.string == "Sunset")
        #expect(pasteboard?.hasStrings == true)
        #expect(pasteboard?.hasURLs == false)
        pasteboard?.url = URL(string: "https://example.com")
        #expect(pasteboard?.url?.host == "example.com")
        #expect(pasteboard?.string == "https://example.com")
        UIPasteboard.remove(withName: UIPasteboard.Name("rotor.test"))
        #expect(UIPasteboard(name: UIPasteboard.Name("rotor.test"), create: false) == nil)
    }

    @Test func feedbackGeneratorsAndOrientationRunAsOnADeviceHeldUpright() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(impact.style == .heavy)
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIDevice.current.orientation.isPortrait)
        #expect(!UIDevice.current.orientation.isLandscape)
    }

    @Test func aLabelTooNarrowForItsTextEndsInAnEllipsisButIsReadWhole() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 9, height: 1))
        label.text = "A long title"
        #expect(label.lineBreakMode == .byTruncatingTail)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        window.addSubview(label)
        #expect(window.renderGrid().lines[0].hasPrefix("A long t…"))
        label.lineBreakMode = .byTruncatingHead
        #expect(window.renderGrid().lines[0].hasPrefix("…ng title"))
        label.lineBreakMode = .byTruncatingMiddle
        #expect(window.renderGrid().lines[0].hasPrefix("A lo…itle"))
        label.lineBreakMode = .byClipping
        #expect(window.renderGrid().lines[0].hasPrefix("A long ti"))
        #expect(label.accessibilityLabel == "A long title")
    }

    @Test func paragraphStylesAndUIKitsAttributeKeysCompileAndKeepTheirValues() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        style.lineBreakMode = .byTruncatingMiddle
        let text = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style, .kern: 1.5,
                                                                   .underlineStyle: NSUnderlineStyle.single.rawValue])
        let kept = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(kept?.alignment == .center)
        #expect(kept?.lineSpacing == 4)
        let copy = style.copy() as? NSParagraphStyle
        #expect(copy == style)
        #expect(NSParagraphStyle.default.alignment == .natural)
    }

    @Test func aButtonShowsItsImageBeforeItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 11, height: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 11, height: 1))
        window.addSubview(button)
        #expect(window.renderGrid().lines[0] == "[ ⇪ Share ]")
        #expect(button.currentImage != nil)
        #expect(button.accessibilityLabel == "Share")
    }

    @Test func anItemProviderLoadsAFileThatIsGoneOnceTheHandlerReturns() async {
        let provider = NSItemProvider(object: "Sunset" as NSString)
        let url: URL? = await withCheckedContinuation { continuation in
            provider.loadFileRepresentation(forTypeIdentifier: kUTTypePlainText) { url, _ in
                let text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
                #expect(text == "Sunset")
                continuation.resume(returning: url)
            }
        }
        #expect(url.map { FileManager.default.fileExists(atPath: $0.path) } == false)
        let item: String? = await withCheckedContinuation { continuation in
            provider.loadItem(forTypeIdentifier: kUTTypePlainText, options: nil) { item, _ in
                continuation.resume(returning: (item as? NSString).map(String.init))
            }
        }
        #expect(item == "Sunset")
        #expect(kUTTypeRawImage == "public.camera-raw-image")
    }

    @Test func aTextViewTellsItsDelegateWhenEditingBeginsAndEnds() {
        final class Watcher: UITextViewDelegate {
            var events: [String] = []
            func textViewDidBeginEditing(_ textView: UITextView) { events.append("begin") }
            func textViewDidEndEditing(_ textView: UITextView) { events.append("end") }
        }
        let watcher = Watcher()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        textView.delegate = watcher
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        window.addSubview(textView)
        textView.becomeFirstResponder()
        textView.resignFirstResponder()
        #expect(watcher.events == ["begin", "end"])
    }

    @Test func aCollectionViewsBackgroundViewIsReadAndStaysPut() {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 5),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        let empty = UILabel(frame: .zero)
        empty.text = "No photos"
        collection.backgroundView = empty
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        window.addSubview(collection)
        window.layoutIfNeeded()
        #expect(empty.frame == collection.bounds)
        let reader = VirtualScreenReader(windows: [window])
        #expect(reader.focusedLabel == "No photos")
    }

    /// An app's own service in the share sheet, as UIKit code subclasses UIActivity.
    final class SaveToAlbum: UIActivity {
        var saved: [String] = []
        private var items: [Any] = []
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.album") }
        override var activityTitle: String? { "Save to Album" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
        override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
        override func perform() {
            saved = items.compactMap { $0 as? String }
            activityDidFinish(true)
        }
    }

    @Test func aShareSheetOffersCopyTheAppsActivitiesAndClose() {
        let controller = UIViewController()
        let reader = VirtualScreenReader(windows: [screen(controller)])
        let album = SaveToAlbum()
        let share = UIActivityViewController(activityItems: ["Sunset"], applicationActivities: [album])
        share.popoverPresentationController?.sourceView = controller.view
        var finished: [(UIActivity.ActivityType?, Bool)] = []
        share.completionWithItemsHandler = { type, completed, _, _ in finished.append((type, completed)) }
        controller.present(share, animated: true)
        reader.wait(0)
        #expect(reader.focusedLabel == "Copy")
        reader.next()
        #expect(reader.focusedLabel == "Save to Album")
        reader.next()
        #expect(reader.focusedLabel == "Close")
        reader.previous()
        reader.act()
        #expect(album.saved == ["Sunset"])
        #expect(finished.map(\.0) == [album.activityType])
        #expect(finished.map(\.1) == [true])
        #expect(controller.presentedViewController == nil)

        UIPasteboard.general.items = []
        let again = UIActivityViewController(activityItems: [URL(string: "https://example.com/a") as Any], applicationActivities: nil)
        controller.present(again, animated: false)
        reader.wait(0)
        #expect(reader.focusedLabel == "Copy")
        reader.act()
        #expect(UIPasteboard.general.url?.path == "/a")
    }

    @Test func aShareSheetWithNothingToCopyOffersNoCopyAndEscapeClosesIt() {
        let controller = UIViewController()
        let reader = VirtualScreenReader(windows: [screen(controller)])
        let share = UIActivityViewController(activityItems: [42], applicationActivities: nil)
        var closed = false
        share.completionWithItemsHandler = { type, completed, _, _ in closed = type == nil && !completed }
        controller.present(share, animated: false)
        reader.wait(0)
        #expect(reader.focusedLabel == "Close")
        reader.escape()
        #expect(closed)
        #expect(controller.presentedViewController == nil)
    }
}

/// A list filtered through a search controller in its navigation item, as UIKit code writes it.
@MainActor
final class FruitListController: UITableViewController, UISearchResultsUpdating {
    let fruits = ["Apple", "Banana", "Cherry"]
    var shown: [String] = []
    var updates = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search Fruit"
        navigationItem.searchController = search
        definesPresentationContext = true
        shown = fruits
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    }

    func updateSearchResults(for searchController: UISearchController) {
        updates += 1
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}

@MainActor
@Suite(.cellsScreen)
struct SearchControllerTests {
    @Test func aSearchBarUnderTheTitleStartsAndCancelsASearch() {
        let list = FruitListController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        window.rootViewController = UINavigationController(rootViewController: list)
        let reader = VirtualScreenReader(windows: [window])
        #expect(reader.focusedLabel == "Fruit")
        reader.next()
        #expect(reader.spokenPhraseLog.suffix(2) == ["Search Fruit. Search Field.", "Double tap to edit."])
        #expect(window.renderGrid().lines[1].hasPrefix("Search Fruit"))
        reader.act()
        let search = list.navigationItem.searchController
        #expect(search?.isActive == true)
        #expect(list.updates == 1)
        search?.searchBar.text = "an"
        list.updateSearchResults(for: search ?? UISearchController(searchResultsController: nil))
        #expect(list.shown == ["Banana"])
        reader.escape()
        #expect(search?.isActive == false)
        #expect(search?.searchBar.text == nil || search?.searchBar.text == "")
        #expect(list.shown == list.fruits)
    }
}
