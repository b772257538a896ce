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
        let objectType: any AnyObject.Type = type(of: object)
        if let known = known[ObjectIdentifier(objectType)] { return known }
        // Asked once per class: the module is the first part of the class's full name.
        let tracks = String(reflecting: objectType).hasPrefix("CellKit.")
        known[ObjectIdentifier(objectType)] = tracks
        return tracks
    }
}
