import CurveKit

/// A curve as one platform's code: what `export NAME PLATFORM` writes and one row of
/// `export NAME all`.
package struct PlatformCode {
    let platform: Platform
    /// The platform's construct on one line.
    package let line: String
    /// What `export` writes: a comment saying what the code is and how exact, then the code.
    let text: String
    /// 0 when the code is the curve exactly; else max |code(x) − curve(x)| over 2,001 even x.
    package let maxError: Double
    let maxErrorAt: Double?
    /// What the code is and how exact (the first comment of ``text``).
    let header: String
    /// The spring the code is, when it is the platform's spring (which runs until it settles)
    /// rather than a timing curve.
    let spring: Spring?
    /// The form written: a timing curve, or the curve's closed form as a function.
    var form: ExportForm = .timing
    /// How the platform itself renders the exact code, where it differs from the curve
    /// (``PlatformWriter/renderingNote(for:of:)``), as the header states it.
    var renderingNote: String? = nil
    var isSpring: Bool { spring != nil }
    package var isExact: Bool { maxError == 0 }

    /// The code with a comment under its header saying that the name was declared as
    /// `renaming.identifier`, and why, when the code declares it so (and the language has comments).
    func stating(_ renaming: CodeText.Renaming, in writer: any PlatformWriter.Type) -> PlatformCode {
        let note = writer.comment(renaming.note)
        guard !note.isEmpty, text.contains(renaming.identifier) else { return self }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let at = lines.first.map { $0 == writer.comment(header) } ?? false ? 1 : 0
        lines.insert(note, at: at)
        return PlatformCode(
            platform: platform, line: line, text: lines.joined(separator: "\n"), maxError: maxError, maxErrorAt: maxErrorAt, header: header,
            spring: spring, form: form, renderingNote: renderingNote)
    }
}

/// One platform's way of writing curves (one file per platform): the exact form it has for each
/// kind (``ExactForms``, which the kind's spec picks), and the approximations it takes.
package protocol PlatformWriter: ExactForms {
    /// The comment syntax: the text as a comment line.
    static func comment(_ text: String) -> String
    /// The construct as a declaration named `identifier` (or the construct alone).
    static func declaration(_ code: String, name: String) -> String
    /// The identifier the code declares for `name` where the language does not take the name as
    /// typed (camel-cased) — a reserved word, escaped or renamed —, and why; nil where it does
    /// (or the code declares no name).
    static func renaming(_ name: String) -> CodeText.Renaming?
    /// The code for a named curve: its spelling (`spelling` from the platform's preset table),
    /// with whatever the platform's readers need beside it.
    static func named(_ spelling: String, _ curve: Curve) -> String
    /// The curve exactly in the platform's code, when the platform has its kind: by default the
    /// one of the platform's ``ExactForms`` that the curve's kind picks.
    static func exact(_ curve: Curve, digits: Digits) -> String?
    /// The approximations the platform takes, each as its code and the fitted curve's error.
    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation]
    /// The curve as a whole document where the platform writes it so rather than as one
    /// timing function (CSS `@keyframes`, a `CAKeyframeAnimation`'s arrays), with its error.
    static func keyframeDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> PlatformExport
        .KeyframeDocument?
    /// A note on how the platform itself renders `code`, the construct this writer wrote for
    /// `curve` exactly, where what the platform computes differs from the curve (the error
    /// computed from `curve`, not read off the code): it belongs to the form written (a
    /// Bézier's, a path's), not to the platform.
    static func renderingNote(for code: String, of curve: Curve) -> String?
    /// What `export` writes: the header (exact, or the approximation and its error) where the
    /// language keeps it without breaking the code, and the declaration.
    static func document(header: String, declaration: String) -> String
    /// The declaration of `code` played for the duration and after the delay kept with the
    /// curve (``CurveTiming``), in the platform's construct and units as its animation writer
    /// writes an animation's (``PlatformExport/text(of:name:format:timing:)``).
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String
}

extension PlatformWriter {
    static func exact(_ curve: Curve, digits: Digits) -> String? { curve.spec.exact(of: curve, in: Self.self, digits: digits) }
    static func named(_ spelling: String, _ curve: Curve) -> String { spelling }
    static func keyframeDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> PlatformExport
        .KeyframeDocument?
    { nil }
    static func renderingNote(for code: String, of curve: Curve) -> String? { nil }
    static func renaming(_ name: String) -> CodeText.Renaming? { nil }
    static func document(header: String, declaration: String) -> String { comment(header) + "\n" + declaration + "\n" }
    /// `// text`, as most platforms' languages write a comment.
    static func comment(_ text: String) -> String { "// \(CodeText.commentSafe(text))" }
}

/// A platform whose code has a Bézier and a spring (and perhaps its own formulas): those are
/// exact; anything else is the closer of the least-squares Bézier and the closest spring.
protocol BezierAndSpringWriter: PlatformWriter {
    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String
    /// The spring in the platform's code; nil when the platform cannot write it exactly (a start
    /// velocity its spec does not take).
    static func spring(_ spring: Spring, digits: Digits) -> String?
    /// Whether the platform's spring takes a start velocity (its approximation may then move).
    static var springsMove: Bool { get }
    /// The platform's own formula curve, by its own name.
    static func formula(_ easing: PlatformEasing) -> String?
    /// A path of cubic segments in the platform's path easing, when it has one.
    static func path(_ path: BezierPath, digits: Digits) -> String?
}

extension BezierAndSpringWriter {
    static func formula(_ easing: PlatformEasing) -> String? { nil }
    static func path(_ path: BezierPath, digits: Digits) -> String? { nil }

    static func exact(bezier: CubicBezier, digits: Digits) -> String? { self.bezier(bezier, digits: digits) }
    static func exact(spring: Spring, digits: Digits) -> String? { self.spring(spring, digits: digits) }
    static func exact(formula: PlatformEasing, digits: Digits) -> String? { self.formula(formula) }
    static func exact(path: BezierPath, digits: Digits) -> String? { self.path(path, digits: digits) }

    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation] {
        [
            try PlatformExport.bezierApproximation(candidates) { bezier($0, digits: digits) },
            try PlatformExport.springApproximation(candidates, moving: springsMove) { spring($0, digits: digits) },
        ].compactMap { $0 }
    }
}

/// `export NAME PLATFORM` and `export NAME all`: exact where the platform can express the
/// curve, otherwise the approximation with the smallest max error among those the platform
/// takes in its richest form (a spring as a spring where there are springs, sampled data as a path,
/// anything as linear() in CSS), with the error in a comment.
package enum PlatformExport {
    /// Whether a path interpolator that holds floats takes `path` (Android's `PathInterpolator`,
    /// Compose's `PathEasing`): it must run from (0, 0) to (1, 1) as floats.
    static func floatPathInterpolatorTakes(_ path: BezierPath) -> Bool {
        guard let first = path.segments.first, let last = path.segments.last else { return false }
        return Float(first.x[0]) == 0 && Float(first.y[0]) == 0 && Float(last.x[3]) == 1 && Float(last.y[3]) == 1
    }

    /// Whether such an interpolator may take a path fitted to `curve`: a fitted path passes
    /// through the curve at x = 0 and 1 (``CurveKit/PathFit``), so it is taken only where the
    /// curve's own ends are (0, 0) and (1, 1) as floats; where they are not, no fit is worth
    /// making. True where an end is not a finite number (the fit says what is wrong).
    static func floatPathInterpolatorMayTake(pathFittedTo curve: Curve) -> Bool {
        let (start, end) = (curve.reproducibleValue(at: 0), curve.reproducibleValue(at: 1))
        guard start.isFinite, end.isFinite else { return true }
        return Float(start) == 0 && Float(end) == 1
    }

    /// A curve written as a whole document (``PlatformWriter/keyframeDocument(_:name:digits:isCancelled:)``).
    package struct KeyframeDocument {
        let text: String
        /// Its first line of code, for `export NAME all`.
        let line: String
        /// 0 when exact; else the largest segment's error, scaled by the segment's move.
        let maxError: Double
    }

    /// One approximation a platform can take, as its code.
    package struct Approximation {
        let code: String
        /// "the closest spring", "a path of 4 cubic Béziers", …
        let form: String
        let maxError: Double
        let at: Double
        /// The spring the code is, when it is the platform's spring rather than a timing curve.
        var spring: Spring? = nil
        /// The form the code is: a timing curve, or keyframes (``pathKeyframesApproximation(_:_:)``).
        var written: ExportForm = .timing
        /// The code on one line, where it takes more (nil: ``code``).
        var line: String? = nil
    }

    /// The unit every error an export states is in: the curve's progress, 0 at its start and 1
    /// at its end.
    static let progressUnit = "(\(progressUnitWords))"
    package static let progressUnitWords = "in progress 0…1"

    /// `code` read back by `platform`'s reader: its max error from `curve` over 2,001 even x, and
    /// where. nil when the code does not read back as one curve.
    static func asRead(_ code: String, by platform: Platform, against curve: Curve) -> (maxError: Double, at: Double)? {
        guard let read = try? platform.read(code).curve else { return nil }
        let (error, at) = ExportTiming.maxDeviation(of: { read.value(at: $0) }, from: curve)
        return (error, at)
    }

    /// Below this a spring read back from its code is the curve (the rounding of its numbers
    /// keeps the motion within 1e-7).
    static let springRunTolerance = 1e-6

    /// `code`, a spring, as `platform` runs it (read back by the platform's reader, with the span
    /// the platform gives it): its max error from `curve` over 2,001 even x, and its span in
    /// seconds. nil when the code does not read back as a spring.
    static func springAsRun(_ code: String, by platform: Platform, against curve: Curve) -> (maxError: Double, at: Double, span: Double)? {
        guard let read = try? platform.read(code).curve, let spring = read.spring else { return nil }
        let (error, at) = ExportTiming.maxDeviation(of: { read.value(at: $0) }, from: curve)
        return (error, at, spring.timeSpan)
    }

    /// `curve`, called `name`, as `platform`'s code.
    static func code(
        _ curve: Curve, name: String, platform: Platform, digits: Digits, candidates: ExportCandidates
    ) throws(ExportError) -> PlatformCode {
        try code(curve, name: name, format: ExportFormat(platform), digits: digits, candidates: candidates)
    }

    /// `curve`, called `name`, in `format` (a platform's own word, or another of its languages).
    /// A spring whose numbers, rounded, no longer make a spring the platform runs (a damping
    /// rounded to 0 never settles) has no error to state: with the fewest digits it is written
    /// with its exact numbers instead; rounded to N decimals it is refused. `timingOnly`
    /// (form=timing) leaves out the approximations that are keyframes.
    static func code(
        _ curve: Curve, name: String, format: ExportFormat, digits: Digits, candidates: ExportCandidates, timingOnly: Bool = false
    ) throws(ExportError) -> PlatformCode {
        let code = try unchecked(curve, name: name, format: format, digits: digits, candidates: candidates, timingOnly: timingOnly)
        guard curve.spring != nil, code.spring != nil, (try? format.platform.read(code.line)) == nil else { return code }
        switch digits {
        case .exact: return code
        case .fewest:
            return try unchecked(curve, name: name, format: format, digits: .exact, candidates: candidates, timingOnly: timingOnly)
        case .decimals(let decimals):
            throw ExportError(
                "digits=\(decimals) rounds \(name)'s spring to \(code.line), which \(format.platform.title) does not run as a spring that settles; give more digits"
            )
        }
    }

    private static func unchecked(
        _ curve: Curve, name: String, format: ExportFormat, digits: Digits, candidates: ExportCandidates, timingOnly: Bool
    ) throws(ExportError) -> PlatformCode {
        let (platform, writer) = (format.platform, format.writer)
        if let document = try writer.keyframeDocument(curve, name: name, digits: digits, isCancelled: candidates.isCancelled) {
            return PlatformCode(
                platform: platform, line: document.line, text: document.text, maxError: document.maxError, maxErrorAt: nil,
                header: document.text.split(separator: "\n").first.map(String.init) ?? "", spring: nil, form: .keyframes)
        }
        if let exact = exactCode(curve, name: name, format: format, digits: digits) { return exact }
        let options = try writer.approximations(candidates, digits: digits).filter { !timingOnly || $0.written == .timing }.map { option in
            // A spring is measured as the platform will run the printed code: until it settles.
            if option.spring != nil, let run = springAsRun(option.code, by: platform, against: curve) {
                return Approximation(
                    code: option.code,
                    form: option.form + ", run by \(platform.title) until it settles (\(TextFormat.short(run.span)) s)",
                    maxError: run.maxError, at: run.at, spring: option.spring)
            }
            // A timing curve's error is what its fit measured, unless its numbers were rounded to
            // N decimals: then that of the code as printed, read back.
            guard case .decimals = digits, option.spring == nil, let read = asRead(option.code, by: platform, against: curve) else {
                return option
            }
            var asPrinted = Approximation(code: option.code, form: option.form, maxError: read.maxError, at: read.at, spring: option.spring)
            (asPrinted.written, asPrinted.line) = (option.written, option.line)
            return asPrinted
        }
        guard let best = options.min(by: { $0.maxError < $1.maxError }) else {
            throw ExportError("\(platform.title) has no way to write \(ExportTiming.describe(curve))")
        }
        let header =
            "\(name): \(ExportTiming.describe(curve)) is not exact in \(platform.title); approximation: \(best.form), "
            + "max error \(TextFormat.short(best.maxError)) at x = \(TextFormat.short(best.at)) \(Self.progressUnit)"
        return PlatformCode(
            platform: platform, line: best.line ?? best.code,
            text: writer.document(header: header, declaration: writer.declaration(best.code, name: name)),
            maxError: best.maxError, maxErrorAt: best.at, header: header, spring: best.spring, form: best.written)
    }

    /// `curve` as `format`'s code when the platform writes it exactly in one construct (its name
    /// for the curve, its own form, or a Bézier where the curve is one), with its header; nil
    /// when it would take an approximation. What `export` writes first, and what `show` prints.
    static func exactCode(_ curve: Curve, name: String, format: ExportFormat, digits: Digits, byName: Bool = true) -> PlatformCode? {
        let (platform, writer) = (format.platform, format.writer)
        // Exact first: the platform's own name (unless numbers with N decimals were asked for),
        // its own form, then a Bézier where the curve is one.
        // `written` is the curve the code is: the curve, or the Bézier it equals.
        let named = byName && digits == .fewest ? platform.presetSpelling(of: curve).map { writer.named($0, curve) } : nil
        let exactCode =
            (named ?? writer.exact(curve, digits: digits)).map { (code: $0, written: curve) }
            ?? curve.equivalentBezier.flatMap { bezier in writer.exact(.bezier(bezier), digits: digits).map { ($0, Curve.bezier(bezier)) } }
        guard let (exact, written) = exactCode else { return nil }
        // A spring the platform runs until it settles is the same motion, but not the same
        // curve in progress when the spring was given another span (a fit over 1 s).
        if let run = springAsRun(exact, by: platform, against: curve), run.maxError > springRunTolerance,
            let span = curve.spring?.timeSpan
        {
            let header =
                "\(name): the same spring, but \(platform.title) runs it until it settles (\(TextFormat.short(run.span)) s), "
                + "not over its \(TextFormat.short(span)) s: max error \(TextFormat.short(run.maxError)) at x = \(TextFormat.short(run.at)) \(Self.progressUnit)"
            return PlatformCode(
                platform: platform, line: exact,
                text: writer.document(header: header, declaration: writer.declaration(exact, name: name)),
                maxError: run.maxError, maxErrorAt: run.at, header: header, spring: curve.spring)
        }
        // Numbers rounded to N decimals (digits=N) are another curve: its error is that of the
        // code as printed, read back by the platform's reader.
        if case .decimals(let decimals) = digits, let read = asRead(exact, by: platform, against: curve),
            read.maxError > PasteDecimals.bound
        {
            let header =
                "\(name): \(ExportTiming.describe(curve)) with its numbers rounded to \(decimals) decimal\(decimals == 1 ? "" : "s") (digits=\(decimals)), "
                + "max error \(TextFormat.short(read.maxError)) at x = \(TextFormat.short(read.at)) \(Self.progressUnit)"
                + (writer.renderingNote(for: exact, of: written).map { "; \($0)" } ?? "")
            return PlatformCode(
                platform: platform, line: exact,
                text: writer.document(header: header, declaration: writer.declaration(exact, name: name)),
                maxError: read.maxError, maxErrorAt: read.at, header: header, spring: curve.spring)
        }
        let note = writer.renderingNote(for: exact, of: written)
        let header = "\(name): exact" + (note.map { " (\($0))" } ?? "")
        return PlatformCode(
            platform: platform, line: exact, text: writer.document(header: header, declaration: writer.declaration(exact, name: name)),
            maxError: 0, maxErrorAt: nil, header: header, spring: curve.spring, renderingNote: note)
    }

    // MARK: Shared pieces

    /// The Bézier approximation as `code(bezier)`.
    static func bezierApproximation(
        _ candidates: ExportCandidates, _ code: (CubicBezier) -> String
    ) throws(ExportError) -> Approximation {
        let fit = try candidates.bezier()
        return Approximation(code: code(fit.value), form: "the least-squares cubic Bézier", maxError: fit.maxError, at: fit.at)
    }

    /// The spring approximation (from rest, or `moving` when the platform takes a start velocity);
    /// nil when the platform cannot write it, or when the fit is degenerate (``isDegenerate(_:)``).
    static func springApproximation(
        _ candidates: ExportCandidates, moving: Bool, _ code: (Spring) -> String?
    ) throws(ExportError) -> Approximation? {
        let fit = try candidates.spring(moving: moving)
        guard !isDegenerate(fit.value), let text = code(fit.value) else { return nil }
        return Approximation(
            code: text,
            form:
                "the closest spring\(moving ? " with a start velocity" : " from rest") fitted over \(TextFormat.short(fit.value.timeSpan)) s",
            maxError: fit.maxError, at: fit.at, spring: fit.value)
    }

    /// A platform's spring runs until it settles, not for the span it was fitted over: a fitted
    /// spring that takes more than twice that span to settle (a near-zero stiffness that turns
    /// the fit into a slow drift, say) would keep moving long after the curve ends, so it is no
    /// approximation of the curve, whatever its error over the span.
    static func isDegenerate(_ spring: Spring) -> Bool {
        !(spring.settlingTime <= 2 * spring.timeSpan)
    }

    /// The path approximation as keyframes, `code(keyframes)` giving the code and its one line
    /// (``ExportCandidates/pathKeyframes()``); nil when the curve has no such keyframes.
    static func pathKeyframesApproximation(
        _ candidates: ExportCandidates, _ code: (Keyframes) throws(ExportError) -> (text: String, line: String)
    ) throws(ExportError) -> Approximation? {
        guard let fit = try candidates.pathKeyframes() else { return nil }
        let (text, line) = try code(fit.value)
        let count = fit.value.segments.count
        return Approximation(
            code: text, form: "keyframes of the least-squares path, \(count) segment\(count == 1 ? "" : "s") with a cubic Bézier each",
            maxError: fit.maxError, at: fit.at, written: .keyframes, line: line)
    }

    /// The path approximation as `code(path)`.
    static func pathApproximation(_ candidates: ExportCandidates, _ code: (BezierPath) -> String) throws(ExportError) -> Approximation {
        let fit = try candidates.path()
        let count = fit.value.segments.count
        return Approximation(
            code: code(fit.value), form: "a path of \(count) cubic Bézier\(count == 1 ? "" : "s")", maxError: fit.maxError, at: fit.at)
    }

    /// The four control points as code numbers, each through `number` (`0.4f`, `0.4`).
    static func points(_ bezier: CubicBezier, digits: Digits, _ number: (String) -> String = { $0 }) -> [String] {
        PasteDecimals.bezier(bezier, digits: digits).map(number)
    }

    /// A spring's numbers as code: `parameters` of `spring` in the platform's terms, rounded so
    /// that `build` of the rounded ones stays within 1e-7 of the motion.
    static func springNumbers(
        _ spring: Spring, _ parameters: [Double], digits: Digits, build: @escaping ([Double]) throws -> Spring
    ) -> [String] {
        PasteDecimals.spring(parameters, digits: digits, exact: spring, span: spring.timeSpan, build: build)
    }

    /// A spring from rest as the platforms without a mass take it (Compose, dynamicanimation):
    /// stiffness k/m and damping ratio ζ, which leave the motion unchanged (platforms.md §10);
    /// nil for a spring that starts moving, which their specs cannot say, and for one whose
    /// numbers a Float (their type) cannot hold: beyond 3.4e38, or below its normal range.
    static func massFreeSpring(_ spring: Spring, digits: Digits) -> (stiffness: String, dampingRatio: String)? {
        guard spring.initialVelocity == 0,
            [spring.stiffness / spring.mass, spring.dampingRatio].allSatisfy(Kotlin.fitsFloat)
        else { return nil }
        let span = spring.timeSpan
        let n = springNumbers(spring, [spring.stiffness / spring.mass, spring.dampingRatio], digits: digits) { p in
            try Spring(mass: 1, stiffness: p[0], damping: SpringConversions.damping(ratio: p[1], stiffness: p[0]), duration: span)
        }
        return (Kotlin.float(n[0]), Kotlin.float(n[1]))
    }

    /// SVG path data of a path (`M0,0 C… L…`), its numbers as short as keeps it within 1e-7.
    static func pathData(_ path: BezierPath, digits: Digits) -> String {
        PasteDecimals.pathData(path, digits: digits)
    }

    /// The path data as a platform that parses it into Floats takes it (Android's `PathParser`,
    /// Compose's `PathParser`): each number no longer than the shortest text of the Float it
    /// becomes (``Kotlin/shortestFloat(_:)``), so a number kept unrounded is not written with
    /// seventeen digits of which a Float keeps eight.
    static func floatPathData(_ path: BezierPath, digits: Digits) -> String {
        PasteDecimals.pathData(path, digits: digits, number: Kotlin.shortestFloat)
    }
}
