import Foundation

/// The process's resident memory, from `/proc/self/status` (Linux).
package enum MemoryProbe {
    /// The resident set now (`VmRSS`), in bytes.
    package static var resident: Int? { field("VmRSS") }
    /// The most the resident set has been (`VmHWM`), in bytes.
    package static var peakResident: Int? { field("VmHWM") }

    private static func field(_ name: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let number = line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ").first
            return number.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}
