import Foundation

/// An image is dragged as Rotor's own record of which image it is, so that a SwiftUI drop reads
/// back the same symbol VoiceOver names, and as PNG data (CellKit's rows of the glyph), which a
/// UIKit view takes as a `UIImage` [sim]. A picture dropped from UIKit is not read back as an
/// `Image`: the subset's images are symbols and catalog names, not pixels.
extension Image: Transferable {
    /// The type of Rotor's record of an image: its symbol or catalog name, as UTF-8.
    nonisolated static let namedImageType = UTType(exportedAs: "org.rotor.swiftui.image", conformingTo: .data)

    nonisolated public static var transferRepresentation: TupleTransferRepresentation<Image> {
        TupleTransferRepresentation(entries: [
            TransferEntry(contentType: namedImageType, export: { value in
                guard let image = value as? Image else { throw TransferError.wrongItem }
                return Data(image.symbol.utf8)
            }, importing: { data in
                let name = String(decoding: data, as: UTF8.self)
                guard !name.isEmpty else { throw TransferError.wrongItem }
                return Image(symbol: name)
            }),
            TransferEntry(contentType: .png, export: { value in
                guard let image = value as? Image else { throw TransferError.wrongItem }
                let drawn = UIImage(systemName: image.symbol) ?? UIImage(named: image.symbol)
                guard let data = drawn?.pngData() else { throw TransferError.wrongItem }
                return data
            }, importing: nil),
        ])
    }
}
