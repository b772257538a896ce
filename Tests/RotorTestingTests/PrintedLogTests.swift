import CellKit
@testable import RotorTestSupport
import RotorTesting
import Testing

/// `print` of CellKit's logs prints their text, a line a callback or a message, not the type.
@MainActor
@Suite("Printing the callback and layout logs")
struct PrintedLogTests {
    @Test("the callback log prints a callback a line, as the reader's callbackLog lists them")
    func theCallbackLogPrintsItsLines() throws {
        let screen = GraphScreen()
        let reader = VirtualScreenReader(windows: [screen.window])
        reader.next()
        try reader.performAction(named: "Drag bar data")
        reader.moveToFirst()
        try reader.performAction(named: "Drop into attachments")
        let log = reader.session.finger.log
        var printed = ""
        print(log, terminator: "", to: &printed)
        #expect(printed == reader.callbackLog.joined(separator: "\n"))
        #expect(printed.split(separator: "\n").contains("drop attachments performDrop"))
        #expect(String(reflecting: log).hasPrefix("DragEventLog: \(reader.callbackLog.count) callbacks\n  drag "))
        #expect("\(DragEventLog())" == "", "an empty log prints nothing")
    }

    @Test("the layout log prints its messages as UIKit's console does")
    func theLayoutLogPrintsItsMessages() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let badge = UILabel()
        badge.text = "3"
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 44),
            badge.widthAnchor.constraint(equalToConstant: 88),
        ])
        window.layoutIfNeeded()
        let log = window.layoutMessageLog
        let message = try #require(log.messages.last)
        #expect(message.text.hasPrefix("Unable to simultaneously satisfy constraints"))
        var printed = ""
        print(log, terminator: "", to: &printed)
        #expect(printed == log.messages.map(\.text).joined(separator: "\n\n"))
        #expect(printed.contains("Unable to simultaneously satisfy constraints"))
        #expect("\(message)" == message.text)
        #expect(String(reflecting: log).hasPrefix("LayoutMessageLog: \(log.messages.count) message"))
    }
}
