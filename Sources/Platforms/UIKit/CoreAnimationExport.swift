import CurveKit
import Foundation

/// An animation as Core Animation code: what to build (the plan), then the same plan written
/// in Swift or Objective-C.
///
/// - One Bézier: a `CABasicAnimation` with `CAMediaTimingFunction(controlPoints:)`: exact.
/// - A keyframes curve: a `CAKeyframeAnimation` with the key values `from + (to − from)·vᵢ`,
///   the key times and one timing function per segment. A segment curve that is not a
///   Bézier gets whichever is closer, with a comment giving the error: its best-fit Bézier,
///   or extra keys at the frames inside the segment with linear timing between them.
/// - steps(): a `CAKeyframeAnimation` with the discrete calculation mode: exact.
/// - linear(): a `CAKeyframeAnimation` with a key at each stop and linear timing: exact.
/// - Anything else: a `CAKeyframeAnimation` with the values sampled at the animation's frame
///   rate, or, where they are closer, the keys of the curve's least-squares path
///   (``ExportCandidates/pathKeyframes()``) with a timing function per segment; a comment
///   gives how far either strays from the curve.
///
/// Values: `CGPoint` (or `CGSize` when the key path names a size, an offset or a
/// translation), `CGRect`, `CGColor` (sRGB components 0…1), numbers as `Double`. A transform
/// with one operation on a `transform` key path animates the matching sub-key path
/// (`transform.rotation.z` in radians, `transform.scale`, `transform.translation`), which
/// Core Animation interpolates exactly as the workbench does; other transforms animate whole
/// `CATransform3D` matrices, which Core Animation interpolates by decomposing them, so their
/// frames are always sampled.
enum CoreAnimationExport {
    typealias Literal = CoreGraphicsLiteral
    typealias TransformMode = CoreGraphicsLiteral.TransformMode

    package enum Shape {
        case basic(from: Literal, to: Literal, controlPoints: CubicBezier)
        case keyframe(values: [Literal], keyTimes: [Double], timingFunctions: [CubicBezier], notes: [String?], discrete: Bool)
        /// `overdamped`: damping ratio above 1, which Core Animation plays as critically
        /// damped unless `allowsOverdamping` is set.
        case spring(from: Literal, to: Literal, mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, overdamped: Bool)
    }

    struct Plan {
        var keyPath: String
        var shape: Shape
        /// Comment lines (without the comment marker) before the code.
        var notes: [String]
        var duration: Double
        var delay: Double
        var repeatCount: Int
        var autoreverses: Bool
        var finalValue: Literal
        /// How the timing functions' control points are written.
        var digits: Digits = .fewest
        /// 0 when exact; else the largest error in progress 0…1 of the move.
        var maxError = 0.0
        /// `.keyframes` where the curve's least-squares path is written as keys (nil: the form
        /// the pipeline finds).
        var form: ExportForm? = nil
    }

    static func transformMode(_ animation: Animation) -> TransformMode {
        guard case .transform(let operations) = animation.from, case .transform(let end) = animation.to else { return .none }
        let last = animation.keyPath.split(separator: ".").last.map(String.init) ?? ""
        guard operations.count == 1, ["transform", "sublayerTransform"].contains(last) else { return .matrix }
        switch (operations[0], end[0]) {
        case (.rotate, _): return .subKeyPath(animation.keyPath + ".rotation.z")
        case (.translate, _): return .subKeyPath(animation.keyPath + ".translation")
        case (.scale(let x0, let y0), .scale(let x1, let y1)) where x0 == y0 && x1 == y1:
            return .subKeyPath(animation.keyPath + ".scale")
        default: return .matrix
        }
    }

    // MARK: - Planning

    static func plan(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> Plan {
        let mode = transformMode(animation)
        let keyPath = if case .subKeyPath(let path) = mode { path } else { animation.keyPath }
        func literal(_ value: AnimationValue) -> Literal { CoreGraphicsLiteral.literal(value, keyPath: keyPath, mode: mode) }
        var notes = ["anim \(animation.name): \(animation.summary)"]
        if case .subKeyPath(let path) = mode {
            notes.append("one transform operation: animates \(path)" + (path.hasSuffix("rotation.z") ? " in radians" : ""))
        }
        var shape: Shape
        var maxError = 0.0
        var form: ExportForm?
        let move = animation.to.deviation(from: animation.from)
        func progress(_ error: Double) -> Double { move > 0 ? error / move : error }
        let curve = animation.curve
        if mode == .matrix {
            let error: Double
            (shape, notes, error) = try sampled(
                animation, literal: literal, notes: notes,
                reason: "Core Animation interpolates whole CATransform3D matrices, not the operations", digits: digits)
            maxError = progress(error)
        } else if let bezier = curve.bezier ?? curve.equivalentBezier {
            shape = .basic(from: literal(animation.from), to: literal(animation.to), controlPoints: bezier)
            notes.append("exact")
        } else if let spring = curve.spring, playsAsSpring(spring, in: animation.duration) {
            // The curve plays the spring's span T in the animation's duration D: the same
            // motion sped up by T / D, which is a spring with k·s², c·s and v₀·s.
            let scale = spring.timeSpan / animation.duration
            shape = .spring(
                from: literal(animation.from), to: literal(animation.to), mass: spring.mass,
                stiffness: spring.stiffness * scale * scale, damping: spring.damping * scale,
                initialVelocity: spring.initialVelocity * scale, overdamped: spring.dampingRatio > 1)
            notes.append(
                "exact: a CASpringAnimation playing the spring's \(TextFormat.short(spring.timeSpan)) s in \(TextFormat.shortest(animation.duration)) s"
            )
        } else if let keyframes = curve.keyframes {
            // keyTimes and one CAMediaTimingFunction per segment, n − 1 for n values
            // (developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions).
            let (keyShape, note, error) = try keyframeShape(
                animation, keyframes, literal: literal, digits: digits, isCancelled: isCancelled)
            shape = keyShape
            notes.append(note)
            maxError = progress(error)
        } else if let linear = curve.linearStops {
            // A linear() curve is straight between its stops: keys at the stops, linear timing.
            let values = linear.stops.map { literal(animation.from.interpolated(to: animation.to, progress: $0.y)) }
            shape = .keyframe(
                values: values, keyTimes: linear.stops.map(\.x),
                timingFunctions: Array(repeating: CubicBezier.linear, count: max(linear.stops.count - 1, 0)), notes: [], discrete: false)
            notes.append("linear(): exact, a key at each of its \(linear.stops.count) stops")
        } else if let steps = curve.steps, steps.count <= UIKitKeyframes.maximumDiscreteSteps {
            let times = (0...steps.count).map { Double($0) / Double(steps.count) }
            let values = times.dropLast().map { literal(animation.from.interpolated(to: animation.to, progress: steps.value(at: $0))) }
            shape = .keyframe(values: Array(values), keyTimes: times, timingFunctions: [], notes: [], discrete: true)
            notes.append("\(steps.css): exact with the discrete calculation mode (one more key time than values)")
        } else {
            let error: Double
            let reason = "\(ExportTiming.describe(curve)) is not one cubic Bézier"
            (shape, notes, error) = try sampled(animation, literal: literal, notes: notes, reason: reason, digits: digits)
            maxError = progress(error)
            // Keyframes of the least-squares path, a timing function per segment, where they are closer than the frames.
            let candidates = ExportCandidates.shared(curve, playedIn: animation.duration, isCancelled: isCancelled)
            if let fitted = try candidates.pathKeyframes(), fitted.maxError < maxError {
                let count = fitted.value.segments.count
                let written: String
                if count == 1, fitted.value.values == [0, 1], let bezier = fitted.value.segments[0].curve.bezier {
                    // One segment from 0 to 1 is one timing function.
                    shape = .basic(from: literal(animation.from), to: literal(animation.to), controlPoints: bezier)
                    written = "its least-squares path, one cubic Bézier"
                } else {
                    (shape, _, _) = try keyframeShape(animation, fitted.value, literal: literal, digits: digits, isCancelled: isCancelled)
                    written = "keyframes of its least-squares path, \(count) segments with a timing function each"
                    form = .keyframes
                }
                maxError = fitted.maxError
                let inUnits =
                    move > 0 ? " (\(TextFormat.short(fitted.maxError * move))\(AnimationParts.units(animation.from)) of the move)" : ""
                notes.removeLast()
                notes.append(
                    "approximation: \(reason); \(written): max error \(TextFormat.short(fitted.maxError)) at "
                        + "x = \(TextFormat.short(fitted.at)) \(PlatformExport.progressUnit)\(inUnits)")
            }
        }
        let finalValue = animation.autoreverses ? animation.firstValue : animation.lastValue
        return Plan(
            keyPath: keyPath, shape: shape, notes: notes, duration: animation.duration, delay: animation.delay,
            repeatCount: animation.repeatCount, autoreverses: animation.autoreverses, finalValue: literal(finalValue),
            digits: digits, maxError: maxError, form: form)
    }

    /// Whether the spring sped up to `duration` (k·s², c·s, v₀·s with s = T / D) is still a spring
    /// whose numbers are finite; when they overflow or vanish the animation is sampled, with its
    /// error, rather than written with numbers Core Animation cannot take.
    static func playsAsSpring(_ spring: Spring, in duration: Double) -> Bool {
        let scale = spring.timeSpan / duration
        return
            (try? Spring(
                mass: spring.mass, stiffness: spring.stiffness * scale * scale, damping: spring.damping * scale,
                initialVelocity: spring.initialVelocity * scale, duration: duration)) != nil
    }

    /// A keyframes curve: a key at each key time with the value `from + (to − from)·vᵢ` and the
    /// segment's timing function. A segment that is not a Bézier gets whichever is closer:
    /// its best-fit Bézier, or keys at the frames inside it with linear timing between them.
    static func keyframeShape(
        _ animation: Animation, _ keyframes: Keyframes, literal: (AnimationValue) -> Literal, digits: Digits,
        isCancelled: () -> Bool
    ) throws(ExportError) -> (Shape, String, Double) {
        // The key times as written (fewest digits that keep the curve), as the doubles they denote.
        let times = PasteDecimals.doubles(PasteDecimals.keyframes(keyframes, digits: digits).times)
        let span = animation.to.deviation(from: animation.from)
        let units = AnimationParts.units(animation.from)
        let steps = Double(animation.fps) * animation.duration
        func value(atFraction x: Double) -> AnimationValue {
            animation.from.interpolated(to: animation.to, progress: animation.progress(atFraction: x))
        }
        var values: [AnimationValue] = [], keyTimes: [Double] = [], functions: [CubicBezier] = [], notes: [String?] = []
        var approximated = 0
        var worst = 0.0
        for (index, segment) in keyframes.segments.enumerated() {
            let (start, end) = (keyframes.times[index], keyframes.times[index + 1])
            values.append(animation.from.interpolated(to: animation.to, progress: keyframes.values[index]))
            keyTimes.append(times[index])
            if let bezier = segment.curve.bezier {
                functions.append(bezier)
                notes.append(nil)
                continue
            }
            approximated += 1
            let fit = try ExportTiming.bezier(for: segment.curve, isCancelled: isCancelled)
            let move = abs(keyframes.values[index + 1] - keyframes.values[index]) * span
            let fitError = (fit.maxError ?? 0) * move
            // The frames strictly inside the segment, as fractions rounded to 8 decimals.
            let first = Int((start * steps).rounded(.down)) + 1, last = Int((end * steps).rounded(.up)) - 1
            let inner =
                first <= last
                ? (first...last).map { (Double($0) / steps * 1e8).rounded() / 1e8 }.filter { $0 > start + 1e-8 && $0 < end - 1e-8 }
                : []
            let sampleTimes = [start] + inner + [end]
            let sampleValues = sampleTimes.map(value(atFraction:))
            var sampledError = 0.0
            for k in 1..<sampleTimes.count {
                sampledError = max(
                    sampledError,
                    ExportTiming.largestGapBetweenFrames { share in
                        let x = sampleTimes[k - 1] + (sampleTimes[k] - sampleTimes[k - 1]) * share
                        return sampleValues[k - 1].interpolated(to: sampleValues[k], progress: share).deviation(from: value(atFraction: x))
                    })
            }
            if !inner.isEmpty && sampledError < fitError {
                values += sampleValues.dropFirst().dropLast()
                keyTimes += inner
                functions += Array(repeating: CubicBezier.linear, count: inner.count + 1)
                notes.append(
                    "\(segment.name) is not one cubic Bézier: keys at the \(inner.count) frames inside it (\(animation.fps) fps), "
                        + "linear in between: max error \(TextFormat.short(sampledError))\(units) between frames")
                notes += Array(repeating: nil, count: inner.count)
                worst = max(worst, sampledError)
            } else {
                worst = max(worst, fitError)
                functions.append(fit.bezier)
                notes.append("approximation of \(segment.name): best cubic Bézier, max error \(TextFormat.short(fitError))\(units)")
            }
        }
        values.append(animation.from.interpolated(to: animation.to, progress: keyframes.values[keyframes.values.count - 1]))
        keyTimes.append(1)
        let note =
            approximated == 0
            ? "keyframes: exact"
            : "keyframes: \(approximated) segment\(approximated == 1 ? " is" : "s are") not a cubic Bézier and approximated (see below)"
        return (
            .keyframe(values: values.map(literal), keyTimes: keyTimes, timingFunctions: functions, notes: notes, discrete: false), note,
            worst
        )
    }

    /// Values sampled at the animation's frame rate, with the largest deviation of the linear
    /// interpolation between frames from the animation (7 points between each two frames).
    static func sampled(
        _ animation: Animation, literal: (AnimationValue) -> Literal, notes: [String], reason: String, digits: Digits
    ) throws(ExportError) -> (Shape, [String], Double) {
        let frames: [AnimationFrame]
        do { frames = try animation.frames() } catch { throw ExportError(error.message) }
        var worst = 0.0
        for index in 1..<frames.count {
            let (a, b) = (frames[index - 1], frames[index])
            worst = max(
                worst,
                ExportTiming.largestGapBetweenFrames { share in
                    a.value.interpolated(to: b.value, progress: share).deviation(
                        from: animation.value(atTime: a.time + (b.time - a.time) * share))
                })
        }
        // The frame times as written (fewest digits that keep the sampled motion), as doubles.
        let keyTimes = PasteDecimals.doubles(
            PasteDecimals.keyTimes(frames.map(\.fraction), progress: frames.map(\.progress), digits: digits))
        var notes = notes
        notes.append(
            "approximation: \(reason); values sampled at \(animation.fps) fps (\(frames.count) frames), "
                + "linear in between: max error \(TextFormat.short(worst))\(AnimationParts.units(animation.from)) between frames")
        return (
            .keyframe(values: frames.map { literal($0.value) }, keyTimes: keyTimes, timingFunctions: [], notes: [], discrete: false), notes,
            worst
        )
    }

}

extension CoreAnimationExport.Plan {
    func swift(name: String) -> String {
        let v = CodeText.swiftIdentifier(name)
        let path = CodeText.quoted(keyPath)
        var lines = notes.map { "// " + $0 }
        switch shape {
        case .basic(let from, let to, let bezier):
            lines += [
                "let \(v) = CABasicAnimation(keyPath: \(path))",
                "\(v).fromValue = \(CoreGraphicsLiteral.swiftLiteral(from))",
                "\(v).toValue = \(CoreGraphicsLiteral.swiftLiteral(to))",
                "\(v).timingFunction = CAMediaTimingFunction(controlPoints: \(ExportTiming.controlPoints(bezier, digits: digits)))",
            ]
        case .keyframe(let values, let keyTimes, let functions, let segmentNotes, let discrete):
            lines.append("let \(v) = CAKeyframeAnimation(keyPath: \(path))")
            lines.append("\(v).values = [")
            lines += values.map { "    " + CoreGraphicsLiteral.swiftLiteral($0) + "," }
            lines.append("]")
            lines.append("\(v).keyTimes = [" + keyTimes.map(TextFormat.shortest).joined(separator: ", ") + "]")
            if discrete { lines.append("\(v).calculationMode = .discrete") }
            if !functions.isEmpty && !functions.allSatisfy({ $0.controlPoints == [0, 0, 1, 1] }) {
                lines.append("\(v).timingFunctions = [")
                for (index, choice) in functions.enumerated() {
                    let note = (index < segmentNotes.count ? segmentNotes[index] : nil).map { "  // " + $0 } ?? ""
                    lines.append("    CAMediaTimingFunction(controlPoints: \(ExportTiming.controlPoints(choice, digits: digits))),\(note)")
                }
                lines.append("]")
            }
        case .spring:
            lines.append("let \(v) = CASpringAnimation(keyPath: \(path))")
            lines += springProperties(of: v, in: .swift)
        }
        lines += timingProperties(of: v, in: .swift)
        lines += [
            "// Set the value the layer keeps, then add the animation:",
            "// layer.setValue(\(CoreGraphicsLiteral.swiftLiteral(finalValue)), forKeyPath: \(path))",
            "// layer.add(\(v), forKey: \(CodeText.quoted(name)))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    func objc(name: String) -> String {
        let v = CodeText.objcIdentifier(name)
        let path = "@" + CodeText.quoted(keyPath)
        var lines = notes.map { "// " + $0 }
        var literals: [CoreAnimationExport.Literal] = [finalValue]
        switch shape {
        case .basic(let from, let to, let bezier):
            literals += [from, to]
            lines += [
                "CABasicAnimation *\(v) = [CABasicAnimation animationWithKeyPath:\(path)];",
                "\(v).fromValue = \(CoreGraphicsLiteral.objcLiteral(from));",
                "\(v).toValue = \(CoreGraphicsLiteral.objcLiteral(to));",
                "\(v).timingFunction = [CAMediaTimingFunction functionWithControlPoints:\(ExportTiming.controlPoints(bezier, separator: " :", digits: digits))];",
            ]
        case .keyframe(let values, let keyTimes, let functions, let segmentNotes, let discrete):
            literals += values
            lines.append("CAKeyframeAnimation *\(v) = [CAKeyframeAnimation animationWithKeyPath:\(path)];")
            lines.append("\(v).values = @[")
            lines += values.enumerated().map { index, value in
                "    " + CoreGraphicsLiteral.objcLiteral(value) + (index < values.count - 1 ? "," : "")
            }
            lines.append("];")
            lines.append("\(v).keyTimes = @[" + keyTimes.map { "@(\(TextFormat.shortest($0)))" }.joined(separator: ", ") + "];")
            if discrete { lines.append("\(v).calculationMode = kCAAnimationDiscrete;") }
            if !functions.isEmpty && !functions.allSatisfy({ $0.controlPoints == [0, 0, 1, 1] }) {
                lines.append("\(v).timingFunctions = @[")
                for (index, choice) in functions.enumerated() {
                    let note = (index < segmentNotes.count ? segmentNotes[index] : nil).map { "  // " + $0 } ?? ""
                    let comma = index < functions.count - 1 ? "," : ""
                    lines.append(
                        "    [CAMediaTimingFunction functionWithControlPoints:\(ExportTiming.controlPoints(choice, separator: " :", digits: digits))]\(comma)\(note)"
                    )
                }
                lines.append("];")
            }
        case .spring(let from, let to, _, _, _, _, _):
            literals += [from, to]
            lines.append("CASpringAnimation *\(v) = [CASpringAnimation animationWithKeyPath:\(path)];")
            lines += springProperties(of: v, in: .objc)
        }
        lines += timingProperties(of: v, in: .objc)
        lines += [
            "// Set the value the layer keeps, then add the animation:",
            "// [layer setValue:\(CoreGraphicsLiteral.objcLiteral(finalValue)) forKeyPath:\(path)];",
            "// [layer addAnimation:\(v) forKey:@\(CodeText.quoted(name))];",
        ]
        if literals.contains(where: CoreGraphicsLiteral.usesUIKitValues) {
            lines.insert(
                "// NSValue's CGPoint/CGSize/CGRect wrappers are UIKit's; on macOS use valueWithPoint:, valueWithSize:, valueWithRect:",
                at: notes.count)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// What differs between the Swift and the Objective-C statements the exporter writes.
private struct CodeLanguage: Sendable {
    let terminator: String
    let yes: String
    let backwards: String
    let literal: @Sendable (CoreAnimationExport.Literal) -> String

    static let swift = CodeLanguage(terminator: "", yes: "true", backwards: ".backwards") { CoreGraphicsLiteral.swiftLiteral($0) }
    static let objc = CodeLanguage(terminator: ";", yes: "YES", backwards: "kCAFillModeBackwards") { CoreGraphicsLiteral.objcLiteral($0) }
}

extension CoreAnimationExport.Plan {
    /// A spring's from, to and physical parameters, one assignment a line.
    fileprivate func springProperties(of v: String, in platform: CodeLanguage) -> [String] {
        guard case .spring(let from, let to, let mass, let stiffness, let damping, let velocity, let overdamped) = shape else { return [] }
        let t = platform.terminator
        // The motion Core Animation plays over the duration, within the bound of this one.
        var texts = [mass, stiffness, damping, velocity].map(TextFormat.shortest)
        if let exact = try? Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, duration: duration) {
            texts = PasteDecimals.spring([mass, stiffness, damping, velocity], digits: digits, exact: exact, span: duration) { p in
                try Spring(mass: p[0], stiffness: p[1], damping: p[2], initialVelocity: p[3], duration: duration)
            }
        }
        var lines = [
            "\(v).fromValue = \(platform.literal(from))\(t)",
            "\(v).toValue = \(platform.literal(to))\(t)",
            "\(v).mass = \(texts[0])\(t)",
            "\(v).stiffness = \(texts[1])\(t)",
            "\(v).damping = \(texts[2])\(t)",
            "\(v).initialVelocity = \(texts[3])\(t)",
        ]
        if overdamped {
            lines.append(
                "\(v).allowsOverdamping = \(platform.yes)\(t)  // over-damped (iOS 17, macOS 14); earlier systems play it critically damped"
            )
        }
        return lines
    }

    /// Duration, delay (as a begin time that fills backwards), repeat count and autoreverse.
    fileprivate func timingProperties(of v: String, in platform: CodeLanguage) -> [String] {
        let t = platform.terminator
        var lines = ["\(v).duration = \(TextFormat.shortest(duration))\(t)"]
        if delay > 0 {
            lines.append("\(v).beginTime = CACurrentMediaTime() + \(TextFormat.shortest(delay))\(t)")
            lines.append("\(v).fillMode = \(platform.backwards)\(t)")
        }
        if repeatCount != 1 { lines.append("\(v).repeatCount = \(repeatCount)\(t)") }
        if autoreverses { lines.append("\(v).autoreverses = \(platform.yes)\(t)") }
        return lines
    }
}

extension CoreAnimationExport.Plan {
    /// The Core Animation class and its timing, on one line (a row of `export ANIM all`).
    var line: String {
        switch shape {
        case .basic(_, _, let bezier):
            "CABasicAnimation, CAMediaTimingFunction(controlPoints: \(ExportTiming.controlPoints(bezier, digits: digits))), duration \(TextFormat.shortest(duration))"
        case .keyframe(let values, _, _, _, let discrete):
            "CAKeyframeAnimation, \(values.count) values\(discrete ? ", discrete" : ""), duration \(TextFormat.shortest(duration))"
        case .spring(_, _, let mass, let stiffness, let damping, let velocity, _):
            "CASpringAnimation(mass: \(CodeText.number(mass)), stiffness: \(CodeText.number(stiffness)), damping: \(CodeText.number(damping)), "
                + "initialVelocity: \(CodeText.number(velocity)))"
        }
    }

    func code(_ text: String) -> AnimationCode { AnimationCode(text: text, line: line, maxError: maxError, form: form) }
}

/// Animations as Core Animation in Swift (`export ANIM uikit`, `export ANIM swift`).
enum CoreAnimationSwiftWriter: AnimationWriter {
    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        let plan = try CoreAnimationExport.plan(animation, digits: digits, isCancelled: isCancelled)
        return plan.code(plan.swift(name: animation.name))
    }
}

/// Animations as Core Animation in Objective-C (`export ANIM objc`).
enum CoreAnimationObjCWriter: AnimationWriter {
    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        let plan = try CoreAnimationExport.plan(animation, digits: digits, isCancelled: isCancelled)
        return plan.code(plan.objc(name: animation.name))
    }
}
