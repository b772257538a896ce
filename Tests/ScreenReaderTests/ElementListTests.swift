import CellKit
import RotorTestSupport
@testable import ScreenReader
import Testing

/// The elements as runs shared between walks: read like an array, and a change in a long table
/// makes a list that shares every run but the changed rows'.
@MainActor
@Suite("The element list", .cellsScreen)
struct ElementListTests: ReaderSuite {
    let fixture = ReaderFixture(height: 30)

    @Test func aListBuiltFromSinglesShortListsAndSharedRunsReadsAsTheArrayItStandsFor() {
        var random = SplitMix64(seed: 7)
        let objects = (0..<40).map { index -> UIView in
            let view = UIView()
            view.accessibilityLabel = "E\(index)"
            return view
        }
        for _ in 0..<200 {
            var builder = ElementList.Builder()
            var expected: [AccessibleElement] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                let length = [0, 1, 5, 31, 32, 100, 300][Int.random(in: 0..<7, using: &random)]
                let piece = (0..<length).map { _ in AccessibleElement(objects[Int.random(in: 0..<40, using: &random)]) }
                switch Int.random(in: 0..<4, using: &random) {
                case 0: piece.forEach { builder.append($0) }
                case 1: builder.append(contentsOf: ElementList(piece))
                case 2: builder.append(sharing: ElementList(piece))
                default:
                    // A list of many runs (a table's), which the list it is shared into holds
                    // whole, and which may itself hold another whole.
                    builder.append(sharing: Self.manyRuns(piece, depth: Int.random(in: 1...2, using: &random)))
                }
                expected += piece
            }
            let list = builder.build()
            #expect(list.count == expected.count)
            #expect(list.map(\.label) == expected.map(\.label), "going through in order")
            #expect(list.indices.map { list[$0].label } == expected.map(\.label), "reading by index")
            #expect(list.reversed().map(\.label) == expected.reversed().map(\.label))
            for object in objects.prefix(8) {
                let first = expected.firstIndex { $0.object === object }
                #expect(list.index(of: object) == first, "the first place of an object listed more than once")
                let hint = Int.random(in: -1...expected.count, using: &random)
                #expect(list.index(of: object, near: hint).map { list[$0].object === object } ?? (first == nil))
            }
        }
    }

    /// A list of `elements` made of at least `ElementList.Builder.fewestPiecesHeldWhole` runs
    /// (when there are that many elements), nested `depth` lists deep.
    private static func manyRuns(_ elements: [AccessibleElement], depth: Int) -> ElementList {
        var builder = ElementList.Builder()
        let pieces = ElementList.Builder.fewestPiecesHeldWhole
        let length = max(1, elements.count / pieces)
        for start in stride(from: 0, to: elements.count, by: length) {
            let run = Array(elements[start..<min(start + length, elements.count)])
            builder.append(sharing: depth > 1 ? manyRuns(run, depth: depth - 1) : ElementList(run))
        }
        return builder.build()
    }

    @Test func hidingOneRowOfATenThousandRowTableSharesEveryOtherRun() throws {
        let table = UIScrollView(frame: CGRect(x: 0, y: 4, width: 38, height: 20))
        table.contentSize = CGSize(width: 38, height: 10_000)
        for row in 0..<10_000 {
            table.addSubview(labelledView("Row \(row)", frame: CGRect(x: 0, y: row, width: 30, height: 1)))
        }
        window.addSubview(table)
        reader.start()
        let before = reader.elements
        table.subviews[5_000].isHidden = true
        let after = reader.elements
        #expect(after.count == before.count - 1)
        #expect(!after.contains { $0.label == "Row 5000" })
        let shared = Set(before.runs.map(ObjectIdentifier.init)).intersection(after.runs.map(ObjectIdentifier.init))
        #expect(before.runs.count > 20, "a long table is held in many runs")
        #expect(shared.count >= after.runs.count - 2, "only the run with the hidden row (and one joined to it) is new")
        #expect(after.map(\.label) == ElementCollector().elements(in: [window]).map(\.label))
    }
}
