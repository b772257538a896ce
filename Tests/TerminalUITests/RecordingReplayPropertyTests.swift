import CellKit
import Foundation
import RotorTestSupport
import SceneFormat
import ScreenReader
import Session
import Testing
import TerminalUI

/// Whatever a recording writes replays as recorded: scenes drawn from seeds, with hostile text
/// in every id, label, name and announcement (`GeneratedScene`), played by random gestures that
/// often drag and drop, recorded by `ScriptRecorder`, and replayed by `ScriptRunner`, which
/// must pass every check: what was said, and each step's callbacks.
@MainActor
@Suite("Recordings of hostile scenes replay", .cellsScreen)
struct RecordingReplayPropertyTests {
    nonisolated static let seeds: ClosedRange<UInt64> = 1...60
    nonisolated static let stepsPerRun = 120

    /// What the runs recorded, to show the checks met what they are for.
    struct Tally {
        var drops = 0
        var quotedViews = 0
        var quotedSpeech = 0
        var waits = 0
        var languages = 0
        var callbackLines = 0
        var heldLifts = 0
    }

    @Test("a recording of random gestures over a hostile scene replays, every check passing")
    func everyRecordingReplays() throws {
        var tally = Tally()
        var failures: [String] = []
        for seed in Self.seeds {
            do {
                if let failure = try Self.recordAndReplay(seed: seed, tally: &tally) {
                    failures.append("seed \(seed): \(failure)")
                }
            } catch {
                failures.append("seed \(seed): \(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) recordings did not replay; first: \(failures.first ?? "")")
        // The runs reached what could break: drops onto hostile views, quoted names and speech.
        #expect(tally.drops > 20 && tally.quotedViews > 20 && tally.quotedSpeech > 5 && tally.callbackLines > 100,
                "\(tally)")
        #expect(tally.waits > 5 && tally.languages > 5, "\(tally)")
        #expect(tally.heldLifts > 5, "double tap and hold lifted drags that were recorded with their names: \(tally)")
    }

    @Test("the issue's scene: a view with id a/b that takes a drop, and an element with a blank label and actions")
    func theIssuesReproducer() throws {
        let yaml = """
            window: { size: [60, 12] }
            views:
              - id: source
                type: label
                frame: [1, 0, 30, 1]
                text: Milk
                drag: { text: Milk }
                accessibility: { label: " ", dragSources: [{ name: Drag milk }] }
              - id: a/b
                type: list
                frame: [1, 2, 30, 6]
                title: Basket
                accessibility: { element: true, dropPoints: [{ name: Drop into basket }] }
                drop: { accepts: [public.plain-text] }
            """
        let (lines, replay) = try Self.record(yaml: yaml) { session in
            let gestures: [Gesture] = [.rotateClockwise, .swipeDown, .doubleTap, .swipeRight, .swipeDown, .doubleTap, .firstElement]
            for gesture in gestures { session.step(.gesture(gesture)) }
        }
        #expect(lines.contains { $0.hasPrefix("callbacks = ") && $0.contains(#"drop "a/b" performDrop"#) }, "\(lines)")
        #expect(lines.contains(#"first element = " / Actions Available.""#), "\(lines)")
        #expect(replay.passed, "\(ScriptReport.text(for: replay, scene: "a-b", script: "recording"))")
    }

    @Test("the header names the command that replays the recording, with the verbosity it was made with")
    func headerCarriesVerbosity() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ScriptRecorder(path: path, scene: "my scene's",
                                          verbosity: Verbosity(actions: .playSound, speaksHints: false))
        recorder.close()
        let header = try String(contentsOfFile: path, encoding: .utf8)
        #expect(header == "# A recording of `rotor play 'my scene'\\''s'`. Replay it with: rotor test 'my scene'\\''s' "
            + "--script \(path) --verbosity-actions playSound --hints off\n")
    }

    // MARK: Running

    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("rotor-hostile-\(UUID()).txt").path
    }

    /// Records what `play` does to the scene, then replays the recording against the scene
    /// loaded again; returns the recording's lines and the replay.
    static func record(yaml: String, play: (ScreenSession) -> Void) throws -> (lines: [String], replay: ScriptRun) {
        let scene = try SceneLoader.load(yaml: yaml, file: "hostile.yaml")
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ScriptRecorder(path: path, scene: "hostile.yaml", verbosity: scene.verbosity)
        let session = scene.makeSession()
        session.listeners.append(recorder)
        session.start()
        play(session)
        session.notify(.ended)
        #expect(recorder.failure == nil)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let script = try Script.parse(text, file: path)
        let replay = ScriptRunner(scene: try SceneLoader.load(yaml: yaml, file: "hostile.yaml")).run(script)
        // The replay hears what the run heard, after the opening (which the header only notes).
        #expect(replay.transcript.map(\.description) == session.captions.map(\.description))
        return (text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), replay)
    }

    /// One seed's run; the reason it did not replay, if it did not.
    static func recordAndReplay(seed: UInt64, tally: inout Tally) throws -> String? {
        let generated = GeneratedScene(seed: seed)
        var walk = GestureWalk(seed: seed)
        var drops = 0
        let (lines, replay) = try record(yaml: generated.yaml) { session in
            for _ in 0..<stepsPerRun {
                session.step(walk.next(session))
            }
            drops = session.finger.log.events.filter { ["performDrop", "performDropWith"].contains($0.callback) }.count
        }
        tally.drops += drops
        tally.callbackLines += lines.filter { $0.hasPrefix("callbacks = ") }.count
        tally.quotedViews += lines.filter {
            $0.hasPrefix("callbacks = ") && ($0.contains("drop \"") || $0.contains("drag \""))
        }.count
        tally.quotedSpeech += lines.filter { !$0.hasPrefix("callbacks") && !$0.hasPrefix("#") && $0.contains("= \"") }.count
        tally.waits += lines.filter { $0.hasPrefix("wait ") }.count
        tally.languages += lines.filter { $0.hasPrefix("language ") }.count
        tally.heldLifts += lines.filter { $0.hasPrefix("double tap and hold = ") }.count
        guard replay.passed else {
            return ScriptReport.lines(for: replay, scene: "seed \(seed)", script: "recording").prefix(4).joined(separator: " | ")
        }
        return nil
    }
}

/// Random VoiceOver gestures, as a user at the keyboard gives them: often a plan that turns the
/// rotor to Actions, swipes down to an action and double taps it (so drags start and drop),
/// otherwise a single gesture (a double tap and hold lifts a drag too), a wait, a touch or a
/// language.
@MainActor
struct GestureWalk {
    private var random: SplitMix64
    private var plan: (rotations: Int, swipes: Int)?

    init(seed: UInt64) {
        random = SplitMix64(seed: seed &* 7919)
    }

    mutating func next(_ session: ScreenSession) -> SessionStep {
        if let step = planned(session) { return step }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<35:
            plan = (8, Int.random(in: 1...4, using: &random))
            return planned(session) ?? .gesture(.doubleTap)
        case 35..<52: return .gesture(.swipeRight)
        case 52..<58: return .gesture(.swipeLeft)
        case 58..<61: return .gesture(.rotateClockwise)
        case 61..<66: return .gesture(.swipeDown)
        case 66..<68: return .gesture(.swipeUp)
        case 68..<72: return .gesture(.doubleTap)
        // A long press passed through: lifts a drag where a finger's would (hostile labels in its name).
        case 72..<75: return .gesture(.doubleTapAndHold)
        case 75..<78: return .gesture(.escape)
        case 78..<86: return .wait(Double(Int.random(in: 1...6, using: &random)) / 2)
        case 86..<90:
            return .gesture(.touch(CGPoint(x: Int.random(in: 0..<78, using: &random), y: Int.random(in: 0..<24, using: &random))))
        case 90..<93: return .gesture(.firstElement)
        case 93..<95: return .gesture(.lastElement)
        case 95..<97: return .gesture(.magicTap)
        case 97: return .gesture(.readAll)
        default: return .language(Language.allCases[Int.random(in: 0..<Language.allCases.count, using: &random)])
        }
    }

    private mutating func planned(_ session: ScreenSession) -> SessionStep? {
        guard var current = plan else { return nil }
        defer { plan = current.swipes < 0 ? nil : current }
        let reader = session.screenReader
        if reader.rotor.setting != .actions, current.rotations > 0, reader.offeredRotorSettings.contains(.actions) {
            current.rotations -= 1
            return .gesture(.rotateClockwise)
        }
        current.rotations = 0
        current.swipes -= 1
        return .gesture(current.swipes >= 0 ? .swipeDown : .doubleTap)
    }
}
