import CurveKit
import Testing

@testable import Workbench

/// Motion's `cubicBezier(x1, y1, x2, y2)` (motion-utils `easing/cubic-bezier.ts`), imported from
/// "framer-motion" or "motion", used as an ease value: the cubic Bézier with those control points.
@Suite("Platforms: Motion cubicBezier() as an ease value")
struct MotionCubicBezierFunctionTests {
    static func read(_ file: String, _ text: String) -> (Curve?, Reply) {
        var transcript = Transcript(files: [file: text])
        let reply = transcript.reply("a = motion file=\(file)")
        return (transcript.interpreter.session.curve(named: "a")?.curve, reply)
    }

    /// M-Ali-Haider/zerodawnstudios src/components/MaskScroll/index.jsx: `useTransform(…, { ease:
    /// cubicBezier(0.32, 0, 0.67, 0) })` with cubicBezier imported from "framer-motion".
    @Test("cubicBezier from framer-motion in useTransform's options is that Bézier")
    func frameworkMotionUseTransform() throws {
        let jsx = """
            import { cubicBezier, useScroll, useTransform } from "framer-motion";
            const width = useTransform(progress, [0, 1], ["10vw", "90vw"], { ease: cubicBezier(0.32, 0, 0.67, 0) });
            """
        let (curve, reply) = Self.read("mask.jsx", jsx)
        #expect(curve == .bezier(try CubicBezier(x1: 0.32, y1: 0, x2: 0.67, y2: 0)), "\(reply.error ?? reply.text)")
    }

    /// A transition's `ease: cubicBezier(0.68, -0.6, 0.32, 1.2)` (a back curve, y outside [0, 1]) seen
    /// in a theme toggle through the code index; here imported from "motion/react", Motion's new name.
    @Test("cubicBezier from motion/react as a transition's ease keeps its overshoot and the transition's duration")
    func motionTransition() throws {
        let tsx = """
            import { cubicBezier, motion } from "motion/react";
            const pop = { y: 0, transition: { duration: 0.2, ease: cubicBezier(0.68, -0.6, 0.32, 1.2) } };
            """
        let (curve, reply) = Self.read("pop.tsx", tsx)
        #expect(curve == .bezier(try CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.2)), "\(reply.error ?? reply.text)")
        #expect(reply.text.contains("200 ms"), "\(reply.text)")
    }
}
