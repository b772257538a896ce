import CellKit
import Foundation
import Testing

/// A screen in UIKit's shape: its window scene holds its windows, the virtual clock, the
/// callback log and where touches land; drag and drop keeps only its sessions.
@MainActor
@Suite("A window scene owns what its screen owns")
struct WindowSceneTests {
    @Test("a window made for a scene keeps it when a session shows it; windows with no scene join it, back to front")
    func windowsJoinTheFirstWindowsScene() {
        let scene = UIWindowScene(screen: UIScreen(size: CGSize(width: 393, height: 852)))
        let main = UIWindow(windowScene: scene)
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let finger = Finger(windows: [main, alert])
        #expect(finger.system.windowScene === scene)
        #expect(scene.windows == [main, alert], "the scene's windows, back to front")
        #expect(alert.windowScene === scene && alert.screen === scene.screen)
        #expect(finger.system.window(at: CGPoint(x: 10, y: 10)) === alert, "the front window takes the touch")
    }

    @Test("windows with no scene are put on a new one on their screen, which holds the screen's clock and log")
    func aNewSceneHoldsTheClockAndLog() {
        let screen = UIScreen(size: CGSize(width: 393, height: 852))
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let clock = VirtualClock(), log = DragEventLog()
        let system = DragSystem(windows: [window], clock: clock, log: log)
        let scene = system.windowScene
        #expect(window.windowScene === scene && scene.screen === screen)
        #expect(scene.virtualClock === clock && scene.callbackLog === log)
        #expect(system.clock === clock && system.log === log)
    }

    @Test("setting a screen's windows moves them onto its scene and takes the others off")
    func settingTheWindowsMovesThem() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let system = DragSystem(windows: [first])
        system.windows = [second]
        #expect(second.windowScene === system.windowScene)
        #expect(first.windowScene == nil)
        #expect(system.windowScene.windows == [second])
        #expect(system.hitView(at: CGPoint(x: 5, y: 5)) === second)
    }

    @Test("an animation started with a delay waits on the clock of the scene made last on the simulated screen")
    func aDelayedAnimationWaitsOnTheSimulatedScreen() {
        let screen = UIScreen(size: CGSize(width: 393, height: 852))
        ScreenSimulation.simulating(screen) {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 22))
            let window = UIWindow(frame: screen.bounds)
            window.addSubview(label)
            let finger = Finger(windows: [window])
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 1, animations: {
                label.text = "Moved"
            })
            #expect(label.text == nil, "the changes wait for the delay")
            finger.clock.advance(by: 1)
            #expect(label.text == "Moved")
        }
    }

    @Test("code that makes its window from UIScreen.main.bounds gets an iPhone's screen while a test simulates one, 49 columns wide")
    func aWindowFromTheMainScreenFillsTheSimulatedPhone() {
        // The default device is an iPad: its window would be 102 columns wide.
        #expect(UIScreen.main.bounds.size == CGSize(width: 820, height: 1180))
        #expect(UIScreen.main.cellMetrics.wholeColumns(UIScreen.main.bounds.width) == 102)
        let phone = UIScreen(size: CGSize(width: 393, height: 852), scale: 3)
        ScreenSimulation.simulating(phone) {
            let window = UIWindow(frame: UIScreen.main.bounds)
            #expect(window.frame.size == CGSize(width: 393, height: 852))
            #expect(UIScreen.main.cellMetrics.wholeColumns(window.bounds.width) == 49)
            #expect(UIScreen.main.cellMetrics.wholeRows(window.bounds.height) == 39)
        }
    }
}
