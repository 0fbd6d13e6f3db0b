import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Core Animation, SwiftUI and Flutter code read as the platform runs it when it is written as
/// statements: an animation whose properties are set on the lines after it (with blank lines and
/// comments between), a timing function that is a local constant, a property set twice, a
/// constant that names another, a modifier after a named SwiftUI animation, and a keyframe
/// animation that gives more timing functions than it has segments. The code is written in our
/// own words; the forms and numbers are the cited projects'.
@Suite("Real world: native statements")
struct NativeStatementReadingTests {
    /// rlarjsdn3/swift-core-animation-playground
    /// Example/Example/Playgrounds/HorizontalBarScaling/HorizontalBarScalingView.swift
    /// @ c9f8cf0ffa63bf732b024b685bd0351c1eade9e9: a CAKeyframeAnimation whose keyTimes,
    /// timingFunctions (one local constant, twice) and values are set on the lines after it, the
    /// constant declared first with a blank line after it. Core Animation paces each segment with
    /// its own function (CAKeyframeAnimation.timingFunctions, calculationMode linear); the values
    /// end where they start, so the curve is the value itself. Before, the constant was read
    /// alone as the paste's one Bézier (0.89 off).
    @Test("a keyframe animation's timing functions may be a constant declared before it")
    func keyframePairPacedByALocalConstant() {
        let (reply, curve) = RealWorldTuningTests.paste(
            "uikit",
            """
            let squeeze = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)

            let bar = CAKeyframeAnimation(keyPath: "transform.scale.y")
            bar.keyTimes = [0, 0.5, 1]
            bar.timingFunctions = [squeeze, squeeze]
            bar.values = [0.9, 0.4, 0.9]
            bar.duration = 1
            bar.repeatCount = .infinity
            """)
        #expect(reply.contains("the values end where they start"), "\(reply)")
        let segment = RealWorldCorpus.cubicBezier(0.2, 0.68, 0.18, 1.08)
        RealWorldCorpus.expectValues(curve) { x in
            x <= 0.5 ? 0.9 + (0.4 - 0.9) * segment(x / 0.5) : 0.4 + (0.9 - 0.4) * segment((x - 0.5) / 0.5)
        }
    }

    /// WooHooooo/Swift-iOS-Core-Animation-Advanced-Techniques
    /// CALayer_Test/CALayer_Test/10.缓冲/10.2. 自定义缓冲函数/ReboundBall_KeyTimes.swift
    /// @ 5f21e312c94793e4f2dc523de19595a77b4402eb: a ball dropped and rebounding, eight position
    /// values (only y moves) at eight keyTimes, and eight timing functions. Apple's
    /// timingFunctions page: n keyframes take n − 1 functions, so the eighth is never used (and
    /// the reply says so); the segments alternate ease-in (0.42, 0, 1, 1) and ease-out
    /// (0, 0, 0.58, 1). Before, the paste was cut at its first line and refused.
    @Test("a timing function beyond the segments is never used, and the reply says so")
    func extraTimingFunctionIsNotUsed() {
        let ys: [Double] = [32, 268, 140, 268, 220, 268, 250, 268]
        let times = [0.0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0]
        let points = ys.map { "NSValue.init(cgPoint: CGPoint(x:150,y:\(Int($0))))" }.joined(separator: ",")
        let pair =
            "CAMediaTimingFunction.init(name: kCAMediaTimingFunctionEaseIn),CAMediaTimingFunction.init(name: kCAMediaTimingFunctionEaseOut)"
        let (reply, curve) = RealWorldTuningTests.paste(
            "uikit",
            """
            let rebound = CAKeyframeAnimation()
            rebound.keyPath = "position"
            rebound.duration = 1.0
            rebound.values = [\(points)]
            rebound.timingFunctions = [
                \(Array(repeating: pair, count: 4).joined(separator: ",\n    "))
            ]

            rebound.keyTimes = [0.0,0.3,0.5,0.7,0.8,0.9,0.95,1.0]
            """)
        let words = reply.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "8 timingFunctions for 8 values: Core Animation paces the 7 segments with the first 7 and never uses the last one"),
            "\(reply)")
        let easeIn = RealWorldCorpus.cubicBezier(0.42, 0, 1, 1), easeOut = RealWorldCorpus.cubicBezier(0, 0, 0.58, 1)
        RealWorldCorpus.expectValues(curve) { x in
            let k = min(times.lastIndex { $0 <= x } ?? 0, ys.count - 2)
            let local = (x - times[k]) / (times[k + 1] - times[k])
            let y = ys[k] + (ys[k + 1] - ys[k]) * (k % 2 == 0 ? easeIn(local) : easeOut(local))
            return (y - 32) / (268 - 32)
        }
    }

    /// Apple's CAKeyframeAnimation.timingFunctions page: "If you also specify a timing function in
    /// the animation object's timingFunction property, that function is applied first followed by
    /// the timing function for the specific keyframe segment". A linear one reshapes nothing and
    /// is read so; another is refused with that rule, never ignored, and named beside what is read.
    @Test("a keyframe animation's own timingFunction is applied before the segments'")
    func wholeTimingFunctionBesideSegments() throws {
        let keyframes = """
            let nudge = CAKeyframeAnimation(keyPath: "position.x")
            nudge.values = [0, 10, 30]
            nudge.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
            """
        let linear = RealWorldTuningTests.paste("uikit", keyframes + "\nnudge.timingFunction = CAMediaTimingFunction(name: .linear)")
        #expect(linear.reply.contains("its timingFunction is linear"), "\(linear.reply)")
        let easeIn = RealWorldCorpus.cubicBezier(0.42, 0, 1, 1), easeOut = RealWorldCorpus.cubicBezier(0, 0, 0.58, 1)
        RealWorldCorpus.expectValues(linear.curve) { x in x <= 0.5 ? 10 * easeIn(x / 0.5) / 30 : (10 + 20 * easeOut(x / 0.5 - 1)) / 30 }
        // Pasted, the timing function is the one definition left: read, with the animation's refusal named.
        let eased = RealWorldTuningTests.paste("uikit", keyframes + "\nnudge.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)")
        let words = eased.reply.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "also in the paste, not read: line 1: a CAKeyframeAnimation whose timingFunction CAMediaTimingFunction(name: .easeInEaseO… also paces the whole animation is not read: Core Animation applies it first and each segment's timing function after it"
            ),
            "\(eased.reply)")
    }

    /// WooHooooo/Swift-iOS-Core-Animation-Advanced-Techniques
    /// CALayer_Test/CALayer_Test/10.缓冲/10.2. 自定义缓冲函数/TriBezier.swift
    /// @ 5f21e312c94793e4f2dc523de19595a77b4402eb: five named timing functions commented out, one
    /// after another, above the live line `CAMediaTimingFunction.init(controlPoints: 1, 0, 0.75, 1)`.
    /// A comment never stops a reader: a paste that starts with one is read from its code, and a
    /// paste that is only a comment says so (before: "unexpected '/'").
    @Test("comments before the code of a paste are passed over")
    func commentedOutNamesAboveTheLiveLine() {
        let names = ["Linear", "EaseIn", "EaseOut", "EaseInEaseOut", "Default"]
        let paste =
            "// try each named curve\n"
            + names.map { "//let timing = CAMediaTimingFunction(name:kCAMediaTimingFunction\($0))\n" }.joined()
            + "let timing = CAMediaTimingFunction.init(controlPoints: 1, 0, 0.75, 1)"
        let (_, curve) = RealWorldTuningTests.paste("uikit", paste)
        RealWorldCorpus.expectBezier(curve, 1, 0, 0.75, 1)
        // In a script the lines come one by one: the comment's paste waits for its code.
        #expect(
            PasteContinuation.continues(
                "a = uikit // try each named curve", with: "let timing = CAMediaTimingFunction.init(controlPoints: 1, 0, 0.75, 1)"))
        #expect(PasteContinuation.isCommentOrBlank("//let timing = CAMediaTimingFunction(name:kCAMediaTimingFunctionLinear)"))
        var transcript = Transcript()
        let alone = transcript.reply("a = uikit // try each named curve")
        #expect(alone.error?.contains("the paste holds only a comment") == true, "\(alone.error ?? "")")
    }

    /// tapharmonic/Core-Animation-Demos Classes/CoreAnimation/PulseViewController.m
    /// @ 77106cd117b1ca8ae5bed6f6f98c8beb09646d2f: an Objective-C CABasicAnimation whose
    /// timingFunction is set three lines after it, then added to a layer. Pasted whole it is
    /// read with that function, kCAMediaTimingFunctionEaseInEaseOut = (0.42, 0, 0.58, 1); in a
    /// script, each of its statements goes on with the paste (before, the first line alone was
    /// read: linear, 0.12 off), and a shell line after it does not.
    @Test("an Objective-C animation's later statements go with its paste")
    func objectiveCStatementsGoWithThePaste() {
        let lines = [
            "CABasicAnimation *throb = [CABasicAnimation animationWithKeyPath:@\"transform\"];",
            "\tthrob.toValue = [NSValue valueWithCATransform3D:CATransform3DIdentity];",
            "\tthrob.autoreverses = YES;",
            "\tthrob.duration = 0.35;",
            "\tthrob.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];",
            "\tthrob.repeatCount = HUGE_VALF;",
            "\t[icon addAnimation:throb forKey:@\"throb\"];",
        ]
        let (_, curve) = RealWorldTuningTests.paste("uikit", lines.joined(separator: "\n"))
        RealWorldCorpus.expectBezier(curve, 0.42, 0, 0.58, 1)
        var command = "a = uikit " + lines[0]
        for line in lines.dropFirst() {
            #expect(PasteContinuation.continues(command, with: line), "\(line)")
            command += "\n" + line
        }
        for shell in ["show a", "sample a 100", "b = css ease", "eval a 0.5"] {
            #expect(!PasteContinuation.continues(command, with: shell), "\(shell)")
        }
    }

    /// A property set twice before the animation is added (a review of the readers found it
    /// refused, and the two values then listed as definitions of their own without the refusal
    /// named): the object keeps the last value set, as any assignment does, and the reply says
    /// which line it took. Core Animation copies an animation when it is added to a layer —
    /// MushR00m/iOSCode UI/CAAnimation/CABasicAnimationDemo1/CABasicAnimationDemo1/ViewController.m
    /// @ b1074dfe550978ed193ea68d09cc0aeeb2ca89e7 shows a change after `addAnimation:forKey:` not
    /// reaching the running animation — so when the object is handed on between the two settings,
    /// each hand-over runs the value set before it: the values are listed on their own and the
    /// animation's refusal is named beside them.
    @Test("a property set twice keeps its last value; handed on between, it is refused and named")
    func propertySetTwice() {
        let twice = """
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
            fade.duration = 0.3
            fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
            layer.add(fade, forKey: "fade")
            """
        let (reply, curve) = RealWorldCorpus.read("uikit", "Fade.swift", twice)
        #expect(
            reply.contains("fade.timingFunction is set twice (lines 2 and 4): the object keeps the last value set, line 4's"), "\(reply)")
        #expect(!reply.contains("at=2"), "the values set are parts of the animation: \(reply)")
        RealWorldCorpus.expectBezier(curve, 0, 0, 0.58, 1)
        let messages = """
            CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
            [fade setTimingFunction:[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseIn]];
            [fade setTimingFunction:[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionLinear]];
            """
        let objectiveC = RealWorldCorpus.read("uikit", "Fade.m", messages)
        #expect(objectiveC.reply.contains("[fade setTimingFunction:] is set twice (lines 2 and 3)"), "\(objectiveC.reply)")
        RealWorldCorpus.expectBezier(objectiveC.curve, 0, 0, 1, 1)
        let handedOn = """
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(fade, forKey: "in")
            fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
            other.add(fade, forKey: "out")
            let settle = CAMediaTimingFunction(name: .easeInEaseOut)
            """
        let listed = RealWorldCorpus.read("uikit", "Handed.swift", handedOn, at: 2)
        #expect(listed.reply.contains("took line 4"), "\(listed.reply)")
        #expect(listed.reply.contains("(2 of 3: at=1 line 2"), "\(listed.reply)")
        #expect(
            listed.reply.contains(
                "also in the file, not read: line 1: fade.timingFunction is set twice (lines 2 and 4) with fade handed on between them: each hand-over takes the value set before it"
            ), "\(listed.reply)")
        RealWorldCorpus.expectBezier(listed.curve, 0, 0, 0.58, 1)
    }

    /// ab22593k/rhizosphere lib/src/motion/motion_tokens.dart
    /// @ d660dfffb660feadb9c91d2326deef205605be7b: spring tokens as `static const
    /// SpringDescription` values, the last one naming another (`calm = lively`). Dart: a const
    /// declared as another const is that value. The alias is a definition of its own (before, the
    /// file held "3 definitions, not 4"); SpringDescription(mass: 1, stiffness: 3800, damping:
    /// 123.29) is m·u″ + c·u′ + k·u = 0.
    @Test("a constant that names another is a definition with that value")
    func constantNamingAnother() {
        let file = """
            import 'package:flutter/physics.dart';

            class MotionSprings {
              const MotionSprings._();

              static const SpringDescription brightMove = SpringDescription(
                mass: 1.0,
                stiffness: 1400.0,
                damping: 67.35, // ratio 0.9
              );
              static const SpringDescription brightSlowMove = SpringDescription(
                mass: 1.0,
                stiffness: 700.0,
                damping: 47.62,
              );
              static const SpringDescription brightFade = SpringDescription(
                mass: 1.0,
                stiffness: 3800.0,
                damping: 123.29, // ratio 1.0
              );

              // the quiet set reuses the bright fade
              static const SpringDescription quietFade = brightFade;
            }
            """
        let (reply, curve) = RealWorldCorpus.read("flutter", "springs.dart", file, at: 4)
        #expect(reply.contains("took line 23"), "\(reply)")
        #expect(reply.contains("quietFade is declared as brightFade, whose value (line 16) is read"), "\(reply)")
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 3800, damping: 123.29)
        let named = RealWorldCorpus.read("flutter", "springs.dart", file, at: 3)
        RealWorldCorpus.expectSpring(named.curve, mass: 1, stiffness: 3800, damping: 123.29)
    }

    /// Shubham0812/SwiftUI-Animations
    /// SwiftUI-Animations/Code/Common/Animations/3dLoader/Support Shapes/RectangleLoaderView.swift
    /// @ f4e6b3ca6bfc83eb673bf5d8c77032270b93bbb5: `.animation(.easeOut.delay(0.4), value: …)`.
    /// Apple's Animation.delay(_:) "delays the start of the animation by the specified number of
    /// seconds": the curve is easeOut's (0, 0, 0.58, 1), the delay kept with it. The value syntax
    /// reads `.easeOut.delay` as one dotted name; before, it was an unknown animation. The same
    /// holds for the other modifiers after a named animation: `speed(_:)` divides a duration,
    /// `repeatForever(autoreverses:)` repeats one pass (said in the note).
    @Test("a modifier after a named SwiftUI animation leaves its curve, and says what it does")
    func modifierAfterANamedAnimation() throws {
        let delayed = try Platform.swiftui.read("                        .animation(.easeOut.delay(0.4), value: barHeight)")
        #expect(delayed.curve == .bezier(try CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)))
        #expect(delayed.timing == CurveTiming(duration: nil, delay: 0.4))
        let faster = try Platform.swiftui.read(".linear(duration: 1).speed(2)")
        #expect(faster.curve == .bezier(try CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)))
        #expect(faster.timing?.duration == 0.5, "\(faster.note ?? "")")
        let repeating = try Platform.swiftui.read("withAnimation(.easeInOut.repeatForever(autoreverses: false))")
        #expect(repeating.curve == .bezier(try CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
        #expect(
            repeating.note?.contains("repeatForever(…) repeats the animation: one pass of the curve is read") == true,
            "\(repeating.note ?? "")")
    }
}
