/// SplitMix64 (Steele, Lea & Flood 2014): a tiny, fully specified generator, so the randomised
/// tests and the benchmarks see the same inputs on every run, platform and Swift version.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), in steps of 2⁻⁵³.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// Uniform in [low, high).
    public mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * unit()
    }
}
