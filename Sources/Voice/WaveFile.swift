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
        var data = Data(header)
        for chunk in sampleChunks { data.append(contentsOf: chunk) }
        return data
    }

    /// The RIFF header and the data chunk's start: 44 bytes.
    private var header: [UInt8] {
        var bytes: [UInt8] = []
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        // A RIFF size is 32 bits; no run says 27 hours of speech, but none may trap either.
        let byteCount = UInt32(clamping: samples.count &* 2)
        bytes.append(contentsOf: Array("RIFF".utf8)); append(UInt32(clamping: samples.count &* 2 &+ 36))
        bytes.append(contentsOf: Array("WAVE".utf8))
        bytes.append(contentsOf: Array("fmt ".utf8)); append(UInt32(16)); append(UInt16(1)); append(UInt16(1))
        append(UInt32(clamping: sampleRate)); append(UInt32(clamping: sampleRate &* 2)); append(UInt16(2)); append(UInt16(16))
        bytes.append(contentsOf: Array("data".utf8)); append(byteCount)
        return bytes
    }

    /// The samples as little-endian bytes, 65,536 samples a chunk: a file is written a chunk at a
    /// time, not copied whole (a half-hour file was held three times over).
    private var sampleChunks: some Sequence<[UInt8]> {
        stride(from: 0, to: samples.count, by: 65_536).lazy.map { start in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(min(65_536, samples.count - start) * 2)
            for sample in samples[start..<min(start + 65_536, samples.count)] {
                let bits = UInt16(bitPattern: sample)
                bytes.append(UInt8(truncatingIfNeeded: bits))
                bytes.append(UInt8(truncatingIfNeeded: bits >> 8))
            }
            return bytes
        }
    }

    /// Creates (or empties) the file at `path` and writes the audio to it; an `OutputError`
    /// names the file and says why when it cannot be (a full disk, a folder that is not there).
    package func write(to path: String) throws(OutputError) {
        let file = try OutputFile(creatingAt: path)
        try file.write(header)
        for chunk in sampleChunks { try file.write(chunk) }
        try file.close()
    }

    /// Reads 16-bit mono PCM. A data chunk whose size is unknown (espeak-ng writing to a pipe
    /// says 0x7FFFFFFF) runs to the end of the bytes.
    public init(data: Data) throws(SpeechError) {
        // Read in place, not copied to an array first: espeak-ng's output for one long utterance
        // may be tens of MB.
        let start = data.startIndex
        func byte(_ at: Int) -> Int { Int(data[start + at]) }
        func uint32(_ at: Int) -> Int { byte(at) | byte(at + 1) << 8 | byte(at + 2) << 16 | byte(at + 3) << 24 }
        func uint16(_ at: Int) -> Int { byte(at) | byte(at + 1) << 8 }
        func tag(_ at: Int) -> [UInt8] { (0..<4).map { UInt8(byte(at + $0)) } }
        let count = data.count
        guard count >= 12, tag(0) == Array("RIFF".utf8), tag(8) == Array("WAVE".utf8) else {
            throw SpeechError("not a WAVE file")
        }
        var offset = 12
        var rate: Int?
        while offset + 8 <= count {
            let id = String(decoding: tag(offset), as: UTF8.self)
            let size = uint32(offset + 4)
            let body = offset + 8
            if id == "fmt ", body + 16 <= count {
                guard uint16(body) == 1, uint16(body + 2) == 1, uint16(body + 14) == 16 else {
                    throw SpeechError("only 16-bit mono PCM is read")
                }
                rate = uint32(body + 4)
            } else if id == "data" {
                guard let rate else { throw SpeechError("the data chunk comes before the format") }
                let end = min(count, body + size)
                let sampleCount = max(0, (end - body) / 2)
                var samples = [Int16](repeating: 0, count: sampleCount)
                for index in 0..<sampleCount {
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
