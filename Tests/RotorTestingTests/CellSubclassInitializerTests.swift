import CellKit
import Foundation
import RotorTesting
import Testing
import RotorTestSupport

/// Cell subclasses written as UIKit code writes them, with only their own initializers: they
/// compile with no initializer CellKit alone would require.
final class PhotoCell: UICollectionViewCell {
    let caption = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
    }
}

final class NoteCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite(.cellsScreen)
struct CellSubclassInitializerTests {
    @Test func cellsWithOnlyTheirOwnInitializersAreDequeued() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "Note")
        let cell = table.dequeueReusableCell(withIdentifier: "Note")
        #expect(cell is NoteCell)
        #expect(cell?.detailTextLabel != nil)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 5),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        let photo = collection.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
        #expect(photo is PhotoCell)
    }
}
