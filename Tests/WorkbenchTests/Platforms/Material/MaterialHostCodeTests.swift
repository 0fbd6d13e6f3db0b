import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Material's motion written in the code of the platforms it ships on: a paste under `material`
/// that names no token is read as its Android, Compose, CSS or Flutter code reads it, with a note
/// that says so; refused when those read it as different curves. The pastes are written in our
/// own words after the files cited (spent held-out sets 9 and 10); each expectation is the
/// platform's own rule.
@Suite("Material pastes that name no token: read as the code they are written in")
struct MaterialHostCodeTests {
    static func paste(_ code: String) -> (reply: String, error: String?, curve: Curve?) {
        PlayedDefinitionTests.paste("material", code)
    }

    /// vipulyaara/Kafka ui-common/…/transitions/TransitionManager.kt @
    /// 8d48eb7a172c68df2c376c0ffcc81a93b50fc6e0: a MaterialContainerTransform whose `apply` block
    /// sets `interpolator = FastOutSlowInInterpolator()`: androidx's FastOutSlowIn, the Bézier
    /// (0.4, 0, 0.2, 1) (androidx.interpolator FastOutSlowInInterpolator's table of that curve).
    @Test func androidCodeIsReadAsAndroidReadsIt() {
        let (reply, error, curve) = Self.paste(
            """
            object Motions {
                fun morph() = MaterialContainerTransform().apply {
                    fadeMode = MaterialContainerTransform.FADE_MODE_IN
                    interpolator = FastOutSlowInInterpolator()
                    duration = 300
                }
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.4, 0, 0.2, 1])
        #expect(reply.contains("read as android"), "\(reply)")
    }

    /// CurtisNewbie/file-service-front …/animate/animate-util.ts @
    /// d3b6570a94255405e8748b6bc9eff230cb5dabb2: Angular's `animate("100ms cubic-bezier(0.4, 0.0,
    /// 0.2, 1)")`, the duration then a CSS easing: Material's standard curve.
    @Test func aCSSEasingInAScriptIsReadAsCSSReadsIt() {
        let (reply, error, curve) = Self.paste(
            """
            transition(
              "open <=> shut",
              animate("100ms cubic-bezier(0.4, 0.0, 0.2, 1)")
            ),
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.4, 0, 0.2, 1])
        #expect(reply.contains("read as css"), "\(reply)")
    }

    /// A token is still read as the token: the host platforms are asked only when the paste
    /// holds no Material definition (md.sys.motion.easing.standard is (0.2, 0, 0, 1) on the web).
    @Test func aTokenIsReadAsTheToken() {
        let (reply, error, curve) = Self.paste("md.sys.motion.easing.standard")
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.2, 0, 0, 1])
        #expect(!reply.contains("read as"), "\(reply)")
    }

    /// Code the hosts read as different curves is refused with both named: Compose reads its
    /// FastOutLinearInEasing, (0.4, 0, 1, 1), and Android its LinearOutSlowInInterpolator, (0, 0,
    /// 0.2, 1), from the same two lines.
    @Test func codeTheHostsReadDifferentlyIsRefused() {
        let (reply, error, curve) = Self.paste("val easing = FastOutLinearInEasing; val exit = LinearOutSlowInInterpolator()")
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("android") == true && error?.contains("compose") == true, "\(reply)")
    }

    /// A TypeScript type named like a Compose spec is no spec: `}: SpringSpec): WithSpringConfig`
    /// in a React Native theme (the shape of the spent held-out set 11's rnmd3 case) was read as
    /// Compose's default SpringSpec().
    @Test func aTypeNamedLikeAComposeSpecIsNoSpec() {
        let (reply, _, curve) = Self.paste(
            """
            const toConfig = ({ stiffness, damping: ratio }: SpringSpec): SpringConfig => {
              return { mass: 1, stiffness, damping: 2 * ratio * Math.sqrt(stiffness) };
            };
            """)
        #expect(curve == nil, "\(reply)")
    }

    /// Code no host reads keeps Material's own refusal.
    @Test func codeNoHostReadsKeepsMaterialsRefusal() {
        let (reply, error, curve) = Self.paste("fancy-wobble")
        #expect(curve == nil)
        #expect(error?.contains("Material motion token") == true, "\(reply)")
    }
}
