import Audit
import Testing

/// One rule, a minimal screen that breaks it, and the same screen put right.
struct RuleCase: Sendable, CustomTestStringConvertible {
    let rule: AuditRule
    let breaking: String
    let fixed: String

    var testDescription: String { rule.id }

    init(rule: AuditRule, breaking: String, fixed: String) {
        self.rule = rule
        self.breaking = breaking
        self.fixed = fixed
    }

    /// The fix is one change to the broken screen: `replacing` becomes `with`.
    init(rule: AuditRule, breaking: String, replacing old: String, with new: String) {
        precondition(breaking.contains(old), "the fix must change the broken screen")
        self.init(rule: rule, breaking: breaking, fixed: breaking.replacingOccurrences(of: old, with: new))
    }
}

@MainActor
@Suite("Each rule, broken and put right")
struct RuleCaseTests {
    nonisolated static let box = """
          - id: box
            type: well
            frame: [0, 0, 20, 5]
            title: Box
            accessibility: { element: true, dropPoints: [{ name: Drop in box, point: POINT }] }
            drop: { accepts: [public.plain-text], effect: replace }

        """

    /// A recipe element with a Share button inside it, off the element's activation point (its
    /// centre, 10): a double tap on the element presses nothing.
    nonisolated static let shareCard = """
          - id: share
            type: view
            frame: [0, 0, 20, 1]
            accessibility: { element: true, label: Recipe }
            subviews:
              - { id: shareButton, type: button, frame: [12, 0, 8, 1], title: Share, action: { announce: Shared } }

        """

    nonisolated static let cases: [RuleCase] = [
        RuleCase(rule: .descriptorWithoutInteraction, breaking: """
              - id: card
                type: view
                frame: [0, 0, 20, 5]
                accessibility: { element: true, label: Card, dragSources: [{ name: Drag card, view: title }] }
                drag: { text: card }
                subviews:
                  - { id: title, type: label, frame: [1, 1, 10, 1], text: Card, interactive: true }
            """, replacing: "view: title }", with: "view: card }"),
        RuleCase(rule: .pointOutsideView,
                 breaking: box.replacingOccurrences(of: "POINT", with: "[25, 2]"),
                 fixed: box.replacingOccurrences(of: "POINT", with: "[5, 2]")),
        // A sticker that takes touches covers the point; moved clear of it, the point is kept.
        RuleCase(rule: .pointObscured,
                 breaking: box.replacingOccurrences(of: "POINT", with: "[2, 2]")
                    + "  - { id: sale, type: label, frame: [1, 1, 5, 3], text: SALE, interactive: true }\n",
                 fixed: box.replacingOccurrences(of: "POINT", with: "[15, 2]")
                    + "  - { id: sale, type: label, frame: [1, 1, 5, 3], text: SALE, interactive: true }\n"),
        // The same sticker as a plain label takes no touches (UIKit's labels take none), so a
        // touch goes through it to the box and the point is kept.
        RuleCase(rule: .pointObscured,
                 breaking: box.replacingOccurrences(of: "POINT", with: "[2, 2]")
                    + "  - { id: sale, type: label, frame: [1, 1, 5, 3], text: SALE, interactive: true }\n",
                 replacing: ", interactive: true }", with: " }"),
        RuleCase(rule: .pointOffScreen,
                 breaking: box.replacingOccurrences(of: "POINT", with: "[5, 6]")
                    .replacingOccurrences(of: "[0, 0, 20, 5]", with: "[0, 8, 20, 8]"),
                 fixed: box.replacingOccurrences(of: "POINT", with: "[5, 2]")
                    .replacingOccurrences(of: "[0, 0, 20, 5]", with: "[0, 8, 20, 8]")),
        // Layout put the box above the window: every point of it is out of reach, whatever the
        // descriptor says; laid out inside the window, the same descriptor is kept.
        RuleCase(rule: .viewOutOfReach,
                 breaking: box.replacingOccurrences(of: "POINT", with: "[5, 2]")
                    .replacingOccurrences(of: "[0, 0, 20, 5]", with: "[0, -9, 20, 5]"),
                 replacing: "[0, -9, 20, 5]", with: "[0, 0, 20, 5]"),
        // Layout squeezed the box to no height.
        RuleCase(rule: .viewOutOfReach,
                 breaking: box.replacingOccurrences(of: "POINT", with: "[5, 0]")
                    .replacingOccurrences(of: "[0, 0, 20, 5]", with: "[0, 0, 20, 0]"),
                 replacing: "[0, 0, 20, 0]", with: "[0, 0, 20, 5]"),
        RuleCase(rule: .pointOverOtherInteraction, breaking: """
              - id: card
                type: view
                frame: [0, 0, 20, 5]
                accessibility:
                  element: true
                  label: Card
                  dragSources: [{ name: Drag card, point: [3, 2] }, { name: Drag tag, view: tag }]
                drag: { text: card }
                subviews:
                  - { id: tag, type: label, frame: [2, 2, 6, 1], text: Urgent, drag: { text: tag } }
            """, replacing: "point: [3, 2]", with: "point: [15, 2]"),
        RuleCase(rule: .unexposedInteraction, breaking: """
              - id: shelf
                type: view
                frame: [0, 0, 30, 4]
                drag: { text: spices }
                subviews:
                  - { id: cinnamon, type: label, frame: [1, 1, 20, 1], text: Cinnamon }
            """, fixed: """
              - id: shelf
                type: view
                frame: [0, 0, 30, 4]
                drag: { text: spices }
                subviews:
                  - id: cinnamon
                    type: label
                    frame: [1, 1, 20, 1]
                    text: Cinnamon
                    accessibility: { dragSources: [{ name: Drag cinnamon, view: shelf, point: [5, 1] }] }
            """),
        RuleCase(rule: .dragWithoutItems, breaking: """
              - id: ratings
                type: barGraph
                frame: [0, 0, 36, 9]
                title: Ratings
                bars: [{ label: Mon, value: 3 }, { label: Tue, value: 5 }]
                accessibility: { element: true, label: Ratings, dragSources: [{ name: Drag rating, point: [10, 5] }] }
                drag: { items: layer, text: "{label}: {value}" }
            """, fixed: """
              - id: ratings
                type: barGraph
                frame: [0, 0, 36, 9]
                title: Ratings
                bars: [{ label: Mon, value: 3 }, { label: Tue, value: 5 }]
                barElements: { dragSource: Drag rating }
                drag: { items: layer, text: "{label}: {value}" }
            """),
        RuleCase(rule: .duplicateActionName, breaking: """
              - id: box
                type: well
                frame: [0, 0, 20, 5]
                title: Box
                accessibility:
                  element: true
                  dropPoints: [{ name: Drop here, point: [3, 2] }, { name: drop  HERE, point: [12, 2] }]
                drop: { accepts: [public.plain-text], effect: replace }
            """, replacing: "{ name: drop  HERE", with: "{ name: Drop on the right"),
        RuleCase(rule: .sharedDefaultName, breaking: """
              - id: planner
                type: view
                frame: [0, 0, 36, 6]
                accessibility: { element: true, label: Planner }
                subviews:
                  - { id: lunch, type: well, frame: [0, 0, 18, 6], title: Lunch, drop: { accepts: [public.plain-text], effect: replace } }
                  - { id: dinner, type: well, frame: [18, 0, 18, 6], title: Dinner, drop: { accepts: [public.plain-text], effect: replace } }
            """, fixed: """
              - id: planner
                type: view
                frame: [0, 0, 36, 6]
                accessibility:
                  element: true
                  label: Planner
                  dropPoints: [{ name: Drop into lunch, view: lunch }, { name: Drop into dinner, view: dinner }]
                subviews:
                  - { id: lunch, type: well, frame: [0, 0, 18, 6], title: Lunch, drop: { accepts: [public.plain-text], effect: replace } }
                  - { id: dinner, type: well, frame: [18, 0, 18, 6], title: Dinner, drop: { accepts: [public.plain-text], effect: replace } }
            """),
        RuleCase(rule: .defaultName, breaking: """
              - { id: tip, type: label, frame: [0, 0, 20, 1], text: Tip, drag: { text: whisk } }
            """, fixed: """
              - id: tip
                type: label
                frame: [0, 0, 20, 1]
                text: Tip
                drag: { text: whisk }
                accessibility: { dragSources: [{ name: Drag the tip's text }] }
            """),
        RuleCase(rule: .missingLabel, breaking: """
              - { id: picture, type: view, frame: [0, 0, 10, 3], accessibility: { element: true, traits: [image] } }
            """, fixed: """
              - { id: picture, type: view, frame: [0, 0, 10, 3], accessibility: { element: true, label: Sunset, traits: [image] } }
            """),
        // Offered as a custom action, the button is reached.
        RuleCase(rule: .hiddenControl, breaking: shareCard,
                 replacing: "label: Recipe }", with: "label: Recipe, customActions: [{ name: Share, announce: Shared }] }"),
        // Under the activation point, the button is what a double tap on the element presses.
        RuleCase(rule: .hiddenControl, breaking: shareCard, replacing: "[12, 0, 8, 1]", with: "[8, 0, 12, 1]"),
        // A badge made before layout: an empty frame, then the same badge with its size.
        RuleCase(rule: .unplacedElement, breaking: """
              - { id: badge, type: label, frame: [2, 1, 0, 0], text: New }
            """, replacing: "[2, 1, 0, 0]", with: "[2, 1, 5, 1]"),
        // A badge placed while its container was still zero by zero: it lies outside it, where
        // no touch reaches; the container laid out, it holds the badge.
        RuleCase(rule: .unplacedElement, breaking: """
              - id: holder
                type: view
                frame: [0, 0, 0, 0]
                subviews:
                  - { id: badge, type: label, frame: [2, 1, 5, 1], text: New }
            """, replacing: "[0, 0, 0, 0]", with: "[0, 0, 20, 3]"),
        RuleCase(rule: .dropAcceptsNothingOffered, breaking: """
              - id: tip
                type: label
                frame: [0, 0, 20, 1]
                text: Tip
                drag: { text: whisk }
                accessibility: { dragSources: [{ name: Drag the tip's text }] }
              - id: links
                type: well
                frame: [0, 2, 20, 5]
                title: Links
                accessibility: { element: true, dropPoints: [{ name: Drop a link }] }
                drop: { accepts: [public.url], effect: replace }
            """, replacing: "accepts: [public.url]", with: "accepts: [public.plain-text]"),
    ]

    @Test("every rule has a case")
    func everyRuleCovered() {
        #expect(Set(Self.cases.map(\.rule)) == Set(AuditRule.allCases))
    }

    @Test("the broken screen triggers the rule", arguments: cases)
    func breaking(_ example: RuleCase) throws {
        let report = try AuditFixtures.audit(example.breaking)
        let found = report.findings.filter { $0.rule == example.rule }
        #expect(!found.isEmpty, "\(report.text(file: "fixture.yaml"))")
        for finding in found {
            #expect(finding.severity == example.rule.severity)
            #expect(finding.line != nil, "a finding in a scene file says where")
            #expect(!finding.fix.isEmpty)
        }
        #expect(report.passes == (example.rule.severity == .advice))
    }

    @Test("the screen put right does not, and passes", arguments: cases)
    func fixed(_ example: RuleCase) throws {
        let report = try AuditFixtures.audit(example.fixed)
        #expect(report.findings.allSatisfy { $0.rule != example.rule }, "\(report.text(file: "fixture.yaml"))")
        #expect(report.passes, "\(report.text(file: "fixture.yaml"))")
    }
}
