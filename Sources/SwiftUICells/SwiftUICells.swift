// SwiftUI on iOS makes UIKit's types (`UIAccessibility`, `UIColor`) and Observation's macros
// available to a file that imports it; so does this module, with CellKit in UIKit's place.
// Custom content's importance (`AXCustomContent.Importance`) is in SwiftUI's own signatures, so
// a file importing only SwiftUI names it; Accessibility is re-exported for that.
@_exported import Accessibility
@_exported import CellKit
@_exported import Foundation
@_exported import Observation
