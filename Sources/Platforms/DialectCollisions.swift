import CurveKit
import Foundation

/// Names that several platforms define differently (reference §9). A name alone keeps its
/// meaning in curves (Penner's `easeOutBack`); `help NAME` and the error on a paste without its
/// dialect list each platform's version and how far it is from the others.
package enum DialectCollisions {
    struct Version {
        /// nil: curves' own meaning of the name (a Penner curve or preset).
        var dialect: Dialect?
        var code: String
    }

    package struct Entry {
        var names: [String]
        var versions: [Version]
    }

    static let entries: [Entry] = [
        Entry(
            names: ["easeOutBack", "backOut", "back-out", "back.out"],
            versions: [
                Version(code: "back-out"), Version(dialect: .flutter, code: "Curves.easeOutBack"),
                Version(dialect: .compose, code: "EaseOutBack"),
                Version(dialect: .motion, code: "backOut"), Version(dialect: .gsap, code: "back.out"),
            ]),
        Entry(
            names: ["easeInOutBack", "backInOut", "back-in-out", "back.inOut"],
            versions: [
                Version(code: "back-in-out"), Version(dialect: .flutter, code: "Curves.easeInOutBack"),
                Version(dialect: .compose, code: "EaseInOutBack"),
                Version(dialect: .motion, code: "backInOut"), Version(dialect: .gsap, code: "back.inOut"),
            ]),
        Entry(
            names: ["easeInSine", "sine-in", "sine.in"],
            versions: [
                Version(code: "sine-in"), Version(dialect: .flutter, code: "Curves.easeInSine"),
                Version(dialect: .compose, code: "EaseInSine"),
                Version(dialect: .gsap, code: "sine.in"),
            ]),
        Entry(
            names: ["easeOutElastic", "elasticOut", "elastic-out", "elastic.out"],
            versions: [
                Version(code: "elastic-out"), Version(dialect: .flutter, code: "Curves.elasticOut"),
                Version(dialect: .compose, code: "EaseOutElastic"),
                Version(dialect: .gsap, code: "elastic.out"),
            ]),
        Entry(
            names: ["easeOutBounce", "bounceOut", "bounce-out", "bounce.out", "BounceInterpolator"],
            versions: [
                Version(code: "bounce-out"), Version(dialect: .flutter, code: "Curves.bounceOut"),
                Version(dialect: .compose, code: "EaseOutBounce"),
                Version(dialect: .android, code: "BounceInterpolator()"),
            ]),
        Entry(
            names: ["easeInExpo", "expoIn", "expo-in", "expo.in"],
            versions: [
                Version(code: "expo-in"), Version(dialect: .flutter, code: "Curves.easeInExpo"),
                Version(dialect: .compose, code: "EaseInExpo"),
                Version(dialect: .gsap, code: "expo.in"),
            ]),
        Entry(
            names: ["emphasized"],
            versions: [
                Version(dialect: .material, code: "emphasized"), Version(dialect: .android, code: "emphasized"),
                Version(dialect: .flutter, code: "Curves.easeInOutCubicEmphasized"),
            ]),
        Entry(
            names: ["emphasized-decelerate", "emphasizedDecelerate"],
            versions: [
                Version(dialect: .material, code: "emphasized-decelerate"), Version(dialect: .android, code: "emphasized-decelerate"),
            ]),
        Entry(
            names: ["emphasized-accelerate", "emphasizedAccelerate"],
            versions: [
                Version(dialect: .material, code: "emphasized-accelerate"), Version(dialect: .android, code: "emphasized-accelerate"),
            ]),
    ]

    /// The entry for a name as typed, alone or as the last part of a paste (`Curves.easeOutBack`).
    static func entry(for text: String) -> Entry? {
        let last = text.split(separator: ".").last.map(String.init) ?? text
        let bare = last.hasSuffix("()") ? String(last.dropLast(2)) : last
        // Compose writes EaseOutBack where Flutter writes easeOutBack: the same collision.
        return entries.first { entry in entry.names.contains { $0 == text || $0.lowercased() == bare.lowercased() } }
    }

    static func curve(_ version: Version) -> Curve? {
        guard let dialect = version.dialect else { return Penner(named: version.code).map(Curve.penner) }
        return try? dialect.read(version.code).curve
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
        let firstLabel = first.dialect.map { "\($0.rawValue) \(first.code)" } ?? first.code
        var lines = [
            "\(entry.names[0]) means different curves on different platforms; \(first.dialect == nil ? "'\(entry.names[0])' alone is curves' \(first.code) (Penner)" : "write the dialect word to choose"):"
        ]
        for (version, curve) in zip(entry.versions, curves) {
            guard let curve else { continue }
            let label = version.dialect.map { "\($0.rawValue) \(version.code)" } ?? "\(version.code) (Penner)"
            var line = "  \(label): \(definition(curve))"
            if version.dialect != first.dialect || version.code != first.code {
                let (difference, at) = maxDifference(reference, curve)
                line += "; max difference from \(firstLabel) \(TextFormat.statistic(difference)) at x = \(TextFormat.statistic(at))"
            }
            lines.append(line)
        }
        return lines
    }

    /// What a paste without its dialect word is: which dialects read it, and how the name's
    /// versions differ; nil when no dialect reads it.
    package static func pasteHint(_ text: String, name: String, definition: (Curve) -> String) -> String? {
        let readers = Dialect.allCases.filter { (try? $0.read(text)) != nil }
        guard !readers.isEmpty else { return nil }
        var message =
            "'\(Names.shortened(text))' is platform code: write the dialect first, "
            + readers.map { "\(name) = \($0.rawValue) \(text)" }.joined(separator: " or ")
        if let entry = entry(for: text) { message += "\n" + lines(entry, definition: definition).joined(separator: "\n") }
        return message
    }

    /// `help DIALECT` and `help NAME` for a colliding name, wrapped to `width`; nil for other topics.
    package static func help(_ topic: String, width: Int, definition: (Curve) -> String) -> String? {
        if let dialect = Dialect(rawValue: topic) {
            let lines =
                ["\(dialect.rawValue): \(dialect.platform)"]
                + Formatting.wrap(
                    "usage: NAME = \(dialect.rawValue) CODE | NAME = \(dialect.rawValue) file=PATH [at=N]", width: width, indent: 9,
                    firstIndent: 2)
                + ["  for example:"]
                + dialect.examples.flatMap { Formatting.wrap("a = \(dialect.rawValue) \($0)", width: width, indent: 6, firstIndent: 4) }
                + Formatting.wrap(dialect.notes, width: width, indent: 2)
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
