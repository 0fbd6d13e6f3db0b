import CurveKit

/// `export`'s one pipeline: a curve or an animation in a format word — a platform's dialect
/// (`css`, `uikit`, …), another of its languages (`swift`, `objc`), or `json` (the session
/// file's own form). Every platform's code comes from its writers (``ExportFormat``).
enum ExportPipeline {
    /// What an export wrote and how exact it is.
    struct Exported {
        let text: String
        let isExact: Bool
        /// 0 when exact; else in progress 0…1 (a keyframes segment's error scaled by its move).
        let maxError: Double
        let maxErrorAt: Double?
        /// The form written (nil for json, the session file's own form).
        var form: ExportForm? = nil
    }

    /// Every word FORMAT may be, in the order errors and completion list them.
    static var formatWords: [String] { ExportFormat.all.map(\.word) + ["json"] }

    static func unknownFormat(_ word: String) -> ExportError {
        ExportError("unknown export format \"\(word)\": use one of \(formatWords.joined(separator: ", "))")
    }

    /// `curve`, called `name`, in the format `word` and the form asked (nil: the exact one,
    /// ``ExportForm``).
    static func curve(
        _ curve: Curve, named name: String, format word: String, digits: Digits = .fewest, form: ExportForm? = nil,
        candidates: ExportCandidates? = nil, isCancelled: @escaping () -> Bool = { false }
    ) throws(ExportError) -> Exported {
        if word.lowercased() == "json" {
            if let form { throw formOfJSON(form) }
            return Exported(text: JSONExport.curve(curve, name: name), isExact: true, maxError: 0, maxErrorAt: nil)
        }
        guard let format = ExportFormat(named: word) else { throw unknownFormat(word) }
        let code = try DialectExport.code(
            curve, name: name, format: format, digits: digits,
            candidates: candidates ?? ExportCandidates(curve, isCancelled: isCancelled), form: form)
        return Exported(text: code.text, isExact: code.isExact, maxError: code.maxError, maxErrorAt: code.maxErrorAt, form: code.form)
    }

    /// json is the session file's form, with no other.
    static func formOfJSON(_ form: ExportForm) -> ExportError {
        ExportError("form=\(form.rawValue): json writes the session file's form only; leave form out, or export to a platform")
    }

    /// `curve`, called `name`, as `dialect`'s code with its header and error: what `export NAME
    /// DIALECT` writes, and the code every other command prints beside a curve (identify's rows,
    /// fit's platform lines), so that the code is the curve it scores.
    static func code(
        _ curve: Curve, named name: String, dialect: Dialect, digits: Digits = .fewest, isCancelled: @escaping () -> Bool = { false }
    ) throws(ExportError) -> PlatformCode {
        try DialectExport.code(
            curve, name: name, dialect: dialect, digits: digits, candidates: ExportCandidates(curve, isCancelled: isCancelled))
    }

    /// `animation` in the format `word`: the platform's animation writer, or json (exact: the
    /// frames with every digit).
    static func animation(
        _ animation: Animation, format word: String, digits: Digits = .fewest, form: ExportForm? = nil,
        isCancelled: @escaping () -> Bool = { false }
    ) throws(ExportError) -> Exported {
        if let form, form != .timing { throw formOfAnimation(animation, form) }
        let isJSON = word.lowercased() == "json"
        let format = ExportFormat(named: word)
        guard isJSON || format != nil else { throw unknownFormat(word) }
        let frames = try finiteFrames(animation)
        guard let format else {
            return Exported(text: JSONExport.animation(animation, frames: frames), isExact: true, maxError: 0, maxErrorAt: nil)
        }
        let code = try format.animationWriter.export(animation, digits: digits, isCancelled: isCancelled)
        return Exported(text: code.text, isExact: code.isExact, maxError: code.maxError, maxErrorAt: nil)
    }

    /// An animation is written in the platform's animation construct, its curve as a timing form.
    static func formOfAnimation(_ animation: Animation, _ form: ExportForm) -> ExportError {
        ExportError(
            "form=\(form.rawValue): an animation is exported as the platform's animation with a timing curve (form=timing); "
                + "export its curve \(animation.curveName) with form=\(form.rawValue)")
    }

    /// `export ANIM all`: the animation on every platform, in the registry's order.
    static func animationOnEveryPlatform(
        _ animation: Animation, digits: Digits = .fewest, isCancelled: @escaping () -> Bool = { false }
    ) throws(ExportError) -> [(dialect: Dialect, code: AnimationCode)] {
        _ = try finiteFrames(animation)
        return try Dialect.allCases.map { (dialect: Dialect) throws(ExportError) in
            (dialect, try dialect.spec.animationWriter.export(animation, digits: digits, isCancelled: isCancelled))
        }
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
