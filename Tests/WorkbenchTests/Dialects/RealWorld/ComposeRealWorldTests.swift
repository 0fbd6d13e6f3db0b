import Foundation
import Testing
@testable import Workbench

/// Jetpack Compose as real projects write it. Compose Spring.kt: DampingRatioMediumBouncy 0.5f,
/// StiffnessLow 200f, StiffnessMedium 1500f; spring(…) and SpringSpec(…) take (dampingRatio,
/// stiffness, visibilityThreshold), mass 1, so c = 2ζ√k (animation-core SpringSimulation.kt).
@Suite("Real world: Compose")
struct ComposeRealWorldTests {
    /// yasinkacmaz/jetflix app/src/main/java/com/yasinkacmaz/jetflix/util/animation/JetflixAnimations.kt
    /// @ 9915566553de68e8471e47febd6ff61f7eaa98ff: imports of Spring and spring, then a spring
    /// with named constants and a visibility threshold over several lines.
    @Test func springWithConstantsAfterImports() {
        let file = """
            package com.example.app.animation

            import androidx.compose.animation.core.Spring
            import androidx.compose.animation.core.spring

            val bouncyEnter = spring(
                dampingRatio = Spring.DampingRatioMediumBouncy,
                stiffness = Spring.StiffnessLow,
                visibilityThreshold = 0.001f,
            )
            """
        let (reply, curve) = RealWorldCorpus.read("compose", "Anim.kt", file)
        #expect(reply.contains("took line 6"), "\(reply)")
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 200, damping: 2 * 0.5 * 200.0.squareRoot())
    }

    /// NoelChew/android-dev-challenge-compose-week-4 app/src/main/java/com/example/androiddevchallenge/ui/theme/Animation.kt
    /// @ 4a83c6f41ce72a00f18135773e8d9a9d67b870c7: a SpringSpec built directly, arguments out of order.
    @Test func springSpecConstructor() {
        let file = """
            package com.example.theme

            import androidx.compose.animation.core.Spring
            import androidx.compose.animation.core.SpringSpec

            val sharedSpec = SpringSpec(stiffness = Spring.StiffnessMedium, dampingRatio= Spring.DampingRatioMediumBouncy, visibilityThreshold = null)
            """
        let (_, curve) = RealWorldCorpus.read("compose", "Animation.kt", file)
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 1500, damping: 2 * 0.5 * 1500.0.squareRoot())
    }
}
