import Testing
import TerminalUI
import RotorTestSupport

@Suite("Plain mode's key decoding", .cellsScreen)
struct ByteKeyDecoderTests {
    nonisolated static let table: [(bytes: [UInt8], keys: [Key])] = [
        (Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8), [.up, .down, .right, .left]),
        (Array("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD".utf8), [.up, .down, .right, .left]),
        (Array("\u{1B}[1;5C\u{1B}[1;5D".utf8), [.controlRight, .controlLeft]),
        (Array("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~".utf8),
         [.home, .end, .home, .end, .home, .end, .home, .end]),
        (Array("\r\n \t\u{7F}\u{08}".utf8), [.enter, .enter, .space, .tab, .backspace, .backspace]),
        (Array("]?q".utf8), [.character("]"), .character("?"), .character("q")]),
        (Array("é한".utf8), [.character("é"), .character("한")]),
        // An unknown sequence (F5) is skipped whole; the key after it still counts.
        (Array("\u{1B}[15~r".utf8), [.character("r")]),
        // Escape then a letter: both.
        (Array("\u{1B}q".utf8), [.escape, .character("q")]),
    ]

    @Test("sequences decode to keys", arguments: table)
    func decodes(_ bytes: [UInt8], _ keys: [Key]) {
        let result = ByteKeyDecoder.decode(bytes)
        #expect(result.keys == keys)
        #expect(result.rest.isEmpty)
    }

    @Test("a sequence cut off waits for the rest; a lone escape is Escape when nothing follows")
    func partial() {
        let first = ByteKeyDecoder.decode(Array("x\u{1B}[".utf8))
        #expect(first.keys == [.character("x")])
        #expect(first.rest == Array("\u{1B}[".utf8))
        #expect(ByteKeyDecoder.decode(first.rest + Array("C".utf8)).keys == [.right])
        let half = ByteKeyDecoder.decode([0xED, 0x95])
        #expect(half.keys.isEmpty && half.rest == [0xED, 0x95])
        #expect(ByteKeyDecoder.flush(Array("\u{1B}".utf8)) == [.escape])
    }
}
