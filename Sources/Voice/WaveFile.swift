import Foundation
import RotorOutput

/// 16-bit mono PCM in a RIFF WAVE file: what espeak-ng writes, and what `--speech-file` writes.
public struct WaveFile: Equatable, Sendable {
    public var sampleRate: Int
    public var samples: [Int16]

    public init(sampleRate: Int, samples: [Int16]) {
        self.sampleRate = sampleRate
        self.samples = samples
    }

    /// Seconds of audio.
    public var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// The file's bytes.
    public var data: Data {
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        // A RIFF size is 32 bits; no run says 27 hours of speech, but none may trap either.
        let byteCount = UInt32(clamping: samples.count * 2)
        data.append(contentsOf: Array("RIFF".utf8)); append(UInt32(clamping: samples.count * 2 + 36))
        data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); append(UInt32(16)); append(UInt16(1)); append(UInt16(1))
        append(UInt32(clamping: sampleRate)); append(UInt32(clamping: sampleRate * 2)); append(UInt16(2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8)); append(byteCount)
        for sample in samples { append(sample) }
        return data
    }

    /// Creates (or empties) the file at `path` and writes the audio to it; an `OutputError`
    /// names the file and says why when it cannot be (a full disk, a folder that is not there).
    package func write(to path: String) throws(OutputError) {
        let file = try OutputFile(creatingAt: path)
        try file.write([UInt8](data))
        try file.close()
    }

    /// Reads 16-bit mono PCM. A data chunk whose size is unknown (espeak-ng writing to a pipe
    /// says 0x7FFFFFFF) runs to the end of the bytes.
    public init(data: Data) throws(SpeechError) {
        let bytes = [UInt8](data)
        func uint32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func uint16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        guard bytes.count >= 12, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WAVE".utf8) else {
            throw SpeechError("not a WAVE file")
        }
        var offset = 12
        var rate: Int?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = uint32(offset + 4)
            let body = offset + 8
            if id == "fmt ", body + 16 <= bytes.count {
                guard uint16(body) == 1, uint16(body + 2) == 1, uint16(body + 14) == 16 else {
                    throw SpeechError("only 16-bit mono PCM is read")
                }
                rate = uint32(body + 4)
            } else if id == "data" {
                guard let rate else { throw SpeechError("the data chunk comes before the format") }
                let end = min(bytes.count, body + size)
                let count = (end - body) / 2
                var samples = [Int16](repeating: 0, count: max(0, count))
                for index in 0..<max(0, count) {
                    samples[index] = Int16(bitPattern: UInt16(uint16(body + index * 2)))
                }
                self.init(sampleRate: rate, samples: samples)
                return
            }
            offset = body + size + (size & 1)
        }
        throw SpeechError("no audio data in the WAVE file")
    }
}
