import CellKit
import ScreenReader
import Testing
import RotorTestSupport

/// A progress view as VoiceOver reads it, and gesture recognizers as VoiceOver's double tap and a
/// finger's long press reach them.
@MainActor
@Suite("Progress views and gesture recognizers under VoiceOver", .cellsScreen)
struct ProgressAndGestureTests: ReaderSuite {
    let fixture = ReaderFixture()

    @Test("a progress view says Progress and its percentage, in the reader's language, and follows what it observes")
    func progressViewSpeech() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
        bar.setProgress(0.42, animated: true)
        window.addSubview(bar)
        #expect(reader.start().map(\.text) == ["Progress: 42%"])
        bar.progress = 7
        #expect(bar.progress == 1, "pinned")
        let download = Progress(totalUnitCount: 4)
        download.completedUnitCount = 1
        bar.observedProgress = download
        #expect(reader.perform(.firstElement).map(\.text) == ["Progress: 25%"])
        bar.accessibilityLabel = "Upload"
        #expect(reader.perform(.firstElement).map(\.text) == ["Upload: 25%"])

        let korean = ReaderFixture()
        let other = UIProgressView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        other.progress = 0.5
        korean.window.addSubview(other)
        korean.reader.language = .korean
        #expect(korean.reader.start().first?.text.hasPrefix("진행률") == true)
        let chinese = ReaderFixture()
        chinese.window.addSubview(UIProgressView(frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        chinese.reader.language = .simplifiedChinese
        #expect(chinese.reader.start().first?.text.hasPrefix("进度") == true)
    }

    @Test("a progress view draws its fill from the left")
    func progressViewDrawing() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        bar.progress = 0.3
        let context = CellContext(grid: CellGrid(width: 10, height: 1))
        bar.render(in: context)
        #expect(context.grid.lines[0] == "━━━───────")
    }

    @Test("a VoiceOver double tap on an element whose view has a tap recognizer runs its handler, at the view")
    func doubleTapReachesATapRecognizer() {
        let card = UIView(frame: CGRect(x: 2, y: 2, width: 10, height: 3))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Photo"
        card.accessibilityTraits = .button
        var taps: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { recognizer in
            taps.append(recognizer.location(in: recognizer.view))
            states.append(recognizer.state)
        }
        card.addGestureRecognizer(tap)
        #expect(card.gestureRecognizers?.count == 1 && tap.view === card)
        window.addSubview(card)
        #expect(reader.start().map(\.text) == ["Photo. Button."])
        reader.perform(.doubleTap)
        #expect(taps == [CGPoint(x: 5, y: 1.5)])
        #expect(states == [.recognized])
        #expect(tap.state == .possible)

        tap.isEnabled = false
        reader.perform(.doubleTap)
        #expect(taps.count == 1, "a disabled recognizer hears nothing")
        tap.isEnabled = true
        let twice = UITapGestureRecognizer { _ in taps.append(.zero) }
        twice.numberOfTapsRequired = 2
        card.gestureRecognizers = [twice]
        #expect(tap.view == nil)
        reader.perform(.doubleTap)
        #expect(taps.count == 1, "a double-tap recognizer needs more than VoiceOver's one tap")
    }

    @Test("a button's action wins over a tap recognizer on its superview; one on the button cancels it")
    func controlsAndRecognizers() {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        button.setTitle("Send", for: .normal)
        var sent = 0
        var panelTaps = 0
        button.addAction(UIAction { _ in sent += 1 }, for: .primaryActionTriggered)
        panel.addGestureRecognizer(UITapGestureRecognizer { _ in panelTaps += 1 })
        panel.addSubview(button)
        window.addSubview(panel)
        reader.start()
        reader.perform(.doubleTap)
        #expect(sent == 1 && panelTaps == 0)
        var buttonTaps = 0
        button.addGestureRecognizer(UITapGestureRecognizer { _ in buttonTaps += 1 })
        reader.perform(.doubleTap)
        #expect(sent == 1 && buttonTaps == 1)
    }

    @Test("a long press that lifts no drag goes through began and ended on a long-press recognizer")
    func longPressRecognizer() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        #expect(press.minimumPressDuration == 0.5)
        row.addGestureRecognizer(press)
        window.addSubview(row)
        #expect(!finger.longPress(at: CGPoint(x: 3, y: 1)))
        #expect(states == [.began, .ended])
        #expect(!finger.tap(at: CGPoint(x: 3, y: 1)), "a tap is not a long press")
        #expect(states.count == 2)
    }
}
