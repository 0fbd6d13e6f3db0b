import CurveKit
import Platforms

/// Every named timing curve of every platform `curves` reads, for `identify`: each dialect's
/// presets, spelled as its reader's tables spell them and read back through that reader (so
/// the curve is exactly what a paste of the name gives), and Penner's 30 curves. Names that
/// are the same function are one entry with all their names. Curves with a jump (steps) are
/// left out: they are not motions a recording can show.
struct NamedCurveCatalogue: Sendable {
    struct Name: Sendable, Equatable {
        /// nil for Penner's curves, which are `curves`' own kind.
        let dialect: Dialect?
        let spelling: String

        /// How the shell takes it: `compose FastOutSlowInEasing`, `bounce-out`.
        var pasted: String { dialect.map { "\($0.rawValue) \(spelling)" } ?? spelling }
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
        for (dialect, spelling) in Self.spellings() {
            guard let curve = try? dialect.read(spelling).curve, Self.isMotion(curve) else { continue }
            Self.add(Name(dialect: dialect, spelling: spelling), curve, to: &entries)
        }
        for penner in Penner.all {
            Self.add(Name(dialect: nil, spelling: penner.name), .penner(penner), to: &entries)
        }
        self.entries = entries
    }

    /// Entries with a name of `dialect` (only those names kept), or all.
    func entries(for dialect: Dialect?) -> [Entry] {
        guard let dialect else { return entries }
        return entries.compactMap { entry in
            let names = entry.names.filter { $0.dialect == dialect }
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

    static func fingerprint(_ curve: Curve) -> [Double] {
        if let spring = curve.spring {
            let span = spring.settlingTime.isFinite ? spring.settlingTime : 10
            return (0...200).map { spring.position(atTime: span * Double($0) / 200) } + [span]
        }
        return (0...200).map { curve.value(at: Double($0) / 200) }
    }

    /// The spellings of each dialect's presets, from its reader's tables; springs as the
    /// platform's named constants combine.
    static func spellings() -> [(Dialect, String)] {
        var result: [(Dialect, String)] = []
        func add(_ dialect: Dialect, _ names: [String]) { result += names.map { (dialect, $0) } }
        add(.css, CSSDialect.keywords.keys.sorted())
        add(.material, MaterialDialect.easings.keys.sorted() + MaterialDialect.springs.keys.sorted())
        add(.android, ["emphasized", "emphasized-decelerate", "emphasized-accelerate"].map { "md.sys.motion.easing.\($0)" })
        add(.compose, ComposeDialect.beziers.keys.sorted() + ComposeDialect.formulas.keys.sorted() + ["spring()"])
        let composeSprings = ComposeDialect.springConstants.keys.sorted()
        for ratio in composeSprings where ratio.hasPrefix("DampingRatio") {
            for stiffness in composeSprings where stiffness.hasPrefix("Stiffness") {
                add(.compose, ["spring(dampingRatio = Spring.\(ratio), stiffness = Spring.\(stiffness))"])
            }
        }
        for scheme in ["standard", "expressive"] {
            add(.compose, MaterialDialect.schemeSpecs.keys.sorted().map { "MotionScheme.\(scheme)().\($0)()" })
        }
        add(.android, AndroidDialect.names.map { "\($0)()" } + ["SpringForce()"])
        let androidSprings = AndroidDialect.springConstants.keys.sorted()
        for ratio in androidSprings where ratio.hasPrefix("DAMPING_RATIO") {
            for stiffness in androidSprings where stiffness.hasPrefix("STIFFNESS") {
                add(.android, ["SpringForce().setDampingRatio(SpringForce.\(ratio)).setStiffness(SpringForce.\(stiffness))"])
            }
        }
        // Material's easing tokens as Compose and Flutter spell them (MotionTokens, Easing).
        for token in MaterialDialect.easings.keys.sorted() {
            let words = token.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            add(.compose, ["MotionTokens.Easing\(words.joined())CubicBezier"])
            add(.flutter, ["Easing.\(words.joined().prefix(1).lowercased() + words.joined().dropFirst())"])
        }
        add(.swiftui, SwiftUIDialect.names + SwiftUIDialect.beziers.keys.sorted().map { ".\($0)" })
        // Only the names CAMediaTimingFunction(name:) takes in Swift: the reader also knows the
        // Objective-C constants and UIView.AnimationCurve's cases, which are not code to paste here.
        let timingFunctionNames = ["default", "easeIn", "easeOut", "easeInEaseOut", "linear"]
        add(.uikit, timingFunctionNames.map { "CAMediaTimingFunction(name: .\($0))" } + ["CASpringAnimation()"])
        add(.flutter, FlutterDialect.names + FlutterDialect.material.keys.sorted().map { "Curves.\($0)" })
        add(.motion, MotionDialect.names)
        add(.gsap, GSAPDialect.names)
        return result
    }
}
