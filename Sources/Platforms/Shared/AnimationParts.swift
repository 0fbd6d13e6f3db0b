import CurveKit

/// What every platform's animation writer shares: the passes, the curve as the platform's own
/// code (its curve writer's logic: exact where the platform has the curve, else the closest
/// approximation with its error), the values as named channels, and the notes that say what the
/// code is and how exact.
struct AnimationParts {
    let animation: Animation
    /// One pass is FROM → TO; an autoreversing animation plays two per repeat.
    let passes: Int
    /// The curve as played in the animation's duration, in the platform's code.
    let curve: PlatformCode
    /// The spring the curve code is, in real seconds (when ``PlatformCode/isSpring``).
    let playedSpring: Spring?
    let channels: [AnimationChannel]
    /// The approximations fitted to the played curve (each fitted once).
    let candidates: ExportCandidates
    /// Comment lines: the animation, then how exact its curve is.
    var notes: [String]
    /// Where ``notes`` says how long the platform's spring runs (when the curve is one), for a
    /// writer whose platform ends its springs by its own rule to say so instead.
    private(set) var springNoteIndex: Int?
    /// 0 when the code plays the animation exactly; else the largest error in progress 0…1.
    var maxError: Double

    /// Units of a deviation, for notes: ` pt`, ` colour levels (of 255)` …: every error stated
    /// names its unit (a number's is the property's own: opacity, a key path's value).
    static func units(_ value: AnimationValue) -> String {
        switch value {
        case .number: " in the property's units"
        case .pair, .rect: " pt"
        case .colour: " colour levels (of 255)"
        case .transform: " (degrees, points and scale factors together)"
        }
    }

    /// `form`: the form of the curve (``ExportForm``): the timing curve (the default), a
    /// function, or nil, the exact one (a function where the timing curve is not exact), for
    /// the writers whose animations call a function (``AnimationWriter/takesFunction``). A
    /// keyframes curve keeps its keyframes (``keyframeSegments(platform:digits:isCancelled:bezier:)``),
    /// and a spring the platform's spring where it has one, unless form=function.
    init(
        _ animation: Animation, platform: Platform, digits: Digits, form: ExportForm? = .timing, isCancelled: @escaping () -> Bool
    ) throws(ExportError) {
        self.animation = animation
        passes = animation.repeatCount * (animation.autoreverses ? 2 : 1)
        let played = Self.playedCurve(animation)
        candidates = ExportCandidates.shared(played, playedIn: animation.duration, isCancelled: isCancelled)
        // Keyframes stay keyframes. A spring left to the exact form stays the platform's spring
        // where it has one (the same motion, run until it settles), and is its closed form
        // where the platform has none (GSAP), as any other curve.
        var curveForm = animation.curve.keyframes != nil ? .timing : form
        if animation.curve.spring != nil, form == nil,
            (try? PlatformExport.code(
                played, name: animation.curveName, format: ExportFormat(platform), digits: digits, candidates: candidates, form: .timing))?
                .spring != nil
        {
            curveForm = .timing
        }
        curve = try PlatformExport.code(
            played, name: animation.curveName, format: ExportFormat(platform), digits: digits, candidates: candidates,
            form: curveForm == .keyframes ? .timing : curveForm)
        channels = AnimationChannel.channels(animation)
        maxError = curve.maxError
        notes = ["anim \(animation.name): \(animation.summary)"]
        let span = animation.to.deviation(from: animation.from)
        let inUnits =
            !curve.isExact && span > 0
            ? " (\(TextFormat.short(curve.maxError * span))\(Self.units(animation.from)) of the move)" : ""
        notes.append("curve " + curve.header + inUnits)
        if let spring = curve.spring {
            playedSpring = spring
            let settles = spring.settlingTime
            let lasts = TextFormat.shortest(animation.duration)
            springNoteIndex = notes.count
            notes.append(
                "the spring has no duration here: it runs until it settles (within 0.1 % of the move), "
                    + (abs(settles - animation.duration) <= 1e-9 * animation.duration
                        ? "which is the animation's \(lasts) s"
                        : "about \(TextFormat.short(settles)) s, where the animation lasts \(lasts) s"))
        } else {
            playedSpring = nil
        }
        if let jump = animation.finalJumpText { notes.append(jump) }
    }

    /// The curve's function as declarations to put before the animation (the function form's
    /// code without its header, which the notes state, and without its usage comment), and the
    /// name it declares; nil when the curve is not written as a function.
    func functionDeclaration(_ identifier: (String) -> String) -> (lines: [String], name: String)? {
        guard curve.form == .function else { return nil }
        var lines = curve.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst()
        while let last = lines.last, last.isEmpty || last.hasPrefix("// ") { lines.removeLast() }
        return (Array(lines), identifier(FunctionFormNames.function(animation.curveName)))
    }

    /// Progress where a pass starts and ends: a keyframes curve's first and last key values, else 0 and 1.
    var firstProgress: Double {
        animation.curve.keyframes.map { $0.values.first ?? 0 } ?? 0
    }
    var lastProgress: Double {
        animation.curve.keyframes.map { $0.values.last ?? 1 } ?? 1
    }

    /// The curve as the animation plays it: a spring's span T played in the duration D is the
    /// same motion sped up by T / D, a spring with k·s², c·s and v₀·s spanning D seconds; any
    /// other curve is played as it is.
    static func playedCurve(_ animation: Animation) -> Curve {
        guard let spring = animation.curve.spring else { return animation.curve }
        let scale = spring.timeSpan / animation.duration
        guard
            let played = try? Spring(
                mass: spring.mass, stiffness: spring.stiffness * scale * scale, damping: spring.damping * scale,
                initialVelocity: spring.initialVelocity * scale, duration: animation.duration)
        else { return animation.curve }
        return .spring(played)
    }

    /// The animation's code: the notes as comments, then the code lines.
    /// The animation's code: the notes as comments, then `lines`; a function when the curve is
    /// written as one (``functionDeclaration(_:)``), else the form the pipeline finds.
    func code(_ lines: [String], comment: (String) -> String, line: String) -> AnimationCode {
        AnimationCode(
            text: (notes.map(comment) + lines).joined(separator: "\n") + "\n", line: line, maxError: maxError,
            form: curve.form == .function ? .function : nil)
    }

    /// One segment of a keyframes curve as the platform writes it: from key time `start` to `end`
    /// (fractions of the duration), progress `from` to `to`, paced by `code`.
    struct KeyframeSegment {
        let start: Double
        let end: Double
        let from: Double
        let to: Double
        let code: PlatformCode
    }

    /// For a keyframes curve, its segments each paced by the platform's own timing curve (the
    /// curve writer's: exact, or the approximation with its error; a segment the writer would
    /// write as a spring is written as `bezier` of its least-squares Bézier, as a keyframe takes
    /// a timing curve): the notes and the error then say how each segment is written, its error
    /// scaled by its move. nil for any other curve.
    mutating func keyframeSegments(
        platform: Platform, digits: Digits, isCancelled: @escaping () -> Bool, bezier: (CubicBezier) -> String
    ) throws(ExportError) -> [KeyframeSegment]? {
        guard let keyframes = animation.curve.keyframes else { return nil }
        var segments: [KeyframeSegment] = []
        var approximations: [String] = []
        // How the platform renders the exact segments, where that differs (Motion's bisection).
        var renderings: [String] = []
        var worst = 0.0
        for (index, segment) in keyframes.segments.enumerated() {
            let (start, end) = (keyframes.times[index], keyframes.times[index + 1])
            let candidates = ExportCandidates.shared(segment.curve, playedIn: (end - start) * animation.duration, isCancelled: isCancelled)
            var code = try PlatformExport.code(
                segment.curve, name: segment.name, format: ExportFormat(platform), digits: digits, candidates: candidates, timingOnly: true)
            if code.isSpring {
                let fit = try PlatformExport.bezierApproximation(candidates, bezier)
                code = PlatformCode(
                    platform: platform, line: fit.code, text: fit.code, maxError: fit.maxError, maxErrorAt: fit.at,
                    header: "\(segment.name): a keyframe takes a timing curve, not a spring; approximation: \(fit.form), max error "
                        + "\(TextFormat.short(fit.maxError)) at x = \(TextFormat.short(fit.at)) \(PlatformExport.progressUnit)", spring: nil
                )
            }
            let move = abs(keyframes.values[index + 1] - keyframes.values[index])
            if !code.isExact {
                worst = max(worst, code.maxError * move)
                approximations.append("segment \(index + 1): " + code.header)
            } else if let note = code.renderingNote {
                renderings.append("segment \(index + 1): \(note)")
            }
            segments.append(
                KeyframeSegment(start: start, end: end, from: keyframes.values[index], to: keyframes.values[index + 1], code: code))
        }
        maxError = worst
        notes[1] =
            "curve \(animation.curveName): keyframes, a keyframe at each of its \(keyframes.times.count) key times"
            + (approximations.isEmpty ? ", exact" : "; " + approximations.joined(separator: "; ") + " (errors in progress of the segment)")
            + (renderings.isEmpty
                ? "" : "; as \(platform.title) plays it, " + renderings.joined(separator: "; ") + " (in progress of the segment)")
        if notes.count > 2, notes[2].hasPrefix("the spring has no duration") { notes.remove(at: 2) }
        return segments
    }

    /// Whole milliseconds of `seconds`, and a note when they are not exactly the seconds.
    func milliseconds(_ seconds: Double, _ what: String, platform: String, notes: inout [String]) -> Int {
        let ms = Double(Self.wholeMilliseconds(seconds))
        if abs(ms - seconds * 1000) > 1e-9 * max(1, ms) {
            notes.append(
                "\(platform) takes whole milliseconds: the \(what) of \(TextFormat.shortest(seconds)) s is written as \(Int(ms)) ms")
        }
        return Int(ms)
    }

    /// Seconds as the whole milliseconds Compose and Android take.
    static func wholeMilliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
}
