import CellKit
import Foundation
import Testing
import RotorTestSupport

/// A flow layout asks a delegate that adopts `UICollectionViewDelegateFlowLayout` for each item's
/// size and each section's metrics, as UIKit's does.
@MainActor
@Suite("UICollectionViewDelegateFlowLayout", .cellsScreen)
struct FlowLayoutDelegateTests {
    @Test("items take the sizes the delegate gives them, and wrap at the section's right inset")
    func delegateSizesItems() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = SizedNames(names: ["Rose", "Fern", "Ivy"], widths: [12, 14, 8])
        collection.dataSource = source
        collection.delegate = source
        collection.register(NameCell.self, forCellWithReuseIdentifier: "name")
        window.addSubview(collection)
        let lines = window.renderGrid().lines
        #expect(lines[2].contains("Rose") && lines[2].contains("Fern"), "\(lines)")
        // 1 + 12 + 2 + 14 = 29 leaves no room for Ivy before the right inset (29): a new line,
        // one row of line spacing below the first line's 3 rows.
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 1, y: 1 + 3 + 2, width: 8, height: 3))
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 14, height: 3))
        #expect(lines[7].contains("Ivy"), "\(lines)")
    }

    @Test("a delegate that implements none of the methods gets the layout's own properties")
    func unimplementedMethodsAnswerTheLayoutsProperties() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 12, height: 3)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = PlainFlowDelegate(names: ["Rose", "Fern"])
        collection.dataSource = source
        collection.delegate = source
        collection.register(NameCell.self, forCellWithReuseIdentifier: "name")
        window.addSubview(collection)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 13, y: 0, width: 12, height: 3))
        #expect(source.collectionView(collection, layout: layout, minimumLineSpacingForSectionAt: 0) == layout.minimumLineSpacing)
    }

    @Test("a header's reference height is kept as space above its section")
    func headerHeightIsSpace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 12, height: 3)
        layout.headerReferenceSize = CGSize(width: 30, height: 2)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = NamesSource(names: ["Rose"])
        collection.dataSource = source
        collection.register(NameCell.self, forCellWithReuseIdentifier: "name")
        window.addSubview(collection)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == CGPoint(x: 0, y: 2))
        #expect(window.renderGrid().lines[3].contains("Rose"))
    }
}

/// Names whose items the delegate sizes, with a section inset and spacing of its own.
@MainActor
final class SizedNames: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let names: [String]
    let widths: [CGFloat]
    init(names: [String], widths: [CGFloat]) {
        self.names = names
        self.widths = widths
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
        (cell as? NameCell)?.label.text = names[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: widths[indexPath.item], height: 3)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 2 }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { 2 }
}

/// A delegate that adopts the protocol and implements none of its methods.
@MainActor
final class PlainFlowDelegate: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let names: [String]
    init(names: [String]) { self.names = names }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
        (cell as? NameCell)?.label.text = names[indexPath.item]
        return cell
    }
}
