import SwiftUICells

/// A SwiftUI `List` of `rows` rows, written as apps write one: a `ForEach` with `onMove` over an
/// `@Observable` model, each row a `Text` with a "Move up" action that moves it and announces
/// where it went, hosted in a `UIHostingController` in an iPhone-wide window in points.
@MainActor
package struct SwiftUIListScreen {
    /// The rows, as an app's model.
    @Observable
    @MainActor
    package final class Rows {
        package var items: [Int]

        init(count: Int) {
            items = Array(0..<max(0, count))
        }

        /// Moves `item` one place up and announces its new position, as public SwiftUI code
        /// makes reordering accessible.
        func moveUp(_ item: Int) {
            guard let index = items.firstIndex(of: item), index > 0 else { return }
            items.move(fromOffsets: IndexSet(integer: index), toOffset: index - 1)
            UIAccessibility.post(notification: .announcement, argument: "Row \(item) moved to position \(index)")
        }
    }

    /// The screen's view.
    package struct Screen: View {
        let rows: Rows

        package var body: some View {
            List {
                ForEach(rows.items, id: \.self) { item in
                    Text("Row \(item)")
                        .accessibilityAction(named: "Move up") { rows.moveUp(item) }
                }
                .onMove { rows.items.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    package let window: UIWindow
    package let controller: UIHostingController<Screen>
    package let rows: Rows

    package init(rows count: Int) {
        rows = Rows(count: count)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        controller = UIHostingController(rootView: Screen(rows: rows))
        window.rootViewController = controller
    }
}
