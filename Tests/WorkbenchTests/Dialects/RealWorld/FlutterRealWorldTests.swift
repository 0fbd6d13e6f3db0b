import Foundation
import Testing
@testable import Workbench

/// Flutter curves as real projects write them: a CurvedAnimation in a State's initState, whose
/// `curve:` argument is the definition among controllers, durations and colours.
@Suite("Real world: Flutter")
struct FlutterRealWorldTests {
    /// VinioVnz/notify_push lib/animations/curved_example.dart @ abbe155155d81d67e61820124a451b5832186faf:
    /// Curves.elasticOut = ElasticOutCurve(0.4): 2^(−10t)·sin((t − s)·2π/p) + 1, s = p/4 (curves.dart).
    @Test func elasticOutInACurvedAnimation() {
        let file = """
            import 'package:flutter/material.dart';

            class _PopState extends State<Pop> with SingleTickerProviderStateMixin {
              late AnimationController _controller;
              late Animation<double> _scale;

              @override
              void initState() {
                super.initState();
                _controller = AnimationController(vsync: this, duration: Duration(seconds: 2));
                _scale = CurvedAnimation(
                  parent: _controller,
                  curve: Curves.elasticOut);
                _controller.forward();
              }

              @override
              Widget build(BuildContext context) => ScaleTransition(scale: _scale, child: Container(color: Colors.blue));
            }
            """
        let (reply, curve) = RealWorldCorpus.read("flutter", "curved_example.dart", file)
        #expect(reply.contains("took line 13"), "\(reply)")
        RealWorldCorpus.expectValues(curve) { t in
            if t == 0 || t == 1 { return t }
            let p = 0.4, s = p / 4
            return pow(2, -10 * t) * sin((t - s) * 2 * .pi / p) + 1
        }
    }

    /// ramin-deriv/animations_in_flutter lib/animations/curved_animation.dart @ 972a54ca5c801791976fcecbdcce896e34fe4fb0:
    /// Curves.bounceOut, Penner's bounce (curves.dart `_bounce`).
    @Test func bounceOutOnOneLine() {
        let file = """
            import 'package:flutter/material.dart';

            class _BounceState extends State<Bounce> with SingleTickerProviderStateMixin {
              AnimationController _animationController;
              Animation _animation;

              @override
              void initState() {
                _animationController =
                    AnimationController(vsync: this, duration: Duration(seconds: 2));
                _animation =
                    CurvedAnimation(parent: _animationController, curve: Curves.bounceOut);
                _animationController.repeat();
                super.initState();
              }
            }
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("flutter", "curved_animation.dart", file).curve, RealWorldCorpus.bounceOut)
    }
}
