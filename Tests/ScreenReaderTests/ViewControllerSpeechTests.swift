import CellKit
import Foundation
import ScreenReader
import Testing
import RotorTestSupport

/// A screen of labels and buttons, as a view controller builds it in `viewDidLoad`: each button
/// runs its closure when tapped.
@MainActor
final class ListScreen: UIViewController {
    let texts: [String]
    let buttons: [(title: String, action: @MainActor (ListScreen) -> Void)]

    init(title: String, texts: [String] = [], buttons: [(title: String, action: @MainActor (ListScreen) -> Void)] = []) {
        self.texts = texts
        self.buttons = buttons
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        var row: CGFloat = 1
        for text in texts {
            let label = UILabel(frame: CGRect(x: 1, y: row, width: view.bounds.width - 2, height: 1))
            label.text = text
            view.addSubview(label)
            row += 1
        }
        for (title, action) in buttons {
            let button = UIButton(frame: CGRect(x: 1, y: row, width: 16, height: 1))
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { [unowned self] _ in action(self) }, for: .primaryActionTriggered)
            view.addSubview(button)
            row += 1
        }
    }
}

@MainActor
@Suite("View controllers as VoiceOver reads them: screens pushed, popped, presented and tabbed", .cellsScreen)
struct ViewControllerSpeechTests: ReaderSuite {
    let fixture = ReaderFixture(width: 40, height: 12)

    private func said(_ utterances: [Utterance]) -> [String] { utterances.map(\.text) }

    /// Mailboxes, whose Inbox button pushes the Inbox screen.
    private func mail() -> UINavigationController {
        let inbox: @MainActor (ListScreen) -> Void = { screen in
            screen.navigationController?.pushViewController(
                ListScreen(title: "Inbox", texts: ["Lunch on Friday?", "Your order shipped"]), animated: true)
        }
        let mailboxes = ListScreen(title: "Mailboxes", texts: ["All accounts"], buttons: [("Inbox", inbox)])
        return UINavigationController(rootViewController: mailboxes)
    }

    @Test func aPushedScreenIsSpokenFromItsFirstElementTheBackButton() {
        let navigation = mail()
        window.rootViewController = navigation
        #expect(said(reader.speakNotifications()) == ["Mailboxes. Heading."], "the root has no back button: its title comes first")
        #expect(said(reader.perform(.swipeRight)) == ["All accounts"])
        #expect(said(reader.perform(.swipeRight)) == ["Inbox. Button."])
        #expect(said(reader.perform(.doubleTap)) == ["Mailboxes. Back Button."], "the new screen's first element")
        #expect(said(reader.perform(.swipeRight)) == ["Inbox. Heading."])
        #expect(said(reader.perform(.swipeRight)) == ["Lunch on Friday?"])
        #expect(said(reader.perform(.swipeRight)) == ["Your order shipped"])
        #expect(reader.perform(.swipeRight).map(\.kind) == [.earcon], "nothing of the screen behind is left to visit")
        #expect(!reader.elements.contains { $0.label == "All accounts" })
    }

    @Test("a screen change in another screen of the process is not heard here, and stays for that screen's reader")
    func anotherScreensChangeIsItsOwn() {
        let navigation = mail()
        window.rootViewController = navigation
        reader.speakNotifications()
        reader.perform(.swipeRight)
        let other = ReaderFixture(width: 40, height: 12)
        other.reader.start()
        other.window.rootViewController = ListScreen(title: "Settings", texts: ["Wi-Fi"])
        #expect(said(reader.perform(.swipeRight)) == ["Inbox. Button."], "no jump to this screen's first element")
        #expect(said(other.reader.speakNotifications()) == ["Wi-Fi"], "the other screen's reader hears it")
        #expect(said(reader.speakNotifications()).isEmpty)
    }

    @Test func theBackButtonPopsAndVoiceOverReadsTheScreenUnder() {
        let navigation = mail()
        window.rootViewController = navigation
        reader.speakNotifications()
        reader.perform(.swipeRight)
        reader.perform(.swipeRight)
        reader.perform(.doubleTap)
        #expect(reader.focusedElement?.label == "Mailboxes")
        #expect(said(reader.perform(.doubleTap)) == ["Mailboxes. Heading."])
        #expect(navigation.viewControllers.count == 1)
        #expect(reader.elements.map(\.label) == ["Mailboxes", "All accounts", "Inbox"])
    }

    @Test func escapeGoesBackAsTheBackButtonDoes() {
        let navigation = mail()
        window.rootViewController = navigation
        reader.start()
        navigation.pushViewController(ListScreen(title: "Inbox", texts: ["Lunch on Friday?"]), animated: true)
        reader.speakNotifications()
        reader.perform(.swipeRight)
        reader.perform(.swipeRight)
        #expect(reader.focusedElement?.label == "Lunch on Friday?")
        #expect(said(reader.perform(.escape)) == ["Mailboxes. Heading."])
        #expect(navigation.viewControllers.count == 1)
        #expect(said(reader.perform(.escape)).isEmpty, "at the root there is nowhere to go back to")
    }

    @Test func aBackButtonWithNoPreviousTitleIsJustBackButtonInTheReadersLanguage() {
        let untitled = UIViewController()
        let navigation = UINavigationController(rootViewController: untitled)
        window.rootViewController = navigation
        reader.start()
        navigation.pushViewController(ListScreen(title: "Details"), animated: false)
        #expect(said(reader.speakNotifications()) == ["Back Button."])
        #expect(window.renderGrid().lines[0].hasPrefix("‹ Back"))
        reader.language = .korean
        #expect(said(reader.perform(.firstElement)) == ["뒤로 버튼."])
        reader.language = .simplifiedChinese
        #expect(said(reader.perform(.firstElement)) == ["返回按钮。"])
    }

    @Test func aTitleTooLongToFitBesideTheNextTitleBecomesBack() {
        let long = ListScreen(title: "All the mailboxes of every account")
        let navigation = UINavigationController(rootViewController: long)
        window.rootViewController = navigation
        reader.start()
        navigation.pushViewController(ListScreen(title: "Inbox"), animated: false)
        #expect(said(reader.speakNotifications()) == ["Back Button."])
    }

    @Test func barButtonItemsAreButtonsThatRunTheirActions() {
        var added = 0
        let screen = ListScreen(title: "Notes")
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        screen.navigationItem.leftBarButtonItem = screen.editButtonItem
        window.rootViewController = UINavigationController(rootViewController: screen)
        #expect(said(reader.speakNotifications()) == ["Edit. Button."])
        #expect(said(reader.perform(.swipeRight)) == ["Notes. Heading."])
        #expect(said(reader.perform(.swipeRight)) == ["Add. Button."])
        reader.perform(.doubleTap)
        #expect(added == 1)
        reader.perform(.firstElement)
        reader.perform(.doubleTap)
        #expect(screen.isEditing)
        #expect(said(reader.perform(.firstElement)) == ["Done. Button."])
    }

    @Test func aPresentedScreenHidesWhatIsBehindItUntilItIsDismissed() {
        let home = ListScreen(title: "Home", texts: ["Welcome"], buttons: [("Compose", { screen in
            let compose = ListScreen(title: "New message", texts: ["To:"], buttons: [("Cancel", { $0.dismiss(animated: true) })])
            screen.present(compose, animated: true)
        })])
        window.rootViewController = home
        #expect(said(reader.speakNotifications()) == ["Welcome"])
        reader.perform(.swipeRight)
        #expect(said(reader.perform(.doubleTap)) == ["To:"], "the presented screen's first element")
        #expect(reader.elements.map(\.label) == ["To:", "Cancel"], "only the presented screen is read")
        #expect(said(reader.perform(.touch(CGPoint(x: 2, y: 2)))) == ["Cancel. Button."],
                "touch finds the presented screen's button, not the Compose button behind it")
        #expect(said(reader.perform(.doubleTap)) == ["Welcome"], "dismissed: the screen under it, from the top")
        #expect(reader.elements.map(\.label) == ["Welcome", "Compose"])
    }

    @Test func escapeDismissesASheetButNotAFullScreenPresentation() {
        let home = ListScreen(title: "Home", texts: ["Welcome"])
        window.rootViewController = home
        reader.start()
        let sheet = ListScreen(title: "Sheet", texts: ["A sheet"])
        home.present(sheet, animated: true)
        #expect(said(reader.speakNotifications()) == ["A sheet"])
        #expect(said(reader.perform(.escape)) == ["Welcome"])
        #expect(home.presentedViewController == nil)
        let cover = ListScreen(title: "Cover", texts: ["Full screen"])
        cover.modalPresentationStyle = .fullScreen
        home.present(cover, animated: true)
        reader.speakNotifications()
        #expect(said(reader.perform(.escape)).isEmpty)
        #expect(home.presentedViewController === cover)
        let locked = ListScreen(title: "Locked", texts: ["Unsaved"])
        locked.isModalInPresentation = true
        cover.present(locked, animated: true)
        reader.speakNotifications()
        reader.perform(.escape)
        #expect(cover.presentedViewController === locked, "a sheet modal in presentation stays")
    }

    @Test func aViewControllersOwnEscapeRunsBeforeTheContainers() {
        final class Confirming: UIViewController {
            var escapes = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                let label = UILabel(frame: CGRect(x: 0, y: 1, width: 10, height: 1))
                label.text = "Draft"
                view.addSubview(label)
            }
            override func accessibilityPerformEscape() -> Bool {
                escapes += 1
                return true
            }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        let draft = Confirming()
        navigation.pushViewController(draft, animated: false)
        reader.start()
        reader.perform(.lastElement)
        reader.perform(.escape)
        #expect(draft.escapes == 1)
        #expect(navigation.topViewController === draft, "the view controller handled the escape")
    }

    @Test func choosingATabShowsItsScreenAndTheCursorStaysOnTheTab() {
        let tabs = UITabBarController()
        let mail = ListScreen(title: "Mail", texts: ["3 unread"])
        let notes = ListScreen(title: "Notes", texts: ["Groceries", "Ideas"])
        tabs.viewControllers = [mail, notes]
        window.rootViewController = tabs
        #expect(said(reader.speakNotifications()) == ["3 unread"])
        #expect(said(reader.perform(.swipeRight)) == ["Selected: Mail. Tab. 1 of 2."])
        #expect(said(reader.perform(.swipeRight)) == ["Notes. Tab. 2 of 2."])
        reader.perform(.doubleTap)
        #expect(tabs.selectedViewController === notes)
        #expect(reader.focusedElement?.label == "Notes", "the cursor stays on the chosen tab")
        #expect(said(reader.perform(.firstElement)) == ["Groceries"])
        #expect(said(reader.perform(.swipeRight)) == ["Ideas"])
        #expect(said(reader.perform(.swipeRight)) == ["Mail. Tab. 1 of 2."])
        #expect(said(reader.perform(.swipeRight)) == ["Selected: Notes. Tab. 2 of 2."])
    }

    @Test func aScreenChangeInOneOfTwoAppsIsReadFromThatAppsTop() {
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 12), applicationIdentifier: "left")
        let right = UIWindow(frame: CGRect(x: 30, y: 0, width: 30, height: 12), applicationIdentifier: "right")
        left.rootViewController = ListScreen(title: "Left", texts: ["Left app"])
        let navigation = UINavigationController(rootViewController: ListScreen(title: "Right"))
        right.rootViewController = navigation
        let reader = ScreenReader(finger: Finger(windows: [left, right]))
        #expect(said(reader.start()) == ["Left app"])
        navigation.pushViewController(ListScreen(title: "Detail", texts: ["Right detail"]), animated: true)
        #expect(said(reader.speakNotifications()) == ["Right. Back Button."])
    }

    @Test func aNewRootIsReadFromItsFirstElement() {
        window.rootViewController = ListScreen(title: "Welcome", texts: ["Sign in"])
        reader.start()
        window.rootViewController = ListScreen(title: "Home", texts: ["Good morning"])
        #expect(said(reader.speakNotifications()) == ["Good morning"])
    }

    @Test func screensThatChangeTogetherAreSpokenOnceTheLastOneShown() {
        final class Onboarding: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                present(ListScreen(title: "Welcome", texts: ["Swipe to begin"]), animated: true)
            }
        }
        let navigation = UINavigationController(rootViewController: ListScreen(title: "Home"))
        window.rootViewController = navigation
        reader.speakNotifications()
        navigation.pushViewController(Onboarding(), animated: true)
        #expect(said(reader.speakNotifications()) == ["Swipe to begin"])
    }
}
