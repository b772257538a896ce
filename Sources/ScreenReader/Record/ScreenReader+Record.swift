import CellKit

// The record of what VoiceOver sees (`ScreenRecord`, `ElementRecord`): made once per change
// and kept while its key (`RecordKey`) stands, for speech, the rotor and every reader above.
extension ScreenReader {
    /// What every record made now depends on.
    package var recordKey: RecordKey {
        let clock = finger.system.treeClock
        let drag: RecordKey.Drag? = finger.session.map { session in
            RecordKey.Drag(session: ObjectIdentifier(session), itemCount: session.items.count, operation: finger.operation,
                           location: finger.location, target: finger.dropTargetView.map(ObjectIdentifier.init),
                           sourceApplication: finger.sourceApplication)
        }
        return RecordKey(generation: clock.currentGeneration, stamp: clock.currentStamp,
                         windowsVersion: finger.system.windowScene.windowsVersion,
                         focused: focusedObject.map(ObjectIdentifier.init), focusedIndex: focusedIndex,
                         verbosity: verbosity, language: language,
                         iOSMajorVersion: iOSMajorVersion, drag: drag)
    }

    private var recorder: ElementRecorder {
        ElementRecorder(collector: ActionCollector(finger: finger, language: language), describer: describer,
                        verbosity: verbosity)
    }

    /// The focused element's record, made once while nothing it depends on changes; `nil` when
    /// nothing is focused.
    public var focusedRecord: ElementRecord? { keptFocusNow()?.record }

    /// The kept focus, made again when its key has moved.
    func keptFocusNow() -> KeptFocus? {
        // The element first: finding it may walk the screen (and lay it out), which the key then sees.
        guard let element = focusedElement else {
            keptFocus = nil
            return nil
        }
        return keptFocus(of: element)
    }

    /// The kept focus of `element`, which a caller has just found focused (so the screen is
    /// walked), made again when its key has moved.
    func keptFocus(of element: AccessibleElement) -> KeptFocus {
        let key = recordKey
        let print = ContentPrint(of: element)
        // Each look reads every action, drag source and input label the element has (to see
        // whether they changed): past a few, they count with the views the walks look at, so
        // 9,990 swipes onto a button with 40,000 custom actions stop at the run's budget.
        tally.viewsVisited &+= max(0, print.entryCount - ContentPrint.uncountedEntries)
        if let keptFocus, keptFocus.stands(key: key, print: print) { return keptFocus }
        actionCollections += 1
        let recorder = recorder
        // The drop points are read only while a drag is held: only then do the actions offer them.
        let drops = finger.isDragging ? ListedDescriptors(element.object.accessibilityDropPointDescriptors) : nil
        let landing = recorder.landing(on: element, label: print.label, context: contexts.context(of: element),
                                       sources: print.dragSources, drops: drops)
        // A landing looks at every custom content entry's importance (any may be said with the
        // element): past a few, they count too, so 9,990 swipes onto an element of 40,000
        // entries stop at the run's budget.
        tally.viewsVisited &+= max(0, landing.contentEntriesRead - ContentPrint.uncountedEntries)
        // Reading the screen (a walk, a layout) may itself move the counters: keep what was
        // made under the key that holds after it.
        let clock = finger.system.treeClock
        let moved = clock.currentGeneration != key.generation || clock.currentStamp != key.stamp
        focusesRecorded += 1
        let fresh = KeptFocus(key: moved ? recordKey : key, print: print, element: element, number: focusesRecorded,
                              landing: landing, dropPoints: drops, recorder: recorder)
        keptFocus = fresh
        return fresh
    }

    /// Which kept focus stands now (`nil` when nothing is focused): equal numbers mean the focus's
    /// record has not changed, so a reader that keeps what it drew checks this, not the record.
    package var focusRecordNumber: Int? { keptFocusNow()?.number }

    /// The whole screen's record: every element in visiting order, made once while nothing it
    /// depends on changes. It costs a look at every element, so the per-gesture paths read
    /// `focusedRecord` instead.
    public var record: ScreenRecord {
        let all = elements
        let key = recordKey
        var prints: [ContentPrint] = []
        var drops: [ListedDescriptors] = []
        prints.reserveCapacity(all.count)
        drops.reserveCapacity(all.count)
        for index in 0..<all.count {
            prints.append(ContentPrint(of: all[index]))
            drops.append(ListedDescriptors(all[index].object.accessibilityDropPointDescriptors))
        }
        if let keptRecord, keptRecord.key == key, keptRecord.rotor == rotor.setting, keptRecord.prints == prints,
           keptRecord.drops == drops {
            return keptRecord.record
        }
        let contexts = contexts
        let recorder = recorder
        var containers: [ContainerRecord] = []
        var containerIndex: [ObjectIdentifier: Int] = [:]
        // Each ancestor is judged once a record: asking a container for its elements can cost what
        // it holds (a segmented control lists its segments), and every element below asks again.
        var notContainers: Set<ObjectIdentifier> = []
        var records: [ElementRecord] = []
        records.reserveCapacity(all.count)
        for index in 0..<all.count {
            let element = all[index]
            var chain: [Int] = []
            for object in element.ancestors.reversed() {
                let id = ObjectIdentifier(object)
                if let known = containerIndex[id] {
                    chain.append(known)
                } else if !notContainers.contains(id) {
                    guard Self.isContainer(object) else {
                        notContainers.insert(id)
                        continue
                    }
                    containers.append(Self.containerRecord(object, parent: chain.last))
                    containerIndex[id] = containers.count - 1
                    chain.append(containers.count - 1)
                }
            }
            records.append(recorder.record(of: element, print: prints[index], context: contexts.context(of: element),
                                           drops: drops[index], containers: chain))
        }
        actionCollections += all.count
        screenRecordsMade += 1
        let focus = snapshot.index(of: focusedObject, near: focusedIndex)
        let made = ScreenRecord(containers: containers, elements: records, focusedIndex: focus,
                                rotorSetting: rotor.setting.map { RotorSettingRecord($0, in: language) }, verbosity: verbosity,
                                drag: dragRecord)
        keptRecord = (recordKey, rotor.setting, prints, drops, made)
        return made
    }

    /// Where the focused element is in `elements` (what `ScreenRecord.focusedIndex` says, without
    /// making the whole record); `nil` when nothing is focused.
    public var focusedElementIndex: Int? {
        snapshot.index(of: focusedObject, near: focusedIndex)
    }

    /// The records of the elements at `places` (indices into `elements`, in the order given;
    /// a place outside it is skipped), each made as `record` makes it but alone: its
    /// `containers` is empty. A reader that shows some elements of a screen that may hold many
    /// (`rotor snapshot`'s legend, a few hundred of 100,000 segments) pays for those, where
    /// `record` looks at every element. Nothing is kept: each call makes them again.
    public func records(at places: [Int]) -> [ElementRecord] {
        let all = elements
        let contexts = contexts
        let recorder = recorder
        var records: [ElementRecord] = []
        records.reserveCapacity(places.count)
        for place in places where place >= 0 && place < all.count {
            let element = all[place]
            records.append(recorder.record(of: element, print: ContentPrint(of: element), context: contexts.context(of: element),
                                           drops: ListedDescriptors(element.object.accessibilityDropPointDescriptors),
                                           containers: []))
        }
        actionCollections += records.count
        return records
    }

    /// The drag the finger holds, as a value.
    var dragRecord: DragRecord? {
        guard let session = finger.session else { return nil }
        return DragRecord(itemCount: session.items.count, operation: finger.operation.description,
                          location: finger.location.map { [Double($0.x), Double($0.y)] },
                          target: finger.dropTargetView.map(ElementRecorder.reference(to:)))
    }

    /// Whether VoiceOver's walk goes through `object` as a container the Containers rotor knows
    /// (an element's record lists those around it, outermost first).
    static func isContainer(_ object: UIResponder) -> Bool {
        object is UIWindow || object.accessibilityContainerType != .none || object.accessibilityElements != nil
            || object.accessibilityTraits.contains(.tabBar) || object.shouldGroupAccessibilityChildren
    }

    private static func containerRecord(_ object: UIResponder, parent: Int?) -> ContainerRecord {
        let frame = ElementRecorder.numbers(object.accessibilityFrame)
        if let window = object as? UIWindow {
            return ContainerRecord(kind: .window, name: window.applicationIdentifier, label: nil, frame: frame, parent: nil)
        }
        let kind: ContainerRecord.Kind = switch object.accessibilityContainerType {
        case .none: .container
        case .list: .list
        case .landmark: .landmark
        case .semanticGroup: .semanticGroup
        case .dataTable: .dataTable
        }
        let label = ElementRecorder.trimmed(object.accessibilityLabel)
        let identifier = ElementRecorder.trimmed(object.accessibilityIdentifier)
        return ContainerRecord(kind: kind, name: identifier.isEmpty ? String(describing: type(of: object)) : identifier,
                               label: label.isEmpty ? nil : label, frame: frame, parent: parent)
    }
}
