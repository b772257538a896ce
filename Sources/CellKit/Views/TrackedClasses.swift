/// CellKit's own: which objects keep everything a screen reader's walk reads (hidden, alpha,
/// element or not, listed elements, traits, container type, modal, frame) in properties whose
/// setters mark the view tree (`ViewTreeGeneration`). CellKit's own classes do; a class declared
/// elsewhere may override a getter to work it out on the fly, which no setter reports, so a
/// walk reads such an object again whenever the app posts `layoutChanged` or `screenChanged`.
@MainActor
package enum TrackedClasses {
    private static var known: [ObjectIdentifier: Bool] = [:]

    /// Whether the object's class is declared in CellKit.
    package static func tracksEveryChange(of object: AnyObject) -> Bool {
        let type = type(of: object)
        if let known = known[ObjectIdentifier(type)] { return known }
        // Asked once per class: the module is the first part of the class's full name.
        let tracks = String(reflecting: type).hasPrefix("CellKit.")
        known[ObjectIdentifier(type)] = tracks
        return tracks
    }
}
