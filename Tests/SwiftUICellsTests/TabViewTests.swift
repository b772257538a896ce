import RotorTesting
import SwiftUICells
import Testing

/// Tabs bound to a selection, labelled as public code labels them.
private struct TabbedScreen: View {
    enum Tab: Hashable { case inbox, sent, settings }
    @State var selection = Tab.inbox

    var body: some View {
        TabView(selection: $selection) {
            Text("No new mail")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(Tab.inbox)
            Text("Nothing sent")
                .tabItem {
                    Image(systemName: "paperplane")
                    Text("Sent")
                }
                .tag(Tab.sent)
            Toggle("Notifications", isOn: .constant(true))
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
    }
}

/// Tabs that keep which one is shown themselves, with a counter kept per tab.
private struct CounterTab: View {
    let name: String
    @State var count = 0

    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct UnboundTabs: View {
    var body: some View {
        TabView {
            CounterTab(name: "First").tabItem { Text("One") }
            CounterTab(name: "Second").tabItem { Text("Two") }
        }
    }
}

@MainActor
@Suite("TabView: the shown tab's views, then a tab bar read as UIKit's")
struct TabViewTests {
    @Test("VoiceOver reads the shown tab, then each tab as a tab with its place, the shown one selected")
    func readsAsTabBar() {
        let screen = HostedScreen(TabbedScreen())
        let elements = screen.reader.walkElements()
        #expect(elements.map(\.label) == ["No new mail", "Inbox", "Sent", "Settings"])
        let inbox = elements[1].spokenPhrases.joined(separator: " ")
        #expect(inbox.contains("Selected"), "heard \(inbox)")
        #expect(inbox.contains("Tab"), "heard \(inbox)")
        #expect(inbox.contains("1 of 3"), "heard \(inbox)")
        #expect(!inbox.contains("Button"), "heard \(inbox)")
        let sent = elements[2].spokenPhrases.joined(separator: " ")
        #expect(sent.contains("2 of 3") && !sent.contains("Selected"), "heard \(sent)")
    }

    @Test("a double tap on a tab selects it: the binding changes and its views are shown")
    func doubleTapSelects() {
        let screen = HostedScreen(TabbedScreen())
        let reader = screen.reader
        reader.moveToLast()
        #expect(reader.focusedLabel == "Settings")
        reader.act()
        #expect(screen.labels == ["Notifications", "Inbox", "Sent", "Settings"])
        reader.moveToLast()
        #expect(reader.spokenPhraseLog.last?.contains("Selected") == true, "heard \(reader.spokenPhraseLog)")
    }

    @Test("a TabView without a selection shows its first tab, and each tab keeps its state")
    func unboundKeepsState() {
        let screen = HostedScreen(UnboundTabs())
        let reader = screen.reader
        #expect(screen.labels == ["First 0", "One", "Two"])
        reader.moveToFirst()
        reader.act()
        #expect(screen.labels.first == "First 1")
        reader.moveToLast()
        reader.act()
        #expect(screen.labels == ["Second 0", "One", "Two"])
        reader.moveToLast()
        reader.previous()
        reader.act()
        #expect(screen.labels.first == "First 1")
    }
}
