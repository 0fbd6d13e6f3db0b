import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Workbench

/// The platforms' named springs are in identify's catalogue under their own names, each with
/// the platform's own numbers, and names that are the same spring share one row.
@Suite("identify's catalogue holds every platform's named springs")
struct NamedSpringCatalogueTests {
    static let entries = NamedCurveCatalogue.shared.entries

    static func entry(named pasted: String) -> NamedCurveCatalogue.Entry? {
        entries.first { $0.names.contains { $0.pasted == pasted } }
    }

    /// The spring of ζ and k at mass 1: damping c = 2ζ√k.
    static func expectSpring(_ pasted: String, ratio: Double, stiffness: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let spring = entry(named: pasted)?.spring else {
            Issue.record("\(pasted) is not a spring in the catalogue", sourceLocation: sourceLocation)
            return
        }
        #expect(spring.mass == 1 && spring.initialVelocity == 0, sourceLocation: sourceLocation)
        expectClose(spring.stiffness, stiffness, relative: 1e-9, "\(pasted): k \(spring.stiffness)", sourceLocation: sourceLocation)
        expectClose(
            spring.damping, 2 * ratio * stiffness.squareRoot(), relative: 1e-9, "\(pasted): c \(spring.damping)",
            sourceLocation: sourceLocation)
    }

    /// Compose's `Spring` constants (androidx compose animation-core `Spring.kt`).
    static let composeRatios = [
        "DampingRatioHighBouncy": 0.2, "DampingRatioMediumBouncy": 0.5, "DampingRatioLowBouncy": 0.75, "DampingRatioNoBouncy": 1.0,
    ]
    static let composeStiffnesses = [
        "StiffnessHigh": 10_000.0, "StiffnessMedium": 1500, "StiffnessMediumLow": 400, "StiffnessLow": 200, "StiffnessVeryLow": 50,
    ]

    @Test("every Compose spring(dampingRatio = Spring.…, stiffness = Spring.…), and spring() with its defaults")
    func composeSprings() {
        for (ratioName, ratio) in Self.composeRatios {
            for (stiffnessName, stiffness) in Self.composeStiffnesses {
                Self.expectSpring(
                    "compose spring(dampingRatio = Spring.\(ratioName), stiffness = Spring.\(stiffnessName))", ratio: ratio,
                    stiffness: stiffness)
            }
        }
        // spring()'s defaults are DampingRatioNoBouncy and StiffnessMedium: one row, with
        // dynamicanimation's SpringForce of the same constants.
        let defaults = Self.entry(named: "compose spring()")?.names.map(\.pasted) ?? []
        #expect(
            defaults.contains("compose spring(dampingRatio = Spring.DampingRatioNoBouncy, stiffness = Spring.StiffnessMedium)"),
            "\(defaults)")
        #expect(
            defaults.contains(
                "android SpringForce().setDampingRatio(SpringForce.DAMPING_RATIO_NO_BOUNCY).setStiffness(SpringForce.STIFFNESS_MEDIUM)"),
            "\(defaults)")
    }

    /// Material 3 spring tokens, standard and expressive schemes (M3C `StandardMotionTokens` and
    /// `ExpressiveMotionTokens`; the web's and MDC's standard tokens agree): (ζ, k).
    static let materialSprings: [(token: String, method: String, standard: (Double, Double), expressive: (Double, Double))] = [
        ("fast-spatial", "fastSpatialSpec", (0.9, 1400), (0.6, 800)),
        ("default-spatial", "defaultSpatialSpec", (0.9, 700), (0.8, 380)),
        ("slow-spatial", "slowSpatialSpec", (0.9, 300), (0.8, 200)),
        ("fast-effects", "fastEffectsSpec", (1, 3800), (1, 3800)),
        ("default-effects", "defaultEffectsSpec", (1, 1600), (1, 1600)),
        ("slow-effects", "slowEffectsSpec", (1, 800), (1, 800)),
    ]

    @Test("Material's spring tokens and Compose's MotionScheme specs share rows, one per spring")
    func materialSprings() {
        for spring in Self.materialSprings {
            Self.expectSpring("material \(spring.token)", ratio: spring.standard.0, stiffness: spring.standard.1)
            Self.expectSpring("material expressive-\(spring.token)", ratio: spring.expressive.0, stiffness: spring.expressive.1)
            let standard = Self.entry(named: "material \(spring.token)")?.names.map(\.pasted) ?? []
            #expect(standard.contains("compose MotionScheme.standard().\(spring.method)()"), "\(standard)")
            let expressive = Self.entry(named: "material expressive-\(spring.token)")?.names.map(\.pasted) ?? []
            #expect(expressive.contains("compose MotionScheme.expressive().\(spring.method)()"), "\(expressive)")
            // The effects springs are the same in both schemes: one row with all four names.
            #expect((standard == expressive) == (spring.standard == spring.expressive), "\(standard) / \(expressive)")
        }
    }

    @Test("SwiftUI's named springs are in the catalogue")
    func swiftUISprings() {
        for name in [".smooth", ".snappy", ".bouncy", ".spring", ".interactiveSpring", ".default"] {
            #expect(Self.entry(named: "swiftui \(name)")?.spring != nil, "swiftui \(name)")
        }
        // .bouncy is Spring(duration: 0.5, bounce: 0.3): k = (2π/0.5)², ζ = 1 − 0.3 (Apple's
        // Spring documentation gives (mass, stiffness, damping) = (1, 157.9, 17.6) for it).
        Self.expectSpring("swiftui .bouncy", ratio: 0.7, stiffness: pow(2 * Double.pi / 0.5, 2))
    }

    @Test("a recording of MotionScheme.expressive().fastSpatialSpec() is named by its Compose name with platform=compose", Thorough.only)
    func composeNameWithPlatform() {
        // ζ 0.6, k 800: c = 2 · 0.6 · √800.
        let spring = try! Spring(mass: 1, stiffness: 800, damping: 1.2 * 800.0.squareRoot())
        var random = SplitMix64(seed: 31)
        let text = SyntheticRecording(fps: 60, noise: 0.6).csv(
            { spring.position(atTime: $0) }, duration: spring.settlingTime, random: &random)
        var shell = Transcript(files: ["rec.csv": text], width: 80)
        _ = shell.reply("r = import rec.csv")
        let reply = shell.reply("identify r platform=compose")
        guard case .array(let rows)? = reply.json["rows"], let first = rows.first else {
            Issue.record("no rows in \(reply.text)")
            return
        }
        #expect(first["names"] == .array([.string("compose MotionScheme.expressive().fastSpatialSpec()")]), "\(reply.text)")
        #expect(first["code"] == .string("MotionScheme.expressive().fastSpatialSpec()"))
        // Without platform=, the same row carries Material's name first.
        let all = shell.reply("identify r")
        guard case .array(let allRows)? = all.json["rows"], case .array(let names)? = allRows.first?["names"] else {
            Issue.record("no rows in \(all.text)")
            return
        }
        #expect(
            names.contains(.string("material expressive-fast-spatial"))
                && names.contains(.string("compose MotionScheme.expressive().fastSpatialSpec()")), "\(names)")
    }
}

/// identify offers each name as the code to paste for its platform, so every name must be code
/// that platform's reader takes, and it must read to the curve of its row. (Before, UIKit's
/// rows offered `CAMediaTimingFunction(name: .curveEaseOut)` and `(name:
/// .kCAMediaTimingFunctionEaseOut)`, spellings the reader knows from other APIs but not Swift
/// code that compiles.)
@Suite("every name in identify's catalogue is its platform's code for that curve")
struct CatalogueNamesArePasteableTests {
    @Test func everyNameReadsBackToItsCurve() throws {
        var checked = 0
        for entry in NamedCurveCatalogue.shared.entries {
            for name in entry.names {
                guard let platform = name.platform else { continue }
                let read: Curve
                do {
                    read = try platform.read(name.spelling).curve
                } catch {
                    Issue.record("\(platform) \(name.spelling) is not read: \(error.message)")
                    continue
                }
                let difference = (0...200).map { Double($0) / 200 }.map { abs(read.value(at: $0) - entry.curve.value(at: $0)) }.max() ?? 0
                #expect(difference <= 1e-9, "\(platform) \(name.spelling): \(difference)")
                checked += 1
            }
        }
        #expect(checked > 100)
        let uikit = NamedCurveCatalogue.shared.entries.flatMap(\.names).filter { $0.platform == .uikit }.map(\.spelling)
        #expect(!uikit.contains { $0.contains(".curve") || $0.contains("kCAMediaTimingFunction") }, "\(uikit)")
    }
}
