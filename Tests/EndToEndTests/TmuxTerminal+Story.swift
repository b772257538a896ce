import Testing

extension TmuxTerminal {
    /// In `wwdc-story`, from its opening: → to January, ] to Actions, ↓ to "Drag bar data",
    /// Enter; each step waits until its speech shows.
    func startTheStorysDrag() throws {
        for (keys, expected) in [(["Right"], "January: 12"), (["]"], "» Actions"),
                                 (["Down"], "» Drag bar data"), (["Enter"], "Drag started, Drag bar data")] {
            send(keys)
            try waitFor(expected)
        }
    }
}
