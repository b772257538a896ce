// UIKit re-exports Foundation, so code written for UIKit finds `CGPoint`, `NSString` and
// `Progress` after `import UIKit`; CellKit does the same so that such code compiles with
// `import CellKit` alone.
@_exported import Foundation
