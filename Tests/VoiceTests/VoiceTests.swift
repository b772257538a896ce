import Foundation
import SceneFormat
import ScreenReader
import Testing
import Voice

@Suite("Speech files and espeak-ng")
struct VoiceTests {
    @Test("a WAVE file reads back as written; an unknown data size runs to the end")
    func waveRoundTrip() throws {
        let wave = WaveFile(sampleRate: 22_050, samples: [0, 1, -1, 32_000, -32_000])
        #expect(try WaveFile(data: wave.data) == wave)
        var piped = wave.data
        // espeak-ng writing to a pipe cannot know the size: it says 0x7FFFFFFF.
        piped.replaceSubrange(40..<44, with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(try WaveFile(data: piped) == wave)
        #expect(throws: SpeechError.self) { try WaveFile(data: Data("not audio".utf8)) }
    }

    @Test("voices and rates: Mandarin for Chinese, 175 words a minute at the default rate")
    func voicesAndRates() {
        #expect(Espeak.voice(for: "en") == "en")
        #expect(Espeak.voice(for: "ko") == "ko")
        #expect(Espeak.voice(for: "zh-Hans") == "cmn")
        #expect(ScreenReader.wordsPerMinute(forRate: 50) == 175)
        #expect(ScreenReader.wordsPerMinute(forRate: 0) < ScreenReader.wordsPerMinute(forRate: 100))
    }

    @Test("an earcon is a short tone, not silence")
    func earconTone() {
        let tone = Earcon.tone(for: "boundary", sampleRate: 22_050)
        #expect(tone.count == 22_050 * 80 / 1000)
        #expect((tone.map { abs(Int($0)) }.max() ?? 0) > 5_000)
        #expect(tone.first == 0)
    }

    @Test("espeak-ng missing is one line naming the package")
    func missingEspeak() {
        #expect(throws: SpeechError.self) { try Espeak.locate(environment: ["PATH": "/nonexistent"]) }
        do {
            _ = try Espeak.locate(environment: ["PATH": "/nonexistent"])
        } catch {
            #expect(error.description.contains("install the espeak-ng package"))
            #expect(!error.description.contains("\n"))
        }
    }
}

/// The story spoken into a WAVE file in each language. Needs espeak-ng (`.ci/run` installs
/// it); without it the suite is skipped unless ROTOR_E2E=1 makes that a failure.
@MainActor
@Suite("The story as speech", .enabled(if: (try? Espeak.locate()) != nil || ProcessInfo.processInfo.environment["ROTOR_E2E"] == "1"))
struct StorySpeechTests {
    @Test("each language's story yields seconds of audio that is not silence", arguments: ["wwdc-story", "wwdc-story-ko", "wwdc-story-zh"])
    func storyAudio(_ name: String) throws {
        let espeak = try Espeak.locate()
        let run = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: name))).run()
        let writer = SpeechFileWriter(espeak: espeak)
        writer.add(run.transcript, rate: 50)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(name)-\(getpid()).wav").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(to: path)

        let audio = try WaveFile(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        // Eleven utterances or so: well over five seconds, and under five minutes.
        #expect(audio.duration > 5 && audio.duration < 300, "\(audio.duration) s")
        // Speech is loud in places: the loudest tenth of a second is far above silence.
        let window = audio.sampleRate / 10
        let loudest = stride(from: 0, to: audio.samples.count - window, by: window).map { start in
            audio.samples[start..<start + window].reduce(0.0) { $0 + Double($1) * Double($1) } / Double(window)
        }.max() ?? 0
        #expect(loudest.squareRoot() > 1_000)
    }
}
