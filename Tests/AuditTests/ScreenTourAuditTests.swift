import Audit
import CellKit
import Foundation
import SceneFormat
import Testing
import RotorTestSupport

/// The audit of every screen a scene can reach: pushed, presented, under the top of a stack,
/// under a screen presented at the start, and each tab; each finding names its screen (and
/// tab), in text, JSON and SARIF, and the scene is put back as it opened.
@MainActor
@Suite("Auditing every screen a scene can reach", .cellsScreen)
struct ScreenTourAuditTests {
    /// An element with no label (`missing-label`), on a line of its own.
    static func unlabelled(_ id: String, y: Int = 0) -> String {
        "{ id: \(id), type: view, frame: [0, \(y), 5, 1], accessibility: { element: true } }"
    }

    static let yaml = """
        window: { size: [40, 12], app: com.example.tour, navigation: [home, list] }
        screens:
          - name: home
            title: Home
            views:
              - \(unlabelled("underTop"))
          - name: list
            title: List
            views:
              - { type: button, frame: [0, 0, 10, 1], title: Detail, action: { push: detail } }
              - { type: button, frame: [0, 2, 10, 1], title: About, action: { present: about } }
          - name: detail
            title: Detail
            views:
              - \(unlabelled("pushed"))
          - name: about
            title: About
            navigationBar: true
            views:
              - \(unlabelled("presented"))
              - { id: one, type: label, frame: [0, 2, 10, 1], text: One }
              - \(unlabelled("onTabTwo", y: 2))
              - type: tabBar
                frame: [0, 9, 40, 1]
                tabs: [{ title: First, views: [one] }, { title: Second, views: [onTabTwo] }]
        """

    private func audit(_ yaml: String, ignoring: String = "") throws -> (Scene, SceneAuditor.Result) {
        let scene = try SceneLoader.load(yaml: yaml + ignoring, file: "tour.yaml")
        return (scene, try SceneAuditor(scene: scene).audit())
    }

    @Test("a pushed screen, a presented one, one under the top of the stack and a tab are each audited, naming where")
    func everyScreenIsAudited() throws {
        let (_, result) = try audit(Self.yaml)
        let missing = result.report.findings.filter { $0.rule == .missingLabel }
        #expect(missing.map { $0.element?.path.split(separator: "/").last.map(String.init) }
            == ["underTop", "pushed", "presented", "onTabTwo"])
        #expect(missing.map(\.screen) == ["home", "detail", "about", "about"])
        #expect(missing.map(\.tab) == [nil, nil, nil, "Second"])
        // In file order, each once.
        #expect(missing.map(\.line) == [6, 15, 20, 22])
        let lines = result.report.lines(file: "tour.yaml")
        #expect(lines.contains { $0.hasPrefix("tour.yaml:15:") && $0.contains("warning: on the screen \"detail\": the element") })
        #expect(lines.contains { $0.contains("warning: on the screen \"about\", tab \"Second\": the element") })
    }

    @Test("JSON and SARIF name each finding's screen and tab")
    func reportsNameTheScreen() throws {
        let (_, result) = try audit(Self.yaml)
        let document = AuditDocument(scenes: [AuditDocument.Entry(file: "tour.yaml", report: result.report)])
        let json = try document.json()
        #expect(json.contains("\"screen\" : \"detail\""))
        #expect(json.contains("\"tab\" : \"Second\""))
        #expect(try AuditDocument.decode(json) == document)
        let sarif = try SarifLog(document: document).json()
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let onTab = try #require(results.first { ($0["properties"] as? [String: Any])?["tab"] as? String == "Second" })
        #expect((onTab["properties"] as? [String: Any])?["screen"] as? String == "about")
        #expect(((onTab["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("on the screen \"about\", tab \"Second\": ") == true)
    }

    @Test("after the audit the scene is as it opened: its stack, its presented screen and its tabs")
    func theSceneIsPutBack() throws {
        let (scene, _) = try audit(Self.yaml.replacingOccurrences(of: "navigation: [home, list] }",
                                                                  with: "navigation: [home, list], presented: about }"))
        let window = try #require(scene.windows.first)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "List"])
        let about = try #require(scene.screens["about"])
        #expect(about.navigationController?.presentingViewController === navigation)
        #expect(scene.view("one")?.isHidden == false)
        #expect(scene.view("onTabTwo")?.isHidden == true)
        #expect(scene.screens["detail"]?.parent == nil)
        // And it plays as it would have.
        let run = ScriptRunner(scene: scene).run()
        #expect(run.opening.map(\.text) == ["About. Heading."])
    }

    @Test("a screen covered by one presented at the start is audited once the presented one is dismissed, not under it")
    func aCoveredScreenIsAuditedOnItsOwn() throws {
        let yaml = """
            window: { size: [40, 12], app: com.example.tour, screen: base, presented: sheet }
            screens:
              - name: base
                views:
                  - id: basket
                    type: well
                    frame: [0, 0, 20, 4]
                    title: Basket
                    accessibility: { element: true, label: Basket }
                    drop: { accepts: [public.plain-text] }
                  - \(Self.unlabelled("covered", y: 6))
                  - { id: first, type: label, frame: [0, 8, 9, 1], text: First }
                  - \(Self.unlabelled("secondTab", y: 8))
                  - { type: tabBar, frame: [0, 10, 40, 1], tabs: [{ title: A, views: first }, { title: B, views: secondTab }] }
              - name: sheet
                views:
                  - { type: label, frame: [0, 0, 10, 1], text: Sheet }
            """
        let (_, result) = try audit(yaml)
        let missing = result.report.findings.filter { $0.rule == .missingLabel }
        // Each once: the base screen's tab is not toured under the sheet as well.
        #expect(missing.map(\.screen) == ["base", "base"])
        #expect(missing.map(\.tab) == [nil, "B"])
        // Under the sheet VoiceOver reaches nothing: the basket's drop is not called unexposed there.
        #expect(!result.report.findings.contains { $0.rule == .unexposedInteraction })
    }

    @Test("audit.ignore sets aside a finding on a pushed screen, and an ignore that matches nothing anywhere is stale")
    func ignoresReachEveryScreen() throws {
        let (_, result) = try audit(Self.yaml, ignoring: """

            audit:
              ignore:
                - { rule: missing-label, view: pushed, because: a placeholder }
                - { rule: missing-label, view: one, because: matches nothing }
            """)
        #expect(result.report.ignored.map(\.finding.screen) == ["detail"])
        #expect(!result.report.findings.contains { $0.screen == "detail" && $0.rule == .missingLabel })
        #expect(result.staleIgnores.count == 1)
        #expect(result.staleIgnores.first?.message.contains("matches no finding") == true)
    }

    @Test("a finding is set aside with the first ignore that covers it, by its view or the whole screen; each ignore that covers one is used")
    func theFirstCoveringIgnoreGivesTheReason() throws {
        let (_, result) = try audit("""
            window: { size: [40, 12], navigation: [a] }
            screens:
              - name: a
                views:
                  - { id: e1, type: label, frame: [0, 0, 0, 0], text: E1 }
                  - { id: e2, type: label, frame: [0, 1, 0, 0], text: E2 }
              - name: b
                views:
                  - { id: e3, type: label, frame: [0, 0, 0, 0], text: E3 }
                  - { id: fine, type: label, frame: [0, 1, 4, 1], text: Fine }
            """, ignoring: """

            audit:
              ignore:
                - { rule: unplaced-element, view: e2, because: e2 first }
                - { rule: unplaced-element, view: e2, because: e2 again }
                - { rule: unplaced-element, view: fine, because: nothing there }
                - { rule: unplaced-element, because: every screen }
                - { rule: unplaced-element, view: e3, because: e3 after the screen }
            """)
        #expect(result.report.findings.isEmpty)
        #expect(result.report.ignored.map(\.reason) == ["every screen", "e2 first", "every screen"])
        #expect(result.report.ignored.map(\.finding.screen) == ["a", "a", "b"])
        // Only the ignore that names a view with no finding is stale; the second of two alike
        // and the one after a whole screen's cover findings too.
        #expect(result.staleIgnores.count == 1)
        #expect(result.staleIgnores.first?.line == 15)
    }

    /// A screen whose card drags onto a well; `broken` puts a graph whose drag gives no items in
    /// the card's place.
    static func dragScreen(_ name: String, broken: Bool = false) -> String {
        let source = broken
            ? "{ id: \(name)Graph, type: barGraph, frame: [0, 0, 36, 6], title: Ratings, bars: [{ label: Mon, value: 3 }], "
                + "accessibility: { element: true, label: Ratings, dragSources: [{ name: Drag rating, point: [10, 4] }] }, "
                + "drag: { items: layer, text: \"{label}: {value}\" } }"
            : "{ id: \(name)Card, type: view, frame: [0, 0, 20, 2], accessibility: { element: true, label: Card }, drag: { text: card } }"
        return """
              - name: \(name)
                views:
                  - \(source)
                  - { id: \(name)Well, type: well, frame: [0, 6, 20, 4], title: Well, drop: { accepts: [public.plain-text], effect: replace } }

            """
    }

    @Test("the stops share one finger: each screen's drags are started and held over its drops as if audited alone")
    func stopsShareOneFinger() throws {
        let (_, result) = try audit("window: { size: [40, 12], navigation: [a] }\nscreens:\n"
            + Self.dragScreen("a") + Self.dragScreen("b", broken: true) + Self.dragScreen("c"))
        #expect(result.report.findings.filter { $0.rule == .dragWithoutItems }.map(\.screen) == ["b"])
        let drags = result.report.actions.filter { $0.kind == .dragSource }
        #expect(drags.map { "\($0.screen ?? "-") \($0.works)" } == ["a true", "b false", "c true"])
        // Alone, each screen is judged the same.
        for name in ["a", "b", "c"] {
            let (_, alone) = try audit("window: { size: [40, 12], navigation: [\(name)] }\nscreens:\n"
                + Self.dragScreen(name, broken: name == "b"))
            #expect(alone.report.findings.map { "\($0.rule.id): \($0.message)" }
                    == result.report.findings.filter { $0.screen == name }.map { "\($0.rule.id): \($0.message)" })
        }
    }

    @Test("3,000 pushed screens and a stack of 3,000 are each audited once, with one finding each")
    func manyScreensCostTheirSize() throws {
        let count = 3_000
        var lines = ["window: { size: [40, 12], navigation: [\((0..<count).map { "t\($0)" }.joined(separator: ", "))] }",
                     "screens:"]
        for index in 0..<count {
            lines.append("  - { name: t\(index), views: [\(Self.unlabelled("t\(index)e"))] }")
            lines.append("  - { name: p\(index), views: [\(Self.unlabelled("p\(index)e"))] }")
        }
        let (scene, result) = try audit(lines.joined(separator: "\n") + "\n")
        let missing = result.report.findings.filter { $0.rule == .missingLabel }
        #expect(missing.count == 2 * count)
        #expect(Set(missing.compactMap(\.screen)).count == 2 * count)
        #expect(missing.map(\.line) == missing.map(\.line).sorted { ($0 ?? 0) < ($1 ?? 0) })
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == count)
    }
}
