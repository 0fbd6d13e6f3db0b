import Foundation

/// What a shell remembers of a file's content when it reads or writes it, so that a later save
/// can tell whether someone else changed the file in between: its size and a 64-bit FNV-1a hash
/// of its bytes.
///
/// The hash is not cryptographic: it tells apart an honest edit from the content read, which is
/// all a lost update needs (two different contents of the same size collide with a chance of
/// about 2⁻⁶⁴). Modification times are not used: content that is written back unchanged is
/// no lost update, and equal times do not prove equal content on coarse file systems.
public struct FileStamp: Sendable, Hashable, CustomStringConvertible {
    public let size: Int
    public let digest: UInt64

    public init(size: Int, digest: UInt64) {
        self.size = size
        self.digest = digest
    }

    /// The stamp of `data`.
    public init(of data: Data) {
        // FNV-1a, 64 bits: offset basis and prime from the algorithm's definition.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        self.init(size: data.count, digest: hash)
    }

    /// `SIZE:HEX`, as recovery files and the shells' save records keep it.
    public var description: String {
        "\(size):" + String(digest, radix: 16)
    }

    /// Reads back ``description``; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let size = Int(parts[0]), size >= 0, !parts[1].isEmpty, parts[1].count <= 16,
            let digest = UInt64(parts[1], radix: 16)
        else { return nil }
        self.init(size: size, digest: digest)
    }
}
