import CellKit

/// Everything a record depends on, read cheaply: when two keys are equal, nothing a record says
/// can differ, so a kept record is given again. The view tree's counters (`ViewTreeClock`: the
/// generation for what is read off views, the stamp for where touches land), the windows, the
/// focus, the settings and the held drag. The rotor's setting is not in it: an element's record
/// does not depend on it (a screen's record and a session's snapshot add it to their own keys).
@MainActor
package struct RecordKey: Equatable {
    let generation: UInt64
    let stamp: UInt64
    /// The window scene's `windowsVersion`: which windows are shown, and in what order.
    let windowsVersion: UInt64
    let focused: ObjectIdentifier?
    let focusedIndex: Int?
    let verbosity: Verbosity
    let language: Language
    /// The reader's own setting: the screen's device, which says it otherwise, follows from the
    /// windows (a window's device is fixed when it is made).
    let iOSMajorVersion: Int?
    let drag: Drag?

    /// The held drag, as far as it changes what is offered and said.
    struct Drag: Equatable {
        let session: ObjectIdentifier
        let itemCount: Int
        let operation: UIDropOperation
        let location: CGPoint?
        let target: ObjectIdentifier?
        let sourceApplication: String?
    }
}
