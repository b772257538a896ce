// The compiler plugin behind `#Preview`: it speaks the compiler's plugin protocol (messages of
// JSON, each after its length as 8 little-endian bytes) and expands every macro to nothing.
// Written without swift-syntax, as Rotor takes no new dependencies and the expansion reads no
// syntax: the compiler has type-checked the preview's body against SwiftUICells before it asks.
import Foundation
import RotorOutput

/// Reads `count` bytes from standard input, or nil when it ends first.
func readExactly(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Writes one message to the compiler, through Rotor's one writer of bytes; false when it cannot.
func send(_ object: [String: Any]) -> Bool {
    guard let json = try? JSONSerialization.data(withJSONObject: object) else { return false }
    var size = UInt64(json.count).littleEndian
    let header = withUnsafeBytes(of: &size) { [UInt8]($0) }
    do {
        try OutputFile.standardOutput.write(header + [UInt8](json))
        return true
    } catch {
        return false
    }
}

/// The protocol version this plugin answers in (the compiler's, since Swift 6.0, accepts it).
let protocolVersion = 7
/// The largest message read: a preview's source is far smaller.
let largestMessage: UInt64 = 1 << 28

while let header = readExactly(8) {
    let size = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard size <= largestMessage, let body = readExactly(Int(size)),
          let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { break }
    let reply: [String: Any]
    if message["getCapability"] != nil {
        reply = ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
    } else if message["expandFreestandingMacro"] != nil || message["expandAttachedMacro"] != nil {
        reply = ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]]
    } else if message["loadPluginLibrary"] != nil {
        reply = ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]]
    } else {
        break
    }
    guard send(reply) else { break }
}
