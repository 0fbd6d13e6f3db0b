import CurveKit
import Foundation
import Testing

@testable import Workbench

/// A project's own file of Material easing tokens, read with `material file=NAME`: the values
/// written the way Material's token sources write them (androidx material3 MotionTokens.kt:
/// `CubicBezierEasing(x1, y1, x2, y2)`; Flutter's material/motion.dart: `Cubic(x1, y1, x2, y2)`).
/// The value written is what the project runs, whatever its name says.
@Suite("Real world: Material easing files")
struct MaterialEasingFileTests {
    /// dogeby/tag-player app/src/main/java/com/dogeby/tagplayer/ui/theme/Motion.kt @ b544d7d24c898f1c4358eee58f80257a1b2b5293:
    /// the emphasized decelerate and accelerate easings as top-level `val`s, the Kotlin floats
    /// with a capital F, beside two duration constants.
    static let motion = """
        package com.example.player.ui.theme

        import androidx.compose.animation.core.CubicBezierEasing

        val EmphasizedDecelerateEasing = CubicBezierEasing(0.05F, 0.7F, 0.1F, 1F)
        val EmphasizedAccelerateEasing = CubicBezierEasing(0.3F, 0F, 0.8F, 0.15F)

        const val MediumDuration4 = 400
        const val ShortDuration4 = 200
        """

    @Test func emphasizedDecelerateFromAKotlinFile() {
        let (reply, curve) = RealWorldCorpus.read("material", "Motion.kt", Self.motion)
        #expect(reply.contains("took line 5 ") && reply.contains("1 of 2"), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.cubicBezier(0.05, 0.7, 0.1, 1))
    }

    @Test func emphasizedAccelerateFromAKotlinFile() {
        let (reply, curve) = RealWorldCorpus.read("material", "Motion.kt", Self.motion, at: 2)
        #expect(reply.contains("took line 6 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.cubicBezier(0.3, 0, 0.8, 0.15))
    }

    /// flutter/flutter packages/flutter/lib/src/material/motion.dart @ 197234c4: `abstract final
    /// class Easing` with `static const Curve emphasizedDecelerate = Cubic(0.05, 0.7, 0.1, 1.0);`
    /// and its neighbours; a project's copy of two of them.
    @Test func flutterCubicTokens() {
        let file = """
            abstract final class AppEasing {
              static const Curve standard = Cubic(0.2, 0.0, 0.0, 1.0);
              static const Curve standardAccelerate = Cubic(0.3, 0.0, 1.0, 1.0);
            }
            """
        let (reply, curve) = RealWorldCorpus.read("material", "motion.dart", file, at: 2)
        #expect(reply.contains("took line 3 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.cubicBezier(0.3, 0, 1, 1))
    }
}
