import CellKit
import RotorTestSupport
import Testing

@MainActor
@Suite("Collection view drag and drop", .cellsScreen)
struct CollectionViewTests {
    let screen = AlbumScreen()

    @Test func aLayoutKnowsItsCollectionViewWithoutKeepingItAlive() {
        let layout = UICollectionViewFlowLayout()
        var collectionView: UICollectionView? = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10),
                                                                 collectionViewLayout: layout)
        #expect(layout.collectionView === collectionView)
        collectionView = nil
        #expect(layout.collectionView == nil, "as UIKit's, the layout does not keep its collection view")
    }

    @Test func draggingWithinTheCollectionReorders() {
        screen.finger.longPress(at: screen.centreOfItem(0))
        screen.finger.move(to: screen.centreOfItem(0))
        #expect(screen.collectionView.hasActiveDrag)
        screen.finger.move(to: screen.centreOfItem(2))
        #expect(screen.collectionView.hasActiveDrop)
        #expect(screen.finger.release() == .move)
        screen.finger.clock.runUntilIdle()
        #expect(screen.album.titles == ["B", "C", "A", "D", "E", "F"])
        #expect(screen.shownTitles == ["B", "C", "A", "D", "E", "F"])
        #expect(!screen.collectionView.hasActiveDrag)
        #expect(!screen.collectionView.hasActiveDrop)
        Golden.assertMatches(screen.log, named: "collection-reorder.log")
    }

    @Test func aCellStaysWithItsItemWhileOthersAreInsertedAndDeletedAroundIt() throws {
        let cellC = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        screen.dropClipOnSecondItem { $0.simulatedLoadDelay = 2 }
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cellC,
                "a placeholder before C moves C's cell along")
        screen.finger.clock.runUntilIdle()
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cellC)
        screen.collectionView.performBatchUpdates({
            screen.album.titles.remove(at: 0)
            screen.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellC)
        #expect((cellC as? TextCell)?.label.text == "C")
        screen.collectionView.reloadData()
        #expect(screen.shownTitles == ["Z", "B", "C", "D", "E", "F"])
    }

    @Test func aDropFromAnotherAppShowsAPlaceholderUntilTheDataArrives() throws {
        #expect(screen.dropClipOnSecondItem { $0.simulatedLoadDelay = 2 } == .copy)
        #expect(screen.collectionView.hasUncommittedUpdates)
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 7)
        #expect(screen.shownTitles == ["A", "…", "B", "C", "D", "E", "F"])
        #expect(screen.album.titles.count == 6, "the data source never hears of the placeholder")
        screen.finger.clock.runUntilIdle()
        #expect(!screen.collectionView.hasUncommittedUpdates)
        #expect(screen.album.titles == ["A", "Z", "B", "C", "D", "E", "F"])
        #expect(screen.shownTitles == ["A", "Z", "B", "C", "D", "E", "F"])
        Golden.assertMatches(screen.log, named: "collection-placeholder-commit.log")
    }

    @Test func aFailedLoadDeletesThePlaceholderAndChangesNothing() {
        screen.dropClipOnSecondItem { $0.simulatedFailure = "the network is down" }
        #expect(screen.shownTitles.contains("…"))
        screen.finger.clock.runUntilIdle()
        #expect(screen.album.titles == ["A", "B", "C", "D", "E", "F"])
        #expect(screen.shownTitles == ["A", "B", "C", "D", "E", "F"])
        #expect(!screen.collectionView.hasUncommittedUpdates)
        Golden.assertMatches(screen.log, named: "collection-placeholder-delete.log")
    }

    @Test func reloadDataDiscardsPlaceholdersSoCommitAndDeleteFail() throws {
        screen.dropClipOnSecondItem { $0.simulatedLoadDelay = 2 }
        let context = try #require(screen.album.lastPlaceholder)
        screen.collectionView.reloadData()
        #expect(!screen.collectionView.hasUncommittedUpdates)
        var ran = false
        #expect(!context.commitInsertion { _ in ran = true })
        #expect(!ran)
        #expect(!context.deletePlaceholder())
        screen.finger.clock.runUntilIdle()
        #expect(screen.album.titles == ["A", "B", "C", "D", "E", "F"])
    }

    @Test func theDestinationIsNilOverEmptySpaceAndTheCountAtTheEnd() {
        screen.finger.longPress(at: screen.clipCentre)
        screen.finger.move(to: screen.centreOfItem(5))
        screen.finger.move(to: screen.point(8, 1))   // the column between A and B
        screen.finger.move(to: screen.point(30, 5))  // past F, the last item, on its line
        #expect(screen.album.destinations == [IndexPath(item: 5, section: 0), nil, IndexPath(item: 6, section: 0)])
        screen.finger.cancel()
        #expect(!screen.collectionView.hasUncommittedUpdates)
    }

    @Test func pressingASelectedItemDragsTheWholeSelectionPressedFirst() {
        screen.collectionView.allowsMultipleSelection = true
        #expect(screen.finger.tap(at: screen.centreOfItem(1)), "a tap with no drag in flight selects")
        #expect(screen.finger.tap(at: screen.centreOfItem(3)))
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        screen.finger.longPress(at: screen.centreOfItem(3))
        #expect(screen.finger.session?.items.compactMap { $0.localObject as? String } == ["D", "B"])
        screen.finger.cancel()
    }

    @Test func onlyTheItemsOnScreenHaveCellsAndScrollingBringsOthers() {
        let long = AlbumScreen(titles: (0..<1000).map { "#\($0)" })
        let collection = long.collectionView
        // 12 rows show three lines of four.
        #expect(collection.visibleCells.count == 12)
        #expect(collection.cellForItem(at: IndexPath(item: 500, section: 0)) == nil)
        collection.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 500), "item 500 starts line 125, four rows a line")
        #expect((collection.cellForItem(at: IndexPath(item: 500, section: 0)) as? TextCell)?.label.text == "#500")
        #expect(collection.visibleCells.count <= 16)
        // A touch finds the item under it after the scroll.
        #expect(long.finger.longPress(at: long.centreOfItem(500)))
        #expect(long.finger.session?.items.first?.localObject as? String == "#500")
        long.finger.cancel()
    }
}
