import CellKit
import Foundation
import Testing
import RotorTestSupport

/// List layouts and list cells: rows one line high, accessories drawn at the edges as
/// characters, shown by the list's editing state, and read by VoiceOver as UIKit's list cells.
@MainActor
@Suite("List cells", .cellsScreen)
struct ListCellTests {
    /// A list of two rows; keep the data source (the collection view holds it weakly, as UIKit's does).
    static func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, width: CGFloat = 20, height: CGFloat = 5,
                     accessories: [UICellAccessory]) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, path, title in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Mail", "Notes"])
        dataSource.apply(snapshot)
        return (window, collection, dataSource)
    }

    static func draw(_ window: UIWindow) -> [String] {
        let context = CellContext(grid: CellGrid(width: Int(window.bounds.width), height: Int(window.bounds.height)))
        window.render(in: context)
        return context.grid.lines
    }

    @Test("rows are one line, full width; an inset grouped list leaves a line above and two columns each side")
    func listLayout() {
        let (plain, _, plainSource) = Self.list(.plain, accessories: [.disclosureIndicator()])
        #expect(Self.draw(plain).prefix(2) == ["Mail               ›", "Notes              ›"])
        _ = plainSource
        let (inset, collection, insetSource) = Self.list(.insetGrouped, accessories: [.checkmark()])
        defer { _ = insetSource }
        #expect(Self.draw(inset).prefix(3) == ["                    ", "  Mail           ✓  ", "  Notes          ✓  "])
        #expect(collection.indexPathForItem(at: CGPoint(x: 5, y: 2)) == IndexPath(item: 1, section: 0))
    }

    @Test("editing shows the accessories displayed while editing and hides those displayed while not")
    func editingAccessories() {
        let (window, collection, dataSource) = Self.list(.plain, accessories: [.delete(), .reorder(),
                                                                               .disclosureIndicator(displayed: .whenNotEditing)])
        defer { _ = dataSource }
        #expect(Self.draw(window).first == "Mail               ›")
        collection.isEditing = true
        #expect(Self.draw(window).first == "⊖ Mail             ≡")
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell?.configurationState.isEditing == true)
    }

    @Test("a list cell is one element: its texts and label accessories, selected when checked, a button with a disclosure indicator")
    func listCellAccessibility() throws {
        var deleted: [String] = []
        let (window, collection, dataSource) = Self.list(.plain, accessories: [
            .checkmark(), .disclosureIndicator(), .label(text: "3 new"),
            .delete(displayed: .always, actionHandler: { deleted.append("Mail") }),
        ])
        defer { _ = (window, dataSource) }
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Mail, 3 new")
        #expect(cell.accessibilityTraits.contains(.selected) && cell.accessibilityTraits.contains(.button))
        let delete = try #require(cell.accessibilityCustomActions?.first { $0.name == "Delete" })
        _ = delete.actionHandler?(delete)
        #expect(deleted == ["Mail"])
    }

    @Test("a list's default content configuration follows its appearance")
    func defaultConfigurationByAppearance() throws {
        let (window, sidebar, dataSource) = Self.list(.sidebar, accessories: [])
        defer { _ = (window, dataSource) }
        let cell = try #require(sidebar.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell.defaultContentConfiguration() == .sidebarCell())
        #expect(UICollectionViewListCell(frame: .zero).defaultContentConfiguration() == .cell())
    }
}
