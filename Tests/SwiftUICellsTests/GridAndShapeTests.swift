import RotorTesting
import SwiftUICells
import Testing

// Grids, shapes and change handlers as apps write them, with only `import SwiftUI` changed.

struct PhotoGrid: View {
    @State private var selected: Int?
    @State private var changes: [String] = []
    @State private var loaded = false
    private let columns = [GridItem(.adaptive(minimum: 80))]

    var body: some View {
        VStack {
            Text(loaded ? "Loaded" : "Loading")
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(1..<7) { number in
                    Text("Photo \(number)")
                        .frame(maxWidth: .infinity, minHeight: 80)
                        .background(RoundedRectangle(cornerRadius: 8).fill(.blue))
                        .onTapGesture {
                            withAnimation(.spring) {
                                selected = number
                            }
                        }
                }
            }
            HStack {
                Circle().fill(.green).frame(width: 16, height: 16)
                Capsule().stroke(.red).frame(width: 40, height: 16)
                Rectangle().frame(width: 16, height: 16)
            }
            Text("Changes: \(changes.joined(separator: ", "))")
        }
        .onChange(of: selected) { old, new in
            changes.append("\(old ?? 0) to \(new ?? 0)")
        }
        .task {
            await Task.yield()
            loaded = true
        }
    }
}

struct TapArea: View {
    let shaped: Bool
    @State private var taps = 0

    var body: some View {
        VStack {
            if shaped {
                Text("Tap area").padding(40).contentShape(Rectangle()).onTapGesture { taps += 1 }
            } else {
                Text("Tap area").padding(40).onTapGesture { taps += 1 }
            }
            Text("Taps: \(taps)")
        }
    }
}

struct PinnedList: View {
    @State private var items = ["Pinned", "Apples", "Bread"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .moveDisabled(item == "Pinned")
            }
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}

@MainActor
@Suite("LazyVGrid, shapes, onChange, task, withAnimation, contentShape and moveDisabled")
struct GridAndShapeTests {
    private func element(_ label: String, in view: UIView) -> UIView? {
        if view.isAccessibilityElement, view.accessibilityLabel == label { return view }
        for subview in view.subviews {
            if let found = element(label, in: subview) { return found }
        }
        return nil
    }

    @Test("an adaptive grid fits 4 columns of at least 80 points in 393, and VoiceOver reads it row by row; shapes are not read")
    func gridIsReadRowByRow() throws {
        let screen = HostedScreen(PhotoGrid())
        #expect(screen.labels == ["Loading", "Photo 1", "Photo 2", "Photo 3", "Photo 4", "Photo 5", "Photo 6", "Changes:"])
        let root = try #require(screen.controller.view)
        let first = try #require(element("Photo 1", in: root))
        let second = try #require(element("Photo 2", in: root))
        let fifth = try #require(element("Photo 5", in: root))
        let firstFrame = first.convert(first.bounds, to: root)
        let secondFrame = second.convert(second.bounds, to: root)
        let fifthFrame = fifth.convert(fifth.bounds, to: root)
        #expect(firstFrame.minY == secondFrame.minY)
        #expect(secondFrame.minX > firstFrame.maxX)
        #expect(fifthFrame.minX == firstFrame.minX)
        // A row of 80-point cells, then 8 points between rows.
        #expect(fifthFrame.minY - firstFrame.minY == 88)
    }

    @Test("a tap in withAnimation changes the state at once, and onChange gets the old and new values after it")
    func onChangeRunsWithOldAndNew() {
        let screen = HostedScreen(PhotoGrid())
        let reader = screen.reader
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Photo 2")
        reader.act()
        reader.next()
        reader.act()
        #expect(screen.labels.last == "Changes: 0 to 2, 2 to 3")
    }

    @Test("task runs when the view appears, and what it sets is read")
    func taskRuns() async {
        let screen = HostedScreen(PhotoGrid())
        #expect(screen.labels.first == "Loading")
        for _ in 0..<20 where screen.labels.first != "Loaded" {
            await Task.yield()
        }
        #expect(screen.labels.first == "Loaded")
    }

    @Test("contentShape makes a padded view's whole frame the element that takes the tap; without it, only the text")
    func contentShapeTakesThePadding() throws {
        let shaped = HostedScreen(TapArea(shaped: true))
        let plain = HostedScreen(TapArea(shaped: false))
        let shapedRoot = try #require(shaped.controller.view)
        let plainRoot = try #require(plain.controller.view)
        _ = shaped.labels
        _ = plain.labels
        // "Tap area" is 8 columns (64 points) by one row (22), with 40 points of padding around.
        #expect(try #require(element("Tap area", in: shapedRoot)).bounds.size == CGSize(width: 144, height: 102))
        #expect(try #require(element("Tap area", in: plainRoot)).bounds.size == CGSize(width: 64, height: 22))
        shaped.reader.act()
        #expect(shaped.labels == ["Tap area", "Taps: 1"])
    }

    @Test("a row with moveDisabled offers no drag, the others do")
    func moveDisabledRow() {
        let screen = HostedScreen(PinnedList())
        let reader = screen.reader
        #expect(reader.focusedLabel == "Pinned")
        #expect(!reader.actionNames.contains("Drag Pinned"))
        reader.next()
        #expect(reader.actionNames.contains("Drag Apples"))
    }
}
