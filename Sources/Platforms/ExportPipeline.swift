import CurveKit

/// `export`'s one pipeline: a curve or an animation in a format word — a platform's platform
/// (`css`, `uikit`, …), another of its languages (`swift`, `objc`), or `json` (the session
/// file's own form). Every platform's code comes from its writers (``ExportFormat``).
package enum ExportPipeline {
    /// What an export wrote and how exact it is.
    package struct Exported {
        package let text: String
        package let isExact: Bool
        /// 0 when exact; else in progress 0…1 (a keyframes segment's error scaled by its move).
        package let maxError: Double
        package let maxErrorAt: Double?
        /// The form written (nil for json, the session file's own form).
        package var form: ExportForm? = nil
        /// The platform's construct on one line, as every other command prints it (nil for json).
        package var line: String? = nil
    }

    /// Every word FORMAT may be, in the order errors and completion list them.
    package static var formatWords: [String] { ExportFormat.all.map(\.word) + ["json"] }

    static func unknownFormat(_ word: String) -> ExportError {
        ExportError("unknown export format \"\(word)\": use one of \(formatWords.joined(separator: ", "))", reason: .unknownFormat(word))
    }

    /// `curve`, called `name`, in the format `word` and the form asked (nil: the exact one,
    /// ``ExportForm``).
    package static func curve(
        _ curve: Curve, named name: String, format word: String, digits: Digits = .fewest, form: ExportForm? = nil,
        candidates: ExportCandidates? = nil, isCancelled: @escaping () -> Bool = { false }
    ) throws(ExportError) -> Exported {
        if word.lowercased() == "json" {
            if let form { throw formOfJSON(form) }
            return Exported(text: JSONExport.curve(curve, name: name), isExact: true, maxError: 0, maxErrorAt: nil)
        }
        guard let format = ExportFormat(named: word) else { throw unknownFormat(word) }
        let code = try self.code(
            curve, named: name, format: format, digits: digits, form: form,
            candidates: candidates ?? ExportCandidates(curve, isCancelled: isCancelled))
        let text = PlatformExport.text(of: code, name: name, format: format, timing: candidates?.timing)
        return Exported(
            text: text, isExact: code.isExact, maxError: code.maxError, maxErrorAt: code.maxErrorAt, form: code.form, line: code.line)
    }

    /// json is the session file's form, with no other.
    static func formOfJSON(_ form: ExportForm) -> ExportError {
        ExportError(
            "form=\(form.rawValue): json writes the session file's form only; leave form out, or export to a platform", reason: .formRefused
        )
    }

    /// `curve`, called `name`, as `format`'s code in the form asked (nil: the exact one): the one
    /// place every command that prints a curve's platform code gets it — `export NAME FORMAT`
    /// (its text), `export NAME all`, fit's platform lines, identify's rows, `show`'s code and the
    /// live page's export panel (its ``PlatformCode/line``) —, so that each prints what `export`
    /// writes. `candidates` are the curve's approximations, fitted once and shared by every
    /// platform asked with them.
    package static func code(
        _ curve: Curve, named name: String, format: ExportFormat, digits: Digits = .fewest, form: ExportForm? = nil,
        candidates: ExportCandidates
    ) throws(ExportError) -> PlatformCode {
        let code = try PlatformExport.code(curve, name: name, format: format, digits: digits, candidates: candidates, form: form)
        return format.writer.renaming(name).map { code.stating($0, in: format.writer) } ?? code
    }

    /// `curve`, called `name`, as `platform`'s code: what `export NAME PLATFORM [digits=N]` writes
    /// (``code(_:named:format:digits:form:candidates:)``).
    package static func code(
        _ curve: Curve, named name: String, platform: Platform, digits: Digits = .fewest, candidates: ExportCandidates
    ) throws(ExportError) -> PlatformCode {
        try code(curve, named: name, format: ExportFormat(platform), digits: digits, candidates: candidates)
    }

    /// The line `export NAME PLATFORM form=timing [digits=N]` writes when it writes `curve` exactly in one
    /// construct (its name for the curve, its own form, a Bézier where the curve is one); nil
    /// when export would write an approximation or a function. Where export writes the curve as a
    /// whole document instead (CSS `@keyframes` for keyframes), this is the one construct the
    /// platform has for it exactly (straight keyframes as `linear()`), which the document does
    /// not need. `byName: false` writes numbers where export writes the platform's name for the
    /// curve (`show`, whose definition line gives the numbers too). Costs no fit: for the commands
    /// that print a curve's code only where it is exact on one line (`show`, fit's tables).
    package static func exactLine(
        _ curve: Curve, named name: String, platform: Platform, digits: Digits = .fewest, byName: Bool = true
    ) -> String? {
        guard
            let code = PlatformExport.exactCode(curve, name: name, format: ExportFormat(platform), digits: digits, byName: byName),
            code.isExact
        else { return nil }
        return code.line
    }

    /// `export NAME all`: the curve on every platform, in the registry's order, its approximations
    /// fitted once for all of them. form=function (or keyframes) writes the function (the
    /// keyframes) where the platform writes one, else the exact form; it is refused only when the
    /// curve has none at all.
    package static func curveOnEveryPlatform(
        _ curve: Curve, named name: String, digits: Digits = .fewest, form: ExportForm? = nil, candidates: ExportCandidates
    ) throws(ExportError) -> [PlatformCode] {
        if form == .function, curve.closedForm == nil { throw PlatformExport.noClosedForm(curve) }
        if form == .keyframes, KeyframeForm.keyframes(curve) == nil { throw KeyframeForm.notPiecewise(curve) }
        return try Platform.allCases.map { (platform: Platform) throws(ExportError) -> PlatformCode in
            let format = ExportFormat(platform)
            if let form, form != .timing,
                let code = try? code(curve, named: name, format: format, digits: digits, form: form, candidates: candidates)
            {
                return code
            }
            return try code(
                curve, named: name, format: format, digits: digits, form: form == .timing ? .timing : nil, candidates: candidates)
        }
    }

    /// `animation` in the format `word`: the platform's animation writer, or json (exact: the
    /// frames with every digit).
    package static func animation(
        _ animation: Animation, format word: String, digits: Digits = .fewest, form: ExportForm? = nil,
        isCancelled: @escaping () -> Bool = { false }
    ) throws(ExportError) -> Exported {
        let isJSON = word.lowercased() == "json"
        let format = ExportFormat(named: word)
        guard isJSON || format != nil else { throw unknownFormat(word) }
        let frames = try finiteFrames(animation)
        guard let format else {
            if let form { throw formOfJSON(form) }
            return Exported(text: JSONExport.animation(animation, frames: frames), isExact: true, maxError: 0, maxErrorAt: nil)
        }
        let code = try animationCode(animation, format: format, digits: digits, form: form, isCancelled: isCancelled)
        return Exported(text: code.text, isExact: code.isExact, maxError: code.maxError, maxErrorAt: nil, form: code.form)
    }

    /// `animation` as `format`'s animation writer writes it in the form asked: a function where
    /// the writer ``AnimationWriter/takesFunction`` (form=function refused elsewhere), else
    /// its curve as a timing curve or keyframes (``KeyframeForm/played(_:format:digits:form:)``);
    /// ``AnimationCode/form`` says which.
    static func animationCode(
        _ animation: Animation, format: ExportFormat, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool
    ) throws(ExportError) -> AnimationCode {
        let writer = format.animationWriter
        if form == .function, !writer.takesFunction { throw formOfAnimation(animation, format) }
        let played = try KeyframeForm.played(animation, format: format, digits: digits, form: form == .function ? .timing : form)
        var code = try writer.export(played, digits: digits, form: form, isCancelled: isCancelled)
        if code.form == nil { code.form = played.curve.keyframes != nil ? .keyframes : .timing }
        return code
    }

    /// The animation writers that write a curve as a function, by their format words.
    static var functionAnimationFormats: [String] { ExportFormat.all.filter { $0.animationWriter.takesFunction }.map(\.word) }

    /// form=function where the platform's animation takes no function.
    static func formOfAnimation(_ animation: Animation, _ format: ExportFormat) -> ExportError {
        ExportError(
            "form=function: \(format.platform.title) writes an animation with a timing curve (form=timing) or keyframes "
                + "(form=keyframes); an animation's curve is a function in \(functionAnimationFormats.joined(separator: ", ")), "
                + "or export its curve \(animation.curveName) with form=function", reason: .formRefused)
    }

    /// `export ANIM all`: the animation on every platform, in the registry's order, in the form
    /// asked (nil: the exact one); the curve's fits made once, in `sharing`, for all of them.
    package static func animationOnEveryPlatform(
        _ animation: Animation, digits: Digits = .fewest, form: ExportForm? = nil, isCancelled: @escaping () -> Bool = { false },
        sharing: ExportCandidates.Sharing = ExportCandidates.Sharing()
    ) throws(ExportError) -> [(platform: Platform, code: AnimationCode)] {
        if form == .function, animation.curve.closedForm == nil { throw PlatformExport.noClosedForm(animation.curve) }
        _ = try finiteFrames(animation)
        // Every platform plays the same curve in the same duration: its fits are made once and shared.
        let codes = ExportCandidates.$sharing.withValue(sharing) {
            Result { () throws(ExportError) in
                try Platform.allCases.map { (platform: Platform) throws(ExportError) in
                    let format = ExportFormat(platform)
                    // form=function writes a function where the platform's animation takes one, else the exact form.
                    let asked = form == .function && !format.animationWriter.takesFunction ? nil : form
                    return (platform, try animationCode(animation, format: format, digits: digits, form: asked, isCancelled: isCancelled))
                }
            }
        }
        return try codes.get()
    }

    /// The animation's frames, refused when the curve is not a finite number at one of them.
    private static func finiteFrames(_ animation: Animation) throws(ExportError) -> [AnimationFrame] {
        let frames: [AnimationFrame]
        do { frames = try animation.frames() } catch { throw ExportError(error.message) }
        if let bad = frames.first(where: { !$0.value.components.allSatisfy(\.isFinite) }) {
            throw ExportError(
                "cannot export \(animation.name): its curve \(animation.curveName) is not a finite number at "
                    + "t = \(TextFormat.shortest(bad.time)) s (frame \(bad.index))")
        }
        return frames
    }
}
