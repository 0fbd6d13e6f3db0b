import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// The `platform` kind's definition and formula are written by the platform whose easing it is
/// (``PlatformSpec/easingText(_:)``), asked through ``PlatformKindWords``: every formula has
/// exactly one platform that writes it, and its definition starts with that platform's word.
@Suite("the platform kind's text is its platform's")
struct PlatformEasingTextTests {
    /// One paste per formula CurveKit has for a platform's own easing.
    static let pastes = [
        "android AccelerateInterpolator(1.5f)", "android DecelerateInterpolator()", "android AccelerateDecelerateInterpolator()",
        "android AnticipateInterpolator()", "android OvershootInterpolator()", "android AnticipateOvershootInterpolator()",
        "android BounceInterpolator()", "gsap expo.in", "gsap back.out(1.7)", "gsap elastic.inOut", "flutter ElasticOutCurve(0.4)",
        "motion anticipate", "motion steps(4)", #"motion { type: "spring", duration: 0.8, bounce: 0.25 }"#,
    ]

    @Test("every platform formula is written by exactly one platform, the one whose word starts its definition")
    func eachFormulaHasOneWriter() throws {
        var shell = Transcript()
        var covered: Set<String> = []
        for paste in Self.pastes {
            #expect(shell.reply("c = " + paste).error == nil, "\(paste)")
            let curve = try #require(shell.interpreter.session.curve(named: "c")).curve
            let easing = try #require(PlatformEasingKind.shape(of: curve), "\(paste)")
            covered.insert(easing.formula.rawValue)
            let writers = PlatformRegistry.all.filter { $0.easingText(easing) != nil }
            #expect(writers.count == 1, "\(paste): written by \(writers.map { $0.word })")
            let word = String(paste.prefix { $0 != " " })
            #expect(CurveDescription.definition(curve).hasPrefix(word + " "), "\(paste)")
            #expect(writers.first?.word == word, "\(paste)")
        }
        #expect(covered == Set(PlatformEasing.Formula.allCases.map(\.rawValue)))
    }
}
