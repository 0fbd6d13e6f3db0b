import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Material's curves as two more kinds of project write them (spent held-out 8, issue 35): a
/// Material UI theme's transitions (mui/material-ui packages/mui-material/src/styles
/// /createTransitions.js: `easing.easeInOut` cubic-bezier(0.4, 0, 0.2, 1), `easeOut` (0.0, 0,
/// 0.2, 1), `easeIn` (0.4, 0, 1, 1), `sharp` (0.4, 0, 0.6, 1); `create(props, options)` with
/// `easing = easing.easeInOut` and `duration = duration.standard` (300 ms) by default), and a
/// QML `easing.bezierCurve` for `Easing.BezierSpline` (Qt: from (0, 0), each segment's two
/// control points and end point, the last ending at (1, 1)). Each was taken for no definition.
@Suite("Material: Material UI theme transitions and QML bezier splines")
struct MaterialUIAndQMLTests {
    /// polyflix/frontend src/modules/core/utils/transition.ts @ bb8dcae11aa821f4055ac3943c45aabad0f1e923:
    /// a helper handing `theme.transitions.easing.sharp` to `theme.transitions.create`, with the
    /// theme's leavingScreen duration (195 ms).
    @Test func aThemeTransitionPlaysItsEasing() {
        let file = """
            import { Theme } from '@mui/material'

            export const slideAway = (theme: Theme, fields: string | string[]) =>
              theme.transitions.create(fields, {
                easing: theme.transitions.easing.sharp,
                duration: theme.transitions.duration.leavingScreen,
              })
            """
        var transcript = Transcript(files: ["transition.ts": file], width: 1000)
        let reply = transcript.reply("a = material file=transition.ts")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("default theme"), "the reply says whose values these are: \(reply.text)")
        let defined = transcript.interpreter.session.curve(named: "a")
        RealWorldCorpus.expectBezier(defined?.curve, 0.4, 0, 0.6, 1)
        #expect(defined?.timing == CurveTiming(duration: 0.195, delay: nil))
    }

    /// `create` without an easing plays easeInOut over the standard 300 ms (createTransitions.js
    /// defaults).
    @Test func createWithoutAnEasingPlaysEaseInOut() {
        let (reply, error, curve) = PlayedDefinitionTests.paste("material", "theme.transitions.create('opacity')")
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.2, 1)
    }

    /// An easing the default theme does not have is refused, naming the ones it has.
    @Test func anEasingTheThemeLacksIsRefused() {
        let (reply, error, curve) = PlayedDefinitionTests.paste("material", "theme.transitions.easing.bouncy")
        #expect(curve == nil, "\(reply)")
        #expect(
            error?.contains("no transitions.easing.bouncy (its easings: easeIn, easeInOut, easeOut, sharp)") == true, "\(error ?? reply)")
    }

    /// simplyshiro/m3ow styles/motion/ExpressiveSlowSpatial.qml @ f5da285b252b257f5b124f54b358cfcab057fbd5:
    /// a NumberAnimation whose `easing.bezierCurve` is one segment, control points (0.39, 1.29)
    /// and (0.35, 0.98) to (1, 1), with `easing.type: Easing.BezierSpline` on the line after.
    @Test func aQMLSplineOfOneSegmentIsItsCubic() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "material",
            """
            NumberAnimation {
                duration: 650
                easing.bezierCurve: [0.39, 1.29, 0.35, 0.98, 1, 1]
                easing.type: Easing.BezierSpline
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.39, 1.29, 0.35, 0.98)
    }

    /// Zacharias-Brohn/z-bar-qt Config/MaterialEasing.qml @ 6c5ca40b8e9576710d4b49b11cdbbba136d885fe:
    /// a singleton of Material's curves as QML lists, the first the emphasized spline of two
    /// segments written with fractions (2 / 15, 1 / 6, 5 / 24), beside durations that are no curves.
    @Test func aQMLSplineOfTwoSegmentsIsItsPath() {
        let file = """
            pragma Singleton
            import Quickshell

            Singleton {
            \tid: root

            \treadonly property list<real> strong: [0.05, 0, 2 / 15, 0.06, 1 / 6, 0.4, 5 / 24, 0.82, 0.25, 1, 1, 1]
            \treadonly property list<real> strongOut: [0.3, 0, 0.8, 0.15, 1, 1]
            \treadonly property int strongOutTime: 200 * scale
            \tproperty real scale: Settings.motion.speedScale
            }
            """
        let (reply, curve) = RealWorldCorpus.read("material", "Curves.qml", file)
        #expect(reply.contains("took line 7 "), "\(reply)")
        RealWorldCorpus.expectValues(
            curve, RealWorldCorpus.bezierPath([0, 0, 0.05, 0, 2.0 / 15, 0.06, 1.0 / 6, 0.4, 5.0 / 24, 0.82, 0.25, 1, 1, 1]))
    }
}
