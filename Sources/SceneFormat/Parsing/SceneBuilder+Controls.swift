import CellKit

/// Controls, scroll and collection views, effects, and the checks that need every view.
extension SceneBuilder {
    mutating func buildControl(_ type: String, _ keys: MappingReader, frame: CGRect) throws(SceneError) -> UIControl {
        let control: UIControl
        switch type {
        case "button":
            let button = UIButton(frame: frame)
            button.setTitle(try keys.required("title").string(), for: .normal)
            control = button
        case "switch":
            let toggle = UISwitch(frame: frame)
            toggle.isOn = try keys["on"]?.bool() ?? false
            control = toggle
        case "adjustable":
            let slider = UISlider(frame: frame)
            slider.minimumValue = Float(try keys["minimum"]?.double(in: NumberRange.sliderValues) ?? 0)
            slider.maximumValue = Float(try keys["maximum"]?.double(in: NumberRange.sliderValues) ?? 100)
            guard slider.maximumValue > slider.minimumValue else {
                let node = keys["maximum"] ?? keys["minimum"]
                throw (node ?? keys.reader).error("the maximum must be above the minimum")
            }
            if let node = keys["value"] {
                let value = Float(try node.double(in: NumberRange.sliderValues))
                guard (slider.minimumValue...slider.maximumValue).contains(value) else {
                    throw node.error("expected a value from \(slider.minimumValue) to \(slider.maximumValue), found \(value)")
                }
                slider.value = value
            } else {
                slider.value = slider.minimumValue
            }
            control = slider
        default:
            let field = UITextField(frame: frame)
            field.text = try keys["text"]?.string()
            field.placeholder = try keys["placeholder"]?.string()
            control = field
        }
        if let node = keys["action"] {
            let effectKeys = try node.mapping(allowed: SceneEffect.keys.filter { $0 != "succeeds" })
            references.append(.controlAction(control, try SceneEffect(effectKeys)))
        }
        return control
    }

    // MARK: Collection views

    mutating func buildCollectionView(_ keys: MappingReader, frame: CGRect) throws(SceneError) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        let itemSizeNode = try keys.required("itemSize")
        layout.itemSize = try itemSizeNode.size()
        guard layout.itemSize.width <= frame.width else {
            throw itemSizeNode.error("items \(Int(saturating: layout.itemSize.width)) wide do not fit a collection view "
                + "\(Int(saturating: frame.width)) wide")
        }
        let spacing = try keys["spacing"]?.double(in: NumberRange.cells, negative: "spacing cannot be negative") ?? 1
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing

        var items: [SceneCollection.Item] = []
        for node in try keys["items"]?.sequence() ?? [] {
            if case .scalar = node.node {
                items.append(SceneCollection.Item(label: try node.string()))
                continue
            }
            let item = try node.mapping(allowed: ["label", "symbol", "cells"])
            items.append(SceneCollection.Item(label: try item.required("label").string(),
                                              image: try Self.image(item, symbolKey: "symbol", cellsKey: "cells")))
        }

        var names = SceneCollection.ActionNames()
        if let node = keys["cells"] {
            let cells = try node.mapping(allowed: ["dragSource", "dropBefore", "dropAfter"])
            names.dragSource = try cells["dragSource"]?.string()
            names.dropBefore = try cells["dropBefore"]?.string()
            names.dropAfter = try cells["dropAfter"]?.string()
        }
        var allowsMove = true
        if let node = keys["drag"] {
            let drag = try node.mapping(allowed: ["allowsMove"])
            allowsMove = try drag["allowsMove"]?.bool() ?? true
        }
        var rules: SceneCollection.DropRules?
        if let node = keys["drop"] {
            let drop = try node.mapping(allowed: ["accepts", "effect", "placeholder", "loadDelay", "loadFails",
                                                  "announceLoaded", "announceFailed"])
            if let effect = drop["effect"] { _ = try effect.choice(["insert"]) }
            var dropRules = SceneCollection.DropRules(acceptedTypes: try acceptedTypes(try drop.required("accepts")))
            if let placeholder = drop["placeholder"] { dropRules.placeholderLabel = try placeholder.string() }
            dropRules.loadDelay = try loadDelay(drop["loadDelay"])
            dropRules.loadFailure = try drop["loadFails"]?.string()
            dropRules.loadedAnnouncement = try drop["announceLoaded"]?.string()
            dropRules.failedAnnouncement = try drop["announceFailed"]?.string()
            rules = dropRules
        }
        let collection = SceneCollection(items: items, names: names, allowsMove: allowsMove, dropRules: rules)
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collection.attach(to: collectionView, draggable: keys["drag"] != nil)
        delegates.append(collection)
        return collectionView
    }

    /// A list of known type identifiers, at least one.
    func acceptedTypes(_ node: NodeReader) throws(SceneError) -> [String] {
        let types = try node.sequence()
        guard !types.isEmpty else { throw node.error("list at least one type identifier") }
        var accepted: [String] = []
        for typeNode in types { accepted.append(try typeNode.choice(TypeIdentifier.known)) }
        return accepted
    }

    /// Virtual seconds, not negative; 0 when left out.
    func loadDelay(_ node: NodeReader?) throws(SceneError) -> Double {
        guard let node else { return 0 }
        return try node.double(in: NumberRange.seconds, negative: "a delay cannot be negative")
    }

    // MARK: Checks

    /// A view whose value is made of its own value, directly or through others, would never
    /// finish speaking: refuse the cycle and name it, at the first `valueFrom` (in the file) on
    /// it. The views on cycles are found all at once (`ValueCycles`), so a long chain of
    /// `valueFrom`s costs its length, not its length squared.
    func checkValueCycles() throws(SceneError) {
        let cycles = ValueCycles(valueFromNodes.map(\.0))
        for (view, node) in valueFromNodes {
            guard let cycle = cycles.cycle(through: view) else { continue }
            let ids = Dictionary(views.map { (ObjectIdentifier($0.value), $0.key) }, uniquingKeysWith: { first, _ in first })
            var names = cycle.map { Echo.text(ids[ObjectIdentifier($0)] ?? "this view") }
            // A long cycle keeps its ends: the message stays one line.
            if names.count > 8 {
                names = names.prefix(4) + ["…(\(names.count - 7) more)"] + names.suffix(3)
            }
            throw node.error("valueFrom forms a cycle: \(names.joined(separator: " → "))")
        }
    }
}
