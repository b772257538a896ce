import RotorTesting
import SwiftUICells
import Testing

/// A mail draft after Apple's examples of `accessibilityActions(_:)` and
/// `accessibilityAction(action:label:)`: actions made from buttons, some only while the state
/// allows them, and one named by a `Label`.
struct DraftView: View {
    @State private var isDraft = true
    @State private var log: [String] = []
    let recipients = ["Ann", "Bo"]

    var body: some View {
        Text("Draft to \(recipients.joined(separator: ", "))")
            .accessibilityValue(log.joined(separator: ", "))
            .accessibilityActions {
                ForEach(recipients, id: \.self) { name in
                    Button {
                        log.append("removed \(name)")
                    } label: {
                        Text("Remove \(name)")
                    }
                }
                if isDraft {
                    Button("Send") {
                        isDraft = false
                        log.append("sent")
                    }
                }
            }
            .accessibilityAction {
                log.append("new message")
            } label: {
                Label("New Message", systemImage: "plus")
            }
    }
}

/// A folder whose drop point is offered only while it is not full (iOS 18's `isEnabled:`).
struct FolderView: View {
    let isFull: Bool

    var body: some View {
        VStack {
            Text("Report").draggable("Report")
            Color.gray
                .frame(width: 120, height: 44)
                .accessibilityLabel("Archive")
                .accessibilityDropPoint(.center, description: "Move to Archive", isEnabled: !isFull)
                .accessibilityDragPoint(.center, description: "Pick up Archive", isEnabled: !isFull)
                .draggable("Archive")
                .dropDestination(for: String.self) { _, _ in true }
        }
    }
}

@MainActor
@Suite("Actions made of views, and drag and drop points that can be turned off")
struct AccessibilityActionsTests {
    @Test("the buttons an accessibilityActions builder makes are custom actions, named by their labels, following the state")
    func actionsBuilder() throws {
        let screen = HostedScreen(DraftView())
        let reader = screen.reader
        #expect(reader.focusedLabel == "Draft to Ann, Bo")
        #expect(reader.actionNames == ["Remove Ann", "Remove Bo", "Send", "New Message"])
        try reader.performAction(named: "Remove Bo")
        try reader.performAction(named: "Send")
        #expect(reader.actionNames == ["Remove Ann", "Remove Bo", "New Message"], "Send is offered only while a draft")
        try reader.performAction(named: "New Message")
        reader.moveToFirst()
        #expect(reader.spokenPhraseLog.contains("Draft to Ann, Bo: removed Bo, sent, new message"), "heard \(reader.spokenPhraseLog)")
    }

    @Test("a drop or drag point whose isEnabled is false leaves the view's points as they were", arguments: [false, true])
    func enabledPoints(isFull: Bool) throws {
        let screen = HostedScreen(FolderView(isFull: isFull))
        let root = try #require(screen.controller.view)
        let archive = try #require(HostingTests.elements(in: root).first { $0.accessibilityLabel == "Archive" })
        let drops = archive.accessibilityDropPointDescriptors?.map(\.name) ?? []
        let drags = archive.accessibilityDragSourceDescriptors?.map(\.name) ?? []
        #expect(drops.contains("Move to Archive") == !isFull)
        #expect(drags.contains("Pick up Archive") == !isFull)
    }
}
