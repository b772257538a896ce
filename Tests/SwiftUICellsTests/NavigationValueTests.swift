import RotorTesting
import SwiftUICells
import Testing

// Navigation by value, as apps write it since iOS 16, with only `import SwiftUI` changed.

struct ColorPicker: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Red", value: "Red")
                NavigationLink("Blue", value: "Blue")
                Button("Open Blue and Red") { path = ["Blue", "Red"] }
            }
            .navigationTitle("Colors")
            .navigationDestination(for: String.self) { name in
                VStack {
                    Text("\(name) page")
                    Button("Back to start") { path.removeAll() }
                }
                .navigationTitle(name)
            }
        }
    }
}

struct MixedPath: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Three", value: 3)
                NavigationLink("Fruit", value: "Fruit")
            }
            .navigationTitle("Start")
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)").navigationTitle("Number")
            }
            .navigationDestination(for: String.self) { word in
                Text("Word \(word)").navigationTitle("Word")
            }
        }
    }
}

/// A counter whose pushed page shows and changes the root's state.
struct CounterPages: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("Count \(count)")
                NavigationLink("Details") {
                    VStack {
                        Text("Details of \(count)")
                        Button("Add one") { count += 1 }
                    }
                }
                NavigationLink("Count page", value: count)
            }
            .navigationTitle("Counter")
            .navigationDestination(for: Int.self) { value in
                VStack {
                    Text("Pushed at \(value), now \(count)")
                    Button("Add one") { count += 1 }
                }
            }
        }
    }
}

@MainActor
@Suite("Navigation by value: NavigationStack(path:), NavigationLink(value:), navigationDestination")
struct NavigationValueTests {
    @Test("a link pushes its value onto the bound path, shown by its type's destination; Back pops it")
    func valueLinkPushes() {
        let screen = HostedScreen(ColorPicker())
        let reader = screen.reader
        #expect(screen.labels == ["Colors", "Red", "Blue", "Open Blue and Red"])
        reader.moveToFirst()
        reader.next()
        #expect(reader.focusedLabel == "Red")
        reader.act()
        #expect(screen.labels == ["Colors", "Red", "Red page", "Back to start"])
        reader.moveToFirst()
        #expect(reader.lastSpokenPhrase == "Colors. Back Button.")
        reader.act()
        #expect(screen.labels == ["Colors", "Red", "Blue", "Open Blue and Red"])
    }

    @Test("setting the path pushes a page for each value; emptying it returns to the root")
    func settingThePath() {
        let screen = HostedScreen(ColorPicker())
        let reader = screen.reader
        reader.moveToLast()
        #expect(reader.focusedLabel == "Open Blue and Red")
        reader.act()
        #expect(screen.labels == ["Blue", "Red", "Red page", "Back to start"])
        reader.moveToFirst()
        reader.act()
        #expect(screen.labels == ["Colors", "Blue", "Blue page", "Back to start"])
        reader.moveToLast()
        reader.act()
        #expect(screen.labels == ["Colors", "Red", "Blue", "Open Blue and Red"])
    }

    @Test("a NavigationPath holds values of several types, each shown by its own destination")
    func navigationPathOfTypes() {
        let screen = HostedScreen(MixedPath())
        let reader = screen.reader
        reader.moveToFirst()
        reader.next()
        reader.act()
        #expect(screen.labels == ["Start", "Number", "Number 3"])
        reader.moveToFirst()
        reader.act()
        reader.moveToLast()
        #expect(reader.focusedLabel == "Fruit")
        reader.act()
        #expect(screen.labels == ["Start", "Word", "Word Fruit"])
    }

    @Test("a pushed page follows later changes of the state it was made from")
    func pushedPageFollowsState() throws {
        let screen = HostedScreen(CounterPages())
        let reader = screen.reader
        reader.moveToFirst()
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Details")
        reader.act()
        #expect(screen.labels == ["Counter", "Details of 0", "Add one"])
        reader.moveToLast()
        reader.act()
        #expect(screen.labels == ["Counter", "Details of 1", "Add one"])
        reader.moveToFirst()
        reader.act()
        #expect(screen.labels == ["Counter", "Count 1", "Details", "Count page"])
        // A page pushed by value is made again from its destination on each change.
        reader.moveToLast()
        reader.act()
        #expect(screen.labels == ["Counter", "Pushed at 1, now 1", "Add one"])
        reader.moveToLast()
        reader.act()
        #expect(screen.labels == ["Counter", "Pushed at 1, now 2", "Add one"])
    }
}
