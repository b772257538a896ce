extension View {
    /// Lets the view be dragged, carrying `payload`: VoiceOver offers "Drag ‹label›" in its
    /// Actions rotor (unless `accessibilityDragPoint` names the drag).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(AttributeModifier { attributes, _ in
            attributes.dragSource = DragSource { [DragSource.dragItem(for: payload())] }
        })
    }

    /// Lets the view be dragged, carrying `payload`; the preview is not drawn in cells.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        draggable(payload())
    }

    /// Takes drops of `T`: `action` gets the items and where they were dropped, and returns
    /// whether it took them; `isTargeted` hears a drag enter and leave. VoiceOver offers
    /// "Drop into ‹label›" while a drag is held (unless `accessibilityDropPoint` names drops).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(AttributeModifier { attributes, _ in
            attributes.dropTargets.append(DropTarget(typeIdentifiers: T.importedTypeIdentifiers, onTargeted: { targeted, _ in
                isTargeted(targeted)
            }, perform: { _, info in
                DropTarget.load(T.self, from: info.providers) { items in
                    guard !items.isEmpty else { return }
                    _ = action(items, info.location)
                }
            }))
        })
    }

    /// Takes drops of items of `supportedContentTypes`: `action` gets their providers and where
    /// they were dropped.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        modifier(AttributeModifier { attributes, _ in
            let identifiers = supportedContentTypes.map(\.identifier)
            attributes.dropTargets.append(DropTarget(typeIdentifiers: identifiers, onTargeted: { targeted, _ in
                isTargeted?.wrappedValue = targeted
            }, perform: { _, info in
                _ = action(info.itemProviders(for: supportedContentTypes), info.location)
            }))
        })
    }

    /// Takes drops of items of `supportedContentTypes`: `action` gets their providers.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes drops as `delegate` decides: it hears the drag enter, move and leave, and the drop.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(AttributeModifier { attributes, _ in
            let target = DropTarget(typeIdentifiers: supportedContentTypes.map(\.identifier), onTargeted: { targeted, info in
                if targeted { delegate.dropEntered(info: info) } else { delegate.dropExited(info: info) }
            }, operation: { info in
                delegate.dropUpdated(info: info)?.operation.uiOperation ?? .copy
            }, perform: { _, info in
                _ = delegate.performDrop(info: info)
            })
            target.validate = { delegate.validateDrop(info: $0) }
            attributes.dropTargets.append(target)
        })
    }
}

extension Array {
    /// Moves the elements at `source` to `destination`, as SwiftUI's `move(fromOffsets:toOffset:)`:
    /// `destination` is an offset in the array before the move.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { indices.contains($0) }
        guard !valid.isEmpty else { return }
        if valid.count == 1, let from = valid.first {
            // One row moved (a reorder): only the elements it passes shift, by one, in place,
            // where removing and inserting would move every element after it twice.
            let to = Swift.max(0, Swift.min(count - 1, destination > from ? destination - 1 : destination))
            guard to != from else { return }
            moveElement(from: from, to: to)
            return
        }
        let moving = valid.map { self[$0] }
        let before = valid.filter { $0 < destination }.count
        for index in valid.reversed() {
            remove(at: index)
        }
        let target = Swift.max(0, Swift.min(count, destination - before))
        insert(contentsOf: moving, at: target)
    }

    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for index in offsets.reversed() where indices.contains(index) {
            remove(at: index)
        }
    }
}

extension Array {
    /// Moves one element from `source` to `destination` (both indices of the array as it is),
    /// shifting only the elements between by one, in place.
    mutating func moveElement(from source: Int, to destination: Int) {
        let moving = self[source]
        if source < destination {
            for index in source..<destination { self[index] = self[index + 1] }
        } else {
            for index in stride(from: source, to: destination, by: -1) { self[index] = self[index - 1] }
        }
        self[destination] = moving
    }
}
