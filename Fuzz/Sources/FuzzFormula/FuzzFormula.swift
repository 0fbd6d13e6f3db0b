import CurveKit

/// An `expr` formula. One that parses is evaluated at a few x, and its canonical spelling must
/// parse back to an equal formula with the same values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let formula: Formula
    do {
        formula = try Formula(parsing: text)
    } catch {
        require(!error.message.isEmpty, "a formula error without a message")
        return 0
    }
    let xs: [Double] = [0, 0.25, 0.5, 1, -1, 1e300, .nan]
    let values = xs.map(formula.value(at:))
    _ = formula.firstNonFiniteValue(samples: 16)
    let canonical = formula.description
    let reparsed: Formula
    do {
        reparsed = try Formula(parsing: canonical)
    } catch {
        fatalError("\(text.debugDescription) printed as \(canonical.debugDescription), which fails: \(error.message)")
    }
    require(reparsed == formula, "\(text.debugDescription) printed as \(canonical.debugDescription), a different formula")
    for (x, value) in zip(xs, values) {
        let again = reparsed.value(at: x)
        require(
            again == value || (again.isNaN && value.isNaN),
            "\(canonical.debugDescription) at \(x): \(again), but the original gave \(value)")
    }
    return 0
}

/// Like `precondition`, but the message is printed in release builds too (the fuzzers are
/// built with -O, where `precondition` drops it).
func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
    if !condition { fatalError(message()) }
}
