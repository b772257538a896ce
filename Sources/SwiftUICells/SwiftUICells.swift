// SwiftUI on iOS makes UIKit's types (`UIAccessibility`, `UIColor`) and Observation's macros
// available to a file that imports it; so does this module, with CellKit in UIKit's place.
@_exported import CellKit
@_exported import Foundation
@_exported import Observation
