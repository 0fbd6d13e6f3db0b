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
    }

    /// Every word FORMAT may be, in the order errors and completion list them.
    static var formatWords: [String] { ExportFormat.all.map(\.word) + ["json"] }

    /// The words an animation exports to.
    static var animationFormatWords: [String] { ExportFormat.all.filter { $0.animationWriter != nil }.map(\.word) + ["json"] }

    static func unknownFormat(_ word: String) -> ExportError {
        ExportError("unknown export format \"\(word)\": use one of \(formatWords.joined(separator: ", "))")
    }

    /// `curve`, called `name`, in the format `word`.
    static func curve(
        _ curve: Curve, named name: String, format word: String, digits: Digits = .fewest, candidates: ExportCandidates? = nil,
        isCancelled: @escaping () -> Bool = { false }
    ) throws(ExportError) -> Exported {
        if word.lowercased() == "json" {
            return Exported(text: JSONExport.curve(curve, name: name), isExact: true, maxError: 0, maxErrorAt: nil)
        }
        guard let format = ExportFormat(named: word) else { throw unknownFormat(word) }
        let code = try DialectExport.code(
            curve, name: name, format: format, digits: digits, candidates: candidates ?? ExportCandidates(curve, isCancelled: isCancelled))
        return Exported(text: code.text, isExact: code.isExact, maxError: code.maxError, maxErrorAt: code.maxErrorAt)
    }

    /// `animation` in the format `word`.
    static func animation(
        _ animation: Animation, format word: String, digits: Digits = .fewest, isCancelled: () -> Bool = { false }
    ) throws(ExportError) -> String {
        let isJSON = word.lowercased() == "json"
        let writer = ExportFormat(named: word)?.animationWriter
        guard isJSON || writer != nil else {
            throw ExportError(
                "an animation exports as \(animationFormatWords.joined(separator: ", ")) (got \"\(word)\"); its curve exports to every platform")
        }
        let frames: [AnimationFrame]
        do { frames = try animation.frames() } catch { throw ExportError(error.message) }
        if let bad = frames.first(where: { !$0.value.components.allSatisfy(\.isFinite) }) {
            throw ExportError(
                "cannot export \(animation.name): its curve \(animation.curveName) is not a finite number at "
                    + "t = \(TextFormat.shortest(bad.time)) s (frame \(bad.index))")
        }
        if let writer { return try writer.export(animation, digits: digits, isCancelled: isCancelled) }
        return JSONExport.animation(animation, frames: frames)
    }
}
