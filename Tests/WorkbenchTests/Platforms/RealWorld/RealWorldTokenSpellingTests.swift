import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Material 3 motion tokens as projects spell them (issue 35): any case and separator around
/// the token's own words, CSS's `var()` with its fallback, Compose's MotionScheme specs, and
/// a comma copied after the value. Each compared with the token's value from Material's own
/// tables (/work/shared/reference/platforms.md §4: web, Compose MotionTokens, MDC).
@Suite("Real world: Material tokens as projects spell them (issue 35)")
struct RealWorldTokenSpellingTests {
    static func reply(_ line: String) -> Reply {
        var transcript = Transcript()
        return transcript.reply(line)
    }

    /// hypengw/QmlMaterial include/qml_material/anim/interpolator.hpp
    /// @ 06b97594ab505ee3dca82e26676e8ab9a61998ba: QML's `MD.Token.easing.emphasized_decelerate`
    /// is one Bézier segment (0.05, 0.7), (0.1, 1), Material's emphasized decelerate.
    @Test func qmlTokenSpellingIsTheToken() {
        let (_, curve) = RealWorldTuningTests.paste("material", "MD.Token.easing.emphasized_decelerate")
        let expected = RealWorldCorpus.cubicBezier(0.05, 0.7, 0.1, 1)
        RealWorldCorpus.expectValues(curve) { x in expected(x) }
    }

    /// `--md-sys-motion-easing-standard-decelerate` (CSS custom property) and
    /// `$md-sys-motion-easing-emphasized-accelerate,` (an SCSS variable copied from a list, its
    /// comma with it): the tokens (0, 0, 0, 1) and (0.3, 0, 0.8, 0.15).
    @Test func cssAndScssTokenNamesAreTheTokens() {
        let (_, decelerate) = RealWorldTuningTests.paste("material", "--md-sys-motion-easing-standard-decelerate")
        let standardDecelerate = RealWorldCorpus.cubicBezier(0, 0, 0, 1)
        RealWorldCorpus.expectValues(decelerate) { x in standardDecelerate(x) }
        let (_, accelerate) = RealWorldTuningTests.paste("material", "$md-sys-motion-easing-emphasized-accelerate,")
        let emphasizedAccelerate = RealWorldCorpus.cubicBezier(0.3, 0, 0.8, 0.15)
        RealWorldCorpus.expectValues(accelerate) { x in emphasizedAccelerate(x) }
    }

    /// A comma after a value the reader refuses does not hide its reason.
    @Test func aTrailingCommaKeepsTheRealRefusal() {
        let reply = Self.reply("a = material md.sys.motion.duration.short2,")
        #expect(reply.error?.contains("durations, not timing curves") == true, "\(reply.error ?? reply.text)")
    }

    /// CSS Variables 1 §3: `var(--md-sys-motion-easing-standard, cubic-bezier(0.2, 0, 0, 1))`
    /// plays its fallback unless another stylesheet declares the property; under `css` that is
    /// the curve, said so; under `material` the token, which is the same curve.
    @Test func varWithAFallbackIsTheFallbackSaidSo() {
        let (reply, curve) = RealWorldTuningTests.paste("css", "var(--md-sys-motion-easing-standard, cubic-bezier(0.2, 0, 0, 1))")
        let standard = RealWorldCorpus.cubicBezier(0.2, 0, 0, 1)
        RealWorldCorpus.expectValues(curve) { x in standard(x) }
        #expect(reply.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("fallback"), "\(reply)")
        let (_, token) = RealWorldTuningTests.paste("material", "var(--md-sys-motion-easing-standard, cubic-bezier(0.2, 0, 0, 1))")
        RealWorldCorpus.expectValues(token) { x in standard(x) }
    }

    /// M3C MotionScheme.kt: `MaterialTheme.motionScheme` is the scheme the theme sets; the
    /// effects springs are the same in the standard and expressive schemes (fast: ζ 1, k 3800),
    /// so `fastEffectsSpec()` is known, while the spatial ones differ and are refused.
    @Test func themeMotionSchemeEffectsSpecIsKnownAndSpatialIsRefused() {
        let (_, curve) = RealWorldTuningTests.paste("material", "MaterialTheme.motionScheme.fastEffectsSpec()")
        RealWorldCorpus.expectCriticalSpring(curve, stiffness: 3800)
        let spatial = Self.reply("a = compose MaterialTheme.motionScheme.fastSpatialSpec()")
        #expect(spatial.error?.contains("is whichever one the app's theme sets") == true, "\(spatial.error ?? spatial.text)")
        let standard = Self.reply("a = material MotionScheme.standard().defaultSpatialSpec()")
        #expect(standard.error == nil && standard.text.hasPrefix("a = spring stiffness=700 damping-fraction=0.9"), "\(standard.text)")
    }
}

extension RealWorldCorpus {
    /// A critically damped spring of mass 1 from rest: 1 − e^(−ωt)(1 + ωt), ω = √k, over 0 … 1 s.
    static func expectCriticalSpring(_ curve: Curve?, stiffness k: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .spring(let spring)? = curve else {
            Issue.record("not a spring: \(String(describing: curve))", sourceLocation: sourceLocation); return
        }
        let ω = k.squareRoot()
        for index in 0...100 {
            let t = Double(index) / 100
            let expected = 1 - exp(-ω * t) * (1 + ω * t)
            if abs(spring.position(atTime: t) - expected) > 1e-9 {
                Issue.record("at t = \(t): \(spring.position(atTime: t)) vs \(expected)", sourceLocation: sourceLocation)
                return
            }
        }
    }
}
