#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// A view type's own keys (a label's text, a switch's state…), and the view that a scene file
/// with only those keys would make: the baseline the walk compares the live view with, so that
/// only what the app changed (a label of its own, a trait) is written under `accessibility`.
@MainActor
struct TypeKeys {
    var entries: [YAMLEntry] = []
    var baseline: UIView

    static func capture(_ kind: CapturedKind, of view: UIView, walker: SceneWalker) -> TypeKeys {
        var keys = typeKeys(kind, of: view, walker: walker)
        // A disabled control is written as `enabled: false`, not as a trait: it then also
        // ignores a double tap, as the live one does.
        if let control = view as? UIControl, !control.isEnabled, let made = keys.baseline as? UIControl {
            made.isEnabled = false
            keys.entries.append(YAMLEntry("enabled", .bool(false)))
        }
        return keys
    }

    private static func typeKeys(_ kind: CapturedKind, of view: UIView, walker: SceneWalker) -> TypeKeys {
        let frame = view.frame
        switch kind {
        case .plain:
            return TypeKeys(baseline: UIView(frame: frame))
        case .list:
            return list(view)
        case .label(let label):
            let made = UILabel(frame: frame)
            made.text = label.text ?? ""
            var keys = TypeKeys(entries: [YAMLEntry("text", .text(label.text ?? ""))], baseline: made)
            if let color = label.textColor, let name = CaptureColors.name(of: color) {
                keys.entries.append(YAMLEntry("color", .bare(name)))
            }
            return keys
        case .button(let button), .keyboardKey(let button), .back(let button):
            let made = UIButton(frame: frame)
            let title = button.currentTitle ?? button.title(for: .normal) ?? ""
            made.setTitle(title, for: .normal)
            if case .keyboardKey = kind { made.accessibilityTraits.insert(.keyboardKey) }
            if case .back = kind { made.accessibilityTraits = made.accessibilityTraits.union(CapturedTraits.backButton) }
            return TypeKeys(entries: [YAMLEntry("title", .text(title))], baseline: made)
        case .toggle(let toggle):
            let made = UISwitch(frame: frame)
            made.isOn = toggle.isOn
            return TypeKeys(entries: [YAMLEntry("on", .bool(toggle.isOn))], baseline: made)
        case .slider(let slider):
            return self.slider(slider)
        case .progress(let bar):
            return progress(bar)
        case .textField(let field), .secureField(let field):
            let made = UITextField(frame: frame)
            made.text = field.text
            made.placeholder = field.placeholder
            made.isSecureTextEntry = field.isSecureTextEntry
            var entries: [YAMLEntry] = []
            if let text = field.text, !text.isEmpty { entries.append(YAMLEntry("text", .text(text))) }
            if let placeholder = field.placeholder { entries.append(YAMLEntry("placeholder", .text(placeholder))) }
            if field.isFirstResponder {
                entries.append(YAMLEntry("firstResponder", .bool(true)))
                made.becomeFirstResponder()
            }
            return TypeKeys(entries: entries, baseline: made)
        case .image(let imageView):
            let made = UIImageView(frame: frame)
            made.image = imageView.image
            var entries: [YAMLEntry] = []
            if let image = imageView.image {
                if let symbol = PlatformBridge.symbolName(of: image) {
                    entries.append(YAMLEntry("symbol", .bare(symbol)))
                } else if let rows = PlatformBridge.rows(of: image) {
                    entries.append(YAMLEntry("cells", .texts(rows)))
                }
            }
            return TypeKeys(entries: entries, baseline: made)
        case .scrollView(let scrollView):
            let made = UIScrollView(frame: frame)
            var entries: [YAMLEntry] = []
            if scrollView.contentSize != frame.size { entries.append(YAMLEntry("contentSize", CaptureNumbers.size(scrollView.contentSize))) }
            if scrollView.contentOffset != .zero {
                entries.append(YAMLEntry("contentOffset", CaptureNumbers.point(scrollView.contentOffset)))
            }
            return TypeKeys(entries: entries, baseline: made)
        case .collection(let collectionView, let layout):
            return CollectionKeys.capture(collectionView, layout: layout, walker: walker)
        case .collectionList(let collectionView, let appearance):
            return CollectionKeys.captureList(collectionView, appearance: appearance, walker: walker)
        case .table(let tableView):
            return TableKeys.capture(tableView, walker: walker)
        case .tabBar(let tabBar):
            return self.tabBar(tabBar, walker: walker)
        case .segmented(let control):
            return segmented(control)
        case .stepper(let stepper):
            return self.stepper(stepper)
        case .pageControl(let control):
            let made = UIPageControl(frame: frame)
            made.numberOfPages = min(10_000, control.numberOfPages)
            made.currentPage = control.currentPage
            made.hidesForSinglePage = control.hidesForSinglePage
            var entries = [YAMLEntry("pages", .number(Double(made.numberOfPages)))]
            if made.currentPage != 0 { entries.append(YAMLEntry("current", .number(Double(made.currentPage + 1)))) }
            if control.hidesForSinglePage { entries.append(YAMLEntry("hidesForSinglePage", .bool(true))) }
            return TypeKeys(entries: entries, baseline: made)
        case .textView(let textView):
            let made = UITextView(frame: frame)
            made.text = textView.text
            made.isEditable = textView.isEditable
            var entries: [YAMLEntry] = []
            if let text = textView.text, !text.isEmpty { entries.append(YAMLEntry("text", .text(text))) }
            if !textView.isEditable { entries.append(YAMLEntry("editable", .bool(false))) }
            if textView.isFirstResponder {
                entries.append(YAMLEntry("firstResponder", .bool(true)))
                made.becomeFirstResponder()
            }
            return TypeKeys(entries: entries, baseline: made)
        case .dataTable(let table):
            let made = UIView(frame: frame)
            made.accessibilityContainerType = .dataTable
            return TypeKeys(entries: table.entries, baseline: made)
        }
    }

    /// A view that takes drops, as a scene's list: titled with its label, holding its value as
    /// one item, so that it says the same and a drop adds to what it says.
    private static func list(_ view: UIView) -> TypeKeys {
        let made = UIView(frame: view.frame)
        made.layer.borderWidth = 1
        let title = view.accessibilityLabel ?? ""
        made.accessibilityLabel = title
        var entries = [YAMLEntry("title", .text(title))]
        if let value = view.accessibilityValue, !value.isEmpty {
            entries.append(YAMLEntry("items", .texts([value])))
            made.accessibilityValue = value
        }
        return TypeKeys(entries: entries, baseline: made)
    }

    private static func slider(_ slider: UISlider) -> TypeKeys {
        var minimum = CaptureNumbers.slider(slider.minimumValue), maximum = CaptureNumbers.slider(slider.maximumValue)
        if maximum <= minimum { maximum = minimum + 1 }
        let value = min(maximum, max(minimum, CaptureNumbers.slider(slider.value)))
        let made = UISlider(frame: slider.frame)
        made.minimumValue = Float(minimum)
        made.maximumValue = Float(maximum)
        made.value = Float(value)
        var entries = [YAMLEntry("value", .number(value))]
        if minimum != 0 { entries.append(YAMLEntry("minimum", .number(minimum))) }
        if maximum != 100 { entries.append(YAMLEntry("maximum", .number(maximum))) }
        return TypeKeys(entries: entries, baseline: made)
    }

    private static func stepper(_ stepper: UIStepper) -> TypeKeys {
        // Within the range a scene's numbers take, without going through a slider's `Float`.
        func kept(_ number: Double) -> Double {
            number.isFinite ? min(CaptureNumbers.sliderValues, max(-CaptureNumbers.sliderValues, number)) : 0
        }
        let minimum = kept(stepper.minimumValue)
        var maximum = kept(stepper.maximumValue)
        if maximum <= minimum { maximum = minimum + 1 }
        let value = min(maximum, max(minimum, kept(stepper.value)))
        let step = kept(stepper.stepValue) > 0 ? kept(stepper.stepValue) : 1
        let made = UIStepper(frame: stepper.frame)
        made.maximumValue = maximum
        made.minimumValue = minimum
        made.value = value
        made.stepValue = step
        made.wraps = stepper.wraps
        made.autorepeat = stepper.autorepeat
        var entries = [YAMLEntry("value", .number(value))]
        if minimum != 0 { entries.append(YAMLEntry("minimum", .number(minimum))) }
        if maximum != 100 { entries.append(YAMLEntry("maximum", .number(maximum))) }
        if step != 1 { entries.append(YAMLEntry("step", .number(step))) }
        if stepper.wraps { entries.append(YAMLEntry("wraps", .bool(true))) }
        if !stepper.autorepeat { entries.append(YAMLEntry("autorepeat", .bool(false))) }
        return TypeKeys(entries: entries, baseline: made)
    }

    private static func progress(_ bar: UIProgressView) -> TypeKeys {
        let made = UIProgressView(frame: bar.frame)
        let value = Double(bar.progress)
        made.progress = bar.progress
        let entries = value.isFinite && value > 0 ? [YAMLEntry("progress", .number(value))] : []
        return TypeKeys(entries: entries, baseline: made)
    }

    private static func tabBar(_ tabBar: UITabBar, walker: SceneWalker) -> TypeKeys {
        let made = UITabBar(frame: tabBar.frame)
        let items = tabBar.items ?? []
        guard !items.isEmpty else {
            walker.note("\(walker.name(of: tabBar)): a tab bar with no tabs is written with one empty tab")
            return TypeKeys(entries: [YAMLEntry("tabs", .list([.mapping([YAMLEntry("title", .text(""))], flow: true)], flow: false))],
                            baseline: made)
        }
        let tabs: [YAMLNode] = items.map { item in
            var tab: [YAMLEntry] = []
            if let title = item.title { tab.append(YAMLEntry("title", .text(title))) }
            if let badge = item.badgeValue { tab.append(YAMLEntry("badge", .text(badge))) }
            if !item.isEnabled { tab.append(YAMLEntry("enabled", .bool(false))) }
            if let label = item.accessibilityLabel { tab.append(YAMLEntry("label", .text(label))) }
            if let value = item.accessibilityValue { tab.append(YAMLEntry("value", .text(value))) }
            if let hint = item.accessibilityHint { tab.append(YAMLEntry("hint", .text(hint))) }
            return .mapping(tab, flow: true)
        }
        var entries = [YAMLEntry("tabs", .list(tabs, flow: false),
                                 comment: CaptureDefaults.tabPages)]
        if tabBar.selectedItem == nil {
            entries.append(YAMLEntry("hasSelection", .bool(false)))
        } else if let selected = tabBar.selectedItem, selected !== items.first, let title = selected.title {
            entries.append(YAMLEntry("selected", .text(title)))
        }
        made.items = items.map { item in
            let copy = UITabBarItem(title: item.title, image: nil, tag: item.tag)
            copy.badgeValue = item.badgeValue
            copy.isEnabled = item.isEnabled
            copy.accessibilityLabel = item.accessibilityLabel
            copy.accessibilityValue = item.accessibilityValue
            copy.accessibilityHint = item.accessibilityHint
            return copy
        }
        return TypeKeys(entries: entries, baseline: made)
    }

    private static func segmented(_ control: UISegmentedControl) -> TypeKeys {
        let made = UISegmentedControl(frame: control.frame)
        let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }
        var entries = [YAMLEntry("segments", .list(titles.map { .text($0) }, flow: true))]
        if titles.indices.contains(control.selectedSegmentIndex) {
            entries.append(YAMLEntry("selected", .text(titles[control.selectedSegmentIndex])))
        }
        return TypeKeys(entries: entries, baseline: made)
    }
}
