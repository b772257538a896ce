import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Content and background configurations as UIKit documents them: what a cell shows, what
/// VoiceOver reads from it, and when the cell updates its configurations.
@MainActor
@Suite("Content configurations", .cellsScreen)
struct ContentConfigurationTests {
    static func draw(_ view: UIView, width: Int, height: Int) -> [String] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)))
        view.frame = window.bounds
        window.addSubview(view)
        let context = CellContext(grid: CellGrid(width: width, height: height))
        window.render(in: context)
        return context.grid.lines
    }

    @Test("a cell's default configuration follows its style, with no content")
    func defaultConfigurationByStyle() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
        let content = UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(content.text == nil && content.secondaryText == nil && content.image == nil)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    }

    @Test("a configured cell shows its texts in the configuration's view and reads them as its label")
    func configuredCellShowsAndReads() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Buy milk"
        content.secondaryText = "Today"
        cell.contentConfiguration = content
        #expect(cell.contentView is UIListContentView)
        #expect(cell.textLabel == nil && cell.imageView == nil, "the configuration replaces the built-in views")
        #expect(cell.accessibilityLabel == "Buy milk, Today")
        #expect(Self.draw(cell, width: 20, height: 1) == ["Buy milk Today      "])
        #expect(Self.draw(cell, width: 20, height: 2) == ["Buy milk            ", "Today               "])
    }

    @Test("a value cell puts the secondary text at the trailing edge; an image leads")
    func valueCellAndImage() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        #expect(Self.draw(cell, width: 16, height: 1) == ["Wi-Fi       Home"])
        #expect(cell.accessibilityLabel == "Wi-Fi, Home")

        var transformed = UIListContentConfiguration.cell()
        transformed.text = "shout"
        transformed.textProperties.transform = .uppercase
        let view = UIListContentView(configuration: transformed)
        #expect(Self.draw(view, width: 8, height: 1) == ["SHOUT   "], "VoiceOver reads what is shown")
    }

    @Test("a configuration the content view supports is applied to it; nil puts an empty content view back")
    func replacingAndClearing() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let first = cell.contentView
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView === first)
        #expect(cell.accessibilityLabel == "Two")
        cell.contentConfiguration = nil
        #expect(cell.contentView !== first && !(cell.contentView is UIListContentView))
        let label = try #require(cell.textLabel)
        #expect(label.text == nil && label.superview === cell.contentView)
        label.text = "Back"
        #expect(cell.accessibilityLabel == "Back")
    }

    /// A configuration of the app's own, and its view.
    struct BadgeConfiguration: UIContentConfiguration, Hashable {
        var count = 0

        func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
        func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
    }

    final class BadgeView: UIView, UIContentView {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        var configuration: any UIContentConfiguration {
            didSet { label.text = "\((configuration as? BadgeConfiguration)?.count ?? 0) new" }
        }

        init(configuration: BadgeConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            addSubview(label)
            label.text = "\(configuration.count) new"
        }

        required init?(coder: NSCoder) {
            nil
        }
    }

    @Test("a configuration of the app's own makes its view, which takes later configurations of its type")
    func customConfiguration() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        cell.contentConfiguration = BadgeConfiguration(count: 3)
        let view = cell.contentView as? BadgeView
        #expect(view?.label.text == "3 new")
        cell.contentConfiguration = BadgeConfiguration(count: 4)
        #expect(cell.contentView === view, "supports(_:) by default: the same type")
        #expect(view?.label.text == "4 new")
        cell.contentConfiguration = UIListContentConfiguration.cell()
        #expect(cell.contentView is UIListContentView)
    }

    @Test("the update handler runs before the cell lays out, with its state, and again when the state changes")
    func updateHandlerFollowsTheState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var states: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            states.append(state.isSelected)
            var content = UIListContentConfiguration.cell().updated(for: state)
            content.text = state.isSelected ? "Chosen" : "Plain"
            cell.contentConfiguration = content
        }
        cell.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        cell.layoutIfNeeded()
        #expect(states == [false])
        #expect(cell.accessibilityLabel == "Plain")
        cell.layoutIfNeeded()
        #expect(states == [false], "no state change, no update")
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(states == [false, true])
        #expect(cell.accessibilityLabel == "Chosen")
        #expect(cell.configurationState.isSelected)
    }

    @Test("a list content view of its own has its texts as separate elements; a header's text is a heading")
    func listContentViewElements() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Inbox"
        content.secondaryText = "3 unread"
        let view = UIListContentView(configuration: content)
        let labels = view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        #expect(labels.map(\.accessibilityLabel) == ["Inbox", "3 unread"])
        #expect(!view.isAccessibilityElement)

        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Mail"
        view.configuration = header
        let shown = view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        #expect(shown.map(\.accessibilityLabel) == ["Mail"], "a part left out is hidden")
        #expect(shown.first?.accessibilityTraits.contains(.header) == true)
    }

    @Test("a header view's configuration replaces its title label and reads as a heading")
    func headerFooterConfiguration() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
        var content = header.defaultContentConfiguration()
        content.text = "Groceries"
        header.contentConfiguration = content
        #expect(header.textLabel == nil)
        #expect(Self.draw(header, width: 12, height: 1) == ["Groceries   "])
        let label = header.contentView.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }
        #expect(label?.accessibilityTraits.contains(.header) == true)
    }

    @Test("a background configuration's colour fills the cell behind its content")
    func backgroundConfiguration() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .red
        cell.backgroundConfiguration = background
        var content = cell.defaultContentConfiguration()
        content.text = "Hot"
        cell.contentConfiguration = content
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        cell.frame = window.bounds
        window.addSubview(cell)
        let context = CellContext(grid: CellGrid(width: 5, height: 1))
        window.render(in: context)
        #expect(context.grid.lines == ["Hot  "])
        #expect(context.grid[4, 0]?.style.background == .red)
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .blue) == .red)
    }
}
