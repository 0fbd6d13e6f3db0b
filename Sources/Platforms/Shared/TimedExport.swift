import CurveKit

extension PlatformWriter {
    /// By default, the declaration and a comment that names the timing kept with the curve.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String {
        commentedTiming(code, name: name, timing: timing)
    }

    /// The declaration, and a comment that names the timing kept with the curve (for a construct
    /// that has no place for it, such as a spring that runs until it settles).
    static func commentedTiming(_ code: String, name: String, timing: CurveTiming) -> String {
        declaration(code, name: name) + "\n" + comment(PlatformExport.timingComment(name: name, timing: timing))
    }
}

extension PlatformExport {
    /// What `export NAME FORMAT` writes for a curve that keeps a duration or a delay
    /// (``NamedCurve/timing``): the timing curve's declaration played with them, in the
    /// platform's own construct and units (``PlatformWriter/timedDeclaration(_:name:timing:isSpring:)``);
    /// another form (a function, a keyframes document) with a comment that names them.
    static func text(of code: PlatformCode, name: String, format: ExportFormat, timing: CurveTiming?) -> String {
        guard let timing else { return code.text }
        let writer = format.writer
        let plain = writer.document(header: code.header, declaration: writer.declaration(code.line, name: name))
        guard code.form == .timing, code.text == plain else {
            let comment = writer.comment(timingComment(name: name, timing: timing))
            return comment.isEmpty ? code.text : code.text + comment + "\n"
        }
        let timed = writer.timedDeclaration(code.line, name: name, timing: timing, isSpring: code.isSpring)
        return writer.document(header: code.header, declaration: timed)
    }

    /// `x plays for 300 ms after a delay of 50 ms (kept with the curve)`: from its code, or from
    /// the recording `identify … as NAME` named it for.
    static func timingComment(name: String, timing: CurveTiming) -> String {
        let parts = [
            timing.duration.map { "plays for \(CurveTiming.seconds($0))" },
            timing.delay.map { "after a delay of \(CurveTiming.seconds($0))" },
        ].compactMap { $0 }
        return "\(name) \(parts.joined(separator: " ")) (kept with the curve)"
    }
}
