import CellKit

/// Everything a record depends on, read cheaply: when two keys are equal, nothing a record says
/// can differ, so a kept record is given again. The view tree's counters (`ViewTreeClock`: the
/// generation for what is read off views, the stamp for where touches land), the windows, the
/// focus, the rotor, the settings and the held drag.
@MainActor
package struct RecordKey: Equatable {
    let generation: UInt64
    let stamp: UInt64
    let windows: [ObjectIdentifier]
    let focused: ObjectIdentifier?
    let focusedIndex: Int?
    let rotorSetting: RotorSetting?
    let verbosity: Verbosity
    let language: Language
    let iOSMajorVersion: Int
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
