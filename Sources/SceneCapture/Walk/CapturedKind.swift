#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// Which scene `type` a live view is written as: the UIKit class it is (or descends from), most
/// specific first, else a plain view. A view that hosts a drop interaction is written as a
/// `list`, the scene type that takes drops, titled with its label.
@MainActor
enum CapturedKind {
    case plain
    case list
    case label(UILabel)
    case button(UIButton)
    case back(UIButton)
    case keyboardKey(UIButton)
    case toggle(UISwitch)
    case slider(UISlider)
    case progress(UIProgressView)
    case textField(UITextField)
    case secureField(UITextField)
    case image(UIImageView)
    case scrollView(UIScrollView)
    case collection(UICollectionView, UICollectionViewFlowLayout)
    /// A collection view whose layout is a compositional list, with its appearance's name.
    case collectionList(UICollectionView, String)
    case table(UITableView)
    case tabBar(UITabBar)
    case segmented(UISegmentedControl)
    case dataTable(CapturedDataTable)
    case stepper(UIStepper)
    case pageControl(UIPageControl)
    case textView(UITextView)

    static func of(_ view: UIView) -> CapturedKind {
        if let collection = view as? UICollectionView {
            if let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout { return .collection(collection, layout) }
            if let appearance = PlatformBridge.listAppearance(of: collection.collectionViewLayout) {
                return .collectionList(collection, appearance)
            }
        } else if let table = view as? UITableView {
            return .table(table)
        } else if let tabBar = view as? UITabBar {
            return .tabBar(tabBar)
        } else if let control = view as? UISegmentedControl {
            return .segmented(control)
        } else if let stepper = view as? UIStepper {
            return .stepper(stepper)
        } else if let control = view as? UIPageControl {
            return .pageControl(control)
        } else if let textView = view as? UITextView {
            return .textView(textView)
        } else if let slider = view as? UISlider {
            return .slider(slider)
        } else if let bar = view as? UIProgressView {
            return .progress(bar)
        } else if let toggle = view as? UISwitch {
            return .toggle(toggle)
        } else if let field = view as? UITextField {
            return field.isSecureTextEntry ? .secureField(field) : .textField(field)
        } else if let button = view as? UIButton {
            if button.accessibilityTraits.contains(CapturedTraits.backButton) { return .back(button) }
            if button.accessibilityTraits.contains(.keyboardKey) { return .keyboardKey(button) }
            return .button(button)
        } else if let label = view as? UILabel {
            return .label(label)
        } else if let imageView = view as? UIImageView {
            return .image(imageView)
        } else if let scrollView = view as? UIScrollView {
            return .scrollView(scrollView)
        }
        if let table = CapturedDataTable(view) { return .dataTable(table) }
        if view.interactions.contains(where: { $0 is UIDropInteraction }) { return .list }
        return .plain
    }

    /// Whether the view is written as a scene's `dataTable`.
    var isDataTable: Bool {
        if case .dataTable = self { return true }
        return false
    }

    /// The scene type's name.
    var typeName: String {
        switch self {
        case .plain: "view"
        case .list: "list"
        case .label: "label"
        case .button: "button"
        case .back: "backButton"
        case .keyboardKey: "keyboardKey"
        case .toggle: "switch"
        case .slider: "adjustable"
        case .progress: "progress"
        case .textField: "textField"
        case .secureField: "secureTextField"
        case .image: "image"
        case .scrollView: "scrollView"
        case .collection, .collectionList: "collectionView"
        case .table: "tableView"
        case .tabBar: "tabBar"
        case .segmented: "segmentedControl"
        case .dataTable: "dataTable"
        case .stepper: "stepper"
        case .pageControl: "pageControl"
        case .textView: "textView"
        }
    }

    /// Whether the view's subviews are the app's (written as `subviews`), not the control's own
    /// parts (a segmented control's segments, a collection view's cells, a tab bar's buttons).
    var hasOwnSubviews: Bool {
        switch self {
        case .collection, .collectionList, .table, .tabBar, .segmented, .dataTable, .toggle, .slider, .textField, .secureField,
             .stepper, .pageControl, .textView: false
        default: true
        }
    }

    /// Whether the view's `accessibilityElements` are the type's own (a segmented control's
    /// segments, a table's cells), which the type's keys already say.
    var makesOwnElements: Bool {
        switch self {
        case .collection, .collectionList, .table, .tabBar, .segmented, .dataTable: true
        default: false
        }
    }
}
