import CellKit
import Foundation

/// Makes `ElementRecord`s from live elements: the one place an element's description, actions
/// and left-out descriptors are turned into values. The screen reader owns the only callers
/// (`ScreenReader.record`, `ScreenReader.focusedRecord`), which keep what it makes while nothing
/// changes.
///
/// A record is made in two parts. What the cursor needs the moment it lands (`Landing`: the
/// descriptors VoiceOver considers for the actions, the actions, what is said) is made on every
/// change of the focus; the rest (names and frames of the descriptors' views, points on the
/// screen, traits by name, custom content) is made from that part when a reader asks for the
/// record, so a swipe costs what speech costs.
@MainActor
struct ElementRecorder {
    let collector: ActionCollector
    let describer: ElementDescriber
    let verbosity: Verbosity

    /// What the cursor landing on an element needs at once, and the record's `spoken` and
    /// `actions` are made from: speech says `spoken`, a double tap performs `actions`.
    struct Landing {
        /// The label, trimmed, as read for the element's print.
        let label: String
        /// The drag source descriptors VoiceOver considered, offered or left out; `nil` until
        /// collected (`collected(on:sources:)`): a landing with no drag held needs only whether
        /// there is an action.
        let sources: [ConsideredDescriptor]?
        /// The drop point descriptors, considered only while a drag is held (the actions offer
        /// them only then); `nil` otherwise, and the record considers them when it is made.
        let drops: [ConsideredDescriptor]?
        /// The live actions (which a double tap performs); `nil` until collected, as `sources`.
        let actions: [ElementAction]?
        /// Whether it offers any action: what "Actions Available" and the rotor's Actions need.
        let hasActions: Bool
        /// What VoiceOver says when the cursor lands on it, as Verbosity says.
        let spoken: [Utterance]
        /// What it says without the delayed part (no hint, no "Actions Available"): what read
        /// all says of it.
        let brief: [Utterance]
        /// How many custom content entries working out what it says looked at.
        let contentEntriesRead: Int
    }

    /// The part of an element's record the cursor needs when it lands: what it says, and
    /// whether it offers an action. `sources` is the element's drag source list as read; `drops`
    /// its drop point list, read only while a drag is held (the actions offer drop points only
    /// then). While a drag is held, or when `collecting`, its actions are collected at once;
    /// otherwise only whether there is one is worked out (an element of 40,000 actions swiped
    /// onto 10,000 times made them all at each swipe), and `collected(on:sources:)` makes them
    /// when the Actions rotor, a double tap on an action or the record asks.
    func landing(on element: AccessibleElement, label: String, context: ElementContext?, sources listedSources: ListedDescriptors,
                 drops listedDrops: ListedDescriptors?, collecting: Bool = false) -> Landing {
        var sources: [ConsideredDescriptor]?
        var drops: [ConsideredDescriptor]?
        var actions: [ElementAction]?
        let hasActions: Bool
        if collecting || collector.finger.isDragging || listedDrops != nil {
            let considered = collector.consideredDragSources(for: element, listed: listedSources.descriptors)
            if let listedDrops { drops = collector.consideredDropPoints(for: element, listed: listedDrops.descriptors) }
            let collected = collector.actions(for: element, sources: considered, drops: drops ?? [])
            (sources, actions, hasActions) = (considered, collected, !collected.isEmpty)
        } else {
            hasActions = collector.offersActionsWithoutDrag(element, sources: listedSources.descriptors)
        }
        let said = describer.landingAndBrief(for: element, label: label, context: context, hasActions: hasActions,
                                             verbosity: verbosity)
        return Landing(label: label, sources: sources, drops: drops, actions: actions, hasActions: hasActions,
                       spoken: said.landing, brief: said.brief, contentEntriesRead: said.contentEntriesRead)
    }

    /// The landing with its drag sources and actions collected, as `landing(…, collecting: true)`
    /// collects them, from the same read of the drag source list (the one its print holds).
    func collected(_ landing: Landing, on element: AccessibleElement, sources listedSources: ListedDescriptors) -> Landing {
        guard landing.actions == nil || landing.sources == nil else { return landing }
        let sources = collector.consideredDragSources(for: element, listed: listedSources.descriptors)
        let actions = collector.actions(for: element, sources: sources, drops: landing.drops ?? [])
        return Landing(label: landing.label, sources: sources, drops: landing.drops, actions: actions, hasActions: landing.hasActions,
                       spoken: landing.spoken, brief: landing.brief, contentEntriesRead: landing.contentEntriesRead)
    }

    /// An element's whole record, from its print (what it says of itself, read once) and its
    /// drop points as read.
    func record(of element: AccessibleElement, print: ContentPrint, context: ElementContext?, drops: ListedDescriptors,
                containers: [Int]) -> ElementRecord {
        let dragging = collector.finger.isDragging
        let landing = landing(on: element, label: print.label, context: context, sources: print.dragSources,
                              drops: dragging ? drops : nil, collecting: true)
        return record(of: element, landing: landing, drops: drops, containers: containers)
    }

    /// An element's whole record, from what its landing already worked out (collected: its
    /// `sources` and `actions` made): the actions are not collected again. `drops` is its drop
    /// point list as read (the landing's when a drag is held).
    func record(of element: AccessibleElement, landing: Landing, drops listedDrops: ListedDescriptors, containers: [Int]) -> ElementRecord {
        let object = element.object
        let drops = landing.drops ?? collector.consideredDropPoints(for: element, listed: listedDrops.descriptors)
        let value = Self.trimmed(object.accessibilityValue)
        let identifier = Self.trimmed(object.accessibilityIdentifier)
        var inputLabels: [String] = []
        for label in object.accessibilityUserInputLabels ?? [] {
            let trimmed = Self.trimmed(label)
            if !trimmed.isEmpty { inputLabels.append(trimmed) }
        }
        var actionRecords: [ActionRecord] = []
        for action in landing.actions ?? [] { actionRecords.append(Self.record(of: action)) }
        var rotors: [CustomRotorRecord] = []
        // The record is kept while the clock stands: a rotor whose name it holds tells the clock
        // when it is renamed.
        let clock = collector.finger.system.treeClock
        for rotor in element.customRotors {
            rotor.noteListed(on: clock)
            rotors.append(CustomRotorRecord(name: CustomRotorKey(rotor).name(in: collector.language), ownName: rotor.name,
                                            isSystem: rotor.systemRotorType != .none))
        }
        return ElementRecord(
            label: landing.label, identifier: identifier.isEmpty ? nil : identifier,
            type: String(describing: Swift.type(of: object)), spoken: landing.spoken,
            value: value.isEmpty ? nil : value, traits: TraitNames.names(in: object.accessibilityTraits),
            frame: Self.numbers(element.frame), containers: containers,
            customContent: element.customContent.map {
                CustomContentRecord(label: $0.label, value: $0.value, isImportant: $0.importance == .high)
            },
            inputLabels: inputLabels, actions: actionRecords, customRotors: rotors,
            dragSources: (landing.sources ?? []).map(Self.record(of:)), dropPoints: drops.map(Self.record(of:)))
    }

    static func record(of action: ElementAction) -> ActionRecord {
        let kind: ActionRecord.Kind = switch action.kind {
        case .custom: .custom
        case .dragSource: .dragSource
        case .dropPoint: .dropPoint
        case .addToDrag: .addToDrag
        }
        let descriptor = action.descriptor
        return ActionRecord(kind: kind, name: action.name, language: action.language, isAutomatic: action.isAutomatic,
                            view: descriptor?.view.map(reference(to:)),
                            point: descriptor.map { [Double($0.point.x), Double($0.point.y)] },
                            screenPoint: descriptor.flatMap(screenPoint(of:)))
    }

    static func record(of considered: ConsideredDescriptor) -> DescriptorRecord {
        let descriptor = considered.descriptor
        let isAutomatic = considered.action?.isAutomatic
            ?? (considered.origin == .automatic || descriptor.automaticRole != nil)
        return DescriptorRecord(name: considered.action?.name ?? descriptor.name, origin: considered.origin,
                                isAutomatic: isAutomatic, view: descriptor.view.map(reference(to:)),
                                point: [Double(descriptor.point.x), Double(descriptor.point.y)],
                                screenPoint: screenPoint(of: descriptor), leftOut: reason(considered.reachability))
    }

    /// A descriptor's point on the screen; `nil` once its view is gone.
    static func screenPoint(of descriptor: UIAccessibilityLocationDescriptor) -> [Double]? {
        guard let view = descriptor.view else { return nil }
        let point = view.screenPoint(for: descriptor.point)
        return [Double(point.x), Double(point.y)]
    }

    /// The reachability as a value; `nil` when the descriptor is offered.
    static func reason(_ reachability: DescriptorReachability) -> LeftOutReason? {
        switch reachability {
        case .reachable: nil
        case .viewGone: .viewGone
        case .viewNotShown: .viewNotShown
        case .viewHasNoSize: .viewHasNoSize
        case .viewOutside(let view): .viewOutside(reference(to: view))
        case .outsideView: .pointOutsideView
        case .offScreen: .pointOffScreen
        case .obscured(let view): .covered(by: view.map(reference(to:)))
        }
    }

    /// A view named by its identifier, else its type, with its frame on the screen.
    static func reference(to view: UIView) -> RecordedView {
        let identifier = trimmed(view.accessibilityIdentifier)
        return RecordedView(identifier: identifier.isEmpty ? nil : identifier, type: String(describing: type(of: view)),
                             frame: numbers(view.screenRect(for: view.bounds)))
    }

    static func trimmed(_ text: String?) -> String {
        (text ?? "").trimmedOfWhitespace
    }

    static func numbers(_ rect: CGRect) -> [Double] {
        [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
    }
}
