import CurveKit
import Platforms

/// Every named timing curve of every platform `curves` reads, for `identify`: each platform's
/// presets, spelled as its reader's tables spell them and read back through that reader (so
/// the curve is exactly what a paste of the name gives), and Penner's 30 curves. Names that
/// are the same function are one entry with all their names. Curves with a jump (steps) are
/// left out: they are not motions a recording can show.
struct NamedCurveCatalogue: Sendable {
    struct Name: Sendable, Equatable {
        /// nil for Penner's curves, which are `curves`' own kind.
        let platform: Platform?
        let spelling: String

        /// How the shell takes it: `compose FastOutSlowInEasing`, `bounce-out`.
        var pasted: String { platform.map { "\($0.rawValue) \(spelling)" } ?? spelling }
    }

    struct Entry: Sendable {
        var names: [Name]
        let curve: Curve
        /// A spring runs on its own clock (seconds); every other curve is stretched to the motion.
        var spring: Spring? { curve.spring }
        /// The values the entry is compared by: y at 201 even x, or a spring's position at 201
        /// even times over its settling time, then that time.
        let fingerprint: [Double]
        /// Where the curve crosses the levels a match first places it by, found once.
        let crossings: MotionMatch.Crossings

        /// The curve as ``MotionMatch`` takes it: a timing function of x, or a spring on its own clock.
        var model: MotionMatch.Model { NamedCurveCatalogue.model(curve) }
    }

    let entries: [Entry]

    /// Built once: reading the presets and grouping them takes a few milliseconds.
    static let shared = NamedCurveCatalogue()

    init() {
        var entries: [Entry] = []
        for (platform, spelling) in Self.spellings() {
            guard let curve = try? platform.read(spelling).curve, Self.isMotion(curve) else { continue }
            Self.add(Name(platform: platform, spelling: spelling), curve, to: &entries)
        }
        for penner in Penner.all {
            Self.add(Name(platform: nil, spelling: penner.name), .penner(penner), to: &entries)
        }
        self.entries = entries
    }

    /// Entries with a name of `platform` (only those names kept), or all.
    func entries(for platform: Platform?) -> [Entry] {
        guard let platform else { return entries }
        return entries.compactMap { entry in
            let names = entry.names.filter { $0.platform == platform }
            guard !names.isEmpty else { return nil }
            var kept = entry
            kept.names = names
            return kept
        }
    }

    static func isMotion(_ curve: Curve) -> Bool {
        curve.steps == nil
    }

    static func add(_ name: Name, _ curve: Curve, to entries: inout [Entry]) {
        let fingerprint = Self.fingerprint(curve)
        let isSpring = curve.spring != nil
        if let index = entries.firstIndex(where: { entry in
            (entry.spring != nil) == isSpring && zip(entry.fingerprint, fingerprint).allSatisfy { abs($0 - $1) <= 1e-9 }
        }) {
            if !entries[index].names.contains(name) { entries[index].names.append(name) }
            return
        }
        entries.append(Entry(names: [name], curve: curve, fingerprint: fingerprint, crossings: MotionMatch.Crossings(model(curve))))
    }

    static func model(_ curve: Curve) -> MotionMatch.Model {
        if let spring = curve.spring {
            return .timed({ spring.position(atTime: $0) }, duration: spring.settlingTime)
        }
        return .easing({ curve.value(at: $0) })
    }

    /// Whether two named curves are nearly the same curve (one platform's version of another's,
    /// such as Compose's `EaseOutQuint`, cubic-bezier(0.22, 1, 0.36, 1), and Flutter's
    /// `Curves.easeOutQuint`, Cubic(0.23, 1, 0.32, 1), 1.1 % apart): both timing functions
    /// within ``nearlySameTolerance`` of each other at every x, or both springs within it at
    /// every time up to the later one's settling time. `identify` gives them as one answer.
    static func nearlySame(_ a: Curve, _ b: Curve) -> Bool {
        switch (a.spring, b.spring) {
        case (nil, nil):
            return (0...200).allSatisfy { index in
                let x = Double(index) / 200
                return abs(a.value(at: x) - b.value(at: x)) <= nearlySameTolerance
            }
        case (let first?, let second?):
            let span = max(first.settlingTime, second.settlingTime)
            guard span.isFinite else { return false }
            return (0...200).allSatisfy { index in
                let time = span * Double(index) / 200
                return abs(first.position(atTime: time) - second.position(atTime: time)) <= nearlySameTolerance
            }
        default: return false
        }
    }

    /// How far apart (in progress) two named curves may be and still be one answer: 1.5 % of the
    /// move, 6 px of a 400 px move. CSS ease-out and Compose's EaseOutSine, 1.75 % apart, are two.
    static let nearlySameTolerance = 0.015

    static func fingerprint(_ curve: Curve) -> [Double] {
        if let spring = curve.spring {
            let span = spring.settlingTime.isFinite ? spring.settlingTime : 10
            return (0...200).map { spring.position(atTime: span * Double($0) / 200) } + [span]
        }
        return (0...200).map { curve.value(at: Double($0) / 200) }
    }

    /// The spellings of each platform's presets, from the platform's own folder
    /// (``Platform/namedCurveSpellings``), in turns: the platforms' parts in this order, two
    /// parts taken name by name together (Material's tokens as Compose and Flutter spell them),
    /// then any part no turn names.
    static func spellings() -> [(Platform, String)] {
        enum Turn {
            case part(String, Int)
            case together(String, Int, String, Int)
        }
        let turns: [Turn] = [
            .part("css", 0), .part("material", 0), .part("android", 0), .part("compose", 0), .part("android", 1),
            .together("compose", 1, "flutter", 0), .part("swiftui", 0), .part("uikit", 0), .part("flutter", 1), .part("motion", 0),
            .part("gsap", 0),
        ]
        func part(_ word: String, _ index: Int) -> [(Platform, String)] {
            guard let platform = Platform(rawValue: word), index < platform.namedCurveSpellings.count else { return [] }
            return platform.namedCurveSpellings[index].map { (platform, $0) }
        }
        var result: [(Platform, String)] = []
        var taken: Set<String> = []
        for turn in turns {
            switch turn {
            case .part(let word, let index): taken.insert("\(word) \(index)")
            case .together(let first, let firstIndex, let second, let secondIndex):
                taken.formUnion(["\(first) \(firstIndex)", "\(second) \(secondIndex)"])
            }
        }
        for turn in turns {
            switch turn {
            case .part(let word, let index): result += part(word, index)
            case .together(let first, let firstIndex, let second, let secondIndex):
                for (a, b) in zip(part(first, firstIndex), part(second, secondIndex)) { result += [a, b] }
            }
        }
        // A platform's parts not in the turns (a new platform's) come last, in the registry's order.
        for platform in Platform.allCases {
            for (index, names) in platform.namedCurveSpellings.enumerated() where !taken.contains("\(platform.rawValue) \(index)") {
                result += names.map { (platform, $0) }
            }
        }
        return result
    }
}
