import CellKit
import RotorTestSupport
import Testing

@MainActor
@Suite("Views: images and scrolling", .cellsScreen)
struct ViewTests {
    @Test func anImageViewIgnoresTouchesUntilInteractionIsEnabled() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let photo = UIImageView(image: UIImage(systemName: "photo"))
        photo.frame = CGRect(x: 2, y: 1, width: 5, height: 3)
        window.addSubview(photo)
        #expect(window.hitTest(CGPoint(x: 4, y: 2), with: nil) === window)
        photo.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 4, y: 2), with: nil) === photo)
        #expect(window.renderGrid().lines[2].contains("▣"))
    }

    @Test func anUnknownSymbolIsNilAsInUIKit() {
        #expect(UIImage(systemName: "No such symbol") == nil)
        #expect(UIImage(systemName: "no.such.symbol")?.rows == ["◇"], "a well-formed name CellKit has no glyph for")
        #expect(UIImage(systemName: "star")?.rows == ["★"])
    }

    @Test func aScrollViewShowsItsContentThroughItsBoundsAndScrollsARectVisible() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 12, height: 4))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 12, height: 3))
        scroll.contentSize = CGSize(width: 12, height: 10)
        let labels = (0..<10).map { row -> UILabel in
            let label = UILabel(frame: CGRect(x: 0, y: row, width: 12, height: 1))
            label.text = "row \(row)"
            scroll.addSubview(label)
            return label
        }
        window.addSubview(scroll)
        #expect(window.renderGrid().lines.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == ["row 0", "row 1", "row 2"])
        scroll.scrollRectToVisible(labels[6].frame, animated: false)
        // As little as possible: row 6 becomes the last row shown.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 4))
        #expect(window.renderGrid().lines.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) } == ["row 4", "row 5", "row 6", ""])
        // UIKit's labels take no touches: a touch on one lands on the scroll view, until the
        // label takes them.
        #expect(window.hitTest(CGPoint(x: 1, y: 0), with: nil) === scroll)
        labels[4].isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 1, y: 0), with: nil) === labels[4])
        #expect(labels[6].accessibilityFrame.minY == 2)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 50, width: 1, height: 1), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 7), "never past the end of the content")
    }

    @Test func aCollectionViewDrawsItsCellsAndSelection() {
        let screen = AlbumScreen()
        screen.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        Golden.assertMatches(screen.photos.renderGrid().text, named: "album.grid")
    }
}
