import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Objective-C and Swift spellings that real Core Animation code writes around its timing:
/// an allocated `initWith…` initializer, C casts on the numbers, Swift's `#keyPath(…)`. Each
/// case keeps the forms and numbers of the file cited; names and comments are ours.
@Suite("Real world: Core Animation spellings")
struct CoreAnimationPasteFormsTests {
    /// material-components/material-components-ios components/Ink/src/private/MDCLegacyInkLayer.m
    /// @ ac77ff743dee888e1577cf2c770a7405150268e5: `[[CAMediaTimingFunction alloc]
    /// initWithControlPoints:…]`, a `(float)` cast before each number and the first number on the
    /// next line. Swift imports the initializer as `CAMediaTimingFunction(controlPoints:_:_:_:)`;
    /// a cast to float keeps the value.
    @Test func anAllocatedTimingFunctionWithCastNumbers() {
        let file = """
            - (CAMediaTimingFunction *)softLandingCurve {
              // eases out like a slow landing
              return
                  [[CAMediaTimingFunction alloc] initWithControlPoints:(float)
                                                                 0.157:(float)0.72:(float)0.386:(float)0.987];
            }
            """
        let (_, curve) = RealWorldCorpus.read("uikit", "InkLayer.m", file)
        RealWorldCorpus.expectBezier(curve, 0.157, 0.72, 0.386, 0.987)
    }

    /// material-components/material-components-ios components/ProgressView/src/private/MDCProgressLayerView.m
    /// @ ac77ff743dee888e1577cf2c770a7405150268e5: a basic animation whose timing function,
    /// allocated and initialised with control points on a continuation line, is set on the
    /// statement after it is made.
    @Test func anAllocatedTimingFunctionSetOnALaterLine() {
        let file = """
            CABasicAnimation *grow = [CABasicAnimation animationWithKeyPath:@"bounds.size.width"];
            grow.timingFunction = [[CAMediaTimingFunction alloc] initWithControlPoints:
                                                                         0.40:0.0:0.20:1.0];

            grow.duration = kGrowSeconds;
            """
        let (_, curve) = RealWorldCorpus.read("uikit", "ProgressLayer.m", file)
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.2, 1)
    }

    /// A cast to an integer type truncates the number (`(int)0.72` is 0): it is not taken as the
    /// number after it.
    @Test func aCastToAnIntegerIsNotTheNumber() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply("a = uikit [[CAMediaTimingFunction alloc] initWithControlPoints:(int)0.157 :0.72 :0.386 :0.987]")
        #expect(transcript.interpreter.session.curve(named: "a")?.curve.bezier?.controlPoints.first != 0.157, "\(reply.text)")
    }

    /// Juanpe/SkeletonView SkeletonViewCore/Sources/API/AnimationBuilder/SkeletonAnimationBuilder.swift
    /// @ 30c92f0992888e7b249e788405ac31e2103f5c69: the animations' key paths are written with
    /// Swift's `#keyPath(…)`, which a pasted line keeps as code (a `#` comment of the shell
    /// starts with a space after it); the group's timing function, set after it is built, is
    /// `.easeIn`, cubic-bezier(0.42, 0, 1, 1) (CAMediaTimingFunctionName.easeIn).
    @Test func keyPathsWrittenWithTheKeyPathDirective() {
        let code = """
            let head = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.startPoint))
            head.fromValue = sweep.startPoint.from
            head.toValue = sweep.startPoint.to
            let tail = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.endPoint))
            tail.fromValue = sweep.endPoint.from
            tail.toValue = sweep.endPoint.to
            let shine = CAAnimationGroup()
            shine.animations = [head, tail]
            shine.duration = period
            shine.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeIn)
            """
        let (reply, curve) = PastedCodeBlockTests.read("uikit", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.42, 0, 1, 1)
    }
}
