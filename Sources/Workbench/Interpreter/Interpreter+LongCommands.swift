import CurveKit
import Platforms

/// What the long commands (fits, `linear`, large samples) share: cancellation, timing, and
/// defining their result with where it came from.
extension Interpreter {
    /// How many points a long command computes between two looks at `Settings.isCancelled`.
    static let cancellationPiece = 4096

    /// Stops the running command when the user asked to cancel it (Ctrl-C).
    func checkCancelled() throws(CommandError) {
        if settings.isCancelled?() == true { throw CommandError("cancelled; the session is unchanged") }
    }

    /// Defines the result of a fit or `linear`, keeping the target's `timing`; returns whether it
    /// replaced a curve of that name.
    @discardableResult
    mutating func defineFitted(_ name: String, _ curve: Curve, provenance: Provenance, timing: CurveTiming? = nil, command: String)
        throws(CommandError) -> Bool
    {
        try ensureKeyframesAnimationsKeepKeyframes(name, curve)
        let previous = session.curve(named: name)
        try commit(
            .defineCurve(
                NamedCurve(
                    name: name, curve: curve, description: previous?.description, provenance: provenance,
                    target: previous?.target, timing: timing)),
            command: command)
        return previous != nil
    }

    func elapsed(since start: Double?) -> Double? {
        guard let start, let now = settings.clock?() else { return nil }
        return now - start
    }
}
