import CurveKit

/// Animations as Flutter (`export ANIM flutter`): an `AnimationController(duration:)` driving a
/// `CurvedAnimation` and a `Tween` per value (`ColorTween` for a colour); the delay is an
/// `Interval` when the animation plays once, else a `Future.delayed` before `repeat(reverse:,
/// count:)`, whose count is Flutter's periods (each direction is one). A spring curve runs as a
/// `SpringSimulation` on an unbounded controller. The curve is the Flutter curve writer's: exact
/// where Flutter has the curve, else its closest approximation with the error.
enum FlutterAnimationWriter: AnimationWriter {
    /// `CurvedAnimation(curve:)` takes any `Curve`: the function form where the timing form is not exact.
    static let takesFunction = true

    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        try export(animation, digits: digits, form: nil, isCancelled: isCancelled)
    }

    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
    {
        var parts = try AnimationParts(
            animation, platform: .flutter, digits: digits, form: form, isCancelled: isCancelled)
        let name = CodeText.dartIdentifier(animation.name)
        let controller = CodeText.dartIdentifier(animation.name, suffix: "Controller")
        let spring = CodeText.dartIdentifier(animation.name, suffix: "Spring")
        var notes = ["in a State with a TickerProviderStateMixin (vsync: this)"]
        var lines = (parts.functionDeclaration { $0 }.map { $0.lines + [""] } ?? [])
        var driver: String
        var start: String
        var line: String
        var segments: [AnimationParts.KeyframeSegment]?
        if parts.curve.isSpring {
            lines.append("final \(controller) = AnimationController.unbounded(vsync: this);")
            lines.append("final \(spring) = \(parts.curve.line);")
            driver = controller
            start = "\(controller).animateWith(SpringSimulation(\(spring), 0, 1, 0))"
            line = "SpringSimulation(\(parts.curve.line), 0, 1, 0)"
            if parts.passes > 1 {
                notes.append(
                    "a SpringSimulation does not repeat: run the next of the \(parts.passes) passes when one completes, each until it "
                        + "settles"
                        + (animation.autoreverses ? "; a pass back is SpringSimulation(spring, 1, 0, 0), the spring toward FROM" : ""))
            }
        } else {
            // A keyframes curve: a TweenSequence per value, an item per segment with its curve.
            segments = try parts.keyframeSegments(
                platform: .flutter, digits: digits, isCancelled: isCancelled, bezier: { FlutterWriter.bezier($0, digits: digits) })
            let function = parts.curve.form == .function ? FlutterFunctionForm.reference(animation.curveName) : nil
            let curve = segments != nil ? nil : function ?? parts.curve.line
            if parts.passes == 1 && animation.delay > 0 {
                let (begin, total) = durations(animation.delay, animation.delay + animation.duration)
                lines.append("final \(controller) = AnimationController(vsync: this, duration: \(total.code));")
                line = "Interval(\(begin.count) / \(total.count), 1.0" + (curve.map { ", curve: \($0))" } ?? ")")
                lines.append("final \(name) = CurvedAnimation(parent: \(controller), curve: \(line));")
                driver = name
                start = "\(controller).forward()"
            } else {
                lines.append("final \(controller) = AnimationController(vsync: this, duration: \(duration(animation.duration).code));")
                if let curve {
                    lines.append("final \(name) = CurvedAnimation(parent: \(controller), curve: \(curve));")
                    driver = name
                } else {
                    driver = controller
                }
                line = curve ?? ""
                let play =
                    parts.passes == 1
                    ? "\(controller).forward()" : "\(controller).repeat(reverse: \(animation.autoreverses), count: \(parts.passes))"
                start = animation.delay > 0 ? "Future.delayed(\(duration(animation.delay).code), () => \(play))" : play
            }
        }
        if let segments {
            line = "TweenSequence: " + segments.map(\.code.line).joined(separator: " | ")
            lines += parts.channels.map { sequence($0, segments, animation: animation.name, driver: driver) }
        } else {
            lines += parts.channels.map { tween($0, animation: animation.name, driver: driver) }
        }
        lines.append(
            parts.curve.isSpring && animation.delay > 0 ? "Future.delayed(\(duration(animation.delay).code), () => \(start));" : "\(start);"
        )
        parts.notes += notes
        return parts.code(lines, comment: { "// " + CodeText.commentSafe($0) }, line: line)
    }

    /// `final slideX = Tween<double>(begin: 150, end: 300).animate(slide);`
    static func tween(_ channel: AnimationChannel, animation: String, driver: String) -> String {
        let variable = CodeText.dartIdentifier(animation, suffix: CodeText.capitalised(channel.name))
        if let colours = channel.colours {
            return "final \(variable) = ColorTween(begin: const Color(\(AnimationChannel.argbHex(colours.from))), "
                + "end: const Color(\(AnimationChannel.argbHex(colours.to)))).animate(\(driver));"
        }
        return
            "final \(variable) = Tween<double>(begin: \(CodeText.doubleLiteral(channel.from)), end: \(CodeText.doubleLiteral(channel.to))).animate(\(driver));"
    }

    /// `final hopY = TweenSequence<double>([TweenSequenceItem(tween: Tween<double>(begin: 0.0,
    /// end: 100.0).chain(CurveTween(curve: …)), weight: 0.5), …]).animate(hop);`
    static func sequence(_ channel: AnimationChannel, _ segments: [AnimationParts.KeyframeSegment], animation: String, driver: String)
        -> String
    {
        let variable = CodeText.dartIdentifier(animation, suffix: CodeText.capitalised(channel.name))
        let items = segments.map { segment -> String in
            let tween =
                channel.isColour
                ? "ColorTween(begin: const Color(\(channel.colour(at: segment.from).map(AnimationChannel.argbHex) ?? "")), "
                    + "end: const Color(\(channel.colour(at: segment.to).map(AnimationChannel.argbHex) ?? "")))"
                : "Tween<double>(begin: \(CodeText.doubleLiteral(channel.number(at: segment.from))), end: \(CodeText.doubleLiteral(channel.number(at: segment.to))))"
            return
                "TweenSequenceItem(tween: \(tween).chain(CurveTween(curve: \(segment.code.line))), weight: \(CodeText.number(segment.end - segment.start)))"
        }
        return
            "final \(variable) = TweenSequence<\(channel.isColour ? "Color?" : "double")>([\(items.joined(separator: ", "))]).animate(\(driver));"
    }

    /// A Dart `Duration` of `seconds`: whole milliseconds when they are exact, else
    /// microseconds (Flutter's resolution), with the count used.
    static func duration(_ seconds: Double) -> (code: String, count: Int) {
        durations(seconds, seconds).0
    }

    /// Two Durations in one unit (milliseconds when both are whole, else microseconds), so that
    /// their counts make a fraction.
    static func durations(_ a: Double, _ b: Double) -> ((code: String, count: Int), (code: String, count: Int)) {
        func whole(_ ms: Double) -> Bool { abs(ms - ms.rounded()) <= 1e-9 * max(1, ms) }
        let (unit, scale) = whole(a * 1000) && whole(b * 1000) ? ("milliseconds", 1000.0) : ("microseconds", 1_000_000.0)
        func make(_ seconds: Double) -> (code: String, count: Int) {
            let count = Int((seconds * scale).rounded())
            return ("const Duration(\(unit): \(count))", count)
        }
        return (make(a), make(b))
    }
}
