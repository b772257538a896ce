import CFuzzerDriver
import Foundation

/// A mutation aimed at numbers: scene files are full of them (frames, sizes, values, points),
/// and the values that break code are far from the ones in the seeds (too large for `Int`,
/// for `Float`, tiny, negative). Now and then it replaces one number in the input with such a
/// value; otherwise it leaves the mutation to libFuzzer.
public enum NumberMutator {
    /// Values at the edges: past `Int`, past `Float`, past `Double`'s exact integers, near zero,
    /// negative, and `Int`'s own bounds; then the bounds of every range a scene's numbers are
    /// read in (the dictionaries' `number_` entries, made from the schema), where a number is
    /// accepted and costs the most: a span of 10,000, a million rows, a frame a million tall.
    static let extremes = [
        "1e19", "-1e19", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
        "1e39", "-1e39", "1e308", "-1e308", "1.7976931348623157e308", "4e-324", "1e-300",
        "9007199254740993", "4294967296", "65536", "-1", "-0.0", "0", "0.5", "1e6", "100000",
    ] + dictionaryNumbers

    /// The numbers in `Fuzz/scene.dict` and `Fuzz/script.dict`, found from this file's place in
    /// the checkout; none when they cannot be read.
    static var dictionaryNumbers: [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var numbers: [String] = []
        for file in ["scene.dict", "script.dict"] {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else { continue }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("number_") {
                guard let open = line.firstIndex(of: "\""), line.last == "\"" else { continue }
                let value = line[line.index(after: open)..<line.index(before: line.endIndex)]
                if !value.isEmpty, !numbers.contains(String(value)) { numbers.append(String(value)) }
            }
        }
        return numbers
    }

    /// Mutates the input in place and returns its new size, as `LLVMFuzzerCustomMutator` does.
    public static func mutate(_ data: UnsafeMutablePointer<UInt8>?, size: Int, maxSize: Int, seed: UInt32) -> Int {
        guard let data else { return 0 }
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(max(1, bound)))
        }
        if next(4) == 0 {
            let bytes = Array(UnsafeBufferPointer(start: data, count: size))
            let numbers = numberRanges(in: bytes)
            if !numbers.isEmpty {
                let chosen = numbers[next(numbers.count)]
                let replacement = Array(extremes[next(extremes.count)].utf8)
                let mutated = Array(bytes[..<chosen.lowerBound]) + replacement + Array(bytes[chosen.upperBound...])
                if mutated.count <= maxSize {
                    mutated.withUnsafeBufferPointer { buffer in
                        if let base = buffer.baseAddress { data.update(from: base, count: mutated.count) }
                    }
                    return mutated.count
                }
            }
        }
        return LLVMFuzzerMutate(data, size, maxSize)
    }

    /// Where the input has a number: a run of digits with what may surround them in a number
    /// (sign, point, exponent).
    static func numberRanges(in bytes: [UInt8]) -> [Range<Int>] {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isNumberByte(_ byte: UInt8) -> Bool {
            isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        }
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]) else {
                index += 1
                continue
            }
            var start = index
            if start > 0, bytes[start - 1] == UInt8(ascii: "-") { start -= 1 }
            var end = index
            while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
            ranges.append(start..<end)
            index = end
        }
        return ranges
    }
}
