/// A scene view that can take dropped text: a well or a list.
@MainActor
protocol DropReceiving: AnyObject {
    func receive(_ strings: [String], effect: DropEffect)
}
