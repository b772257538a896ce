import Audit
import CellKit
import Foundation
import RotorTestSupport
import SceneFormat
import Testing

/// The drag probe holds each drag that starts over each drop point no drag has been accepted by:
/// n drags and m drop points that refuse them are n × m hovers. An audit may make as many as the
/// file's size allows; the hover that would pass them ends the audit with one line at its drop
/// point. Under the budget the answer is the same as without one.
@MainActor
@Suite("The drag probe's budget of hovers", .cellsScreen)
struct DragProbeBudgetTests {
    /// `drags` labels whose drags give text (the last an image, with `lastGivesImage`), then
    /// `wells` wells that take only images, each on a line of its own: labels from line 3, wells
    /// after them.
    static func scene(drags: Int, wells: Int, lastGivesImage: Bool = false, in scrollView: Bool = false) -> String {
        var lines = ["window: { size: [80, \(scrollView ? 24 : max(drags, wells) / 4 + 1)] }", "views:"]
        if scrollView {
            lines.append("  - { id: s, type: scrollView, frame: [0, 0, 80, 24], contentSize: [80, \(drags + wells)] }")
        }
        let parent = scrollView ? ", parent: s" : ""
        for index in 0..<drags {
            let gives = lastGivesImage && index == drags - 1 ? "image: photo" : "text: t\(index)"
            let (x, y) = scrollView ? (0, index) : ((index % 4) * 10, index / 4)
            lines.append("  - { id: d\(index), type: label, frame: [\(x), \(y), 8, 1], text: L\(index), drag: { \(gives) }\(parent) }")
        }
        for index in 0..<wells {
            let (x, y) = scrollView ? (0, drags + index) : (40 + (index % 4) * 10, index / 4)
            lines.append("  - { id: w\(index), type: well, frame: [\(x), \(y), 8, 1], title: W\(index), "
                + "accessibility: { element: true }, drop: { accepts: [public.image] }\(parent) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a file's audit may make one hover for every 64 of its bytes, never fewer than the floor, never more than the limit")
    func budgetGrowsWithTheFile() throws {
        let small = try SceneLoader.load(yaml: Self.scene(drags: 2, wells: 2), file: "s.yaml")
        #expect(small.auditHoverBudget(within: SceneAuditor.standardHoverLimit) == Scene.auditHoverFloor)
        let large = try SceneLoader.load(yaml: Self.scene(drags: 40_000, wells: 40_000), file: "l.yaml")
        #expect(large.sourceSize / 64 > Scene.auditHoverFloor)
        #expect(large.auditHoverBudget(within: SceneAuditor.standardHoverLimit) == large.sourceSize / 64)
        #expect(large.auditHoverBudget(within: 1_000) == 1_000)
        // A 16 MB file, the most a scene may be, is what the limit allows.
        #expect(SceneAuditor.standardHoverLimit == 16_000_000 / 64)
    }

    @Test("the hover that would pass the budget ends the audit at its drop point, with the budget")
    func pastTheBudgetStops() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(drags: 30, wells: 30), file: "t.yaml")
        // Each drag is held over the 30 wells, which all refuse it: three drags make 90 hovers,
        // and the fourth passes 100 at its eleventh well, W10, on line 3 + 30 + 10.
        let error = try #require(throws: SceneError.self) { try SceneAuditor(scene: scene, hoverLimit: 100).audit() }
        #expect(error.line == 43 && error.column == 5)
        #expect(error.description.hasPrefix(
            "t.yaml:43:5: holding the drag \"Drag L3\" over the drop point \"Drop into W10\" would take the audit past 100 "
                + "hovers of drags over drop points (100 so far: "))
        #expect(error.description.hasSuffix("; an audit of this file may make at most 100"))
    }

    @Test("under the budget every drag is held over every drop point, and each that refuses them all is reported")
    func underTheBudgetAnswers() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(drags: 30, wells: 30), file: "t.yaml")
        let report = try SceneAuditor(scene: scene, hoverLimit: 900).audit().report
        let refusing = report.findings.filter { $0.rule == .dropAcceptsNothingOffered }
        #expect(refusing.map(\.line) == (0..<30).map { 33 + $0 })
    }

    @Test("a hover scrolled to counts more: one more for every two scroll views around the drop point")
    func scrollingCountsMore() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(drags: 30, wells: 30, in: true), file: "t.yaml")
        // Each hover counts 2: the first drag's 30 make 60, and the second drag would pass 100
        // at its 21st well, W20 (line 4 + 30 + 20).
        let error = try #require(throws: SceneError.self) { try SceneAuditor(scene: scene, hoverLimit: 100).audit() }
        #expect(error.line == 54)
        #expect(error.message.hasPrefix("holding the drag \"Drag L1\" over the drop point \"Drop into W20\""))
    }

    @Test("many drags of which only the last is taken: no well is reported as refusing them")
    func onlyTheLastDragIsTaken() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(drags: 200, wells: 20, lastGivesImage: true), file: "t.yaml")
        let report = try SceneAuditor(scene: scene).audit().report
        #expect(!report.findings.contains { $0.rule == .dropAcceptsNothingOffered }, "\(report.findings.map(\.message))")
        // Without the last drag, every well refuses them all.
        let refused = try SceneLoader.load(yaml: Self.scene(drags: 200, wells: 20), file: "t.yaml")
        let found = try SceneAuditor(scene: refused).audit().report
        #expect(found.findings.filter { $0.rule == .dropAcceptsNothingOffered }.count == 20)
    }

    @Test("drop points on one view are held over once a drag, and answer alike")
    func dropPointsOnOneViewAnswerAlike() throws {
        let scene = try AuditFixtures.scene("""
              - { id: note, type: label, frame: [0, 0, 10, 1], text: Note, drag: { text: hello } }
              - { id: photo, type: label, frame: [0, 2, 10, 1], text: Photo, drag: { image: photo } }
              - id: box
                type: well
                frame: [20, 0, 12, 4]
                title: Box
                accessibility:
                  element: true
                  dropPoints: [{ name: Top, point: [1, 0] }, { name: Bottom, point: [1, 3] }]
                drop: { accepts: [public.image] }
              - id: tray
                type: well
                frame: [20, 6, 12, 4]
                title: Tray
                accessibility:
                  element: true
                  dropPoints: [{ name: Left, point: [0, 1] }, { name: Right, point: [11, 1] }]
                drop: { accepts: [public.url] }
            """)
        // The first drag is held over the box and the tray (refused by both), the second over
        // both again (taken by the box): four hovers.
        let report = try SceneAuditor(scene: scene, hoverLimit: 4).audit().report
        let refusing = report.findings.filter { $0.rule == .dropAcceptsNothingOffered }
        #expect(refusing.map(\.message) == ["Left", "Right"].map {
            "the drop point \"\($0)\" of \"Tray\" (window/tray) accepts none of the drags VoiceOver can start here, so choosing it always cancels the drag"
        })
        #expect(throws: SceneError.self) { try SceneAuditor(scene: scene, hoverLimit: 3).audit() }
    }

    @Test("the screens a tour shows share one budget: the stop is on the screen where it runs out")
    func screensShareTheBudget() throws {
        func screen(_ name: String) -> String {
            """
              - name: \(name)
                title: \(name)
                views:
                  - { type: label, frame: [0, 0, 8, 1], text: A, drag: { text: a } }
                  - { type: label, frame: [0, 1, 8, 1], text: B, drag: { text: b } }
                  - { type: well, frame: [20, 0, 8, 1], title: W, accessibility: { element: true }, drop: { accepts: [public.image] } }
                  - { type: well, frame: [20, 1, 8, 1], title: V, accessibility: { element: true }, drop: { accepts: [public.image] } }
                  - { type: button, frame: [0, 3, 8, 1], title: Next, action: { push: \(name == "one" ? "two" : "one") } }

            """
        }
        let yaml = "window: { size: [40, 12], navigation: [one] }\nscreens:\n" + screen("one") + screen("two")
        let scene = try SceneLoader.load(yaml: yaml, file: "t.yaml")
        // Each screen makes four hovers (two drags, two wells refusing both).
        let passed = try SceneAuditor(scene: scene, hoverLimit: 8).audit().report
        #expect(passed.findings.filter { $0.rule == .dropAcceptsNothingOffered }.count == 4)
        let stopped = try SceneLoader.load(yaml: yaml, file: "t.yaml")
        let error = try #require(throws: SceneError.self) { try SceneAuditor(scene: stopped, hoverLimit: 7).audit() }
        // The second screen's second well, V, on its line.
        #expect(error.line == 17)
        #expect(error.message.contains("over the drop point \"Drop into V\""))
        #expect(error.message.contains("(7 so far: "))
    }
}
