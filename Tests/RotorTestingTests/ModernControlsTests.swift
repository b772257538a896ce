import CellKit
import Foundation
import RotorTesting
import Testing

/// Controls as today's UIKit code makes them, in points on an iPhone-sized window: configured
/// buttons (iOS 15), buttons with menus, activity indicators, and layouts written in the visual
/// format language. Each is written as Apple's documentation writes it and read under VoiceOver.
@MainActor
@Suite
struct ModernControlsTests {
    private func window(with views: [UIView]) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        for view in views { window.addSubview(view) }
        return window
    }

    @Test func aConfiguredButtonIsReadByItsTitleAndSubtitleAndRunsItsAction() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add to Bag"
        configuration.subtitle = "2 items"
        configuration.image = UIImage(systemName: "bag")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 8
        configuration.buttonSize = .large
        configuration.cornerStyle = .capsule
        var added = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in added += 1 })
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        let reader = VirtualScreenReader(windows: [window(with: [button])])
        #expect(reader.focusedLabel == "Add to Bag, 2 items")
        #expect(reader.spokenPhraseLog.first == "Add to Bag, 2 items. Button.")
        reader.act()
        #expect(added == 1)
        #expect(button.currentTitle == "Add to Bag")
        #expect(button.subtitleLabel?.text == "2 items")
        #expect(button.configuration?.cornerStyle == .capsule)
    }

    @Test func aConfigurationUpdateHandlerRunsWhenTheButtonsStateChangesBeforeVoiceOverReadsIt() {
        let button = UIButton(configuration: .tinted())
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        button.changesSelectionAsPrimaryAction = true
        var updates = 0
        button.configurationUpdateHandler = { button in
            updates += 1
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = configuration
        }
        let reader = VirtualScreenReader(windows: [window(with: [button])])
        #expect(reader.focusedLabel == "Follow")
        let before = updates
        reader.act()
        #expect(button.isSelected)
        #expect(reader.focusedLabel == "Following")
        #expect(updates == before + 1, "one update for one change of state")
        reader.act()
        #expect(!button.isSelected)
        #expect(reader.focusedLabel == "Follow")
    }

    @Test func aButtonWhoseMenuIsItsPrimaryActionShowsTheMenuAndRunsTheChosenAction() throws {
        var sorted: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.menu = UIMenu(title: "Sort by", children: [
            UIAction(title: "Title") { _ in sorted.append("title") },
            UIAction(title: "Author") { _ in sorted.append("author") },
        ])
        button.showsMenuAsPrimaryAction = true
        var tapped = false
        button.addAction(UIAction { _ in tapped = true }, for: .primaryActionTriggered)
        let reader = VirtualScreenReader(windows: [window(with: [button])])
        reader.act()
        #expect(!tapped, "the menu shows in place of the button's actions")
        let labels = reader.walkElements().map(\.label)
        #expect(labels == ["Sort by", "Title", "Author"])
        while reader.focusedLabel != "Author" { reader.next() }
        reader.act()
        #expect(sorted == ["author"])
        #expect(reader.walkElements().map(\.label) == ["Sort"])
    }

    @Test func anActivityIndicatorIsInProgressWhileItSpinsAndGoneWhenItStops() {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.center = CGPoint(x: 196, y: 400)
        let title = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 22))
        title.text = "Loading books"
        let reader = VirtualScreenReader(windows: [window(with: [title, spinner])])
        #expect(spinner.isHidden, "a new indicator is stopped, and hides when stopped")
        #expect(reader.walkElements().map(\.label) == ["Loading books"])
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        #expect(reader.walkElements().map(\.label) == ["Loading books", "In progress"])
        spinner.hidesWhenStopped = false
        spinner.stopAnimating()
        #expect(reader.walkElements().map(\.label) == ["Loading books", "Progress halted"])
        spinner.accessibilityLabel = "Loading"
        #expect(reader.walkElements().map(\.label) == ["Loading books", "Loading"])
    }

    @Test func aVisualFormatLaysOutARowOfViewsAsUIKitDoes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        let label = UILabel()
        label.text = "Name"
        let field = UITextField()
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        for view in [label, field, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views: [String: Any] = ["label": label, "field": field, "button": button]
        let metrics = ["gap": 12, "top": 40]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[label(80)]-gap-[field(>=100)]-[button(==label)]-|",
            options: [.alignAllCenterY], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[label(44)]", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[field(==label)]", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[button(44@750)]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        let window = window(with: [container])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 20, y: 40, width: 80, height: 44))
        #expect(field.frame.minX == 112)
        #expect(button.frame.width == 80)
        #expect(button.frame.maxX == 373)
        #expect(field.frame.maxX == button.frame.minX - 8)
        #expect(field.frame.midY == label.frame.midY)
        #expect(button.frame.midY == label.frame.midY)
        #expect(constraints.last?.priority == UILayoutPriority(750))
    }

    @Test func aRightToLeftVisualFormatPutsTheFirstViewOnTheRight() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views = ["first": first, "second": second]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "|-10-[first(50)]-5-[second(60)]", options: .directionRightToLeft,
                                           metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[first(20)]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[second(20)]", options: [], metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 240, y: 0, width: 50, height: 20))
        #expect(second.frame == CGRect(x: 175, y: 0, width: 60, height: 20))
    }

    @Test(arguments: [
        ("H:|-[label", "Expected a ']' to close the view."),
        ("H:|-[nobody]", "'nobody' is not a key in the views dictionary."),
        ("H:|-wide-[label]", "'wide' is not a key in the metrics dictionary."),
        ("H:|-(>=8@2000)-[label]", "A priority must be greater than 0 and at most 1000."),
        ("H:[label]-|-", "Expected the end of the format after the superview's '|'."),
        ("", "Expected a '[' to open a view."),
    ])
    func aFormatUIKitCannotParseMakesNoConstraintsAndSaysWhy(format: String, reason: String) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UILabel()
        container.addSubview(label)
        let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["label": label])
        #expect(made.isEmpty)
        let message = label.layoutMessageLog.messages.last
        #expect(message?.kind == .invalidVisualFormat)
        #expect(message?.text.contains(reason) == true)
    }

    @Test func aHorizontalFormatCannotAlignViewsByAHorizontalEdge() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = UIView(), b = UIView()
        container.addSubview(a)
        container.addSubview(b)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[a][b]", options: .alignAllLeading, metrics: nil,
                                                  views: ["a": a, "b": b])
        #expect(made.isEmpty)
        #expect(a.layoutMessageLog.messages.last?.kind == .invalidVisualFormat)
    }

    @Test func symbolImagesKeepTheirConfigurationTintAndRenderingMode() throws {
        let bold = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let cart = try #require(UIImage(systemName: "cart.badge.plus", withConfiguration: bold))
        #expect(cart.isSymbolImage)
        #expect(cart.rows == ["◇"], "a symbol CellKit has no glyph of its own for")
        #expect(cart.symbolConfiguration?.weight == .bold)
        let large = try #require(cart.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        #expect(large.symbolConfiguration?.pointSize == 20)
        #expect(large.symbolConfiguration?.scale == .large)
        #expect(UIImage(cells: ["ab"]).applyingSymbolConfiguration(bold) == nil, "only a symbol takes a symbol configuration")
        let template = cart.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(UIImage(systemName: "Not A Symbol") == nil)

        let red = try #require(UIImage(systemName: "heart.fill")).withTintColor(.systemRed)
        let view = UIImageView(image: red)
        view.frame = CGRect(x: 0, y: 0, width: 1, height: 1)  // a context of cells
        let context = CellContext(grid: CellGrid(width: 1, height: 1))
        view.render(in: context)
        #expect(context.grid.lines == ["♥"])
        #expect(context.grid[0, 0]?.style.foreground == UIColor.systemRed.cellColor)
    }

    /// A view controller that shows a sheet of filters, as apps do since iOS 15.
    final class FiltersPresenter: UIViewController, UIAdaptivePresentationControllerDelegate {
        var heard: [String] = []
        var allowsDismissal = true
        let filters = UIViewController()

        func showFilters() {
            let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 22))
            label.text = "Filters"
            filters.view.addSubview(label)
            if let sheet = filters.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
                sheet.delegate = self
            }
            present(filters, animated: true)
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            heard.append("should")
            return allowsDismissal
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { heard.append("attempt") }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { heard.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { heard.append("did") }
    }

    @Test func aSheetWithDetentsTellsItsDelegateWhenVoiceOversEscapeDismissesIt() {
        let presenter = FiltersPresenter()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = presenter
        let reader = VirtualScreenReader(windows: [window])
        presenter.showFilters()
        #expect(presenter.filters.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
        #expect(presenter.filters.presentationController === presenter.filters.sheetPresentationController)
        presenter.allowsDismissal = false
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Filters")
        reader.escape()
        #expect(presenter.heard == ["should", "attempt"])
        #expect(presenter.presentedViewController === presenter.filters, "a refused dismissal leaves the sheet")
        presenter.allowsDismissal = true
        reader.escape()
        #expect(presenter.heard == ["should", "attempt", "should", "will", "did"])
        #expect(presenter.presentedViewController == nil)
        presenter.heard = []
        presenter.showFilters()
        presenter.dismiss(animated: true)
        #expect(presenter.heard.isEmpty, "the app's own dismissal is not the user's")
    }

    /// A notes view that takes text pasted or dropped on it, as UIKit's paste configurations let
    /// a view do without a drop interaction of its own.
    final class NotesView: UIView {
        var notes: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
            accessibilityLabel = "Notes"
            pasteConfiguration = UIPasteConfiguration(forAccepting: String.self)
        }

        required init?(coder: NSCoder) { nil }

        override func paste(itemProviders: [NSItemProvider]) {
            for provider in itemProviders where provider.canLoadObject(ofClass: String.self) {
                _ = provider.loadObject(ofClass: String.self) { text, _ in
                    Task { @MainActor in if let text { self.notes.append(text) } }
                }
            }
        }
    }

    /// A label that can be dragged as its text.
    final class QuoteSource: NSObject, UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "To be or not to be" as NSString))]
        }
    }

    @Test func aViewWithAPasteConfigurationTakesADropOfItsTypesThroughVoiceOver() async throws {
        let quote = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 22))
        quote.text = "Quote"
        quote.isUserInteractionEnabled = true
        let source = QuoteSource()
        let drag = UIDragInteraction(delegate: source)
        drag.isEnabled = true
        quote.addInteraction(drag)
        let notes = NotesView(frame: CGRect(x: 20, y: 200, width: 300, height: 200))
        #expect(notes.interactions.contains { $0 is UIDropInteraction }, "UIKit's drop interaction for the paste configuration")
        let reader = VirtualScreenReader(windows: [window(with: [quote, notes])], keeping: [source])
        #expect(reader.focusedLabel == "Quote")
        #expect(reader.actionNames == ["Drag Quote"])
        try reader.performAction(named: "Drag Quote")
        reader.next()
        #expect(reader.focusedLabel == "Notes")
        #expect(reader.actionNames == ["Drop into Notes"])
        try reader.performAction(named: "Drop into Notes")
        reader.waitUntilIdle()
        for _ in 0..<10 where notes.notes.isEmpty { await Task.yield() }
        #expect(notes.notes == ["To be or not to be"])

        // Taking only pictures, the notes refuse text (`canHandle`): the drop is not made.
        notes.pasteConfiguration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.png"])
        reader.previous()
        try reader.performAction(named: "Drag Quote")
        reader.next()
        #expect(reader.focusedLabel == "Notes")
        let said = try reader.performAction(named: "Drop into Notes")
        #expect(!said.contains { $0.text.hasPrefix("Dropped") })
        #expect(notes.notes == ["To be or not to be"])
        notes.pasteConfiguration = nil
        #expect(!notes.interactions.contains { $0 is UIDropInteraction })
    }

    @Test func aDatePickerIsOneAdjustableElementThatMovesByADayAndSendsValueChanged() {
        let picker = UIDatePicker(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        picker.timeZone = TimeZone(identifier: "UTC")
        let start = Date(timeIntervalSince1970: 1_795_824_000)  // 2026-11-28 00:00 UTC
        picker.date = start
        picker.maximumDate = start.addingTimeInterval(86_400)
        picker.accessibilityLabel = "Due date"
        var changes: [Date] = []
        picker.addAction(UIAction { [weak picker] _ in if let picker { changes.append(picker.date) } }, for: .valueChanged)
        let reader = VirtualScreenReader(windows: [window(with: [picker])])
        #expect(reader.spokenPhraseLog.first?.hasPrefix("Due date: Nov 28, 2026. Adjustable.") == true)
        reader.perform(.swipeUp)
        #expect(picker.date == start.addingTimeInterval(86_400))
        #expect(reader.spokenPhraseLog.last == "Nov 29, 2026")
        reader.perform(.swipeUp)
        #expect(picker.date == start.addingTimeInterval(86_400), "not past the maximum date")
        #expect(changes.count == 1)

        picker.datePickerMode = .time
        picker.minuteInterval = 15
        reader.perform(.swipeDown)
        #expect(picker.date == start.addingTimeInterval(86_400 - 900))
        #expect(picker.accessibilityValue == "11:45 PM")
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 3_900
        #expect(picker.accessibilityValue == "1 hour, 5 minutes")
    }

    @Test func fontsFromDescriptorsAndAttributeContainersCarryBoldnessAndColour() throws {
        let descriptor = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.pointSize == 17)
        #expect(bold.isBold)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFontMetrics(forTextStyle: .headline).scaledFont(for: bold) == bold)

        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 15)
            outgoing.foregroundColor = .systemRed
            return outgoing
        }
        let attributes = configuration.titleTextAttributesTransformer?(AttributeContainer())
        #expect(attributes?.font?.pointSize == 15)
        #expect(attributes?.foregroundColor == .systemRed)
        var title = AttributedString("Share")
        title.font = .systemFont(ofSize: 20)
        configuration.attributedTitle = title
        #expect(configuration.title == "Share")
        let converted = NSAttributedString(title)
        #expect(converted.string == "Share")
        #expect((converted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 20)
    }

    @Test func viewsGiveTheDevicesTraitsAndCollectionCellsShowTheirBackgrounds() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(cell.subviews.first === background)
        #expect(background.frame == cell.bounds)
        #expect(selected.isHidden)
        cell.isSelected = true
        #expect(!selected.isHidden)
        #expect(cell.traitCollection.userInterfaceIdiom == UIDevice.current.userInterfaceIdiom)
        #expect(cell.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        let scroll = UIScrollView()
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scroll.verticalScrollIndicatorInsets.left == 2)
    }

    /// A size and colour picker, as apps write one with a data source and a delegate.
    final class ShirtPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let options = [["Small", "Medium", "Large"], ["Red", "Blue"]]
        var chosen: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { options.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { options[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            options[component][row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            chosen.append(options[component][row])
        }
    }

    @Test func aPickerViewsWheelsAreAdjustableElementsThatTellTheDelegate() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 393, height: 216))
        let shirt = ShirtPicker()
        picker.dataSource = shirt
        picker.delegate = shirt
        picker.selectRow(1, inComponent: 0, animated: false)
        let reader = VirtualScreenReader(windows: [window(with: [picker])], keeping: [shirt])
        #expect(reader.spokenPhraseLog.first == "Medium, 2 of 3. Adjustable.")
        reader.perform(.swipeUp)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(shirt.chosen == ["Large"])
        reader.perform(.swipeUp)
        #expect(shirt.chosen == ["Large"], "the last row stays")
        reader.next()
        #expect(reader.focusedLabel == nil || reader.focusedLabel == "")
        reader.perform(.swipeUp)
        #expect(shirt.chosen == ["Large", "Blue"])
        #expect(picker.numberOfComponents == 2)
        #expect(picker.selectedRow(inComponent: 5) == -1)
    }

    /// A sidebar of notes beside the open note, as iPad apps build it since iOS 14.
    final class NoteList: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Notes"
            for (index, name) in ["Groceries", "Ideas"].enumerated() {
                let button = UIButton(type: .system, primaryAction: UIAction(title: name) { [weak self] _ in
                    let detail = UIViewController()
                    detail.title = name
                    self?.showDetailViewController(detail, sender: nil)
                })
                button.frame = CGRect(x: 16, y: 120 + CGFloat(index) * 44, width: 200, height: 44)
                view.addSubview(button)
            }
        }
    }

    @Test func aSplitViewReadsItsSidebarThenItsDetailAndShowsADetailInTheSecondaryColumn() {
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        let list = NoteList()
        let empty = UIViewController()
        empty.title = "No Note"
        split.setViewController(list, for: .primary)
        split.setViewController(empty, for: .secondary)
        #expect(split.viewController(for: .primary) === list)
        #expect(split.viewControllers.allSatisfy { $0 is UINavigationController }, "columns are wrapped in navigation controllers")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
        window.rootViewController = split
        let reader = VirtualScreenReader(windows: [window])
        #expect(!split.isCollapsed)
        #expect(list.splitViewController === split)
        #expect(list.view.window === window && empty.view.window === window)
        #expect(list.view.convert(CGPoint.zero, to: window).x == 0)
        #expect(empty.view.convert(CGPoint.zero, to: window).x == split.primaryColumnWidth)
        #expect(reader.walkElements().map(\.label) == ["Notes", "Groceries", "Ideas", "No Note"])
        while reader.focusedLabel != "Ideas" { reader.next() }
        reader.act()
        #expect(split.viewController(for: .secondary)?.title == "Ideas")
        #expect(reader.walkElements().map(\.label) == ["Notes", "Groceries", "Ideas", "Ideas"])
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.view.window == nil)
        #expect(reader.walkElements().map(\.label) == ["Ideas"])
    }

    @Test func onAPhoneASplitViewCollapsesToItsSidebarAndPushesTheDetail() {
        UIDevice.simulating(UIDevice(idiom: .phone, systemVersion: "26.0")) {
            let split = UISplitViewController(style: .doubleColumn)
            let list = NoteList()
            split.setViewController(list, for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            window.rootViewController = split
            let reader = VirtualScreenReader(windows: [window])
            #expect(split.isCollapsed)
            #expect(reader.walkElements().map(\.label) == ["Notes", "Groceries", "Ideas"])
            while reader.focusedLabel != "Groceries" { reader.next() }
            reader.act()
            #expect(list.navigationController?.topViewController?.title == "Groceries")
            #expect(reader.walkElements().map(\.label).contains("Groceries"))
        }
    }

    @Test func aSplitViewMadeForAPhoneStaysCollapsedOnceItsScreenIsBuilt() {
        let split = UIDevice.simulating(UIDevice(idiom: .phone, systemVersion: "26.0")) {
            UISplitViewController(style: .doubleColumn)
        }
        #expect(split.isCollapsed, "the device is read when the controller is made, as a scene's views are")
        #expect(!UISplitViewController(style: .doubleColumn).isCollapsed)
    }
}
