import CurveKit

/// The form `export` writes a curve in: `function` (the curve's closed form as code the platform
/// takes as an easing), `timing` (the platform's timing curve: its name, a Bézier, a spring, a
/// path … exact where it is, else the closest approximation with its error) or `keyframes` (a
/// piecewise cubic as keyframes with a timing Bézier per segment, ``KeyframeForm``). Left out,
/// the exact one: for a curve, the timing form where it is exact, else the function form where
/// the platform has one and the curve a closed form, else the keyframes where the platform
/// writes a curve so, else the timing form's approximation; for an animation, the timing form
/// where it is exact, else the keyframes (a piecewise cubic), else the function where the
/// platform's animation takes one as its easing (``AnimationWriter/takesFunction``).
package enum ExportForm: String, CaseIterable, Sendable {
    case function
    case timing
    case keyframes
}

/// A platform that takes code as an easing (a JavaScript function, a Kotlin `Easing`, a Dart
/// `Curve`, …): its writer of a curve's closed form (``CurveKit/Curve/closedForm``) as that code,
/// from one formula through the language's ``FormulaSpelling``.
package protocol FunctionFormWriter {
    /// What the platform takes and how it runs it, for the header: "Motion takes a function of
    /// progress as its ease".
    static var takes: String { get }
    /// The language the function is written in ("JavaScript").
    static var language: String { get }
    /// What the code is, for help: "a JavaScript function", "an Easing".
    static var easingName: String { get }
    /// How the function reads back (``FunctionFormReader``).
    static var reading: FunctionFormReading { get }
    /// The closed form as the platform's code called `name` (without the header comment).
    static func code(_ formula: Formula, name: String) -> String
    /// The same, its usage played for `duration` seconds where the platform's usage names one
    /// (the curve's own, when it keeps one: ``ExportCandidates/duration``); by default as
    /// ``code(_:name:)``.
    static func code(_ formula: Formula, name: String, duration: Double?) -> String
    /// The code on one line, for `export NAME all`.
    static func line(_ formula: Formula) -> String
    /// Why the platform would not run the function as the curve, when it would not (Flutter
    /// returns t itself at 0 and 1); nil when it runs it as written.
    static func refusal(_ curve: Curve) -> String?
}

extension FunctionFormWriter {
    static func refusal(_ curve: Curve) -> String? { nil }
    static func code(_ formula: Formula, name: String, duration: Double?) -> String { code(formula, name: name) }
}

extension PlatformExport {
    /// `curve` in `format` in the form asked (``ExportForm``; nil: the exact one). The function
    /// form states the timing form's error beside it, so the header says what `form=timing`
    /// would cost; an explicit `form=function` the platform or the curve cannot take is refused
    /// with what it takes.
    static func code(
        _ curve: Curve, name: String, format: ExportFormat, digits: Digits, candidates: ExportCandidates, form: ExportForm?
    ) throws(ExportError) -> PlatformCode {
        // digits=N rounds a timing curve's numbers (a function keeps every digit): unless the
        // function is asked for, it is the timing form that is rounded.
        let rounds = if case .decimals = digits { true } else { false }
        if form == .keyframes {
            guard let code = try KeyframeForm.code(curve, name: name, format: format, digits: digits, isCancelled: candidates.isCancelled)
            else { throw KeyframeForm.noCurveDocument(format) }
            return code
        }
        if form == .timing || (form == nil && rounds) {
            return try code(curve, name: name, format: format, digits: digits, candidates: candidates, timingOnly: form == .timing)
        }
        let timing: Result<PlatformCode, ExportError>
        do {
            timing = .success(try code(curve, name: name, format: format, digits: digits, candidates: candidates))
        } catch {
            if error.reason == .cancelled { throw error }
            timing = .failure(error)
        }
        if form == nil, case .success(let code) = timing, code.isExact { return code }
        let function = functionCode(curve, name: name, format: format, timing: timing, duration: candidates.duration)
        switch (function, form) {
        case (.success(let code), _): return code
        case (.failure(let refusal), .function): throw refusal
        default:
            // Then the keyframes, where the platform writes the curve so exactly.
            if KeyframeForm.keyframes(curve) != nil,
                let keyed = try? KeyframeForm.code(curve, name: name, format: format, digits: digits, isCancelled: candidates.isCancelled)
                    ?? nil,
                keyed.isExact
            {
                return keyed
            }
            return try timing.get()
        }
    }

    /// form=function for a curve without a closed form.
    static func noClosedForm(_ curve: Curve) -> ExportError {
        ExportError(
            "form=function: \(ExportTiming.describe(curve)) has no closed form to write as a function (the kinds that have one: "
                + "penner, steps, expo-decay, second-order, spring, formula); use form=timing or leave form out", reason: .formRefused)
    }

    /// The closed form as `format`'s function form, with the header that states the timing
    /// form's error; or why there is none.
    private static func functionCode(
        _ curve: Curve, name: String, format: ExportFormat, timing: Result<PlatformCode, ExportError>, duration: Double?
    ) -> Result<PlatformCode, ExportError> {
        let (platform, writer) = (format.platform, format.writer)
        guard let function = format.functionWriter else {
            return .failure(
                ExportError(
                    "form=function: \(platform.title) takes no function as an easing (\(format.word) has only timing forms); "
                        + "use form=timing or leave form out", reason: .formRefused))
        }
        guard let formula = curve.closedForm else { return .failure(noClosedForm(curve)) }
        if let bad = formula.firstNonFiniteValue(samples: 2000) {
            return .failure(
                ExportError(
                    "form=function: \(ExportTiming.describe(curve)) is not a finite number at x = \(TextFormat.short(bad.x)), "
                        + "so no function computes it there", reason: .formRefused))
        }
        if let refusal = function.refusal(curve) {
            return .failure(ExportError("form=function: \(refusal); use form=timing or leave form out", reason: .formRefused))
        }
        let alternative: String
        switch timing {
        case .success(let code) where code.isExact: alternative = "form=timing writes it exactly too"
        case .success(let code):
            // The timing form's own words after the name: its approximation and error.
            let words = code.header.dropFirst(name.count + 2)
            alternative =
                "form=timing writes " + (words.range(of: "approximation: ").map { String(words[$0.upperBound...]) } ?? String(words))
        case .failure(let error): alternative = "\(platform.title) has no timing form for it (\(error.message))"
        }
        let header = "\(name): exact, its closed form as a \(function.language) function (\(function.takes)); \(alternative)"
        return .success(
            PlatformCode(
                platform: platform, line: function.line(formula),
                text: writer.comment(header) + "\n" + function.code(formula, name: name, duration: duration), maxError: 0, maxErrorAt: nil,
                header: header, spring: nil, form: .function))
    }
}
