import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Every export the tests make goes through here: the code is exported as users get it (the
/// fewest digits) and with every digit (``Digits/exact``), the numbers that define a curve are
/// parsed back from both texts, and the curves they define must lie within 1e-7 of each other.
///
/// Curves measured, each with its own evaluation written out here (not the workbench's):
/// - every cubic Bézier (`cubic-bezier(…)`, `controlPoints: …`, `functionWithControlPoints:…`,
///   `timingCurve(…`): x(t) = x solved by bisection to adjacent doubles, y(t) from the
///   Bernstein form; max |difference| over 4,001 evenly spaced x plus a ternary search
///   around each of the 16 largest local maxima of that grid;
/// - every `linear(…)`: CSS's input inference, then the difference of the two polylines at
///   every stop of either (both sides), where it is largest;
/// - a keyframes curve in Swift or Objective-C (a CAKeyframeAnimation's `keyTimes`, `values`,
///   `timingFunctions`) and in CSS (`@keyframes` with `--NAME` and a timing function per
///   key): the whole curve, on the same grid plus both sides of every key time;
/// - every spring (`Animation.spring(response:dampingFraction:…)`,
///   `Animation.interpolatingSpring(…)`, a CASpringAnimation's `.mass = …` lines, and the
///   comment `a CASpringAnimation with mass = …, duration = D`): the closed-form motion of
///   m·u″ + c·u′ + k·u = 0 written out here, compared over the curve's duration (or until the
///   exact spring is within 0.05 % of rest);
/// - an animation of a number sampled at its frames (`.keyTimes`, `.values`): progress
///   (value − first) / (last − first) as a polyline over the key times.
enum PasteChecker {
    static let bound = 1e-7
    /// Room for the evaluation itself (bisection and Bernstein form in doubles).
    static let slack = 1e-12

    /// The formats these tests export to (the words of `export`; `swift` and `objc` are UIKit's).
    enum Format: String, CaseIterable {
        case css, swift, swiftui, objc, json
    }

    /// The export's text in its timing form (the form whose numbers are rounded: a function form
    /// keeps every digit, and FunctionFormRunTests run it), through the one pipeline `export` uses.
    static func text(curve: Curve, named name: String, format: Format, digits: Digits = .fewest) throws(ExportError) -> String {
        try ExportPipeline.curve(curve, named: name, format: format.rawValue, digits: digits, form: format == .json ? nil : .timing).text
    }

    /// The export's text and the check.
    static func export(
        curve: Curve, named name: String, format: Format, sourceLocation: SourceLocation = #_sourceLocation
    ) throws(ExportError) -> String {
        let rounded = try Self.text(curve: curve, named: name, format: format)
        // A curve the platform names is written by that name: there are no numbers to round.
        if let platform = ExportFormat(named: format.rawValue)?.platform, platform.presetSpelling(of: curve) != nil { return rounded }
        let exact = try Self.text(curve: curve, named: name, format: format, digits: .exact)
        for problem in problems(rounded: rounded, exact: exact) {
            Issue.record("export \(name) \(format): \(problem)", sourceLocation: sourceLocation)
        }
        return rounded
    }

    /// An animation's export with the check.
    static func export(
        animation: Workbench.Animation, format: Format, sourceLocation: SourceLocation = #_sourceLocation
    ) throws(ExportError) -> String {
        let text = try ExportPipeline.animation(animation, format: format.rawValue).text
        let exact = try ExportPipeline.animation(animation, format: format.rawValue, digits: .exact).text
        for problem in problems(rounded: text, exact: exact) {
            Issue.record("export anim \(animation.name) \(format): \(problem)", sourceLocation: sourceLocation)
        }
        return text
    }

    /// What is wrong with `rounded` against `exact`; empty when every curve is within the bound.
    static func problems(rounded: String, exact: String) -> [String] {
        var problems: [String] = []
        let (roundedBeziers, exactBeziers) = (beziers(in: rounded), beziers(in: exact))
        if roundedBeziers.count != exactBeziers.count {
            problems.append("\(roundedBeziers.count) Béziers, \(exactBeziers.count) with every digit")
        }
        for (r, e) in zip(roundedBeziers, exactBeziers) {
            let deviation = maxDeviation(ReferenceBezier(r).value, ReferenceBezier(e).value)
            if !(deviation <= bound + slack) { problems.append("cubic-bezier \(r) is \(deviation) from \(e)") }
        }
        let (roundedLinear, exactLinear) = (linears(in: rounded), linears(in: exact))
        if roundedLinear.count != exactLinear.count { problems.append("linear() count differs") }
        for (r, e) in zip(roundedLinear, exactLinear) {
            let deviation = polylineDeviation(r, e)
            if !(deviation <= bound + slack) { problems.append("linear() is \(deviation) from the exact one") }
        }
        let (roundedSprings, exactSprings) = (springs(in: rounded), springs(in: exact))
        if roundedSprings.count != exactSprings.count { problems.append("spring count differs") }
        for (r, e) in zip(roundedSprings, exactSprings) {
            let span = e.span ?? e.spring.settlingSpan
            let deviation = maxDeviation(
                { x in r.spring.position(x * (r.span ?? span)) }, { x in e.spring.position(x * span) })
            if !(deviation <= bound + slack) { problems.append("spring \(r.spring) is \(deviation) from \(e.spring)") }
        }
        if let r = sampledNumbers(in: rounded), let e = sampledNumbers(in: exact) {
            // Keys with a timing function per segment (a keyframes curve's) are paced by them,
            // not straight between: compared as the keyframes they are.
            func keyed(_ keys: [(x: Double, y: Double)], _ text: String) -> KeyframesCurve {
                let timing = text.contains("timingFunctions") ? beziers(in: text).map { Optional(ReferenceBezier($0).value) } : []
                return KeyframesCurve(times: keys.map(\.x), values: keys.map(\.y), timing: timing)
            }
            let (keyedRounded, keyedExact) = (keyed(r, rounded), keyed(e, exact))
            let deviation =
                keyedRounded.timing.isEmpty
                ? polylineDeviation(r, e)
                : maxDeviation(keyedRounded.value, keyedExact.value, extra: r.map(\.x) + e.map(\.x))
            if !(deviation <= bound + slack) { problems.append("sampled key times are \(deviation) from the exact ones") }
        }
        if let r = keyframes(in: rounded), let e = keyframes(in: exact) {
            let deviation = maxDeviation(r.value, e.value, extra: r.times + e.times)
            if !(deviation <= bound + slack) { problems.append("keyframes curve is \(deviation) from the exact one") }
        } else if (keyframes(in: rounded) == nil) != (keyframes(in: exact) == nil) {
            problems.append("keyframes found in one text only")
        }
        return problems
    }

    // MARK: - Parsing

    static func numbers(_ text: Substring) -> [Double] {
        text.split(whereSeparator: { " ,:()[]@;\n".contains($0) }).compactMap { Double($0) }
    }

    static func matches(_ pattern: String, in text: String) -> [Substring] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { text[$0] }
        }
    }

    static let bezierPatterns = [
        #"cubic-bezier\(([^)]*)\)"#, #"controlPoints: ([^)]*)\)"#, #"functionWithControlPoints:([^\]]*)\]"#,
        #"timingCurve\(([-0-9.e]+, [-0-9.e]+, [-0-9.e]+, [-0-9.e]+),"#,
    ]

    /// The control points of every Bézier, in the order of the text.
    static func beziers(in text: String) -> [[Double]] {
        var found: [(String.Index, [Double])] = []
        for pattern in bezierPatterns {
            let regex = try! NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let points = numbers(text[range])
                if points.count == 4 { found.append((range.lowerBound, points)) }
            }
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Every linear(…) as its stops (x, y), inputs inferred as CSS does.
    static func linears(in text: String) -> [[(x: Double, y: Double)]] {
        matches(#"linear\(([^)]*)\)"#, in: text).compactMap(linearStops)
    }

    static func linearStops(_ body: Substring) -> [(x: Double, y: Double)]? {
        var ys: [Double] = []
        var xs: [Double?] = []
        for item in body.split(separator: ",") {
            let parts = item.split(separator: " ")
            guard let y = parts.first.flatMap({ Double($0) }) else { return nil }
            ys.append(y)
            xs.append(parts.count > 1 ? Double(parts[1].dropLast()).map { $0 / 100 } : nil)
        }
        guard !ys.isEmpty else { return nil }
        if xs[0] == nil { xs[0] = 0 }
        if xs[xs.count - 1] == nil { xs[xs.count - 1] = max(1, xs.compactMap { $0 }.max() ?? 1) }
        var largest = -Double.infinity
        for index in xs.indices {
            if let x = xs[index] {
                xs[index] = max(x, largest)
                largest = max(x, largest)
            }
        }
        var index = 0
        while index < xs.count {
            guard xs[index] == nil else {
                index += 1
                continue
            }
            let start = index - 1
            var end = index
            while xs[end] == nil { end += 1 }
            let (a, b) = (xs[start]!, xs[end]!)
            for k in index..<end { xs[k] = a + (b - a) * Double(k - start) / Double(end - start) }
            index = end
        }
        return zip(xs, ys).map { ($0!, $1) }
    }

    /// A keyframes curve written out as key times, values and a timing function per segment.
    struct KeyframesCurve {
        var times: [Double]
        var values: [Double]
        /// nil: linear between the keys.
        var timing: [((Double) -> Double)?]

        func value(at x: Double) -> Double {
            guard let last = times.indices.last else { return .nan }
            if x >= times[last] { return values[last] }
            var segment = 0
            while segment + 1 < last, times[segment + 1] <= x { segment += 1 }
            let (t0, t1) = (times[segment], times[segment + 1])
            let progress = (x - t0) / (t1 - t0)
            let eased = (segment < timing.count ? timing[segment] : nil)?(progress) ?? progress
            return values[segment] + (values[segment + 1] - values[segment]) * eased
        }
    }

    /// The keyframes curve of a curve export, if the text holds one.
    static func keyframes(in text: String) -> KeyframesCurve? {
        // A curve's CAKeyframeAnimation holds progress (an animation's holds the property's values).
        if text.contains("values are progress 0…1"), let timesText = matches(#"\.keyTimes\s*=\s*@?\[([^\]]*)\]"#, in: text).first,
            let valuesText = matches(#"\.values\s*=\s*@?\[([^\]]*)\]"#, in: text).first
        {
            guard !text.contains("discrete") else { return nil }
            let curves = beziers(in: text).map { points -> ((Double) -> Double)? in ReferenceBezier(points).value }
            return KeyframesCurve(times: numbers(timesText), values: numbers(valuesText), timing: curves)
        }
        guard text.contains(": keyframes curve; animate --") else { return nil }
        var times: [Double] = [], values: [Double] = [], timing: [((Double) -> Double)?] = []
        for line in text.split(separator: "\n") where line.hasPrefix("  ") && line.contains("% {") {
            let percent = line.drop { $0 == " " }.prefix { $0 != "%" }
            guard let time = Double(percent), let colon = line.range(of: ": ") else { return nil }
            times.append(time / 100)
            values.append(Double(line[colon.upperBound...].prefix { $0 != ";" }) ?? .nan)
            if let bezier = beziers(in: String(line)).first {
                timing.append(ReferenceBezier(bezier).value)
            } else if let stops = linears(in: String(line)).first {
                timing.append({ polyline(stops, at: $0) })
            } else {
                timing.append(nil)
            }
        }
        return times.isEmpty ? nil : KeyframesCurve(times: times, values: values, timing: timing)
    }

    /// Every spring, with the duration it is played over when the text gives one.
    static func springs(in text: String) -> [(spring: ReferenceSpring, span: Double?)] {
        var found: [(String.Index, ReferenceSpring, Double?)] = []
        func each(_ pattern: String, _ make: ([Double]) -> (ReferenceSpring, Double?)?) {
            let regex = try! NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text), let spring = make(numbers(text[range])) else { continue }
                found.append((range.lowerBound, spring.0, spring.1))
            }
        }
        each(#"Animation\.spring\((response: [^)]*)\)"#) { p in
            guard p.count >= 2 else { return nil }
            let omega = 2 * Double.pi / p[0]
            return (ReferenceSpring(mass: 1, stiffness: omega * omega, damping: 2 * p[1] * omega, velocity: 0), nil)
        }
        each(#"interpolatingSpring\((mass: [^)]*)\)"#) { p in
            p.count == 4 ? (ReferenceSpring(mass: p[0], stiffness: p[1], damping: p[2], velocity: p[3]), nil) : nil
        }
        let note = try! NSRegularExpression(
            pattern:
                #"a CASpringAnimation with mass = ([-0-9.e]+), stiffness = ([-0-9.e]+), damping = ([-0-9.e]+), initialVelocity = ([-0-9.e]+) and duration = ([-0-9.e]+)"#
        )
        for match in note.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let p = (1...5).compactMap { Range(match.range(at: $0), in: text).flatMap { Double(text[$0]) } }
            guard p.count == 5, let range = Range(match.range, in: text) else { continue }
            found.append((range.lowerBound, ReferenceSpring(mass: p[0], stiffness: p[1], damping: p[2], velocity: p[3]), p[4]))
        }
        let property = { (name: String) in
            matches(#"\.\#(name) = ([-0-9.e]+)"#, in: text).first.flatMap { Double($0) }
        }
        if text.contains("CASpringAnimation *") || text.contains("= CASpringAnimation("),
            let mass = property("mass"), let stiffness = property("stiffness"), let damping = property("damping"),
            let velocity = property("initialVelocity"), let range = text.range(of: ".mass = ")
        {
            found.append(
                (
                    range.lowerBound, ReferenceSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity),
                    property("duration")
                ))
        }
        return found.sorted { $0.0 < $1.0 }.map { ($0.1, $0.2) }
    }

    /// An animation of a number sampled at its frames: its progress over the key times.
    static func sampledNumbers(in text: String) -> [(x: Double, y: Double)]? {
        guard let timesText = matches(#"\.keyTimes = @?\[([^\]]*)\]"#, in: text).first,
            let start = text.range(of: ".values = ")
        else { return nil }
        let block = text[start.upperBound...].dropFirst().prefix { $0 != "]" }
        let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ,@()[")) }
            .filter { !$0.isEmpty }
        let values = lines.compactMap { Double($0) }
        let times = numbers(timesText)
        guard values.count == lines.count, values.count == times.count, let first = values.first, let last = values.last,
            last != first
        else { return nil }
        return zip(times, values).map { ($0, ($1 - first) / (last - first)) }
    }

    // MARK: - Measuring

    /// max |f − g| over 4,001 evenly spaced x in [0, 1], refined by ternary search around the
    /// 16 largest local maxima, and at both sides of `extra` points.
    static func maxDeviation(_ f: (Double) -> Double, _ g: (Double) -> Double, extra: [Double] = []) -> Double {
        let n = 4000
        let xs = (0...n).map { Double($0) / Double(n) }
        let d = xs.map { abs(f($0) - g($0)) }
        var worst = d.max() ?? 0
        let peaks = d.indices.filter { i in (i == 0 || d[i - 1] <= d[i]) && (i == n || d[i + 1] <= d[i]) }
            .sorted { d[$0] > d[$1] }.prefix(16)
        for i in peaks {
            var (a, b) = (xs[max(i - 1, 0)], xs[min(i + 1, n)])
            for _ in 0..<60 {
                let (m1, m2) = (a + (b - a) / 3, b - (b - a) / 3)
                let (v1, v2) = (abs(f(m1) - g(m1)), abs(f(m2) - g(m2)))
                worst = max(worst, v1, v2)
                if v1 < v2 { a = m1 } else { b = m2 }
            }
        }
        for point in extra {
            for x in [point.nextDown, point, point.nextUp] where x >= 0 && x <= 1 {
                worst = max(worst, abs(f(x) - g(x)))
            }
        }
        return d.contains(where: \.isNaN) ? .infinity : worst
    }

    /// CSS linear() at x: the last stop with input ≤ x starts the segment.
    static func polyline(_ stops: [(x: Double, y: Double)], at x: Double) -> Double {
        guard stops.count > 1 else { return stops.first?.y ?? .nan }
        var segment = 0
        while segment + 2 < stops.count, stops[segment + 1].x <= x { segment += 1 }
        let (a, b) = (stops[segment], stops[segment + 1])
        if a.x == b.x { return b.y }
        return a.y + (x - a.x) / (b.x - a.x) * (b.y - a.y)
    }

    static func polylineDeviation(_ r: [(x: Double, y: Double)], _ e: [(x: Double, y: Double)]) -> Double {
        var worst = 0.0
        for point in r.map(\.x) + e.map(\.x) + [0, 1] {
            for x in [point.nextDown, point, point.nextUp] {
                worst = max(worst, abs(polyline(r, at: x) - polyline(e, at: x)))
            }
        }
        return worst
    }
}

/// A damped spring's progress p(t) = 1 − u(t), m·u″ + c·u′ + k·u = 0, u(0) = 1, u′(0) = −v₀,
/// in the textbook closed forms.
struct ReferenceSpring: CustomStringConvertible {
    let mass, stiffness, damping, velocity: Double

    var description: String { "spring(m \(mass), k \(stiffness), c \(damping), v \(velocity))" }

    func position(_ t: Double) -> Double {
        let alpha = damping / (2 * mass), omega = (stiffness / mass).squareRoot()
        let discriminant = omega * omega - alpha * alpha
        let u: Double
        if abs(discriminant) <= 1e-12 * omega * omega {
            u = exp(-omega * t) * (1 + (omega - velocity) * t)
        } else if discriminant > 0 {
            let wd = discriminant.squareRoot()
            u = exp(-alpha * t) * (cos(wd * t) + (alpha - velocity) / wd * sin(wd * t))
        } else {
            let wo = (-discriminant).squareRoot()
            // e^(−αt)·cosh and sinh, without overflow: e^(−(α−ω_o)t) and e^(−(α+ω_o)t) halves.
            let slow = exp(-(alpha - wo) * t), fast = exp(-(alpha + wo) * t)
            u = (slow + fast) / 2 + (alpha - velocity) / wo * (slow - fast) / 2
        }
        return 1 - u
    }

    /// Long enough to be within 0.05 % of rest: ln(2000·(1 + |α − v₀|/ω)) over the slowest rate.
    var settlingSpan: Double {
        let alpha = damping / (2 * mass), omega = (stiffness / mass).squareRoot()
        let discriminant = alpha * alpha - omega * omega
        let rate = discriminant > 0 ? omega * omega / (alpha + discriminant.squareRoot()) : alpha
        return min(100, log(2000 * (1 + abs(alpha - velocity) / omega)) / max(rate, 1e-3))
    }
}
