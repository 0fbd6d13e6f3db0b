import CurveKit

/// A platform whose names are written in other platforms' code (``PlatformSpec/hostPlatforms``:
/// Material's tokens in Android, Compose, CSS and Flutter code). Here, beside the registry, since
/// it reads with other platforms than the one pasted under.
extension Platform {
    /// The curve `text` describes as the platform reads it; when the platform finds none of its
    /// own definitions in it, as the code of its host platforms reads it: the curve they read
    /// when every host that reads the code reads that one curve (the note says which); refused,
    /// naming each, when they read different curves; the platform's own error when none reads it.
    package func readAsWritten(_ text: String, column: Int = 1) throws(CommandError) -> ReadCurve {
        let hosts = spec.hostPlatforms.compactMap(Platform.init(rawValue:))
        do {
            return try read(text, column: column)
        } catch {
            guard !hosts.isEmpty, SourceFileScanner.definitions(self, in: text, path: "").found.isEmpty else { throw error }
            let readings = hosts.compactMap { host in (try? host.read(text, column: column)).map { (host, $0) } }
            guard let first = readings.first else { throw error }
            let words = readings.map(\.0.rawValue).joined(separator: " and ")
            if let other = readings.first(where: { $0.1.curve != first.1.curve }) {
                let (difference, at) = PlatformCollisions.maxDifference(first.1.curve, other.1.curve)
                throw CommandError(
                    "the paste holds no \(title) definition of its own, and its code reads differently as \(first.0.rawValue) and as \(other.0.rawValue) (the curves differ by up to \(TextFormat.statistic(difference)) at x = \(TextFormat.statistic(at))): write the platform's word before it",
                    span: error.span)
            }
            var reading = first.1
            reading.note = AnimationTimingNote.joined(
                "the paste holds no \(title) definition of its own: read as \(words) reads its code", reading.note)
            return reading
        }
    }
}
