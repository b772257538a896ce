import Foundation
import Testing
@MainActor @Test func zzDump() throws {
    for name in ShippedSceneRoundTripTests.names {
        try ShippedSceneRoundTripTests.captured(name).yaml.write(toFile: "/tmp/cap-\(name).yaml", atomically: true, encoding: .utf8)
    }
}
