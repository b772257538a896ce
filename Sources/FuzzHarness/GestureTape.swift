import CellKit
import Foundation
import ScreenReader
import SceneFormat

/// Script steps packed into bytes, so that libFuzzer's byte mutations make new gesture
/// sequences: one opcode byte a step, followed by the step's arguments.
///
/// | opcode (byte % 23) | step | argument bytes |
/// |---|---|---|
/// | 0…14 | `Gesture.simpleGestures[opcode]` | none |
/// | 15 | `touch X Y`, X and Y whole cells from -32 to 223 | 2: X + 32, Y + 32 |
/// | 16 | `touch X Y` with any finite numbers | 16: X and Y as little-endian `Double` bit patterns |
/// | 17 | `wait` 0 to 31.875 seconds, in eighths | 1: eighths |
/// | 18 | `language`, one of `Language.allCases` | 1: index (modulo the count) |
/// | 19 | `verbosity-actions`, one of `Verbosity.ActionsMode.allCases` | 1: index (modulo the count) |
/// | 20 | `hints on` (odd) or `hints off` (even) | 1 |
/// | 21 | `curtain on` (odd) or `curtain off` (even) | 1 |
/// | 22 | `app`: `pop`, `dismiss`, `push SCREEN` or `present SCREEN` | 3: the verb (modulo 4), the screen (a little-endian 16-bit index, modulo the scene's screens in name order) |
///
/// The opcodes after the simple gestures follow their count, so a gesture added to
/// `simpleGestures` moves them on rather than hiding one (as `stop speech` once hid `touch`).
///
/// An `app` step names one of the scene's screens, so the tape is decoded against the scene it
/// runs on (`screens`); in a scene without screens, `push` and `present` name a screen it does
/// not have, which the app ignores, as a script's `app` step does.
///
/// A step whose argument bytes run out, or whose numbers are not finite, is dropped. At most
/// `maximumSteps` steps are read. Every step costs at least one byte of the input, so the
/// longest run costs what its bytes allow (`CostBudget`); a step that repeats others would
/// make a few bytes stand for unbounded work.
public enum GestureTape {
    /// Eight times as many as the tape once took: enough for a stack a thousand pushes deep, or
    /// a walk through a long table, and few enough that a read all at every step of the largest
    /// shipped scene takes a few seconds, not tens.
    public static let maximumSteps = 1024
    static let touchOffset = 32

    /// The opcodes after the simple gestures, in order.
    enum Opcode: Int, CaseIterable {
        case touchCells, touchAnywhere, wait, language, actionsVerbosity, hints, curtain, app

        /// The byte that stands for this step.
        var byte: UInt8 { UInt8(GestureTape.simpleCount + rawValue) }
    }

    /// The verbs of an `app` step, by their argument byte (modulo their count): what a scene's
    /// session performs (`ScreenSession.appEvents`, made by `SceneAppEvents`).
    public static let appVerbs = ["pop", "dismiss", "push", "present"]
    /// The screen an `app push` or `app present` names in a scene without screens.
    public static let missingScreen = "nowhere"

    static var simpleCount: Int { Gesture.simpleGestures.count }
    static var opcodeCount: Int { simpleCount + Opcode.allCases.count }

    /// The steps the bytes encode, at most `maximumSteps`; `screens` are the names of the
    /// scene's screens, sorted, which `app` steps choose from.
    public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes, screens: [String] = []) -> [ScriptStep.Action] {
        var actions: [ScriptStep.Action] = []
        var reader = bytes.makeIterator()
        while actions.count < maximumSteps, let byte = reader.next() {
            let code = Int(byte) % opcodeCount
            guard let opcode = Opcode(rawValue: code - simpleCount) else {
                actions.append(.gesture(Gesture.simpleGestures[code]))
                continue
            }
            switch opcode {
            case .touchCells:
                guard let x = reader.next(), let y = reader.next() else { return actions }
                actions.append(.gesture(.touch(CGPoint(x: Int(x) - touchOffset, y: Int(y) - touchOffset))))
            case .touchAnywhere:
                guard let x = double(from: &reader), let y = double(from: &reader) else { return actions }
                if x.isFinite && y.isFinite { actions.append(.gesture(.touch(CGPoint(x: x, y: y)))) }
            case .wait:
                guard let eighths = reader.next() else { return actions }
                actions.append(.wait(Double(eighths) / 8))
            case .language:
                guard let index = reader.next() else { return actions }
                actions.append(.language(Language.allCases[Int(index) % Language.allCases.count]))
            case .actionsVerbosity:
                guard let index = reader.next() else { return actions }
                let modes = Verbosity.ActionsMode.allCases
                actions.append(.actionsVerbosity(modes[Int(index) % modes.count]))
            case .hints:
                guard let bit = reader.next() else { return actions }
                actions.append(.hints(!bit.isMultiple(of: 2)))
            case .curtain:
                guard let bit = reader.next() else { return actions }
                actions.append(.curtain(!bit.isMultiple(of: 2)))
            case .app:
                guard let verbByte = reader.next(), let low = reader.next(), let high = reader.next() else { return actions }
                let verb = appVerbs[Int(verbByte) % appVerbs.count]
                guard verb == "push" || verb == "present" else {
                    actions.append(.app(verb))
                    continue
                }
                let screen = screens.isEmpty ? missingScreen : screens[(Int(high) << 8 | Int(low)) % screens.count]
                actions.append(.app(verb + " " + screen))
            }
        }
        return actions
    }

    /// Bytes that decode to `actions` (waits rounded to eighths of a second, at most 31.875)
    /// against the same `screens`; an `app` step naming a screen not among them (nor among the
    /// first 65,536) names the first.
    public static func encode(_ actions: [ScriptStep.Action], screens: [String] = []) -> [UInt8] {
        var bytes: [UInt8] = []
        for action in actions {
            switch action {
            case .gesture(.touch(let point)):
                let x = Double(point.x), y = Double(point.y)
                let range = Double(-touchOffset)...Double(255 - touchOffset)
                if x == x.rounded(), y == y.rounded(), range.contains(x), range.contains(y) {
                    bytes += [Opcode.touchCells.byte, UInt8(Int(x) + touchOffset), UInt8(Int(y) + touchOffset)]
                } else {
                    bytes.append(Opcode.touchAnywhere.byte)
                    bytes += littleEndian(x.bitPattern) + littleEndian(y.bitPattern)
                }
            case .gesture(let gesture):
                guard let index = Gesture.simpleGestures.firstIndex(of: gesture) else { continue }
                bytes.append(UInt8(index))
            case .wait(let seconds):
                bytes += [Opcode.wait.byte, UInt8(min(255, max(0, (seconds * 8).rounded())))]
            case .language(let language):
                bytes += [Opcode.language.byte, UInt8(Language.allCases.firstIndex(of: language) ?? 0)]
            case .actionsVerbosity(let mode):
                bytes += [Opcode.actionsVerbosity.byte, UInt8(Verbosity.ActionsMode.allCases.firstIndex(of: mode) ?? 0)]
            case .hints(let on):
                bytes += [Opcode.hints.byte, on ? 1 : 0]
            case .curtain(let on):
                bytes += [Opcode.curtain.byte, on ? 1 : 0]
            case .app(let event):
                let verb = event.prefix { !$0.isWhitespace }.lowercased()
                guard let verbIndex = appVerbs.firstIndex(of: verb) else { continue }
                let name = event.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
                let screen = screens.firstIndex(of: name).flatMap { UInt16(exactly: $0) } ?? 0
                bytes += [Opcode.app.byte, UInt8(verbIndex), UInt8(truncatingIfNeeded: screen), UInt8(truncatingIfNeeded: screen >> 8)]
            }
        }
        return bytes
    }

    private static func double<Iterator: IteratorProtocol<UInt8>>(from reader: inout Iterator) -> Double? {
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            guard let byte = reader.next() else { return nil }
            bits |= UInt64(byte) << UInt64(shift)
        }
        return Double(bitPattern: bits)
    }

    private static func littleEndian(_ bits: UInt64) -> [UInt8] {
        stride(from: 0, to: 64, by: 8).map { UInt8(truncatingIfNeeded: bits >> UInt64($0)) }
    }
}
