import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// Screens in scene files (`screens`, a window's `navigation`, `screen` and `presented`, the
/// actions `push`, `present`, `pop` and `dismiss`): what a VoiceOver user meets as screens come
/// and go, and the mistakes the format refuses with their place.
@MainActor
@Suite("Screens, navigation stacks and presented screens in scene files", .cellsScreen)
struct ScreenSceneTests {
    private func run(_ yaml: String) throws -> ScriptRun {
        let scene = try SceneLoader.load(yaml: yaml, file: "s.yaml")
        return ScriptRunner(scene: scene).run()
    }

    /// A list whose rows push detail screens, one of which presents a sheet.
    static let groceries = """
        window: { size: [40, 12], navigation: [list] }
        screens:
          - name: list
            title: Groceries
            views:
              - type: tableView
                frame: [0, 0, 40, 11]
                sections:
                  - rows:
                      - { text: Apples, accessory: disclosureIndicator, action: { push: apples } }
                      - { text: Pears, accessory: disclosureIndicator, action: { push: pears } }
          - name: apples
            title: Apples
            views:
              - { type: label, frame: [0, 0, 30, 1], text: Six green apples }
              - { type: button, frame: [0, 2, 10, 1], title: Notes, action: { present: notes } }
              - { type: button, frame: [12, 2, 10, 1], title: Full, action: { present: full } }
              - { type: button, frame: [24, 2, 10, 1], title: Done, action: { pop: true } }
          - name: pears
            title: Pears
            views:
              - { type: label, frame: [0, 0, 30, 1], text: Two pears }
          - name: notes
            views:
              - { type: label, frame: [0, 0, 30, 1], text: Buy before Friday }
              - { type: button, frame: [0, 2, 10, 1], title: Close, action: { dismiss: true } }
          - name: full
            presentation: fullScreen
            views:
              - { type: label, frame: [0, 0, 30, 1], text: All of it }
              - { type: button, frame: [0, 2, 10, 1], title: Close, action: { dismiss: true } }
        """

    @Test func aRowPushesItsScreenAndTheBackButtonComesBack() throws {
        let run = try run(Self.groceries + """

            script: |
              first element = Groceries. Heading.
              swipe right = Apples. Button.
              # The push is a screen change: VoiceOver moves to the new screen's first element.
              double tap = Groceries. Back Button.
              swipe right = Apples. Heading.
              swipe right = Six green apples
              first element = Groceries. Back Button.
              double tap = Groceries. Heading.
              swipe right = Apples. Button.
              swipe right = Pears. Button.
              double tap = Groceries. Back Button.
              swipe right = Pears. Heading.
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "s.yaml", script: "s.yaml"))")
    }

    @Test func theScrubGesturePopsAndAPopActionDoesToo() throws {
        let run = try run(Self.groceries + """

            script: |
              swipe right = Apples. Button.
              double tap = Groceries. Back Button.
              escape = Groceries. Heading.
              # At the root there is nothing to pop.
              escape
              swipe right = Apples. Button.
              double tap = Groceries. Back Button.
              last element = Done. Button.
              double tap = Groceries. Heading.
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "s.yaml", script: "s.yaml"))")
    }

    @Test func aPresentedSheetIsAllVoiceOverReadsUntilItIsDismissed() throws {
        let run = try run(Self.groceries + """

            script: |
              swipe right = Apples. Button.
              double tap = Groceries. Back Button.
              swipe right
              swipe right
              swipe right = Notes. Button.
              double tap = Buy before Friday
              swipe right = Close. Button.
              swipe right
              first element = Buy before Friday
              swipe right = Close. Button.
              double tap = Groceries. Back Button.
              last element = Done. Button.
              swipe left
              swipe left = Notes. Button.
              double tap = Buy before Friday
              # A sheet goes away by the scrub gesture, as by a swipe down.
              escape = Groceries. Back Button.
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "s.yaml", script: "s.yaml"))")
    }

    @Test func aFullScreenPresentationStaysThroughTheScrubGesture() throws {
        let scene = try SceneLoader.load(yaml: Self.groceries, file: "s.yaml")
        let run = ScriptRunner(scene: scene).run(try Script.parse("""
            swipe right = Apples. Button.
            double tap = Groceries. Back Button.
            last element
            swipe left = Full. Button.
            double tap = All of it
            escape
            swipe right = Close. Button.
            double tap = Groceries. Back Button.
            """, file: "s.yaml"))
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "s.yaml", script: "s.yaml"))")
        #expect(scene.screens["full"]?.modalPresentationStyle == .fullScreen)
        #expect(scene.screens["notes"]?.modalPresentationStyle == .automatic)
    }

    @Test func aWindowOpensOnTheTopOfItsStackAndItsPresentedScreen() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [40, 12], navigation: [list, apples], presented: notes }
            screens:
              - { name: list, title: Groceries }
              - name: apples
                title: Apples
                views: [{ type: label, frame: [0, 0, 30, 1], text: Six green apples }]
              - name: notes
                views:
                  - { type: label, frame: [0, 0, 30, 1], text: Buy before Friday }
                  - { type: button, frame: [0, 2, 10, 1], title: Close, action: { dismiss: true } }
            script: |
              first element = Buy before Friday
              swipe right = Close. Button.
              double tap = Groceries. Back Button.
              swipe right = Apples. Heading.
              swipe right = Six green apples
              first element = Groceries. Back Button.
              double tap = Groceries. Heading.
            """, file: "s.yaml")
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["Groceries", "Apples"])
        #expect(navigation.presentedViewController === scene.screens["notes"])
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "s.yaml", script: "s.yaml"))")
    }

    @Test func aWindowsRootScreenHasNoBarAndPresentsFromItsControls() throws {
        let run = try run("""
            window: { size: [40, 12], screen: home }
            screens:
              - name: home
                title: Home
                views:
                  - { type: button, frame: [0, 0, 10, 1], title: Compose, action: { present: compose } }
              - name: compose
                views:
                  - { type: textField, frame: [0, 0, 20, 1], placeholder: Message }
                  - { type: button, frame: [0, 2, 10, 1], title: Send, action: { dismiss: true, announce: Sent } }
            script: |
              first element = Compose. Button.
              swipe right
              double tap = Message. Text Field. / Double tap to edit.
              swipe right = Send. Button.
              double tap = Sent / Compose. Button.
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "s.yaml", script: "s.yaml"))")
    }

    @Test func screensInSideBySideWindowsKeepToTheirWindow() throws {
        let scene = try SceneLoader.load(yaml: """
            windows:
              - { app: com.example.mail, frame: [0, 0, 30, 10], navigation: [inbox] }
              - app: com.example.notes
                frame: [30, 0, 30, 10]
                views: [{ type: label, frame: [0, 0, 20, 1], text: A note }]
            screens:
              - name: inbox
                title: Inbox
                views:
                  - type: tableView
                    frame: [0, 0, 30, 9]
                    sections: [{ rows: [{ text: Hello, action: { push: message } }] }]
              - name: message
                title: Hello
                views: [{ type: label, frame: [0, 0, 20, 1], text: Hi there }]
            script: |
              first element = Inbox. Heading.
              swipe right = Hello
              double tap = Inbox. Back Button.
              swipe right = Hello. Heading.
              swipe right = Hi there
              swipe right = A note
            """, file: "s.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "s.yaml", script: "s.yaml"))")
    }

    @Test func aPresentedScreenWithItsOwnBarReadsItsBarButtonsAndTitle() throws {
        let run = try run("""
            window: { size: [40, 12], navigation: [list] }
            screens:
              - name: list
                title: Notes
                rightBarButton: { systemItem: add, action: { present: compose } }
                views:
                  - { type: label, frame: [0, 0, 20, 1], text: No notes }
              - name: compose
                title: New note
                navigationBar: true
                leftBarButton: { systemItem: cancel, action: { dismiss: true } }
                rightBarButton: { title: Save, action: { dismiss: true, announce: Saved } }
                views:
                  - { type: textField, frame: [0, 0, 30, 1], placeholder: Text }
            script: |
              first element = Notes. Heading.
              swipe right = Add. Button.
              double tap = Cancel. Button.
              swipe right = New note. Heading.
              swipe right = Save. Button.
              swipe right = Text. Text Field. / Double tap to edit.
              swipe right = [boundary]
              first element = Cancel. Button.
              double tap = Notes. Heading.
              swipe right = Add. Button.
              double tap = Cancel. Button.
              swipe right
              swipe right = Save. Button.
              double tap = Saved / Notes. Heading.
              app present compose = Cancel. Button.
              escape = Notes. Heading.
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "s.yaml", script: "s.yaml"))")
    }

    @Test func aScriptsAppStepsPushPresentPopAndDismissAsTheAppWould() throws {
        let run = try run(Self.groceries + """

            script: |
              swipe right = Apples. Button.
              # The app pushes a screen by itself (a reply from the network, say): VoiceOver moves to it.
              app push pears = Groceries. Back Button.
              swipe right = Pears. Heading.
              app present notes = Buy before Friday
              app dismiss = Groceries. Back Button.
              app pop = Groceries. Heading.
              # Nothing to pop at the root: nothing happens, nothing is said.
              app pop =
              swipe right = Apples. Button.
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "s.yaml", script: "s.yaml"))")
    }

    nonisolated static let refusedScripts: [(String, String)] = [
        ("app push pairs", "s.yaml:34:12: no screen is called 'pairs'; did you mean 'pears'?"),
        ("app jump pears", "s.yaml:34:3: expected 'app push SCREEN', 'app present SCREEN', 'app pop' or 'app dismiss', "
             + "found 'app jump pears'"),
        ("app pop pears", "s.yaml:34:3: 'app pop' takes no screen; found 'pears'"),
        ("app present", "s.yaml:34:3: expected 'app present SCREEN' with a screen's name"),
    ]

    @Test(arguments: 0..<refusedScripts.count)
    func anAppStepThatCannotBeIsRefusedWithItsPlace(_ index: Int) {
        let (line, expected) = Self.refusedScripts[index]
        do {
            _ = try SceneLoader.load(yaml: Self.groceries + "\nscript: |\n  swipe right\n  \(line)\n", file: "s.yaml")
            Issue.record("loaded: \(expected)")
        } catch {
            #expect(error.description == expected)
        }
    }

    // MARK: Mistakes

    nonisolated static let refused: [(String, String)] = [
        ("""
        window: { size: [40, 12], navigation: [lists] }
        screens: [{ name: list }]
        """,
         "s.yaml:1:40: window.navigation[0]: no screen is called 'lists'; did you mean 'list'?"),
        ("""
        window: { size: [40, 12], navigation: [list] }
        screens:
          - name: list
            views: [{ type: button, frame: [0, 0, 5, 1], title: Go, action: { push: detial } }]
          - { name: detail }
        """,
         "s.yaml:4:77: screens[0].views[0].action.push: no screen is called 'detial'; did you mean 'detail'?"),
        ("""
        window: { size: [40, 12] }
        views: [{ type: button, frame: [0, 0, 5, 1], title: Go, action: { push: detail } }]
        """,
         "s.yaml:2:73: views[0].action.push: only a screen's views (under 'screens') push, present, pop or dismiss: "
             + "this is not in a screen"),
        ("""
        window: { size: [40, 12], navigation: [list] }
        views: [{ type: label, frame: [0, 0, 5, 1], text: Hi }]
        screens: [{ name: list }]
        """,
         "s.yaml:2:8: views: this window shows screens; put these views in a screen (under 'screens')"),
        ("""
        window: { size: [40, 12], navigation: [list] }
        screens: [{ name: list }, { name: list }]
        """,
         "s.yaml:2:35: screens[1].name: another screen is called 'list'"),
        ("""
        window: { size: [40, 12], navigation: [list], presented: list }
        screens: [{ name: list }]
        """,
         "s.yaml:1:58: window.presented: the screen 'list' is already shown elsewhere; a screen is in one place at a time"),
        ("""
        window: { size: [40, 12], presented: list }
        views: []
        screens: [{ name: list }]
        """,
         "s.yaml:1:38: window.presented: 'presented' needs the window's 'navigation' or 'screen': the screen shown "
             + "there presents it"),
        ("""
        window: { size: [40, 12], navigation: [list], screen: list }
        screens: [{ name: list }]
        """,
         "s.yaml:1:55: window.screen: give either 'navigation' (a stack of screens) or 'screen' (one), not both"),
        ("""
        window: { size: [40, 12], navigation: [] }
        screens: [{ name: list }]
        """,
         "s.yaml:1:39: window.navigation: a navigation stack needs at least one screen"),
        ("""
        window: { size: [40, 12], screen: list }
        screens:
          - name: list
            views: [{ type: button, frame: [0, 0, 5, 1], title: Go, action: { pop: true, dismiss: true } }]
        """,
         "s.yaml:4:91: screens[0].views[0].action.dismiss: an action changes the screen once: give one of push, "
             + "present, pop and dismiss"),
        ("""
        window: { size: [40, 12], screen: list }
        screens: [{ name: list, presentation: popup }]
        """,
         "s.yaml:2:39: screens[0].presentation: expected one of automatic, pageSheet, formSheet, fullScreen, "
             + "overFullScreen, found \"popup\""),
        ("""
        window: { size: [40, 12], screen: main }
        """,
         "s.yaml:1:35: window.screen: no screen is called 'main': the scene has no 'screens'"),
        ("""
        window: { size: [40, 12], navigation: [sheet] }
        screens: [{ name: sheet, navigationBar: true }]
        """,
         "s.yaml:1:40: window.navigation[0]: the screen 'sheet' has a navigation bar of its own (navigationBar): it is only presented"),
        ("""
        window: { size: [40, 12], screen: home }
        screens:
          - { name: home, views: [{ type: button, frame: [0, 0, 5, 1], title: Go, action: { push: sheet } }] }
          - { name: sheet, navigationBar: true }
        """,
         "s.yaml:3:91: screens[0].views[0].action.push: the screen 'sheet' has a navigation bar of its own "
             + "(navigationBar): present it"),
        ("""
        window: { size: [40, 12], screen: home }
        screens: [{ name: home, leftBarButton: { action: { announce: Hi } } }]
        """,
         "s.yaml:2:40: screens[0].leftBarButton: a bar button needs a 'title' or a 'systemItem'"),
        ("""
        windows:
          - { app: a, frame: [0, 0, 10, 10] }
        """,
         "s.yaml:2:5: windows[0]: a window needs 'views', or screens: 'navigation' or 'screen'"),
    ]

    @Test(arguments: 0..<refused.count)
    func aScreenThatCannotBeIsRefusedWithItsPlace(_ index: Int) {
        let (yaml, expected) = Self.refused[index]
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "s.yaml")
            Issue.record("loaded: \(expected)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func aScreensViewOutsideItsRoomIsWarnedAbout() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [40, 12], navigation: [list] }
            screens:
              - name: list
                views: [{ type: label, frame: [0, 11, 10, 1], text: Under the bar's row }]
            """, file: "s.yaml")
        #expect(scene.warnings.map(\.description)
                    == ["s.yaml:4:13: screens[0].views[0]: the frame [0, 11, 10, 1] reaches outside the screen (40×11)"])
    }
}
