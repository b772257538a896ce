// UIKit re-exports Foundation, so code written for UIKit finds `CGPoint`, `NSString` and
// `Progress` after `import UIKit`; CellKit does the same so that such code compiles with
// `import CellKit` alone.
@_exported import Foundation
// UIKit makes `UTType` visible to every file that imports it (its module exports
// UniformTypeIdentifiers); so does CellKit, with Rotor's own copy of that framework.
@_exported import UniformTypeIdentifiers
