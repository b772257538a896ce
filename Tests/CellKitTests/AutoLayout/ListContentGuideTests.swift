import CellKit
import Foundation
import Testing
import RotorTestSupport

/// A list content view's part guides and a cell's separator guide, as Apple's custom list cell
/// sample uses them: the separator starts where the text does.
@MainActor
@Suite("List content guides and the separator guide", .cellsScreen)
struct ListContentGuideTests {
    @Test("the text guide follows the text; a guide for a part the configuration leaves out is nil")
    func textGuideFollowsTheText() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Milk"
        configuration.image = UIImage(systemName: "star")
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 1)
        view.layoutIfNeeded()
        #expect(view.secondaryTextLayoutGuide == nil)
        let guide = view.textLayoutGuide
        view.layoutIfNeeded()
        #expect(guide != nil)
        #expect(guide?.layoutFrame.minX ?? 0 > 0, "the text starts after the image")
        #expect(guide?.layoutFrame.width ?? 0 >= 4)
    }

    @Test("a separator guide pinned to the text guide starts where the text starts")
    func separatorFollowsTheText() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Milk"
        configuration.image = UIImage(systemName: "star")
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        let content = UIListContentView(configuration: configuration)
        content.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            content.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            content.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
        ])
        guard let text = content.textLayoutGuide else {
            Issue.record("no text guide")
            return
        }
        cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: text.leadingAnchor).isActive = true
        cell.layoutIfNeeded()
        // Known limit: the text's frame is set by the content view's own layout, which the
        // cell's first pass does not wait for; reading the text guide settles it.
        let textStart = text.layoutFrame.minX + content.frame.minX
        #expect(textStart > 0, "the text starts after the image")
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == textStart)
    }
}
