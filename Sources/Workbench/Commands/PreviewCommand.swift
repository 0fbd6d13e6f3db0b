import CurveKit
import Foundation
import Platforms

/// `preview NAME … [html=FILE] [force]`: a page that plays the curves in a browser.
struct PreviewCommand: CommandDeclaration {
    static let name = "preview"
    static let summary = "a self-contained web page that plays each curve next to a linear one (default preview.html)"
    static let details =
        """
        Curves that are exactly \(Platform.css.term(.cubicBezier))(), steps() or linear() use that CSS; others use linear() stops within half a pixel.
        A file that exists is replaced only when this session wrote it (or it is empty) unless you add force.
        """

    var names: [String] = []
    var file = "preview.html"
    /// Replace a file this session did not write.
    var force = false

    static var arguments: [Argument<Self>] {
        [
            .repeated("NAME", \.names, .curve(.curves(animations: true)), missing: "at least one curve NAME"),
            .option("html", "FILE", \.file, .nonEmptyFile, default: "preview.html", written: { _ in true }),
            .flag("force", \.force),
        ]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.preview(&interpreter, names, file: file, force: force, forced: text(forcing: \.force))
    }
}

extension PreviewCommand {
    /// `preview`: curves, and animations as the curve that paces them (a raw-value keyframes
    /// animation's curve scaled from its first to its last value, so the ball runs 0 → 1).
    static func preview(_ interpreter: inout Interpreter, _ names: [String], file: String, force: Bool, forced: String)
        throws(CommandError) -> Reply
    {
        var curves: [NamedCurve] = []
        for name in names {
            if let animation = interpreter.session.animation(named: name) {
                curves.append(NamedCurve(name: name, curve: Self.previewCurve(of: animation), description: animation.summary))
            } else {
                curves.append(try interpreter.resolve(name))
            }
        }
        let page: String
        do {
            page = try PreviewPage.render(curves)
        } catch let error as CurveError {
            throw CommandError("cannot preview: \(error.wording)")
        } catch {
            throw CommandError("cannot preview: \(error)")
        }
        try interpreter.replaceFile(file, with: Data(page.utf8), force: force, forced: forced)
        return Reply(
            text: "wrote \(file): open it in a browser to watch \(names.joined(separator: ", ")) move",
            json: ["curves": .array(names.map(JSONValue.string)), "file": .string(file)])
    }

    static func previewCurve(of animation: Animation) -> Curve {
        let (start, end) = animation.playedProgressRange
        guard (start, end) != (0, 1), start != end, let keyframes = animation.curve.keyframes,
            let scaled = try? Keyframes(
                times: keyframes.times, values: keyframes.values.map { ($0 - start) / (end - start) },
                segments: keyframes.segments)
        else { return animation.curve }
        return .keyframes(scaled)
    }
}
