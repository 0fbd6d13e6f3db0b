import CurveKit

/// A CSV file for `import`, read both as it is and normalized. A curve that imports must
/// reproduce its samples exactly and stay finite, within the range of its neighbouring samples,
/// between them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    for normalize in [false, true] {
        let curve: DataCurve
        do {
            curve = try CSVImport.curve(from: text, source: "fuzz.csv", normalize: normalize)
        } catch {
            require(!error.message.isEmpty, "an import error without a message")
            continue
        }
        check(curve)
    }
    return 0
}

private func check(_ curve: DataCurve) {
    require(curve.times.count == curve.values.count && curve.times.count >= 2)
    // Every sample when there are few, otherwise evenly spread ones, so big inputs stay quick.
    let stride = max(1, curve.times.count / 16)
    for index in Swift.stride(from: 0, to: curve.times.count, by: stride) {
        let (t, y) = (curve.times[index], curve.values[index])
        require(curve.value(at: t) == y, "sample \(index + 1) (\(t), \(y)) gives \(curve.value(at: t))")
        guard index + 1 < curve.times.count else { continue }
        let next = curve.values[index + 1]
        let middle = curve.value(at: t + (curve.times[index + 1] - t) / 2)
        require(
            middle.isFinite && middle >= min(y, next) && middle <= max(y, next),
            "between samples \(index + 1) and \(index + 2) the curve gives \(middle), outside [\(y), \(next)]")
    }
    for x in [0, 0.5, 1, -1, 2] { require(curve.value(at: x).isFinite) }
}

/// Like `precondition`, but the message is printed in release builds too (the fuzzers are
/// built with -O, where `precondition` drops it).
func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
    if !condition { fatalError(message()) }
}
