import CurveKit

/// GSAP: Penner's curves by GSAP's own ease names where its formulas are Penner's (power1–4,
/// sine, circ, bounce; back and elastic in and out), `steps(n)` for CSS `steps(n + 1,
/// jump-none)`, `CustomEase` path data for a Bézier, a path, straight stops or other steps;
/// otherwise a path.
enum GSAPWriter: PlatformWriter {
    static func declaration(_ code: String, name: String) -> String { "const \(CodeText.javaScriptIdentifier(name)) = \(code);" }
    static func renaming(_ name: String) -> CodeText.Renaming? {
        CodeText.Renaming(name, language: "JavaScript", { CodeText.javaScriptIdentifier($0) })
    }

    /// GSAP plays `CustomEase` path data as a table of straight pieces (``GSAPCustomEase``): how far
    /// that lands from `curve` (a Bézier, or a curve with an exact path: a path, straight stops,
    /// steps), over 2,001 even x, where it is over 1e-9. GSAP's named eases are its formulas.
    static func renderingNote(for code: String, of curve: Curve) -> String? {
        guard code.hasPrefix("CustomEase.create("),
            let exactPath = curve.exactPath ?? (curve.bezier ?? curve.equivalentBezier).flatMap(onePath)
        else { return nil }
        let path = playedPath(exactPath, of: curve) ?? exactPath
        guard let ease = GSAPCustomEase(path) else {
            return "GSAP's CustomEase plays the path as a table of straight pieces, too fine a one to measure here"
        }
        let (error, at) = ExportTiming.maxDeviation(of: ease.value(at:), from: curve)
        guard error > 1e-9 else { return nil }
        let note =
            "GSAP's CustomEase plays the path as a table of straight pieces, up to \(TextFormat.statistic(error)) off (at x = \(TextFormat.shortest(at)))"
        guard error > visibleError else { return note }
        // A jump is a steep ramp, a corner is cut: say over how much of x it is off by more.
        let xs = (0...2000).map { Double($0) / 2000 }
        let share = Double(xs.filter { abs(ease.value(at: $0) - curve.reproducibleValue(at: $0)) > visibleError }.count) / Double(xs.count)
        // A share that rounds to 0 % is still some x (one point in 2,001 is 0.05 %).
        let percent = share * 100 < 0.05 ? "less than 0.1" : TextFormat.trimmed(share * 100, decimals: 1)
        return note + ", more than \(TextFormat.shortest(visibleError)) off over \(percent) % of x"
    }

    /// `path` with each jump inside it (a vertical segment after x = 0) written as the ramp GSAP
    /// makes of a jump, `rampWidth` wide, into the straight segment before it (or, where that is
    /// a curve, out into the segment after it); a jump next to another jump stays as it is. GSAP plays a lone vertical segment as such a ramp where the table's
    /// slots keep pace with its points, and reads x off it far beyond where they do not (the
    /// segment's midpoint makes it two pieces 0 wide, and a slot moves on by one point only).
    static func rampingJumps(_ path: BezierPath) -> BezierPath {
        var segments = path.segments
        func isVertical(_ segment: BezierPath.Segment) -> Bool { segment.x.allSatisfy { $0 == segment.x[0] } }
        for index in segments.indices.dropFirst() where isVertical(segments[index]) {
            let jump = segments[index], x = jump.x[0]
            let before = segments[index - 1]
            if before.isStraight, before.x[3] - before.x[0] > 2 * rampWidth {
                let start = (
                    x: x - rampWidth,
                    y: before.y[0] + (before.y[3] - before.y[0]) * (x - rampWidth - before.x[0]) / (before.x[3] - before.x[0])
                )
                segments[index - 1] = .line(from: (before.x[0], before.y[0]), to: start)
                segments[index] = .line(from: start, to: (x, jump.y[3]))
            } else if index + 1 < segments.count, segments[index + 1].x[3] - segments[index + 1].x[0] > 2 * rampWidth {
                var after = segments[index + 1]
                if after.isStraight {
                    let end = (x: x + rampWidth, y: after.y[0] + (after.y[3] - after.y[0]) * rampWidth / (after.x[3] - after.x[0]))
                    after = .line(from: end, to: (after.x[3], after.y[3]))
                } else {
                    // A curve after the jump starts rampWidth later at the same height: its
                    // points move by rampWidth in x at most (nil below where x would go back).
                    after.x[0] = x + rampWidth
                }
                segments[index] = .line(from: (x, jump.y[0]), to: (after.x[0], after.y[0]))
                segments[index + 1] = after
            }
        }
        return (try? BezierPath(segments: segments)) ?? path
    }

    /// The width GSAP's `CustomEase` gives a vertical piece (src/CustomEase.js, `setData`).
    private static let rampWidth = 0.001

    /// An error GSAP's table may make that is worth saying where: one in a thousand of the move.
    private static let visibleError = 1e-3

    /// A Bézier as the one cubic of path data from (0, 0) to (1, 1).
    private static func onePath(_ bezier: CubicBezier) -> BezierPath? {
        try? BezierPath(segments: [.init(x: [0, bezier.x1, bezier.x2, 1], y: [0, bezier.y1, bezier.y2, 1])])
    }

    static func customEase(_ path: BezierPath, digits: Digits) -> String {
        "CustomEase.create(\"custom\", \"\(PlatformExport.pathData(path, digits: digits))\")"
    }

    /// The path `CustomEase` data is written from for `curve`'s `path`: the path where GSAP's
    /// table stays within the values the curve takes, else the path with its inner jumps as
    /// ramps (``rampingJumps(_:)``) where that one does; nil where neither does. A vertical piece
    /// in the middle of a path (a jump of `linear()` stops or of a path) is 0.001 wide for GSAP,
    /// but its table walks on by one point per slot, so it can read x off that piece far beyond
    /// it: `M0,0 L0.3,0.2 L0.3,0.8 L1,1` plays 81 at x = 0.571. Such path data is no form of the
    /// curve.
    static func playedPath(_ path: BezierPath, of curve: Curve) -> BezierPath? {
        let xs = (0...2000).map { Double($0) / 2000 }
        let ys = xs.map(curve.reproducibleValue(at:))
        guard let low = ys.min(), let high = ys.max() else { return nil }
        func stays(_ path: BezierPath) -> Bool {
            guard let ease = GSAPCustomEase(path) else { return true }
            return xs.allSatisfy { x in
                let y = ease.value(at: x)
                return y >= low - visibleError && y <= high + visibleError
            }
        }
        if stays(path) { return path }
        let ramped = rampingJumps(path)
        return ramped != path && stays(ramped) ? ramped : nil
    }

    /// GSAP's name for a Penner curve whose GSAP formula is the same (platforms.md §7.2).
    static func easeName(_ penner: Penner) -> String? {
        let family: String
        switch penner.family {
        case .quad: family = "power1"
        case .cubic: family = "power2"
        case .quart: family = "power3"
        case .quint: family = "power4"
        case .sine: family = "sine"
        case .circ: family = "circ"
        case .bounce: family = "bounce"
        case .back where penner.direction != .inOut: family = "back"
        case .elastic where penner.direction != .inOut: family = "elastic"
        default: return nil
        }
        let direction = penner.direction == .in ? "in" : penner.direction == .out ? "out" : "inOut"
        return "\"\(family).\(direction)\""
    }

    /// The Penner curves GSAP names, by that name: the platform's table of named curves
    /// (``PlatformSpec/presets``), which the reader reads back to the same curve. Back and
    /// elastic are not in it: the reader keeps them as GSAP's parameterised formulas (`back.in`
    /// is `back.in(1.70158)`), which ``exact(_:digits:)`` still writes Penner's by name.
    static let names: [(spelling: String, curve: Curve)] = Penner.all.compactMap { penner in
        guard penner.family != .back, penner.family != .elastic else { return nil }
        return easeName(penner).map { ($0, .penner(penner)) }
    }

    static func exact(penner: Penner, digits: Digits) -> String? { easeName(penner) }
    /// GSAP's expo, back and elastic eases, as the reader reads them back.
    static func exact(formula: PlatformEasing, digits: Digits) -> String? {
        let direction = formula.direction == .in ? "in" : formula.direction == .out ? "out" : "inOut"
        let p = formula.parameters.map(TextFormat.shortest).joined(separator: ", ")
        switch formula.formula {
        case .gsapExpo: return "\"expo.\(direction)\""
        case .gsapBack: return "\"back.\(direction)(\(p))\""
        case .gsapElastic: return "\"elastic.\(direction)(\(p))\""
        default: return nil
        }
    }

    static func exact(bezier: CubicBezier, digits: Digits) -> String? {
        let p = PlatformExport.points(bezier, digits: digits)
        return "CustomEase.create(\"custom\", \"M0,0 C\(p[0]),\(p[1]) \(p[2]),\(p[3]) 1,1\")"
    }

    /// GSAP's `steps(n)` is CSS `steps(n + 1, jump-none)`, and `steps(n, true)` (SteppedEase's
    /// `immediateStart`, greensock/GSAP src/gsap-core.js: `((p2 · p) | 0) + p3) · p1` with p2 = n,
    /// p3 = 1) CSS `steps(n, jump-start)`; other steps as `CustomEase` path data.
    static func exact(steps: Steps, digits: Digits) -> String? {
        if steps.position == .jumpNone && steps.count >= 2 { return "\"steps(\(steps.count - 1))\"" }
        if steps.position == .jumpStart { return "\"steps(\(steps.count), true)\"" }
        let curve = Curve.steps(steps)
        return curve.exactPath.flatMap { playedPath($0, of: curve) }.map { customEase($0, digits: digits) }
    }

    static func exact(path: BezierPath, digits: Digits) -> String? {
        playedPath(path, of: .path(path)).map { customEase($0, digits: digits) }
    }
    static func exact(linear: LinearStops, digits: Digits) -> String? {
        let curve = Curve.linear(linear)
        return curve.exactPath.flatMap { playedPath($0, of: curve) }.map { customEase($0, digits: digits) }
    }

    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation] {
        [try PlatformExport.pathApproximation(candidates) { customEase($0, digits: digits) }]
    }
}

extension GSAPWriter {
    /// Tween vars with the kept duration and delay in seconds, as ``GSAPAnimationWriter`` writes
    /// an animation's: `{ duration: 0.6, delay: 0.1, ease: … }`.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String {
        let members = [
            timing.duration.map { "duration: \(CodeText.number($0))" }, timing.delay.map { "delay: \(CodeText.number($0))" },
            "ease: \(code)",
        ].compactMap { $0 }
        return declaration("{ \(members.joined(separator: ", ")) }", name: name)
    }
}
