import CurveKit
import Foundation

extension ExportCandidates {
    /// The candidates made while one export runs, by curve and span: every platform's writer of
    /// an `export ANIM all` (and Core Animation's planner beside its parts) asks for the same
    /// curve played in the same duration, and gets the one set fitted once.
    package final class Sharing: @unchecked Sendable {
        // A lock, though one export runs on one thread: the type crosses into a task-local value.
        private let lock = NSLock()
        private var made: [(curve: Curve, span: Double?, candidates: ExportCandidates)] = []

        package init() {}

        /// How many sets of candidates it made: one per curve and span asked for.
        package var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return made.count
        }

        func candidates(_ curve: Curve, playedIn span: Double?, isCancelled: @escaping () -> Bool) -> ExportCandidates {
            lock.lock()
            defer { lock.unlock() }
            if let found = made.first(where: { $0.span == span && $0.curve == curve }) { return found.candidates }
            let candidates = ExportCandidates(curve, playedIn: span, isCancelled: isCancelled)
            made.append((curve, span, candidates))
            return candidates
        }
    }

    /// The sharing of the export running, if it shares (``ExportPipeline/animationOnEveryPlatform(_:digits:form:isCancelled:)``).
    @TaskLocal static var sharing: Sharing?

    /// The candidates of `curve` played in `span` seconds: those the running export made already
    /// where it shares them, else new ones.
    static func shared(_ curve: Curve, playedIn span: Double?, isCancelled: @escaping () -> Bool) -> ExportCandidates {
        sharing?.candidates(curve, playedIn: span, isCancelled: isCancelled)
            ?? ExportCandidates(curve, playedIn: span, isCancelled: isCancelled)
    }
}
