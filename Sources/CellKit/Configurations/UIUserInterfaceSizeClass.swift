import Foundation

/// How much room the interface has along one axis, as UIKit reports it to trait collections.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}
