import Dispatch
import Foundation

/// Catches SIGINT, SIGTERM and SIGHUP so the app can restore the terminal before it exits.
///
/// The signals are set to ignored first (ncurses installs handlers that `_exit` only when they
/// are at their default) and delivered through dispatch sources; the app's loop polls
/// `received` between frames and shuts down in order.
public final class SignalTrap: @unchecked Sendable {
    public static let trappedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private let lock = NSLock()
    private var caught: Int32?
    private var sources: [DispatchSourceSignal] = []

    public init() {}

    /// Starts catching the signals.
    public func install() {
        for number in Self.trappedSignals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.record(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// The first signal caught, if any.
    public var received: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return caught
    }

    private func record(_ number: Int32) {
        lock.lock()
        if caught == nil { caught = number }
        lock.unlock()
    }
}
