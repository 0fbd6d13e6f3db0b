extension Penner {
    /// The published formula, for `show`.
    public var formula: String {
        switch (family, direction) {
        case (.sine, .in): "1 − cos(πx/2)"
        case (.sine, .out): "sin(πx/2)"
        case (.sine, .inOut): "−(cos(πx) − 1)/2"
        case (.quad, .in), (.cubic, .in), (.quart, .in), (.quint, .in): "x^\(power)"
        case (.quad, .out), (.cubic, .out), (.quart, .out), (.quint, .out): "1 − (1 − x)^\(power)"
        case (.quad, .inOut), (.cubic, .inOut), (.quart, .inOut), (.quint, .inOut):
            "x < ½ ? \(1 << (power - 1))·x^\(power) : 1 − (2 − 2x)^\(power)/2"
        case (.expo, .in): "x = 0 ? 0 : 2^(10x − 10)"
        case (.expo, .out): "x = 1 ? 1 : 1 − 2^(−10x)"
        case (.expo, .inOut): "x = 0 ? 0 : x = 1 ? 1 : x < ½ ? 2^(20x − 10)/2 : (2 − 2^(10 − 20x))/2"
        case (.circ, .in): "1 − √(1 − x²)"
        case (.circ, .out): "√(1 − (x − 1)²)"
        case (.circ, .inOut): "x < ½ ? (1 − √(1 − 4x²))/2 : (√(1 − (2 − 2x)²) + 1)/2"
        case (.back, .in): "c3·x³ − c1·x²  (c1 = 1.70158, c3 = c1 + 1)"
        case (.back, .out): "1 + c3·(x − 1)³ + c1·(x − 1)²  (c1 = 1.70158, c3 = c1 + 1)"
        case (.back, .inOut):
            "x < ½ ? (2x)²((c2 + 1)·2x − c2)/2 : ((2x − 2)²((c2 + 1)(2x − 2) + c2) + 2)/2  (c2 = 1.70158·1.525)"
        case (.elastic, .in): "−2^(10x − 10)·sin((10x − 10.75)·c4)  (c4 = 2π/3)"
        case (.elastic, .out): "2^(−10x)·sin((10x − 0.75)·c4) + 1  (c4 = 2π/3)"
        case (.elastic, .inOut):
            "x < ½ ? −2^(20x − 10)·sin((20x − 11.125)·c5)/2 : 2^(10 − 20x)·sin((20x − 11.125)·c5)/2 + 1  (c5 = 2π/4.5)"
        case (.bounce, .in): "1 − bounce-out(1 − x)"
        case (.bounce, .out): "four parabolic arcs n1·(x − a)² + b, n1 = 7.5625, d1 = 2.75"
        case (.bounce, .inOut): "x < ½ ? (1 − bounce-out(1 − 2x))/2 : (1 + bounce-out(2x − 1))/2"
        }
    }

    private var power: Int {
        switch family {
        case .quad: 2
        case .cubic: 3
        case .quart: 4
        default: 5
        }
    }
}
