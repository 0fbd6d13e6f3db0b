import CurveKit
import Foundation

/// Names that several platforms define differently (reference §9). A name alone keeps its
/// meaning in curves (Penner's `easeOutBack`); `help NAME` and the error on a paste without its
/// platform list each platform's version and how far it is from the others.
package enum PlatformCollisions {
    struct Version {
        /// nil: curves' own meaning of the name (a Penner curve or preset).
        var platform: Platform?
        var code: String
    }

    package struct Entry {
        /// The name first (the key of each platform's ``PlatformSpec/collidingNames``), then the
        /// other names it is typed as.
        var names: [String]
        /// curves' own curve of the name (a Penner name), when it has one.
        var own: String?
        /// The platforms whose version to list, in this order (their words).
        var platforms: [String]

        /// curves' version, then each platform's, as the platform spells it in its own folder.
        var versions: [Version] {
            let own = own.map { [Version(platform: nil, code: $0)] } ?? []
            return own
                + platforms.compactMap { word in
                    Platform(rawValue: word).flatMap { platform in
                        platform.spec.collidingNames[names[0]].map { Version(platform: platform, code: $0) }
                    }
                }
        }
    }

    static let entries: [Entry] = [
        Entry(names: ["easeOutBack", "backOut", "back-out"], own: "back-out", platforms: ["flutter", "compose", "motion", "gsap"]),
        Entry(
            names: ["easeInOutBack", "backInOut", "back-in-out"], own: "back-in-out", platforms: ["flutter", "compose", "motion", "gsap"]),
        Entry(names: ["easeInSine", "sine-in"], own: "sine-in", platforms: ["flutter", "compose", "gsap"]),
        Entry(names: ["easeOutElastic", "elasticOut", "elastic-out"], own: "elastic-out", platforms: ["flutter", "compose", "gsap"]),
        Entry(names: ["easeOutBounce", "bounceOut", "bounce-out"], own: "bounce-out", platforms: ["flutter", "compose", "android"]),
        Entry(names: ["easeInExpo", "expoIn", "expo-in"], own: "expo-in", platforms: ["flutter", "compose", "gsap"]),
        Entry(names: ["emphasized"], platforms: ["material", "android", "flutter"]),
        Entry(names: ["emphasized-decelerate", "emphasizedDecelerate"], platforms: ["material", "android"]),
        Entry(names: ["emphasized-accelerate", "emphasizedAccelerate"], platforms: ["material", "android"]),
    ]

    /// The entry for a name as typed, alone or as the last part of a paste (`Curves.easeOutBack`).
    static func entry(for text: String) -> Entry? {
        let last = text.split(separator: ".").last.map(String.init) ?? text
        let bare = last.hasSuffix("()") ? String(last.dropLast(2)) : last
        // Compose writes EaseOutBack where Flutter writes easeOutBack: the same collision.
        // A Penner name's platform spellings name its entry too: each version's (`back.out`,
        // `BounceInterpolator()`), and what a platform's table calls curves' own (GSAP's `bounce.out`).
        return entries.first { entry in
            let spelled = entry.own == nil ? [] : entry.versions.compactMap { $0.platform == nil ? nil : $0.code } + ownSpellings(of: entry)
            let names = entry.names + spelled
            return names.contains { $0 == text || $0.lowercased() == bare.lowercased() || $0 == bare + "()" }
        }
    }

    /// The spellings the platforms give curves' own version of an entry (GSAP's `bounce.out`
    /// for `bounce-out`), from their preset tables.
    static func ownSpellings(of entry: Entry) -> [String] {
        guard let own = entry.own, let penner = Penner(named: own) else { return [] }
        return Platform.allCases.compactMap { $0.presetSpelling(of: .penner(penner))?.trimmingCharacters(in: ["\""]) }.filter {
            $0.contains(".")
        }
    }

    static func curve(_ version: Version) -> Curve? {
        guard let platform = version.platform else { return Penner(named: version.code).map(Curve.penner) }
        return try? platform.read(version.code).curve
    }

    /// The largest |a(x) − b(x)| over the points an export's error is measured at
    /// (``ExportTiming/errorIntervals``), as the two platforms' exports would state it.
    static func maxDifference(_ a: Curve, _ b: Curve) -> (difference: Double, at: Double) {
        let comparison = CurveComparison(a, b, intervals: ExportTiming.errorIntervals)
        return (comparison.maxAbsoluteDifference, comparison.at)
    }

    /// The lines that list an entry's versions and their distance from the first, each curve
    /// written by `definition` (the kinds' text, ``CurveDescription``, handed down by the caller).
    static func lines(_ entry: Entry, definition: (Curve) -> String) -> [String] {
        let curves = entry.versions.map(curve)
        guard let reference = curves.first ?? nil else { return [] }
        let first = entry.versions[0]
        let firstLabel = first.platform.map { "\($0.rawValue) \(first.code)" } ?? first.code
        var lines = [
            "\(entry.names[0]) means different curves on different platforms; \(first.platform == nil ? "'\(entry.names[0])' alone is curves' \(first.code) (Penner)" : "write the platform word to choose"):"
        ]
        for (version, curve) in zip(entry.versions, curves) {
            guard let curve else { continue }
            let label = version.platform.map { "\($0.rawValue) \(version.code)" } ?? "\(version.code) (Penner)"
            var line = "  \(label): \(definition(curve))"
            if version.platform != first.platform || version.code != first.code {
                let (difference, at) = maxDifference(reference, curve)
                line += "; max difference from \(firstLabel) \(TextFormat.statistic(difference)) at x = \(TextFormat.statistic(at))"
            }
            lines.append(line)
        }
        return lines
    }

    /// What a paste without its platform word is: which platforms read it, and how the name's
    /// versions differ; nil when no platform reads it.
    package static func pasteHint(_ text: String, name: String, definition: (Curve) -> String) -> String? {
        // A style sheet's declaration its platform refuses (`transition: none`) is that
        // platform's code all the same: its reason is the answer, not another platform that
        // happens to take a word of it.
        for platform in Platform.allCases where platform.spec.isStyleSheet {
            do { _ = try platform.read(text) } catch  where error.message.hasSuffix("not read") {
                return
                    "'\(Names.shortened(text))' is \(platform.title) code, which gives no curve: \(name) = \(platform.rawValue) \(Names.shortened(text)) says \(error.message)"
            } catch {}
        }
        let readers = Platform.allCases.filter { (try? $0.read(text)) != nil }
        guard !readers.isEmpty else { return nil }
        var message =
            "'\(Names.shortened(text))' is platform code: write the platform first, "
            + readers.map { "\(name) = \($0.rawValue) \(text)" }.joined(separator: " or ")
        if let entry = entry(for: text) { message += "\n" + lines(entry, definition: definition).joined(separator: "\n") }
        return message
    }

    /// `help PLATFORM` and `help NAME` for a colliding name, wrapped to `width`; nil for other topics.
    package static func help(_ topic: String, width: Int, definition: (Curve) -> String) -> String? {
        if let platform = Platform(rawValue: topic) {
            let lines =
                ["\(platform.rawValue): \(platform.title)"]
                + Formatting.wrap(
                    "usage: NAME = \(platform.rawValue) CODE | NAME = \(platform.rawValue) file=PATH [at=N]", width: width, indent: 9,
                    firstIndent: 2)
                + ["  for example:"]
                + platform.examples.flatMap { Formatting.wrap("a = \(platform.rawValue) \($0)", width: width, indent: 6, firstIndent: 4) }
                + Formatting.wrap(platform.notes, width: width, indent: 2)
            return lines.joined(separator: "\n")
        }
        return entry(for: topic).map { entry in
            lines(entry, definition: definition).enumerated().flatMap { index, line in
                index == 0
                    ? Formatting.wrap(line, width: width, indent: 2, firstIndent: 0)
                    : Formatting.wrap(line.trimmingCharacters(in: .whitespaces), width: width, indent: 4, firstIndent: 2)
            }.joined(separator: "\n")
        }
    }
}
