import Audit
import CellKit
import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// The audit and a VoiceOver user walking the same scene by gestures agree on which drags and
/// drops are offered, and on which drags start.
@MainActor
@Suite("The audit agrees with a VoiceOver walk", .cellsScreen)
struct AuditAgreementTests {
    /// What a walk heard: per element label, the drag and drop names in its Actions rotor.
    struct Heard: Equatable {
        var sources: [String] = []
        var drops: [String] = []
        /// Drag sources whose double tap said "Drag started".
        var starting: [String] = []
    }

    /// Every shipped scene, those whose cells offer UIKit's own descriptors included: while a
    /// cell's drag is held the cell offers no drops onto itself, and the audit, which lists drop
    /// points as they are offered while the first drag that starts is held, agrees.
    nonisolated static let scenes = SceneLibrary.sceneNames

    @Test("drag sources, which of them start, and drop points", arguments: scenes)
    func agree(_ name: String) throws {
        let scene = try AuditFixtures.shipped(name)
        // The walk meets the scene as it opens: the audit's actions there, not those of the
        // screens and tabs its tour goes on to.
        let atStart = Set(scene.screens.filter { $0.value.viewIfLoaded?.window != nil }.map(\.key))
        let actions = try AuditFixtures.auditShipped(name).report.actions
            .filter { $0.tab == nil && ($0.screen.map(atStart.contains) ?? true) }
        let expectedSources = actions.filter { $0.kind == .dragSource }.map { "\($0.element.label): \($0.name)" }
        let expectedStarting = actions.filter { $0.kind == .dragSource && $0.works }
            .map { "\($0.element.label): \($0.name)" }
        let expectedDrops = actions.filter { $0.kind == .dropPoint }.map { "\($0.element.label): \($0.name)" }

        let heard = try walk(scene)
        #expect(heard.sources.sorted() == expectedSources.sorted())
        #expect(heard.starting.sorted() == expectedStarting.sorted())
        #expect(heard.drops.sorted() == expectedDrops.sorted())
    }

    @Test("in the broken scene the walk hears drag sources that start nothing, and drop points")
    func brokenWalk() throws {
        let heard = try walk(try AuditFixtures.shipped("broken"))
        #expect(heard.sources.contains("Pancakes: Drag recipe"))
        #expect(!heard.starting.contains("Pancakes: Drag recipe"))
        #expect(!heard.starting.contains("Ratings: Drag rating"))
        #expect(heard.starting.contains("Tip: whisk the eggs: Drag Tip: whisk the eggs"))
        #expect(heard.drops.filter { $0 == "Favourites: Drop here" }.count == 2)
        #expect(!heard.drops.contains { $0.hasPrefix("Shopping basket") })
    }

    /// Swipes through every element; on each, turns the Actions rotor all the way round and
    /// double-taps each drag source. Then holds a drag and does it again for drop points.
    private func walk(_ scene: Scene) throws -> Heard {
        let reader = AuditFixtures.reader(for: scene)
        var heard = Heard()
        var firstWorking: Int?
        reader.start()
        var index = 0
        try visitEach(reader) { label, customs in
            let names = turnActionsRotor(reader)
            for (position, name) in names.enumerated() where !customs.contains(name) {
                heard.sources.append("\(label): \(name)")
                choose(position, reader)
                let said = reader.perform(.doubleTap).map(\.text).joined(separator: " ")
                if said.hasPrefix(PhraseBook.text(.dragStarted(name: name), in: reader.language)) {
                    heard.starting.append("\(label): \(name)")
                    firstWorking = firstWorking ?? index
                    reader.perform(.escape)
                }
            }
            index += 1
        }
        guard let firstWorking else { return heard }
        // Start the first working drag again and hold it while walking.
        reader.perform(.firstElement)
        for _ in 0..<firstWorking { reader.perform(.swipeRight) }
        let sourceNames = turnActionsRotor(reader)
        let customs = customNames(of: try #require(reader.focusedElement))
        let position = try #require(sourceNames.firstIndex { !customs.contains($0) })
        choose(position, reader)
        reader.perform(.doubleTap)
        #expect(reader.finger.isDragging)
        reader.perform(.firstElement)
        try visitEach(reader) { label, customs in
            let element = reader.focusedElement
            let adding = Set(heardSources(heard, label: label).flatMap { name in
                [name, element?.label ?? ""].map { PhraseBook.text(.addToDrag(name: $0), in: reader.language) }
            })
            for name in turnActionsRotor(reader) where !customs.contains(name) && !adding.contains(name) {
                heard.drops.append("\(label): \(name)")
            }
        }
        return heard
    }

    private func heardSources(_ heard: Heard, label: String) -> [String] {
        heard.sources.filter { $0.hasPrefix(label + ": ") }.map { String($0.dropFirst(label.count + 2)) }
    }

    /// Calls `body` on each element from the first, by swiping right until the boundary.
    private func visitEach(_ reader: ScreenReader, _ body: (String, Set<String>) throws -> Void) throws {
        reader.perform(.firstElement)
        for _ in 0..<500 {
            let element = try #require(reader.focusedElement)
            try body(element.label, customNames(of: element))
            let before = element.object
            reader.perform(.swipeRight)
            if reader.focusedElement?.object === before { return }
        }
        Issue.record("the walk did not reach the last element")
    }

    /// The names of the element's own custom actions and its containers': not drags or drops.
    private func customNames(of element: AccessibleElement) -> Set<String> {
        let objects = [element.object] + element.ancestors
        return Set(objects.flatMap { ($0.accessibilityCustomActions ?? []).map(\.name) })
    }

    /// The names spoken by swiping down through the Actions rotor once round.
    private func turnActionsRotor(_ reader: ScreenReader) -> [String] {
        guard reader.offeredRotorSettings.contains(.actions) else { return [] }
        for _ in 0..<20 where reader.rotor.setting != .actions {
            reader.perform(.rotateClockwise)
        }
        var names: [String] = []
        for _ in 0..<100 {
            let said = reader.perform(.swipeDown).map(\.text).joined(separator: " ")
            if reader.rotor.position == 0 && !names.isEmpty { break }
            names.append(said)
        }
        return names
    }

    /// Swipes down until the Actions rotor is on the action at `position`.
    private func choose(_ position: Int, _ reader: ScreenReader) {
        for _ in 0..<100 where reader.rotor.position != position {
            reader.perform(.swipeDown)
        }
    }
}
