import CellKit
import Foundation
import Testing
import RotorTestSupport

/// A view subclass that draws as UIKit code does: in `draw(_:)`, with UIKit's functions.
final class SwatchView: UIView {
    var color: UIColor = .red {
        didSet { setNeedsDisplay() }
    }
    private(set) var draws = 0

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override func draw(_ rect: CGRect) {
        draws += 1
        color.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: rect.width, height: 1))
        UIColor.blue.setStroke()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 1, width: rect.width, height: 3), cornerRadius: 4).stroke()
    }
}

@MainActor
@Suite("Drawing in draw(_:) and images of views", .cellsScreen)
struct DrawingAndImageTests {
    @Test("a subclass's draw(_:) runs each time the view is drawn, into a current context of its cells")
    func drawRectOverride() {
        let swatch = SwatchView(frame: CGRect(x: 0, y: 0, width: 6, height: 4))
        let context = CellContext(grid: CellGrid(width: 6, height: 4))
        swatch.render(in: context)
        #expect(swatch.draws == 1)
        #expect(context.grid[0, 0]?.style.background == UIColor.red.cgColor.cellColor)
        #expect(context.grid.lines[1] == "┌────┐")
        #expect(context.grid[0, 1]?.style.foreground == UIColor.blue.cgColor.cellColor)
        swatch.color = .green
        swatch.render(in: context)
        #expect(swatch.draws == 2)
        #expect(context.grid[3, 0]?.style.background == UIColor.green.cgColor.cellColor)
        #expect(UIGraphicsGetCurrentContext() == nil, "no context outside drawing")
    }

    @Test("an image renderer snapshots a view as the cells it draws, to drag as an image")
    func rendererSnapshotsAView() throws {
        let card = UIView(frame: CGRect(x: 5, y: 5, width: 8, height: 3))
        card.layer.borderWidth = 1
        let label = UILabel(frame: CGRect(x: 1, y: 1, width: 6, height: 1))
        label.text = "Milk"
        card.addSubview(label)
        let image = UIGraphicsImageRenderer(bounds: card.bounds).image { context in
            card.layer.render(in: context.cgContext)
        }
        #expect(image.rows == ["┌──────┐", "│Milk  │", "└──────┘"])
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 3)).image { _ in
            #expect(card.drawHierarchy(in: CGRect(x: 2, y: 0, width: 8, height: 3), afterScreenUpdates: true))
        }
        #expect(drawn.rows[1] == "  │Milk  │")
        let provider = NSItemProvider(object: image)
        #expect(provider.canLoadObject(ofClass: UIImage.self))

        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 0)
        card.layer.render(in: try #require(UIGraphicsGetCurrentContext()))
        let old = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(old?.rows == image.rows)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(card.snapshotView(afterScreenUpdates: false)?.frame == card.frame)
    }

    @Test("named images: a registered one, else a photo glyph; more system symbols")
    func namedImages() {
        UIImage.register(UIImage(cells: ["◆"]), named: "diamond-for-test")
        #expect(UIImage(named: "diamond-for-test")?.rows == ["◆"])
        #expect(UIImage(named: "not-in-any-catalog")?.rows == ["▣"])
        #expect(UIImage(systemName: "square.and.arrow.up") != nil)
        #expect(UIImage(systemName: "No such symbol") == nil)
        #expect(UIImage(systemName: "no.such.symbol")?.rows == ["◇"], "a well-formed name CellKit has no glyph for")
    }
}
