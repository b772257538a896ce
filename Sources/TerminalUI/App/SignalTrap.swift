import Dispatch
import Foundation

/// Catches SIGINT, SIGTERM and SIGHUP so the app can restore the terminal before it exits, and
/// Ctrl-Z (SIGTSTP) and SIGCONT so it can hand the terminal back before the process stops and
/// take it again once it goes on.
///
/// The signals are set to ignored first (ncurses installs handlers that `_exit`, or for
/// SIGTSTP put back only the terminal curses itself draws on, only when they are at their
/// default) and delivered through dispatch sources; the app's loop polls `received`,
/// `takeSuspension()` and `takeResumption()` between frames and acts in order. SIGCONT keeps
/// its default: continuing a stopped process is the kernel's, whatever else is done.
package final class SignalTrap: @unchecked Sendable {
    package static let trappedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private let lock = NSLock()
    private var caught: Int32?
    private var suspensions = 0
    private var resumptions = 0
    private var sources: [DispatchSourceSignal] = []

    package init() {}

    /// Starts catching the signals.
    package func install() {
        for number in Self.trappedSignals + [SIGTSTP] {
            signal(number, SIG_IGN)
            listen(to: number)
        }
        listen(to: SIGCONT)
    }

    private func listen(to number: Int32) {
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { [weak self] in self?.receive(number) }
        source.resume()
        sources.append(source)
    }

    /// The first signal caught that ends the run, if any.
    package var received: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return caught
    }

    /// Whether Ctrl-Z (SIGTSTP) came since the last call: the terminal is to be handed back and
    /// the process stopped.
    package func takeSuspension() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let asked = suspensions > 0
        suspensions = 0
        return asked
    }

    /// Whether the process was continued (SIGCONT) since the last call: the terminal is to be
    /// set up and drawn again.
    package func takeResumption() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let continued = resumptions > 0
        resumptions = 0
        return continued
    }

    /// Takes `number` as if it had been delivered: what the dispatch sources call, and what
    /// tests call to drive the loop without signalling the test process.
    package func receive(_ number: Int32) {
        lock.lock()
        switch number {
        case SIGTSTP: suspensions += 1
        case SIGCONT: resumptions += 1
        default: if caught == nil { caught = number }
        }
        lock.unlock()
    }
}
