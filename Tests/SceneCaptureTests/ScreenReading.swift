import Audit
import CellKit
import SceneFormat
import ScreenReader
import Session

/// What a VoiceOver user meets on a scene, as the round trip compares it: what each element
/// says as VoiceOver walks the screen, the actions each offers, and what the audit finds.
@MainActor
struct ScreenReading: Equatable {
    /// The opening, then what each swipe right says, to the boundary.
    let speech: [String]
    /// Each element in visiting order: its label, then its actions (kind and name).
    let actions: [String]
    /// Each finding: its rule, the element's path and the view's.
    let findings: [String]

    /// Reads a scene fresh from its loader (the walk and the audit each get their own copy, so
    /// neither sees what the other did).
    init(_ load: () throws -> Scene) throws {
        let walked = try load()
        let session = walked.makeSession()
        var speech = [session.start().map(\.description).joined(separator: " / ")]
        for _ in 0...session.screenReader.elements.count {
            let said = session.step(.gesture(.swipeRight)).map(\.description).joined(separator: " / ")
            speech.append(said)
            if said.contains("[boundary]") { break }
        }
        self.speech = speech
        let dump = ElementTreeDump(screenReader: session.screenReader)
        var actions: [String] = []
        var pending = dump.windows
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if node.kind == .element {
                let offered = (node.actions ?? []).map { "\($0.kind.rawValue) \($0.name)\($0.isAutomatic ? " (automatic)" : "")" }
                actions.append(([node.label ?? ""] + offered).joined(separator: " | "))
            }
            pending = (node.children ?? []) + pending
        }
        self.actions = actions
        let audited = try load()
        findings = Auditor(windows: audited.windows, language: audited.language).audit().findings
            .map { "\($0.rule.id) element=\($0.element?.path ?? "-") view=\($0.view ?? "-")" }
    }
}
