import Foundation

/// How a list's rows before and after a state change compare at their ends: the rows the same
/// from the first and from the last, found by comparing the elements' bytes a block at a time
/// (a tight scan, no hashing, no call per row), with the identity itself compared only where
/// the bytes differ. A row is the same row when its identity is: an element whose content
/// changed keeps its row.
///
/// Two elements with the same bytes are taken to have the same identity (an identity read from
/// the value itself is; one read through a class the element refers to is not, so a `ForEach`
/// over class instances compares their identities instead, see `ForEachRows`).
enum IdentityScan {
    /// Elements compared per `memcmp` before the scan looks inside the block.
    private static let block = 256

    /// The rows the same at the start (`prefix`) and, of the rest, at the end (`suffix`) of two
    /// runs of elements stored `stride` bytes apart (`size` of them meaningful), and how many
    /// identities were compared one by one. `sameIdentity(old, new)` compares the identities of
    /// the elements at those offsets.
    static func commonEnds(old: UnsafeRawPointer?, oldCount: Int, new: UnsafeRawPointer?, newCount: Int,
                           stride: Int, size: Int, sameIdentity: (Int, Int) -> Bool) -> (prefix: Int, suffix: Int, compared: Int) {
        let limit = min(oldCount, newCount)
        guard limit > 0, let old, let new, stride > 0 else { return (0, 0, 0) }
        var compared = 0
        var prefix = 0
        while prefix < limit {
            prefix += equalForward(old + prefix * stride, new + prefix * stride, count: limit - prefix, stride: stride, size: size)
            guard prefix < limit else { break }
            compared += 1
            guard sameIdentity(prefix, prefix) else { break }
            prefix += 1
        }
        let room = limit - prefix
        var suffix = 0
        while suffix < room {
            suffix += equalBackward(old + (oldCount - suffix) * stride, new + (newCount - suffix) * stride,
                                    count: room - suffix, stride: stride, size: size)
            guard suffix < room else { break }
            compared += 1
            guard sameIdentity(oldCount - 1 - suffix, newCount - 1 - suffix) else { break }
            suffix += 1
        }
        return (prefix, suffix, compared)
    }

    /// How many elements from `a` and `b` on have the same bytes, up to `count`.
    private static func equalForward(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int, stride: Int, size: Int) -> Int {
        var done = 0
        while done < count {
            let length = min(block, count - done)
            if memcmp(a + done * stride, b + done * stride, length * stride) == 0 {
                done += length
                continue
            }
            // The block differs somewhere (perhaps only in padding between elements).
            for index in done..<(done + length) where memcmp(a + index * stride, b + index * stride, size) != 0 {
                return index
            }
            done += length
        }
        return count
    }

    /// How many elements ending just before `aEnd` and `bEnd` have the same bytes, up to `count`.
    private static func equalBackward(_ aEnd: UnsafeRawPointer, _ bEnd: UnsafeRawPointer, count: Int, stride: Int, size: Int) -> Int {
        var done = 0
        while done < count {
            let length = min(block, count - done)
            if memcmp(aEnd - (done + length) * stride, bEnd - (done + length) * stride, length * stride) == 0 {
                done += length
                continue
            }
            for index in done..<(done + length) where memcmp(aEnd - (index + 1) * stride, bEnd - (index + 1) * stride, size) != 0 {
                return index
            }
            done += length
        }
        return count
    }
}
