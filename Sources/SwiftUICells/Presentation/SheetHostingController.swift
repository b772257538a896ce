/// The hosting controller a `sheet` presents: it tells the coordinator when it goes, however it
/// goes (VoiceOver's escape, `dismiss()` in the sheet, the binding set to false).
final class SheetHostingController: UIHostingController<AnyView> {
    var onGone: (() -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onGone?()
    }
}
