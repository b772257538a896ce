/// The kind of device an interface is for. The values are UIKit's.
///
/// CellKit simulates an iPhone (`.phone`) or an iPad (`.pad`): the device a screen assumes sets
/// the defaults UIKit makes depend on it (`UIDevice`). The other idioms are here so that code
/// which switches over them compiles; CellKit treats them as an iPad.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
