extension String {
    /// The text of `scalars`, encoded to UTF-8 in one buffer (appending scalars to a
    /// `String.UnicodeScalarView` one at a time costs more than a whole file's scan).
    package init<Scalars: Collection>(scalars: Scalars) where Scalars.Element == Unicode.Scalar {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars {
            if scalar.isASCII {
                bytes.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        self = String(decoding: bytes, as: UTF8.self)
    }
}
