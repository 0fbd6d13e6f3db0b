import CurveKit

/// Test-side tools for `linear()`, written independently of CurveKit's Linear code: a parser
/// of CSS `linear()` with the spec's input inference, an evaluator with the spec's output
/// rule, and a dense error checker.
enum LinearCSS {
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses `linear(<number> <percentage>{0,2}, …)` into points (input, output), inferring
    /// missing inputs as CSS Easing Level 2 says: the first defaults to 0, the last to
    /// max(1, largest so far), an input below the largest so far is raised to it, and runs of
    /// missing inputs are spread evenly between their neighbours. A percentage p is the input
    /// p / 100.
    static func parse(_ text: String) throws -> [(x: Double, y: Double)] {
        guard text.hasPrefix("linear("), text.hasSuffix(")") else {
            throw ParseError(description: "not linear(…): \(text)")
        }
        let body = text.dropFirst("linear(".count).dropLast()
        let items = body.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count >= 2 else { throw ParseError(description: "fewer than two stops") }
        var outputs: [Double] = []
        var inputs: [Double?] = []
        var largest = -Double.infinity
        for (index, item) in items.enumerated() {
            let tokens = item.split(separator: " ")
            var number: Double? = nil
            var percentages: [Double] = []
            for token in tokens {
                if token.hasSuffix("%") {
                    guard let value = Double(token.dropLast()) else {
                        throw ParseError(description: "bad percentage \(token)")
                    }
                    percentages.append(value / 100)
                } else {
                    guard number == nil, let value = Double(token), isPlainNumber(token) else {
                        throw ParseError(description: "bad number \(token)")
                    }
                    number = value
                }
            }
            guard let output = number, percentages.count <= 2 else {
                throw ParseError(description: "bad stop \(item)")
            }
            if percentages.isEmpty {
                outputs.append(output)
                if index == 0 {
                    inputs.append(0)
                    largest = 0
                } else if index == items.count - 1 {
                    inputs.append(max(1, largest))
                } else {
                    inputs.append(nil)
                }
            } else {
                for percentage in percentages {
                    outputs.append(output)
                    let input = max(percentage, largest)
                    inputs.append(input)
                    largest = input
                }
            }
        }
        var index = 0
        while index < inputs.count {
            if inputs[index] == nil {
                var end = index
                while inputs[end] == nil { end += 1 }
                let from = inputs[index - 1]!, to = inputs[end]!
                let steps = Double(end - index + 1)
                for k in index..<end {
                    inputs[k] = from + (to - from) * Double(k - index + 1) / steps
                }
                index = end
            }
            index += 1
        }
        return zip(inputs, outputs).map { ($0!, $1) }
    }

    /// A CSS <number> as this project prints it: optional minus, digits, optional fraction,
    /// no exponent.
    static func isPlainNumber<S: StringProtocol>(_ token: S) -> Bool {
        var body = Substring(token)
        if body.hasPrefix("-") { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// The spec's output rule: the last point with input ≤ x (or the first), its successor
    /// (using the last two at the end), the later output where both share an input.
    static func value(_ points: [(x: Double, y: Double)], at x: Double) -> Double {
        // Binary search for the last point with input ≤ x (inputs never decrease).
        var lo = 0, hi = points.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if points[mid].x <= x { lo = mid + 1 } else { hi = mid }
        }
        var a = max(lo - 1, 0)
        if a == points.count - 1 { a -= 1 }
        let (p, q) = (points[a], points[a + 1])
        if p.x == q.x { return q.y }
        return p.y + (x - p.x) / (q.x - p.x) * (q.y - p.y)
    }
}

/// The largest |polyline − target| over a dense set of points: `uniform + 1` evenly spaced
/// points, 64 points inside every segment, each stop and the doubles either side, and a
/// neighbourhood (±1e-4 in 200 steps, plus the adjacent doubles) of every `special` point
/// (cusps, jumps).
struct LinearDenseChecker {
    var uniform = 100_000
    var special: [Double] = []

    func maxError(
        _ points: [(x: Double, y: Double)], against target: (Double) -> Double
    ) -> (error: Double, at: Double) {
        var worst = 0.0, worstAt = 0.0
        func consider(_ x: Double, _ value: Double) {
            guard x >= 0, x <= 1 else { return }
            let error = abs(value - target(x))
            if error > worst {
                worst = error
                worstAt = x
            }
        }
        // Evenly spaced points, walking forward through the segments.
        var a = 0
        for k in 0...uniform {
            let x = Double(k) / Double(uniform)
            while a + 1 < points.count, points[a + 1].x <= x { a += 1 }
            consider(x, Self.segment(points, a, at: x))
        }
        // Inside every segment.
        for index in 0..<(points.count - 1) where points[index + 1].x > points[index].x {
            let (p, q) = (points[index], points[index + 1])
            for k in 1..<64 {
                let x = p.x + (q.x - p.x) * Double(k) / 64
                consider(x, LinearCSS.value(points, at: x))
            }
        }
        // At and next to every stop and special point, and around the special points.
        for centre in points.map(\.x) + special {
            for x in [centre.nextDown, centre, centre.nextUp] { consider(x, LinearCSS.value(points, at: x)) }
        }
        for centre in special {
            for k in -100...100 {
                let x = centre + Double(k) * 1e-6
                consider(x, LinearCSS.value(points, at: x))
            }
        }
        return (worst, worstAt)
    }

    /// The value on the segment from point `index` (the last point uses the one before).
    private static func segment(_ points: [(x: Double, y: Double)], _ index: Int, at x: Double) -> Double {
        let a = min(index, points.count - 2)
        let (p, q) = (points[a], points[a + 1])
        return p.x == q.x ? q.y : p.y + (x - p.x) / (q.x - p.x) * (q.y - p.y)
    }
}

/// Named targets for the tests.
enum LinearTargets {
    static func penner(_ name: String) -> (Double) -> Double {
        let curve = Penner(named: name)!
        return { curve.value(at: $0) }
    }

    static func ease() -> (Double) -> Double {
        let curve = try! CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        return { curve.value(at: $0) }
    }

    /// bounce-out's three cusps (where the ball touches the ground).
    static let bounceCusps = [1 / 2.75, 2 / 2.75, 2.5 / 2.75]
}
