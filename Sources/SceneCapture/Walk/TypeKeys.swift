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
        case .tabBar(let tabBar):
            return self.tabBar(tabBar, walker: walker)
        case .segmented(let control):
            return segmented(control)
        case .dataTable(let table):
            let made = UIView(frame: frame)
            made.accessibilityContainerType = .dataTable
            var entries = [YAMLEntry("columns", .list(table.columns.map { .text($0) }, flow: true))]
            if !table.bodyRows.isEmpty {
                entries.append(YAMLEntry("rows", .list(table.bodyRows.map { .list($0.map { .text($0) }, flow: true) }, flow: false)))
            }
            if table.rowHeaders { entries.append(YAMLEntry("rowHeaders", .bool(true))) }
            return TypeKeys(entries: entries, baseline: made)
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
            var tab = [YAMLEntry("title", .text(item.title ?? ""))]
            if let badge = item.badgeValue { tab.append(YAMLEntry("badge", .text(badge))) }
            return .mapping(tab, flow: true)
        }
        var entries = [YAMLEntry("tabs", .list(tabs, flow: false),
                                 comment: CaptureDefaults.tabPages)]
        if let selected = tabBar.selectedItem, selected !== items.first, let title = selected.title {
            entries.append(YAMLEntry("selected", .text(title)))
        }
        made.items = items.map { UITabBarItem(title: $0.title, image: nil, tag: $0.tag) }
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
