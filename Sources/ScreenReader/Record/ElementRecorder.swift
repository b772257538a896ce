import CellKit
import Foundation

/// Makes `ElementRecord`s from live elements: the one place an element's description, actions
/// and left-out descriptors are turned into values. The screen reader owns the only callers
/// (`ScreenReader.record`, `ScreenReader.focusedRecord`), which keep what it makes while nothing
/// changes.
@MainActor
struct ElementRecorder {
    let collector: ActionCollector
    let describer: ElementDescriber
    let verbosity: Verbosity

    /// An element's record and the live actions it was made from (which a double tap performs).
    func record(of element: AccessibleElement, context: ElementContext?, containers: [Int]) -> (record: ElementRecord, actions: [ElementAction]) {
        let object = element.object
        let sources = collector.consideredDragSources(for: element)
        let drops = collector.consideredDropPoints(for: element)
        let actions = collector.actions(for: element, sources: sources, drops: drops)
        let spoken = describer.utterances(for: element, context: context, hasActions: !actions.isEmpty, verbosity: verbosity)
        let value = Self.trimmed(object.accessibilityValue)
        let identifier = Self.trimmed(object.accessibilityIdentifier)
        var inputLabels: [String] = []
        for label in object.accessibilityUserInputLabels ?? [] {
            let trimmed = Self.trimmed(label)
            if !trimmed.isEmpty { inputLabels.append(trimmed) }
        }
        var actionRecords: [ActionRecord] = []
        for action in actions { actionRecords.append(Self.record(of: action)) }
        let record = ElementRecord(
            label: element.label, identifier: identifier.isEmpty ? nil : identifier,
            type: String(describing: Swift.type(of: object)), spoken: spoken,
            value: value.isEmpty ? nil : value, traits: TraitNames.names(in: object.accessibilityTraits),
            frame: Self.numbers(element.frame), containers: containers,
            customContent: element.customContent.map {
                CustomContentRecord(label: $0.label, value: $0.value, isImportant: $0.importance == .high)
            },
            inputLabels: inputLabels, actions: actionRecords,
            dragSources: sources.map(Self.record(of:)), dropPoints: drops.map(Self.record(of:)))
        return (record, actions)
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
        (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func numbers(_ rect: CGRect) -> [Double] {
        [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
    }
}
