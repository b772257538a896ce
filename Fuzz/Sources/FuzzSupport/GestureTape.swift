import CellKit
import ScreenReader
import SceneFormat

/// Script steps packed into bytes, so that libFuzzer's byte mutations make new gesture
/// sequences: one opcode byte a step, followed by the step's arguments.
///
/// | opcode (byte % 22) | step | argument bytes |
/// |---|---|---|
/// | 0…14 | `Gesture.simpleGestures[opcode]` | none |
/// | 15 | `touch X Y`, X and Y whole cells from -32 to 223 | 2: X + 32, Y + 32 |
/// | 16 | `touch X Y` with any finite numbers | 16: X and Y as little-endian `Double` bit patterns |
/// | 17 | `wait` 0 to 31.875 seconds, in eighths | 1: eighths |
/// | 18 | `language`, one of `Language.allCases` | 1: index (modulo the count) |
/// | 19 | `verbosity-actions`, one of `Verbosity.ActionsMode.allCases` | 1: index (modulo the count) |
/// | 20 | `hints on` (odd) or `hints off` (even) | 1 |
/// | 21 | `curtain on` (odd) or `curtain off` (even) | 1 |
///
/// The opcodes after the simple gestures follow their count, so a gesture added to
/// `simpleGestures` moves them on rather than hiding one (as `stop speech` once hid `touch`).
///
/// A step whose argument bytes run out, or whose numbers are not finite, is dropped. At most
/// `maximumSteps` steps are read, so no input runs long.
public enum GestureTape {
    public static let maximumSteps = 128
    static let touchOffset = 32

    /// The opcodes after the simple gestures, in order.
    enum Opcode: Int, CaseIterable {
        case touchCells, touchAnywhere, wait, language, actionsVerbosity, hints, curtain

        /// The byte that stands for this step.
        var byte: UInt8 { UInt8(GestureTape.simpleCount + rawValue) }
    }

    static var simpleCount: Int { Gesture.simpleGestures.count }
    static var opcodeCount: Int { simpleCount + Opcode.allCases.count }

    /// The steps the bytes encode, at most `maximumSteps`.
    public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [ScriptStep.Action] {
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
            }
        }
        return actions
    }

    /// Bytes that decode to `actions` (waits rounded to eighths of a second, at most 31.875).
    public static func encode(_ actions: [ScriptStep.Action]) -> [UInt8] {
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
            case .app:
                // The tape holds VoiceOver's steps; the app's own are not fuzzed.
                continue
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
