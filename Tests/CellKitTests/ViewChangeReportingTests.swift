import Accessibility
@testable import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Every stored property of CellKit's views reports its changes through the one funnel
/// (`UIView.noteChange(_:)`), with the kind `ViewChange`'s table lists for it, or is named here as
/// bookkeeping that no UIKit setter writes. A stored property added to a view without either
/// fails the first test: the caches would not hear of it.
@MainActor
@Suite("Every setter reports its change", .cellsScreen)
struct ViewChangeReportingTests {
    /// How a stored property (by its Mirror label, in the class that declares it) changes, and
    /// the change it must report.
    enum Entry {
        case reports(ViewChange, change: @MainActor (UIView) -> Void)
        /// Not UIKit state a setter writes: bookkeeping, or state changed only through methods
        /// that report (`addSubview`, `addInteraction`, …) and are tested by the other entries.
        case notASetter(String)
        /// Reported on the view's subviews, which hold what VoiceOver reads (a segmented
        /// control's segments, a tab bar's buttons).
        case reportsBelow(ViewChange, change: @MainActor (UIView) -> Void)
    }

    /// Setters a CellKit class overrides to follow other state, as UIKit's private views do: by
    /// "Class/Declarer.property", with why setting it reports nothing.
    static let overridden: [String: String] = [
        "TabBarButton/UIControl.isEnabled": "a tab's button is enabled as its item is; setting it does nothing",
    ]

    static let entries: [String: Entry] = [
        // UIResponder
        "UIResponder.storedClock": .notASetter("the screen's clock, bookkeeping"),
        "UIResponder.storedIsAccessibilityElement": .reports(.elementContext) { $0.isAccessibilityElement.toggle() },
        "ResponderRareState.accessibilityLabel": .reports(.content) { $0.accessibilityLabel = "Changed" },
        "ResponderRareState.accessibilityValue": .reports(.content) { $0.accessibilityValue = "Changed" },
        "ResponderRareState.accessibilityHint": .reports(.content) { $0.accessibilityHint = "Changed" },
        "ResponderRareState.accessibilityUserInputLabels": .reports(.content) { $0.accessibilityUserInputLabels = ["Changed"] },
        "UIResponder.storedAccessibilityTraits": .reports(.element) { $0.accessibilityTraits.insert(.header) },
        "ResponderRareState.accessibilityExpandedStatus": .reports(.content) { $0.accessibilityExpandedStatus = .expanded },
        "ResponderRareState.accessibilityIdentifier": .reports(.content) { $0.accessibilityIdentifier = "changed" },
        "ResponderRareState.accessibilityElementsHidden": .reports(.element) { $0.accessibilityElementsHidden.toggle() },
        "ResponderRareState.accessibilityViewIsModal": .reports(.element) { $0.accessibilityViewIsModal.toggle() },
        "ResponderRareState.accessibilityFrame": .reports(.element) { $0.accessibilityFrame = CGRect(x: 1, y: 1, width: 2, height: 1) },
        "ResponderRareState.accessibilityPath": .reports(.element) { $0.accessibilityPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1)) },
        "UIView.hasOwnAccessibilityFrame": .notASetter("whether the app set accessibilityFrame: set with it, reported by it"),
        "ResponderRareState.explicitActivationPoint": .reports(.content) { $0.accessibilityActivationPoint = CGPoint(x: 2, y: 2) },
        "ResponderRareState.activationPointInFrame": .reports(.content) { $0.activationPointInFrame = CGPoint(x: 1, y: 0) },
        "ResponderRareState.accessibilityCustomActions": .reports(.elementContext) {
            $0.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Act") { _ in true }]
        },
        // Kept with the focus once the rotor is turned (`KeptRotors`): a new list moves the generation.
        "ResponderRareState.accessibilityCustomRotors": .reports(.element) {
            $0.accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Unread") { _ in nil }]
        },
        "ResponderRareState.accessibilityContainerType": .reports(.elementContext) { $0.accessibilityContainerType = .list },
        "ResponderRareState.accessibilityElements": .reports(.element) { $0.accessibilityElements = [] },
        "ResponderRareState.shouldGroupAccessibilityChildren": .reports(.element) { $0.shouldGroupAccessibilityChildren.toggle() },
        "ResponderRareState.accessibilityDragSourceDescriptors": .reports(.content) { $0.accessibilityDragSourceDescriptors = [] },
        "ResponderRareState.accessibilityDropPointDescriptors": .reports(.content) { $0.accessibilityDropPointDescriptors = [] },
        "ResponderRareState.escapeHandler": .notASetter("CellKit's own handler, read when the escape is performed"),
        "ResponderRareState.magicTapHandler": .notASetter("CellKit's own handler, read when the magic tap is performed"),
        "ResponderRareState.sceneCustomContent": .reports(.content) { $0.sceneCustomContent = [AXCustomContent(label: "Age", value: "3")] },
        "ResponderRareState.isVoiceOverFocused": .notASetter("whether a screen reader's focus is on it, set only by that reader; nothing VoiceOver reads"),
        // UIView
        "UIView.storedFrame": .reports(.frame) { $0.frame.origin.x += 1 },
        "ViewRareState.boundsOrigin": .reports(.boundsOrigin) { $0.bounds.origin.y += 1 },
        "ViewRareState.transform": .reports(.frame) { $0.transform = CGAffineTransform(translationX: 2, y: 1) },
        "UIView.storedLayer": .notASetter("the layer, made when first asked for; its sublayers report `sublayers` (tested below)"),
        "UIView.viewRare": .notASetter("the rarely set state, made on its first setting; its properties are listed as ViewRareState's"),
        "UIResponder.rare": .notASetter("the rarely set state, made on its first setting; its properties are listed as ResponderRareState's"),
        "UIView.bookkeeping": .notASetter("the view's bookkeeping"),
        "UIView.storedSubviews": .reports(.subviews) { $0.addSubview(UIView(frame: .zero)) },
        "UIView.storedIsHidden": .reports(.visibility) { $0.isHidden.toggle() },
        "UIView.storedAlpha": .reports(.visibility) { $0.alpha = 0.5 },
        "UIView.storedIsUserInteractionEnabled": .reports(.touchability) { $0.isUserInteractionEnabled.toggle() },
        "UIView.storedClipsToBounds": .reports(.clipping) { $0.clipsToBounds.toggle() },
        "UIView.backgroundColor": .reports(.content) { $0.backgroundColor = .red },
        "ViewRareState.ownTintColor": .reports(.content) { $0.tintColor = .red },
        "ViewRareState.gestureRecognizers": .reports(.content) { $0.addGestureRecognizer(UITapGestureRecognizer()) },
        "UIView.storedInteractions": .reports(.interactions) { $0.addInteraction(UIDropInteraction(delegate: Self.delegate)) },
        "UIView.needsLayout": .reports(.layout) { $0.setNeedsLayout() },
        "ViewRareState.tag": .reports(.content) { $0.tag = 7 },
        "ViewRareState.contentMode": .reports(.content) { $0.contentMode = .center },
        "ViewRareState.autoresizingMask": .reports(.content) { $0.autoresizingMask = .flexibleWidth },
        "UIView.translatesAutoresizingMaskIntoConstraints": .reports(.layout) {
            $0.translatesAutoresizingMaskIntoConstraints.toggle()
        },
        // UIStackView
        "UIStackView.arrangedSubviews": .reports(.layout) { ($0 as? UIStackView)?.addArrangedSubview(UILabel()) },
        "UIStackView.axis": .reports(.layout) { ($0 as? UIStackView)?.axis = .vertical },
        "UIStackView.distribution": .reports(.layout) { ($0 as? UIStackView)?.distribution = .fillEqually },
        "UIStackView.alignment": .reports(.layout) { ($0 as? UIStackView)?.alignment = .center },
        "UIStackView.spacing": .reports(.layout) { ($0 as? UIStackView)?.spacing = 2 },
        "UIStackView.isBaselineRelativeArrangement": .reports(.layout) {
            ($0 as? UIStackView)?.isBaselineRelativeArrangement.toggle()
        },
        "UIStackView.isLayoutMarginsRelativeArrangement": .reports(.layout) {
            ($0 as? UIStackView)?.isLayoutMarginsRelativeArrangement.toggle()
        },
        "UIStackView.customSpacings": .reports(.layout) { view in
            guard let stack = view as? UIStackView, let first = stack.arrangedSubviews.first else { return }
            stack.setCustomSpacing(4, after: first)
        },
        "UIStackView.arrangedIdentities": .notASetter("which views are arranged, kept with arrangedSubviews, bookkeeping"),
        "UIStackView.arrangementConstraints": .notASetter("the constraints the stack made, replaced in updateConstraints"),
        "UIStackView.spacerGuides": .notASetter("the guides the stack made, replaced in updateConstraints"),
        "UIStackView.needsArrangement": .notASetter("whether updateConstraints makes the constraints again, bookkeeping"),
        // Subclasses
        "UIWindow.storedApplicationIdentifier": .reports(.content) { ($0 as? UIWindow)?.applicationIdentifier = "other" },
        "UIWindow.keptContextMenu": .notASetter("the context menu shown, kept while it is up; showing it adds subviews"),
        "UIWindow.device": .notASetter("CellKit's own: the device, fixed when the window is made"),
        "UIWindow.storedScreen": .reports(.layout) { ($0 as? UIWindow)?.screen = UIScreen(size: CGSize(width: 393, height: 852)) },
        "UIWindow.windowScene": .reports(.layout) { view in
            // The scene is held only weakly by its windows, as in UIKit: kept for the change.
            let scene = UIWindowScene(screen: UIScreen(size: CGSize(width: 393, height: 852)))
            (view as? UIWindow)?.windowScene = scene
            withExtendedLifetime(scene) {}
        },
        "UIWindow.storedRootViewController": .reports(.subviews) { ($0 as? UIWindow)?.rootViewController = UIViewController() },
        "UINavigationBar.delegate": .notASetter("told of pushes and pops when they happen"),
        "UINavigationBar.storedItems": .reports(.content) { ($0 as? UINavigationBar)?.items = [UINavigationItem(title: "Inbox")] },
        "UINavigationBar.itemUses": .notASetter("how many places each item has, changed with storedItems, which reports"),
        "UINavigationBar.prefersLargeTitles": .reports(.content) { ($0 as? UINavigationBar)?.prefersLargeTitles.toggle() },
        "UINavigationBar.isTranslucent": .reports(.content) { ($0 as? UINavigationBar)?.isTranslucent.toggle() },
        "UINavigationBar.barTintColor": .reports(.content) { ($0 as? UINavigationBar)?.barTintColor = .blue },
        "UINavigationBar.backButton": .notASetter("a constant subview; its label and visibility report on it"),
        "UINavigationBar.titleLabel": .notASetter("a constant subview; its text and visibility report on it"),
        "UINavigationBar.leftViews": .notASetter("the subviews made for the items, added and removed through addSubview"),
        "UINavigationBar.rightViews": .notASetter("the subviews made for the items, added and removed through addSubview"),
        "UINavigationBar.shownTitleView": .notASetter("the top item's title view, added and removed through addSubview"),
        "UINavigationBar.shownItemIdentities": .notASetter("which items the subviews were made for, bookkeeping"),
        "UINavigationBar.shownSearchBar": .notASetter("the top item's search bar, shown as a subview, bookkeeping"),
        "UINavigationBar.titleMeasure": .notASetter("the title's width as last measured, kept with its text, bookkeeping"),
        "UINavigationBar.backTitleMeasure": .notASetter("the back item's title's width as last measured, kept with its text, bookkeeping"),
        "UIToolbar.storedItems": .notASetter("set through setItems, which adds the items' views as subviews"),
        "UIToolbar.itemViews": .notASetter("the views made for the items, bookkeeping"),
        "UIToolbar.barStyle": .reports(.content) { ($0 as? UIToolbar)?.barStyle = .black },
        "UIToolbar.barTintColor": .reports(.content) { ($0 as? UIToolbar)?.barTintColor = .red },
        "UIToolbar.isTranslucent": .reports(.content) { ($0 as? UIToolbar)?.isTranslucent.toggle() },
        "UISearchBar.searchTextField": .notASetter("a constant subview; its text reports content"),
        "UISearchBar.cancelButton": .notASetter("a constant subview; showing it reports content"),
        "UISearchBar.delegate": .notASetter("told of editing when it happens"),
        "UISearchBar.searchController": .notASetter("the search controller told of editing, bookkeeping"),
        "UISearchBar.prompt": .reports(.content) { ($0 as? UISearchBar)?.prompt = "Changed" },
        "UISearchBar.scopeButtonTitles": .reports(.content) { ($0 as? UISearchBar)?.scopeButtonTitles = ["All"] },
        "UISearchBar.selectedScopeButtonIndex": .reports(.content) { ($0 as? UISearchBar)?.selectedScopeButtonIndex = 1 },
        "UISearchBar.showsScopeBar": .reports(.content) { ($0 as? UISearchBar)?.showsScopeBar = true },
        "UISearchBar.scopeBar": .notASetter("the scope bar subview, made and removed as showsScopeBar (which reports content) says"),
        "UIScrollView.contentInset": .reports(.content) { ($0 as? UIScrollView)?.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0) },
        "UIScrollView.showsVerticalScrollIndicator": .reports(.content) { ($0 as? UIScrollView)?.showsVerticalScrollIndicator.toggle() },
        "UIScrollView.showsHorizontalScrollIndicator": .reports(.content) { ($0 as? UIScrollView)?.showsHorizontalScrollIndicator.toggle() },
        "UIScrollView.bounces": .reports(.content) { ($0 as? UIScrollView)?.bounces.toggle() },
        "UIScrollView.verticalScrollIndicatorInsets": .reports(.content) { ($0 as? UIScrollView)?.verticalScrollIndicatorInsets.top += 1 },
        "UIScrollView.horizontalScrollIndicatorInsets": .reports(.content) { ($0 as? UIScrollView)?.horizontalScrollIndicatorInsets.left += 1 },
        "UIScrollView.automaticallyAdjustsScrollIndicatorInsets": .reports(.content) {
            ($0 as? UIScrollView)?.automaticallyAdjustsScrollIndicatorInsets.toggle()
        },
        "UIScrollView.contentInsetAdjustmentBehavior": .reports(.content) { ($0 as? UIScrollView)?.contentInsetAdjustmentBehavior = .never },
        "UIScrollView.keyboardDismissMode": .reports(.content) { ($0 as? UIScrollView)?.keyboardDismissMode = .onDrag },
        "UIScrollView.isPagingEnabled": .reports(.content) { ($0 as? UIScrollView)?.isPagingEnabled.toggle() },
        "UIScrollView.decelerationRate": .reports(.content) { ($0 as? UIScrollView)?.decelerationRate = .fast },
        "UIScrollView.scrollsToTop": .reports(.content) { ($0 as? UIScrollView)?.scrollsToTop.toggle() },
        "UIScrollView.isDirectionalLockEnabled": .reports(.content) { ($0 as? UIScrollView)?.isDirectionalLockEnabled.toggle() },
        "UIScrollView.minimumZoomScale": .reports(.content) { ($0 as? UIScrollView)?.minimumZoomScale = 0.5 },
        "UIScrollView.maximumZoomScale": .reports(.content) { ($0 as? UIScrollView)?.maximumZoomScale = 2 },
        "UIScrollView.zoomScale": .reports(.content) { ($0 as? UIScrollView)?.zoomScale = 2 },
        "UIScrollView.alwaysBounceVertical": .reports(.content) { ($0 as? UIScrollView)?.alwaysBounceVertical.toggle() },
        "UIScrollView.alwaysBounceHorizontal": .reports(.content) { ($0 as? UIScrollView)?.alwaysBounceHorizontal.toggle() },
        "UIScrollView.isScrollEnabled": .reports(.content) { ($0 as? UIScrollView)?.isScrollEnabled.toggle() },
        "UIScrollView.storedContentSize": .reports(.content) { ($0 as? UIScrollView)?.contentSize = CGSize(width: 99, height: 99) },
        "UILabel.storedText": .reports(.content) { ($0 as? UILabel)?.text = "Changed" },
        "UILabel.textColor": .reports(.content) { ($0 as? UILabel)?.textColor = .red },
        "UILabel.numberOfLines": .reports(.content) { ($0 as? UILabel)?.numberOfLines = 3 },
        "UILabel.storedAttributedText": .reports(.content) {
            ($0 as? UILabel)?.attributedText = NSAttributedString(string: "Changed")
        },
        "UILabel.storedFont": .reports(.content) { ($0 as? UILabel)?.font = .boldSystemFont(ofSize: 17) },
        "UILabel.textAlignment": .reports(.content) { ($0 as? UILabel)?.textAlignment = .center },
        "UILabel.adjustsFontForContentSizeCategory": .reports(.content) { ($0 as? UILabel)?.adjustsFontForContentSizeCategory.toggle() },
        "UILabel.lineBreakMode": .reports(.content) { ($0 as? UILabel)?.lineBreakMode = .byClipping },
        "UILabel.preferredMaxLayoutWidth": .reports(.content) { ($0 as? UILabel)?.preferredMaxLayoutWidth = 12 },
        "UIImageView.image": .reports(.content) { ($0 as? UIImageView)?.image = UIImage(systemName: "star") },
        "UIControl.isEnabled": .reports(.content) { ($0 as? UIControl)?.isEnabled.toggle() },
        "UIControl.showsMenuAsPrimaryAction": .reports(.content) { ($0 as? UIControl)?.showsMenuAsPrimaryAction.toggle() },
        "UIControl.isContextMenuInteractionEnabled": .reports(.content) { ($0 as? UIControl)?.isContextMenuInteractionEnabled.toggle() },
        "UIButton.configured": .notASetter("what a configured button keeps, made on first use; setting its configuration reports .content"),
        "UIImageView.preferredSymbolConfiguration": .reports(.content) {
            ($0 as? UIImageView)?.preferredSymbolConfiguration = UIImage.SymbolConfiguration(weight: .bold)
        },
        "ResponderRareState.pasteConfiguration": .notASetter("the paste configuration; on a view it adds or removes a drop interaction, which reports"),
        "UIControl.isSelected": .reports(.content) { ($0 as? UIControl)?.isSelected.toggle() },
        "UIControl.actions": .notASetter("changed by addAction, read when the control is activated"),
        "UIButton.titles": .reports(.content) { ($0 as? UIButton)?.setTitle("Changed", for: .normal) },
        "UIButton.titleColors": .reports(.content) { ($0 as? UIButton)?.setTitleColor(.red, for: .normal) },
        "UIButton.images": .reports(.content) { ($0 as? UIButton)?.setImage(UIImage(systemName: "star"), for: .normal) },
        "UIButton.madeTitleLabel": .notASetter("the title label UIKit has, made when read, outside the view tree"),
        "UIButton.madeImageView": .notASetter("the image view UIKit has, made when read, outside the view tree"),
        "UIButton.buttonType": .notASetter("the type, chosen when the button is made"),
        "UISwitch.isOn": .reports(.content) { ($0 as? UISwitch)?.isOn.toggle() },
        "UISlider.minimumValue": .reports(.content) { ($0 as? UISlider)?.minimumValue = -1 },
        "UISlider.maximumValue": .reports(.content) { ($0 as? UISlider)?.maximumValue = 2 },
        "UISlider.value": .reports(.content) { ($0 as? UISlider)?.value = 0.5 },
        "UIStepper.value": .reports(.content) { ($0 as? UIStepper)?.value = 3 },
        "UIStepper.minimumValue": .reports(.content) { ($0 as? UIStepper)?.minimumValue = -5 },
        "UIStepper.maximumValue": .reports(.content) { ($0 as? UIStepper)?.maximumValue = 50 },
        "UIStepper.stepValue": .reports(.content) { ($0 as? UIStepper)?.stepValue = 2 },
        "UIStepper.wraps": .reports(.content) { ($0 as? UIStepper)?.wraps.toggle() },
        "UIStepper.autorepeat": .reports(.content) { ($0 as? UIStepper)?.autorepeat.toggle() },
        "UIStepper.isContinuous": .reports(.content) { ($0 as? UIStepper)?.isContinuous.toggle() },
        "UIStepper.decrementButton": .notASetter("a constant subview; its state reports on it"),
        "UIStepper.incrementButton": .notASetter("a constant subview; its state reports on it"),
        "UIPageControl.numberOfPages": .reports(.element) { ($0 as? UIPageControl)?.numberOfPages = 4 },
        "UIPageControl.currentPage": .reports(.content) { ($0 as? UIPageControl)?.currentPage = 1 },
        "UIPageControl.hidesForSinglePage": .reports(.element) { ($0 as? UIPageControl)?.hidesForSinglePage.toggle() },
        "UITextField.font": .reports(.content) { ($0 as? UITextField)?.font = .boldSystemFont(ofSize: 17) },
        "UITextField.textColor": .reports(.content) { ($0 as? UITextField)?.textColor = .red },
        "UITextField.textAlignment": .reports(.content) { ($0 as? UITextField)?.textAlignment = .center },
        "UITextField.adjustsFontForContentSizeCategory": .reports(.content) { ($0 as? UITextField)?.adjustsFontForContentSizeCategory.toggle() },
        "UITextField.delegate": .notASetter("told of editing when it happens"),
        "UITextField.keyboardType": .reports(.content) { ($0 as? UITextField)?.keyboardType = .numberPad },
        "UITextField.returnKeyType": .reports(.content) { ($0 as? UITextField)?.returnKeyType = .done },
        "UITextField.autocapitalizationType": .reports(.content) { ($0 as? UITextField)?.autocapitalizationType = .none },
        "UITextField.autocorrectionType": .reports(.content) { ($0 as? UITextField)?.autocorrectionType = .no },
        "UITextField.borderStyle": .reports(.content) { ($0 as? UITextField)?.borderStyle = .roundedRect },
        "UITextField.clearButtonMode": .reports(.content) { ($0 as? UITextField)?.clearButtonMode = .always },
        "UITextView.storedText": .reports(.content) { ($0 as? UITextView)?.text = "Changed" },
        "UITextView.font": .reports(.content) { ($0 as? UITextView)?.font = .boldSystemFont(ofSize: 17) },
        "UITextView.textColor": .reports(.content) { ($0 as? UITextView)?.textColor = .red },
        "UITextView.textAlignment": .reports(.content) { ($0 as? UITextView)?.textAlignment = .center },
        "UITextView.adjustsFontForContentSizeCategory": .reports(.content) { ($0 as? UITextView)?.adjustsFontForContentSizeCategory.toggle() },
        "UITextView.delegate": .notASetter("told of editing when it happens"),
        "UITextView.isEditable": .reports(.element) { ($0 as? UITextView)?.isEditable.toggle() },
        "UITextView.isEditingText": .reports(.content) { ($0 as? UITextView)?.becomeFirstResponder() },
        "UIProgressView.progressViewStyle": .reports(.content) { ($0 as? UIProgressView)?.progressViewStyle = .bar },
        "UIProgressView.storedProgress": .reports(.content) { ($0 as? UIProgressView)?.progress = 0.5 },
        "UIProgressView.observedProgress": .reports(.content) { ($0 as? UIProgressView)?.observedProgress = Progress(totalUnitCount: 2) },
        "UIProgressView.progressTintColor": .reports(.content) { ($0 as? UIProgressView)?.progressTintColor = .green },
        "UIProgressView.trackTintColor": .reports(.content) { ($0 as? UIProgressView)?.trackTintColor = .gray },
        "UIProgressView.progressImage": .reports(.content) { ($0 as? UIProgressView)?.progressImage = UIImage(cells: ["="]) },
        "UIProgressView.trackImage": .reports(.content) { ($0 as? UIProgressView)?.trackImage = UIImage(cells: ["-"]) },
        "UITextField.text": .reports(.content) { ($0 as? UITextField)?.text = "Changed" },
        "UITextField.placeholder": .reports(.content) { ($0 as? UITextField)?.placeholder = "Changed" },
        "UITextField.isEditing": .reports(.content) { ($0 as? UITextField)?.controlWasTapped() },
        "UITextField.isSecureTextEntry": .reports(.content) { ($0 as? UITextField)?.isSecureTextEntry.toggle() },
        // UITableView
        "UITableView.storedStyle": .notASetter("the style, chosen when the table is made"),
        "UITableView.$__lazy_storage_$_implementedMethods": .notASetter("which optional methods its delegates implement, as calls showed; reads nothing VoiceOver reads"),
        "UITableView.dataSource": .reports(.layout) { ($0 as? UITableView)?.dataSource = Self.tableData },
        "UITableView.delegate": .reports(.layout) { ($0 as? UITableView)?.delegate = Self.tableData },
        "UITableView.dragDelegate": .reports(.interactions) { ($0 as? UITableView)?.dragDelegate = Self.tableData },
        "UITableView.dropDelegate": .reports(.interactions) { ($0 as? UITableView)?.dropDelegate = Self.tableData },
        "UITableView.dragInteractionEnabled": .reports(.content) { ($0 as? UITableView)?.dragInteractionEnabled.toggle() },
        "UITableView.rowHeight": .reports(.layout) { ($0 as? UITableView)?.rowHeight = 2 },
        "UITableView.sectionHeaderHeight": .reports(.layout) { ($0 as? UITableView)?.sectionHeaderHeight = 2 },
        "UITableView.sectionFooterHeight": .reports(.layout) { ($0 as? UITableView)?.sectionFooterHeight = 2 },
        "UITableView.estimatedRowHeight": .reports(.layout) { ($0 as? UITableView)?.estimatedRowHeight = 3 },
        "UITableView.separatorStyle": .reports(.content) { ($0 as? UITableView)?.separatorStyle = .none },
        "UITableView.tableHeaderView": .reports(.subviews) {
            ($0 as? UITableView)?.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        },
        "UITableView.tableFooterView": .reports(.subviews) {
            ($0 as? UITableView)?.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        },
        "UITableView.allowsSelection": .reports(.content) { ($0 as? UITableView)?.allowsSelection.toggle() },
        "UITableView.allowsMultipleSelection": .reports(.content) { ($0 as? UITableView)?.allowsMultipleSelection.toggle() },
        "UITableView.allowsSelectionDuringEditing": .reports(.content) {
            ($0 as? UITableView)?.allowsSelectionDuringEditing.toggle()
        },
        "UITableView.allowsMultipleSelectionDuringEditing": .reports(.content) {
            ($0 as? UITableView)?.allowsMultipleSelectionDuringEditing.toggle()
        },
        "UITableView.storedIsEditing": .reports(.layout) { ($0 as? UITableView)?.isEditing.toggle() },
        "UITableView.hasActiveDrag": .notASetter("set by the table's drag bridge as drags begin and end"),
        "UITableView.hasActiveDrop": .notASetter("set by the table's drop bridge as drags enter and leave"),
        "UITableView.cells": .notASetter("the cells on screen and free for reuse, bookkeeping; showing them adds subviews"),
        "UITableView.placeholders": .notASetter("changed by the drop coordinator, which lays the table out again"),
        "UITableView.rowCounts": .notASetter("the data source's counts, loaded when stale"),
        "UITableView.tableLayout": .notASetter("where the rows are, loaded when stale"),
        "UITableView.arrangement": .notASetter("the revision of where the rows are, for the cell table's scrolls, bookkeeping"),
        "UITableView.isStale": .notASetter("whether the counts and layout are loaded, bookkeeping"),
        "UITableView.sectionChanges": .notASetter("which sections the next load asks about again, bookkeeping"),
        "UITableView.measuredSections": .notASetter("sections measured since the last load, as it placed them, bookkeeping"),
        "UITableView.loadBasis": .notASetter("what the last load placed every section by, bookkeeping"),
        "UITableView.selected": .notASetter("changed by selectRow, deselectRow and taps, which lay the table out again"),
        "UITableView.batchDepth": .notASetter("how deep in performBatchUpdates the table is, bookkeeping"),
        "UITableView.sectionViews": .notASetter("the headers and footers on screen; showing them adds subviews"),
        "UITableView.sectionViewReuse": .notASetter("header and footer views free for reuse, bookkeeping"),
        "UITableView.backgroundView": .reports(.subviews) { ($0 as? UITableView)?.backgroundView = UIView(frame: .zero) },
        "UITableView.separatorInset": .reports(.content) {
            ($0 as? UITableView)?.separatorInset = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 0)
        },
        "UITableView.spareTitleLabels": .notASetter("header labels free for reuse, bookkeeping"),
        "UITableView.providedSectionViews": .notASetter("the delegate's header views, asked for when loading"),
        "UITableView.dragBridge": .notASetter("installed with the drag interaction (tested by dragDelegate)"),
        "UITableView.dropBridge": .notASetter("installed with the drop interaction (tested by dropDelegate)"),
        "UITableView.retiredDropBridge": .notASetter("a removed drop interaction's bridge, kept until its drag ends"),
        "UITableView.reorderBridge": .notASetter("installed with the reorder interaction (tested by isEditing)"),
        "UITableView.dragInteraction": .notASetter("added by addInteraction (tested by dragDelegate)"),
        "UITableView.dropInteraction": .notASetter("added by addInteraction (tested by dropDelegate)"),
        "UITableView.reorderInteraction": .notASetter("added by addInteraction (tested by isEditing)"),
        "UITableView.delegateLeavesRowHeights": .notASetter("learnt from the delegate's default heightForRowAt, bookkeeping"),
        "UITableView.delegateGivesRowHeights": .notASetter("whether the delegate gave heights at the last load, bookkeeping"),
        "UITableView.measuredWidth": .notASetter("the width shown rows were measured at, bookkeeping"),
        "UICollectionView.measuredWidth": .notASetter("the width shown cells were last measured at, bookkeeping"),
        // UITableViewHeaderFooterView
        "UITableViewHeaderFooterView.reuseIdentifier": .notASetter("a constant"),
        "UITableViewHeaderFooterView.configured": .notASetter(
            "the content view and configurations; setting them adds and removes subviews and sets labels, which report"),
        "UITableViewHeaderFooterView.storedTextLabel": .notASetter("a constant subview; its text reports content"),
        // UICollectionViewCell and UICollectionViewListCell
        "UICollectionViewCell.configured": .notASetter(
            "the content view and configurations; setting them adds and removes subviews and sets labels, which report"),
        "UICollectionReusableView.reuseIdentifier": .notASetter("set by the collection view that dequeues the view"),
        "UICollectionReusableView.supplementaryKind": .notASetter("set by the collection view that dequeues a supplementary view, bookkeeping"),
        "UICollectionViewCell.isSelected": .reports(.element) { ($0 as? UICollectionViewCell)?.isSelected.toggle() },
        "UICollectionViewCell.backgroundView": .notASetter("a view behind the content, added as a subview, which reports"),
        "UICollectionViewCell.selectedBackgroundView": .notASetter("a view behind the content when selected, added as a subview, which reports"),
        // Segmented controls and tab bars: what VoiceOver visits is their segments and buttons.
        "UISegmentedControl.segments": .notASetter("changed by insertSegment and removeSegment, which add and remove subviews"),
        "UISegmentedControl.selectedSegmentIndex": .reportsBelow(.element) { ($0 as? UISegmentedControl)?.selectedSegmentIndex = 1 },
        "UISegmentedControl.isMomentary": .notASetter("read when a segment is tapped; VoiceOver reads nothing of it"),
        "SegmentView.title": .reports(.element) { ($0 as? SegmentView)?.title = "Changed" },
        "SegmentView.isSegmentEnabled": .reports(.element) { ($0 as? SegmentView)?.isSegmentEnabled.toggle() },
        "SegmentView.action": .notASetter("the action of a control made from actions, run when the segment is chosen"),
        "SegmentView.control": .notASetter("its control, fixed when the segment is made"),
        "UITabBar.delegate": .notASetter("told of selections; VoiceOver reads nothing of it"),
        "UITabBar.items": .reports(.subviews) {
            ($0 as? UITabBar)?.items = [UITabBarItem(title: "Other", image: nil, tag: 2)]
        },
        "UITabBar.selectedItem": .reportsBelow(.element) { view in
            guard let bar = view as? UITabBar else { return }
            bar.selectedItem = bar.items?.last
        },
        "UITabBar.buttons": .notASetter("a button for each item, made when the items are set (tested by items)"),
        "UITabBar.buttonsByItem": .notASetter("the buttons by their items, made with buttons, bookkeeping"),
        "TabBarButton.item": .notASetter("its item, fixed when the button is made"),
        "TabBarButton.tabBar": .notASetter("its tab bar, fixed when the button is made"),
        // Collection views, as table views.
        "UICollectionView.$__lazy_storage_$_implementedMethods": .notASetter("which optional methods its delegates implement, as calls showed; reads nothing VoiceOver reads"),
        "UICollectionView.collectionViewLayout": .reports(.layout) {
            ($0 as? UICollectionView)?.collectionViewLayout = UICollectionViewFlowLayout()
        },
        "UICollectionView.dataSource": .reports(.layout) { ($0 as? UICollectionView)?.dataSource = Self.collectionData },
        "UICollectionView.delegate": .reports(.layout) { ($0 as? UICollectionView)?.delegate = Self.collectionData },
        "UICollectionView.dragDelegate": .reports(.interactions) { ($0 as? UICollectionView)?.dragDelegate = Self.collectionData },
        "UICollectionView.dropDelegate": .reports(.interactions) { ($0 as? UICollectionView)?.dropDelegate = Self.collectionData },
        "UICollectionView.dragInteractionEnabled": .reports(.content) { ($0 as? UICollectionView)?.dragInteractionEnabled.toggle() },
        "UICollectionView.reorderingCadence": .notASetter("how soon items move aside in a drag; CellKit moves them at once"),
        "UICollectionView.allowsSelection": .reports(.content) { ($0 as? UICollectionView)?.allowsSelection.toggle() },
        "UICollectionView.allowsMultipleSelection": .reports(.content) { ($0 as? UICollectionView)?.allowsMultipleSelection.toggle() },
        "UICollectionView.isEditing": .reports(.layout) { ($0 as? UICollectionView)?.isEditing.toggle() },
        "UICollectionView.backgroundView": .reports(.subviews) { ($0 as? UICollectionView)?.backgroundView = UIView(frame: .zero) },
        "UICollectionView.hasActiveDrag": .notASetter("set by the view's drag bridge as drags begin and end"),
        "UICollectionView.hasActiveDrop": .notASetter("set by the view's drop bridge as drags enter and leave"),
        "UICollectionView.cells": .notASetter("the cells on screen and free for reuse, bookkeeping; showing them adds subviews"),
        "UICollectionView.supplementaries": .notASetter("supplementary views on screen and free for reuse; showing them adds subviews"),
        "UICollectionView.itemCounts": .notASetter("the data source's counts, loaded when stale"),
        "UICollectionView.selected": .notASetter("changed by selectItem, deselectItem and taps, which lay the view out again"),
        "UICollectionView.batchDepth": .notASetter("how deep in performBatchUpdates the view is, bookkeeping"),
        "UICollectionView.placeholders": .notASetter("changed by the drop coordinator, which lays the view out again"),
        "UICollectionView.dragBridge": .notASetter("installed with the drag interaction (tested by dragDelegate)"),
        "UICollectionView.dropBridge": .notASetter("installed with the drop interaction (tested by dropDelegate)"),
        "UICollectionView.dragInteraction": .notASetter("added by addInteraction (tested by dragDelegate)"),
        "UICollectionView.dropInteraction": .notASetter("added by addInteraction (tested by dropDelegate)"),
        "UICollectionView.reorderBridge": .notASetter("installed with the reorder interaction, when a cell first shows a reorder accessory"),
        "UICollectionView.reorderInteraction": .notASetter("added by addInteraction, when a cell first shows a reorder accessory"),
        "UICollectionView.keptCellAccessoriesChanged": .notASetter("whether a shown cell changed its accessories since the last layout looked, bookkeeping"),
        "UICollectionView.retiredDropBridge": .notASetter("a removed drop interaction's bridge, kept until its drag ends"),
        "UICollectionView.frameForNewCell": .notASetter("where the cell being made goes, for the length of one dequeue"),
        "UICollectionView.frameForNewSupplementary": .notASetter("where the supplementary view being made goes, for the length of one dequeue"),
        "UICollectionViewListCell.accessories": .reports(.elementContext) {
            ($0 as? UICollectionViewListCell)?.accessories = [.checkmark()]
        },
        "UICollectionViewListCell.indentationLevel": .reports(.layout) { ($0 as? UICollectionViewListCell)?.indentationLevel = 2 },
        "UICollectionViewListCell.storedIndentationWidth": .reports(.layout) { ($0 as? UICollectionViewListCell)?.indentationWidth = 3 },
        "UICollectionViewListCell.indentsAccessories": .reports(.layout) {
            ($0 as? UICollectionViewListCell)?.indentsAccessories.toggle()
        },
        // UITableViewCell
        "UITableViewCell.cellStyle": .notASetter("the style, chosen when the cell is made"),
        "UITableViewCell.reuseIdentifier": .notASetter("a constant"),
        "UITableViewCell.configured": .notASetter(
            "the content view and configurations; setting them adds and removes subviews and sets labels, which report"),
        "UITableViewCell.storedTextLabel": .notASetter("a constant subview; its text reports content"),
        "UITableViewCell.storedDetailTextLabel": .notASetter("a constant subview; its text reports content"),
        "UITableViewCell.storedImageView": .notASetter("a constant subview; its image reports content"),
        "UITableViewCell.accessoryType": .reports(.element) { ($0 as? UITableViewCell)?.accessoryType = .checkmark },
        "UITableViewCell.accessoryView": .reports(.subviews) {
            ($0 as? UITableViewCell)?.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        },
        "UITableViewCell.storedIsSelected": .reports(.element) { ($0 as? UITableViewCell)?.isSelected.toggle() },
        "UITableViewCell.isHighlighted": .reports(.content) { ($0 as? UITableViewCell)?.isHighlighted.toggle() },
        "UITableViewCell.storedIsEditing": .reports(.layout) { ($0 as? UITableViewCell)?.isEditing.toggle() },
        "UITableViewCell.showsReorderControl": .reports(.layout) { ($0 as? UITableViewCell)?.showsReorderControl.toggle() },
        "UITableViewCell.editingControl": .notASetter("set by the table view as it lays the row out; it lays the cell out again"),
        "UITableViewCell.selectionStyle": .reports(.content) { ($0 as? UITableViewCell)?.selectionStyle = .none },
        "UITableViewCell.separatorInset": .reports(.content) {
            ($0 as? UITableViewCell)?.separatorInset = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 0)
        },
        "UITableViewCell.backgroundView": .reports(.content) { ($0 as? UITableViewCell)?.backgroundView = UIView(frame: .zero) },
        "UITableViewCell.selectedBackgroundView": .reports(.content) {
            ($0 as? UITableViewCell)?.selectedBackgroundView = UIView(frame: .zero)
        },
    ]

    /// A table's data source and delegates, kept here because a table holds them weakly.
    static let tableData = EmptyTableData()
    static let collectionData = EmptyCollectionData()

    static let delegate = NoDrops()

    /// One of each view class whose stored properties are listed.
    static func samples() -> [UIView] {
        [UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 4)), UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10)),
         UIScrollView(frame: CGRect(x: 1, y: 1, width: 10, height: 4)), UILabel(frame: CGRect(x: 1, y: 1, width: 10, height: 1)),
         UIImageView(frame: CGRect(x: 1, y: 1, width: 4, height: 2)), UISwitch(frame: CGRect(x: 1, y: 1, width: 6, height: 1)),
         UISlider(frame: CGRect(x: 1, y: 1, width: 10, height: 1)), UIButton(frame: CGRect(x: 1, y: 1, width: 10, height: 1)), UITextField(frame: CGRect(x: 1, y: 1, width: 10, height: 1)),
         UIStepper(frame: CGRect(x: 1, y: 1, width: 6, height: 1)), Self.pageControl(),
         UITextView(frame: CGRect(x: 1, y: 1, width: 10, height: 3)),
         UIProgressView(frame: CGRect(x: 1, y: 1, width: 10, height: 1)),
         UINavigationBar(frame: CGRect(x: 0, y: 0, width: 20, height: 1)),
         UIToolbar(frame: CGRect(x: 0, y: 0, width: 20, height: 1)), UISearchBar(frame: CGRect(x: 0, y: 0, width: 20, height: 1)),
         UITableView(frame: CGRect(x: 1, y: 1, width: 12, height: 6), style: .grouped), Self.tableCell(),
         UITableViewHeaderFooterView(reuseIdentifier: "Header"), UIStackView(arrangedSubviews: [UILabel(), UILabel()]),
         UICollectionViewListCell(frame: CGRect(x: 1, y: 1, width: 12, height: 1)),
         Self.segmentedControl(), Self.segmentedControl().subviews.first ?? UIView(),
         Self.tabBar(), Self.tabBar().subviews.first ?? UIView(),
         UICollectionView(frame: CGRect(x: 1, y: 1, width: 12, height: 6), collectionViewLayout: UICollectionViewFlowLayout()),
         UICollectionViewCell(frame: CGRect(x: 1, y: 1, width: 4, height: 2))]
    }

    /// A segmented control with two segments, each a view of its own (`SegmentView`).
    static func segmentedControl() -> UISegmentedControl {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 1, y: 1, width: 12, height: 1)
        control.layoutIfNeeded()
        return control
    }

    /// A tab bar with two items, each a button of its own (`TabBarButton`).
    static func tabBar() -> UITabBar {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        bar.items = [UITabBarItem(title: "Inbox", image: nil, tag: 0), UITabBarItem(title: "Sent", image: nil, tag: 1)]
        bar.layoutIfNeeded()
        return bar
    }

    @Test("every class a walk trusts to report its changes has a sample here")
    func everyTrackedClassHasASample() {
        let sampled = Set(Self.samples().map { ObjectIdentifier(type(of: $0)) })
        let views = TrackedClasses.classes.filter {
            $0 != ObjectIdentifier(UIResponder.self) && $0 != ObjectIdentifier(UIAccessibilityElement.self) && $0 != ObjectIdentifier(UIControl.self)
        }
        for tracked in views {
            #expect(sampled.contains(tracked), "a tracked class has no sample: \(tracked)")
        }
    }

    /// A cell as a table view dequeues it: a subtitle cell with its labels.
    static func pageControl() -> UIPageControl {
        let control = UIPageControl(frame: CGRect(x: 1, y: 1, width: 10, height: 1))
        control.numberOfPages = 3
        return control
    }

    static func tableCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
        cell.frame = CGRect(x: 1, y: 1, width: 12, height: 2)
        return cell
    }

    /// The stored properties of a view, each as "DeclaringClass.label", from its class up to UIResponder.
    static func storedProperties(of view: UIView) -> [String] {
        var found: [String] = []
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror, current.subjectType != NSObject.self {
            let owner = "\(current.subjectType)"
            found += current.children.compactMap { $0.label.map { "\(owner).\($0)" } }
            mirror = current.superclassMirror
        }
        // What a responder sets rarely is kept in a side object made on first setting: its
        // properties are listed as that object's, with the change their setters report.
        found += Mirror(reflecting: ResponderRareState()).children.compactMap { $0.label.map { "ResponderRareState.\($0)" } }
        found += Mirror(reflecting: ViewRareState()).children.compactMap { $0.label.map { "ViewRareState.\($0)" } }
        return found
    }

    @Test("every stored property of CellKit's views is listed with the change it reports, or as bookkeeping")
    func everyStoredPropertyIsListed() {
        for view in Self.samples() {
            for property in Self.storedProperties(of: view) {
                #expect(Self.entries[property] != nil,
                        "\(property) is stored but reports no change: report it through noteChange(_:) and list it here")
            }
        }
    }

    @Test("each setter reports the kind of change the table lists for it, once the view is on a screen")
    func eachSetterReportsItsChange() {
        for sample in Self.samples() {
            for property in Self.storedProperties(of: sample) {
                let below: Bool
                let listed: ViewChange, change: @MainActor (UIView) -> Void
                switch Self.entries[property] {
                case .reports(let kind, let setter)?: (listed, change, below) = (kind, setter, false)
                case .reportsBelow(let kind, let setter)?: (listed, change, below) = (kind, setter, true)
                default: continue
                }
                guard Self.overridden["\(type(of: sample))/\(property)"] == nil else { continue }
                // A scroll view's bounds origin is its content offset: scrolling.
                let expected: ViewChange = listed == .boundsOrigin && sample is UIScrollView ? .scroll : listed
                // A new view each time, in a window on a screen, so every setter really changes it.
                let view = Self.samples().first { type(of: $0) == type(of: sample) } ?? sample
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
                if !(view is UIWindow) { window.addSubview(view) }
                let system = DragSystem(windows: [view as? UIWindow ?? window])
                var reported: [ViewChange] = []
                system.treeClock.changeObserver = { changed, kind in
                    if changed === view || (below && changed.isDescendant(of: view)) { reported.append(kind) }
                }
                change(view)
                #expect(reported.contains(expected), "\(type(of: view)) \(property): reported \(reported), expected \(expected)")
            }
        }
    }

    @Test("Auto Layout's setters, whose state a view keeps beside its stored properties, report layout")
    func autoLayoutSettersReport() {
        let changes: [(String, @MainActor (UIView, UIView) -> Void)] = [
            ("addConstraint", { view, _ in view.widthAnchor.constraint(equalToConstant: 3).isActive = true }),
            ("constant", { view, _ in
                let constraint = view.widthAnchor.constraint(equalToConstant: 3)
                constraint.isActive = true
                view.superview?.layoutIfNeeded()
                constraint.constant = 4
            }),
            ("hugging", { view, _ in view.setContentHuggingPriority(.required, for: .horizontal) }),
            ("compression", { view, _ in view.setContentCompressionResistancePriority(.required, for: .vertical) }),
            ("layoutMargins", { view, _ in view.layoutMargins = .zero }),
            ("directionalLayoutMargins", { view, _ in view.directionalLayoutMargins = .zero }),
            ("insetsLayoutMarginsFromSafeArea", { view, _ in view.insetsLayoutMarginsFromSafeArea = false }),
            ("preservesSuperviewLayoutMargins", { view, _ in view.preservesSuperviewLayoutMargins = true }),
            ("addLayoutGuide", { view, _ in view.addLayoutGuide(UILayoutGuide()) }),
            ("setNeedsUpdateConstraints", { view, _ in view.setNeedsUpdateConstraints() }),
        ]
        for (name, change) in changes {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            let view = UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 4))
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            window.layoutIfNeeded()
            let system = DragSystem(windows: [window])
            var reported: [ViewChange] = []
            system.treeClock.changeObserver = { changed, kind in if changed === view { reported.append(kind) } }
            change(view, window)
            #expect(reported.contains(.layout), "\(name): reported \(reported)")
        }
    }

    @Test("adding and removing a sublayer reports sublayers")
    func sublayersReport() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let system = DragSystem(windows: [window])
        var reported: [ViewChange] = []
        system.treeClock.changeObserver = { _, kind in reported.append(kind) }
        let sublayer = CALayer()
        window.layer.addSublayer(sublayer)
        sublayer.removeFromSuperlayer()
        #expect(reported == [.sublayers, .sublayers])
    }

    @Test("two screens share no clock: a change on one leaves the other's answers standing")
    func screensAreIndependent() {
        let first = DragSystem(windows: [UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        let secondWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = DragSystem(windows: [secondWindow])
        let generation = first.treeClock.currentGeneration, stamp = first.treeClock.currentStamp
        secondWindow.addSubview(UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2)))
        secondWindow.frame.origin.x = 3
        #expect(first.treeClock.currentGeneration == generation && first.treeClock.currentStamp == stamp)
        #expect(second.treeClock !== first.treeClock)
    }
}

/// A table's data source and delegates with no rows.
@MainActor
final class EmptyTableData: UITableViewDataSource, UITableViewDelegate, UITableViewDragDelegate, UITableViewDropDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] { [] }
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
}

/// A collection view's data source and delegates with no items.
@MainActor
final class EmptyCollectionData: UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] { [] }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {}
}

/// A drop delegate that takes nothing.
@MainActor
final class NoDrops: UIDropInteractionDelegate {}
