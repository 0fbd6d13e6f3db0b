import CurveKit

/// An animation as CSS: `@keyframes NAME` with the property's values, and a `.NAME` rule with
/// the `animation` shorthand (duration, timing function, delay, iteration count, direction,
/// fill mode `both`).
///
/// The timing function is the curve's own when CSS has it (`cubic-bezier()`, `steps()`);
/// a keyframes curve becomes one keyframe per key with its segment's
/// `animation-timing-function` ("describes how the animation will progress between each pair of
/// keyframes", and one given in a keyframe rule applies to that keyframe's segment:
/// drafts.csswg.org/css-animations-1/#animation-timing-function); any other curve becomes a `linear()` approximation whose
/// error, in the property's units, a comment gives.
///
/// Key paths map to CSS properties:
///
/// | key path                                   | value  | CSS                                      |
/// |--------------------------------------------|--------|------------------------------------------|
/// | `opacity`                                  | number | `opacity`                                |
/// | `cornerRadius`, `borderWidth`              | number | `border-radius`, `border-width` (px)     |
/// | `bounds.size.width`, `…height`, `width`, `height` | number | `width`, `height` (px)            |
/// | `position.x`, `position.y`                 | number | `left`, `top` (px)                       |
/// | `transform.rotation(.z)`, `transform.scale(.x/.y)`, `transform.translation.x/.y` | number | `rotate` (rad), `scale`, `translate` |
/// | `…size…` (e.g. `bounds.size`)              | pair   | `width`, `height` (px)                   |
/// | `transform.translation`                    | pair   | `translate` (px)                         |
/// | other pairs (`position`, `origin` …)       | pair   | `left`, `top` (px)                       |
/// | any                                        | rect   | `left`, `top`, `width`, `height` (px)    |
/// | `backgroundColor`, `borderColor`, `color`, `fillColor`, `strokeColor` | colour | `background-color`, `border-color`, `color`, `fill`, `stroke` |
/// | any                                        | transform | `transform` (px, deg)                 |
/// | anything else                              | number, colour | a registered custom property `--kebab-case-key-path` |
///
/// Repeats: `animation-iteration-count` is the repeat count, doubled with autoreverse
/// (`alternate`: each repeat goes forward and back, as in Core Animation).
/// Colours with different alphas: CSS interpolates them premultiplied, the workbench
/// straight; a comment gives the largest difference at the frames.
enum AnimationCSS: AnimationWriter {
    struct Target {
        /// The declarations for a value, as `property: value` pairs.
        var declarations: (AnimationValue) -> [(String, String)]
        /// Custom properties the declarations need registered (`@property` in CSS).
        var registrations: [Registration]
    }

    /// A custom property registered with its syntax and initial value (CSS Properties and
    /// Values API: `@property`, or `CSS.registerProperty` in script).
    struct Registration {
        var name: String
        var syntax: String
        var initial: String
        var css: String { "@property \(name) { syntax: \"\(syntax)\"; inherits: false; initial-value: \(initial); }" }
    }

    /// What CSS and the Web Animations API both play: the keyframes (key time as a fraction, the
    /// declarations, the timing function of the interval that starts there), the timing function
    /// of the whole animation, the notes saying how exact, and the error in progress.
    struct Plan {
        var notes: [String]
        var registrations: [Registration]
        var keys: [(time: String, declarations: [(String, String)], timing: String?)]
        var animationTiming: String
        var maxError: Double
    }

    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        let identifier = CodeText.cssIdentifier(animation.name)
        let plan = try plan(animation, digits: digits, isCancelled: isCancelled)
        var lines = plan.notes.map { "/* " + CodeText.commentSafe($0) + " */" }
        lines += plan.registrations.map(\.css)
        lines.append(CSSFunctions.keyframesRuleOpening(identifier))
        for key in plan.keys {
            var declarations = key.declarations.map { "\($0.0): \($0.1);" }
            if let timing = key.timing { declarations.append(CSSFunctions.animationTiming(timing) + ";") }
            lines.append("  \(TextFormat.percent(fromUnit: key.time))% { " + declarations.joined(separator: " ") + " }")
        }
        lines.append("}")
        var shorthand = [identifier, seconds(animation.duration), plan.animationTiming, seconds(animation.delay)]
        let iterations = animation.repeatCount * (animation.autoreverses ? 2 : 1)
        shorthand.append(String(iterations))
        shorthand.append(animation.autoreverses ? "alternate" : "normal")
        shorthand.append("both")
        lines += [".\(identifier) {", "  animation: " + shorthand.joined(separator: " ") + ";", "}"]
        return AnimationCode(
            text: lines.joined(separator: "\n") + "\n", line: "animation: " + shorthand.joined(separator: " "), maxError: plan.maxError)
    }

    static func plan(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> Plan {
        let target = target(keyPath: animation.keyPath, value: animation.from)
        let span = animation.to.deviation(from: animation.from)
        let units = AnimationParts.units(animation.from)
        var notes = ["anim \(animation.name): \(animation.summary)"]
        // (key time, value, timing function for the segment that starts here)
        var keys: [(time: String, value: AnimationValue, timing: String?)] = []
        let shorthandTiming: String
        // The largest error in progress 0…1 of the move.
        var maxError = 0.0
        let premultipliedError = try premultipliedDeviation(animation)
        if premultipliedError > visibleColourError {
            let frames: [AnimationFrame]
            do { frames = try animation.frames() } catch { throw ExportError(error.message) }
            let times = PasteDecimals.keyTimes(frames.map(\.fraction), progress: frames.map(\.progress), digits: digits)
            keys = zip(times, frames).map { ($0, $1.value, nil) }
            var worst = 0.0
            for (a, b) in zip(frames, frames.dropFirst()) {
                worst = max(
                    worst,
                    ExportTiming.largestGapBetweenFrames { share in
                        premultiplied(a.value, b.value, progress: share).deviation(
                            from: animation.value(atTime: a.time + (b.time - a.time) * share))
                    })
            }
            notes.append(
                "approximation: browsers interpolate colours premultiplied by alpha, which differs here from straight "
                    + "interpolation by up to \(TextFormat.short(premultipliedError))\(units); so every frame is a keyframe "
                    + "(\(frames.count) at \(animation.fps) fps), linear in between: max error \(TextFormat.short(worst))\(units) between frames"
            )
            shorthandTiming = "linear"
            maxError = span > 0 ? worst / span : worst
        } else if let keyframes = animation.curve.keyframes {
            var segments: [ExportTiming.CSSChoice] = []
            for (index, segment) in keyframes.segments.enumerated() {
                let move = abs(keyframes.values[index + 1] - keyframes.values[index]) * span
                segments.append(
                    try CSSWriter.timing(
                        for: segment.curve, tolerance: linearTolerance(move: move), digits: digits, isCancelled: isCancelled))
            }
            let times = PasteDecimals.keyframes(keyframes, digits: digits).times
            for index in keyframes.times.indices {
                let value = animation.from.interpolated(to: animation.to, progress: keyframes.values[index])
                keys.append((times[index], value, index < segments.count ? segments[index].text : nil))
            }
            let approximations = segments.enumerated().compactMap { index, choice -> String? in
                guard let error = choice.maxError else { return nil }
                let move = abs(keyframes.values[index + 1] - keyframes.values[index]) * span
                maxError = max(maxError, error * abs(keyframes.values[index + 1] - keyframes.values[index]))
                return "segment \(index + 1) (\(keyframes.segments[index].name)) is not a cubic-bezier() or steps(): "
                    + "linear() with \(choice.stops ?? 0) stops, max error \(TextFormat.short(error * move))\(units)"
            }
            notes.append(
                approximations.isEmpty ? "keyframes: exact" : "keyframes, approximation: " + approximations.joined(separator: "; "))
            shorthandTiming = "linear"
        } else {
            let choice = try CSSWriter.timing(
                for: animation.curve, tolerance: linearTolerance(move: span), digits: digits, isCancelled: isCancelled)
            keys = [("0", animation.from, nil), ("1", animation.to, nil)]
            if let error = choice.maxError {
                notes.append(
                    "approximation: \(ExportTiming.describe(animation.curve)) is not a cubic-bezier() or steps(); linear() with "
                        + "\(choice.stops ?? 0) stops, max error \(TextFormat.short(error * span))\(units)")
                maxError = error
            } else {
                notes.append("exact")
            }
            shorthandTiming = choice.text
        }
        if premultipliedError > 1e-9 && premultipliedError <= visibleColourError {
            maxError = max(maxError, span > 0 ? premultipliedError / span : premultipliedError)
            notes.append(
                "browsers interpolate colours premultiplied by alpha: at the frames this differs from straight "
                    + "interpolation by up to \(TextFormat.short(premultipliedError))\(units)")
        }

        return Plan(
            notes: notes, registrations: target.registrations,
            keys: keys.map { ($0.time, target.declarations($0.value), $0.timing) }, animationTiming: shorthandTiming, maxError: maxError)
    }

    /// The linear() tolerance, in progress, for a move of `move` units: 0.001, finer for moves
    /// over 250 units so that the error stays within a quarter unit, but not below 0.0001.
    static func linearTolerance(move: Double) -> Double {
        move > 0 ? min(1e-3, max(1e-4, 0.25 / move)) : 1e-3
    }

    static func seconds(_ value: Double) -> String { CodeText.number(value) + "s" }

    /// Key times, written as fractions (already rounded by ``PasteDecimals``), as percentages:
    /// the same digits with the point moved two places.
    static func percents(_ times: [String]) -> [String] {
        times.map { TextFormat.percent(fromUnit: $0) + "%" }
    }

    // MARK: - Colours

    /// Above this many colour levels, premultiplied interpolation between FROM and TO is
    /// replaced by a keyframe at every frame.
    static let visibleColourError = 0.5

    /// CSS interpolates colours premultiplied by alpha; when the two alphas differ that is not
    /// the workbench's straight interpolation. The largest difference over the frames (0 for
    /// other kinds or equal alphas).
    static func premultipliedDeviation(_ animation: Animation) throws(ExportError) -> Double {
        guard case .colour(_, _, _, let a0) = animation.from, case .colour(_, _, _, let a1) = animation.to, a0 != a1 else {
            return 0
        }
        let frames: [AnimationFrame]
        do { frames = try animation.frames() } catch { throw ExportError(error.message) }
        var worst = 0.0
        for frame in frames {
            worst = max(worst, premultiplied(animation.from, animation.to, progress: frame.progress).deviation(from: frame.value))
        }
        return worst
    }

    static func premultiplied(_ from: AnimationValue, _ to: AnimationValue, progress p: Double) -> AnimationValue {
        let a = from.components, b = to.components
        let alpha = min(max(a[3] + (b[3] - a[3]) * p, 0), 1)
        guard alpha > 0 else { return .colour(red: 0, green: 0, blue: 0, alpha: 0) }
        let channels = (0..<3).map { index -> Double in
            let start = a[index] * a[3], end = b[index] * b[3]
            return min(max((start + (end - start) * p) / alpha, 0), 255)
        }
        return .colour(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    // MARK: - Properties

    static func px(_ value: Double) -> String { CodeText.number(value) + "px" }

    static func colour(_ value: AnimationValue) -> String {
        guard case .colour(let red, let green, let blue, let alpha) = value else { return value.description }
        if value.description.hasPrefix("#") { return value.description }
        let rounded = AnimationValue.colour(
            red: round3(red), green: round3(green), blue: round3(blue), alpha: round3(alpha))
        let text = rounded.description
        if text.hasPrefix("#") { return text }
        return "rgba(\(CodeText.number(rounded.components[0])), \(CodeText.number(rounded.components[1])), "
            + "\(CodeText.number(rounded.components[2])), \(CodeText.number(rounded.components[3])))"
    }

    static func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    static func transform(_ operations: [TransformOperation]) -> String {
        operations.map { operation in
            switch operation {
            case .translate(let x, let y): "translate(\(px(x)), \(px(y)))"
            case .rotate(let degrees): "rotate(\(CodeText.number(degrees))deg)"
            case .scale(let x, let y): x == y ? "scale(\(CodeText.number(x)))" : "scale(\(CodeText.number(x)), \(CodeText.number(y)))"
            }
        }.joined(separator: " ")
    }

    static func registration(_ name: String, syntax: String, initial: String) -> Registration {
        Registration(name: name, syntax: syntax, initial: initial)
    }

    static func target(keyPath: String, value: AnimationValue) -> Target {
        let path = keyPath.lowercased()
        let last = String(path.split(separator: ".").last ?? "")
        let custom = "--" + CodeText.kebabCase(keyPath)
        func number(_ value: AnimationValue) -> Double { value.components.first ?? 0 }
        switch value {
        case .number:
            func single(_ property: String, _ text: @escaping (Double) -> String) -> Target {
                Target(declarations: { [(property, text(number($0)))] }, registrations: [])
            }
            switch path {
            case "opacity": return single("opacity", CodeText.number)
            case "cornerradius": return single("border-radius", px)
            case "borderwidth": return single("border-width", px)
            case "width", "bounds.size.width", "frame.size.width": return single("width", px)
            case "height", "bounds.size.height", "frame.size.height": return single("height", px)
            case "position.x": return single("left", px)
            case "position.y": return single("top", px)
            case "transform.rotation", "transform.rotation.z": return single("rotate") { CodeText.number($0) + "rad" }
            case "transform.scale": return single("scale", CodeText.number)
            case "transform.scale.x": return single("scale") { CodeText.number($0) + " 1" }
            case "transform.scale.y": return single("scale") { "1 " + CodeText.number($0) }
            case "transform.translation.x": return single("translate", px)
            case "transform.translation.y": return single("translate") { "0px " + px($0) }
            default:
                return Target(
                    declarations: { [(custom, CodeText.number(number($0)))] },
                    registrations: [registration(custom, syntax: "<number>", initial: "0")])
            }
        case .pair:
            if last.contains("size") {
                return Target(declarations: { [("width", px($0.components[0])), ("height", px($0.components[1]))] }, registrations: [])
            }
            if path == "transform.translation" {
                return Target(declarations: { [("translate", px($0.components[0]) + " " + px($0.components[1]))] }, registrations: [])
            }
            return Target(declarations: { [("left", px($0.components[0])), ("top", px($0.components[1]))] }, registrations: [])
        case .rect:
            return Target(
                declarations: { value in
                    zip(["left", "top", "width", "height"], value.components).map { ($0, px($1)) }
                }, registrations: [])
        case .colour:
            let property: String? =
                switch last {
                case "backgroundcolor": "background-color"
                case "bordercolor": "border-color"
                case "color", "foregroundcolor", "textcolor", "tintcolor": "color"
                case "fillcolor": "fill"
                case "strokecolor": "stroke"
                default: nil
                }
            if let property {
                return Target(declarations: { [(property, colour($0))] }, registrations: [])
            }
            return Target(
                declarations: { [(custom, colour($0))] },
                registrations: [registration(custom, syntax: "<color>", initial: "transparent")])
        case .transform:
            return Target(
                declarations: { value in
                    guard case .transform(let operations) = value else { return [] }
                    return [("transform", transform(operations))]
                }, registrations: [])
        }
    }
}
