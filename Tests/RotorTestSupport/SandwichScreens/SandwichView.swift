#if canImport(UIKit)
import SwiftUI
#else
import SwiftUICells
#endif

/// A sandwich to build: fillings on the board, dragged onto the sandwich at its top, its middle
/// or its bottom, and the sandwich's layers, top to bottom, in a list you reorder.
public struct SandwichView: View {
    /// The sandwich's height in points: a drop in its upper third goes on top, in its lower
    /// third at the bottom.
    static let height: CGFloat = 88

    @State private var fillings: [String]
    @State private var layers: [String]

    public init(fillings: [String] = ["Tomato", "Lettuce", "Pickles"], layers: [String] = ["Ham", "Cheese"]) {
        _fillings = State(initialValue: fillings)
        _layers = State(initialValue: layers)
    }

    public var body: some View {
        VStack(spacing: 16) {
            Text("Fillings")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            ForEach(fillings, id: \.self) { filling in
                Text(filling)
                    .draggable(filling)
                    .accessibilityDragPoint(.center, description: "Pick up \(filling)")
            }
            Color.orange
                .frame(width: 240, height: Self.height)
                .accessibilityLabel("Sandwich")
                .accessibilityValue(layers.joined(separator: ", "))
                // Three places to drop on one view, each named for what the drop does.
                .accessibilityDropPoint(.top, description: "Add to top")
                .accessibilityDropPoint(.center, description: "Add to middle")
                .accessibilityDropPoint(.bottom, description: "Add to bottom")
                .dropDestination(for: String.self) { dropped, location in
                    add(dropped, at: location)
                }
            List {
                Section("Layers") {
                    ForEach(layers, id: \.self) { layer in
                        Text(layer)
                            .accessibilityAction(named: "Move up") { move(layer, by: -1) }
                            .accessibilityAction(named: "Move down") { move(layer, by: 1) }
                    }
                    .onMove { offsets, destination in
                        layers.move(fromOffsets: offsets, toOffset: destination)
                    }
                }
            }
        }
    }

    /// Puts the fillings dropped at `location` into the sandwich: on top, in the middle or at
    /// the bottom, by the third of its height they fell in. Only fillings still on the board
    /// are taken (a layer dragged out of the list is not added twice).
    private func add(_ dropped: [String], at location: CGPoint) -> Bool {
        let taken = dropped.filter { fillings.contains($0) }
        guard !taken.isEmpty else { return false }
        let (index, place) = location.y < Self.height / 3 ? (0, "top")
            : location.y < Self.height * 2 / 3 ? (layers.count / 2, "middle") : (layers.count, "bottom")
        fillings.removeAll { taken.contains($0) }
        layers.insert(contentsOf: taken, at: index)
        UIAccessibility.post(notification: .announcement, argument: "\(taken.joined(separator: ", ")) added to the \(place)")
        return true
    }

    /// Moves `layer` one place up (`step` -1) or down (1), and says where it went.
    private func move(_ layer: String, by step: Int) {
        guard let index = layers.firstIndex(of: layer), layers.indices.contains(index + step) else {
            UIAccessibility.post(notification: .announcement, argument: "\(layer) not moved")
            return
        }
        layers.move(fromOffsets: IndexSet(integer: index), toOffset: step < 0 ? index + step : index + step + 1)
        UIAccessibility.post(notification: .announcement, argument: "\(layer) moved to layer \(index + step + 1)")
    }
}
