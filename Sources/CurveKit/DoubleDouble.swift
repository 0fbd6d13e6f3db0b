/// An unevaluated sum `hi + lo` of two doubles with `|lo| ≤ ulp(hi) / 2`: about 106 bits of
/// precision, used where a double would lose the digits that matter.
///
/// The operations are the classical error-free transformations (Knuth's two-sum, and the
/// fused multiply-add form of Dekker's two-product); each result is accurate to a few units
/// in 2⁻¹⁰⁴ relative to its operands.
struct DoubleDouble: Sendable, Equatable {
    var hi: Double
    var lo: Double

    init(_ value: Double) {
        hi = value
        lo = 0
    }

    init(hi: Double, lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    /// The double nearest to the value.
    var value: Double { hi + lo }

    /// `a + b` exactly, as a rounded sum and its rounding error.
    static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let sum = a + b
        let bVirtual = sum - a
        let aVirtual = sum - bVirtual
        let error = (a - aVirtual) + (b - bVirtual)
        return DoubleDouble(hi: sum, lo: error)
    }

    /// `a × b` exactly, as a rounded product and its rounding error.
    static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
        let product = a * b
        let error = (-product).addingProduct(a, b)
        return DoubleDouble(hi: product, lo: error)
    }

    // Named methods rather than operators: overloading `+` and `*` slows the type checker on
    // every Double expression in the module.

    func plus(_ b: DoubleDouble) -> DoubleDouble {
        let sum = Self.twoSum(hi, b.hi)
        let low = sum.lo + lo + b.lo
        return Self.twoSum(sum.hi, low)
    }

    func minus(_ b: DoubleDouble) -> DoubleDouble {
        plus(DoubleDouble(hi: -b.hi, lo: -b.lo))
    }

    func times(_ b: DoubleDouble) -> DoubleDouble {
        let product = Self.twoProduct(hi, b.hi)
        let low = product.lo + (hi * b.lo + lo * b.hi)
        return Self.twoSum(product.hi, low)
    }
}
