import Foundation

/// How a section scrolls across the layout's scrolling direction. [sim] CellKit keeps the
/// value but lays every section out as if it were `.none`, clipping what passes the width.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
