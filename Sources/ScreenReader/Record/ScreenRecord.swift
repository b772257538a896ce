import CellKit
import Foundation

/// What VoiceOver sees on a screen at one moment, as a value: each element in visiting order
/// with what it says and what it offers, the containers around them, the focus, the rotor, the
/// Verbosity settings and the held drag.
///
/// The screen reader makes it once per change (`ScreenReader.record`) and keeps it while
/// nothing it reads changes; every reader above reads it rather than asking live objects again
/// (`rotor run --elements --format json` prints it). Adding what a renderer shows is one field
/// here (or on `ElementRecord`) and one line in each renderer. Frames and points are in the
/// screen's points, as UIKit gives them.
public struct ScreenRecord: Codable, Sendable, Equatable {
    /// The windows and containers the elements are in, each once, in the order their first
    /// element is visited; elements refer to them by index (`ElementRecord.containers`).
    public let containers: [ContainerRecord]
    /// The elements, in visiting order.
    public let elements: [ElementRecord]
    /// Where the VoiceOver cursor is in `elements`; `nil` when nothing is focused.
    public let focusedIndex: Int?
    /// The rotor's setting; `nil` until the user first rotates.
    public let rotorSetting: RotorSettingRecord?
    /// VoiceOver's Verbosity settings.
    public let verbosity: Verbosity
    /// The drag the screen reader holds, if any.
    public let drag: DragRecord?

    public init(containers: [ContainerRecord], elements: [ElementRecord], focusedIndex: Int?,
                rotorSetting: RotorSettingRecord?, verbosity: Verbosity, drag: DragRecord?) {
        self.containers = containers
        self.elements = elements
        self.focusedIndex = focusedIndex
        self.rotorSetting = rotorSetting
        self.verbosity = verbosity
        self.drag = drag
    }

    /// The focused element's record.
    public var focused: ElementRecord? {
        focusedIndex.flatMap { elements.indices.contains($0) ? elements[$0] : nil }
    }

    /// The record as JSON: pretty-printed, keys sorted and in snake_case; numbers that are not
    /// finite written as strings. Print it through `TextOutput.write(json:)`, which escapes
    /// what a terminal must not see raw.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
