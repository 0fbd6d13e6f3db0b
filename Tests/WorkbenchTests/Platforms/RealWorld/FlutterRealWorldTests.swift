import Foundation
import Testing

@testable import Platforms
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
        #expect(reply.contains("took line 11"), "\(reply)")
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

    /// sakshamsri4/biftech lib/shared/animations/curves.dart @ d9a09fc7a6f4f254272f3e9c7a225fb6da2c8c49:
    /// a doc comment quoting the CSS form, then a top-level `const Curve` holding a Cubic
    /// (curves.dart `Cubic`: the Bézier from (0, 0) to (1, 1)).
    @Test func topLevelCubicAfterADocComment() {
        let file = """
            import 'package:flutter/animation.dart';

            /// Custom cubic bezier curve: easeOutExpo variation
            /// Matches cubic-bezier(0.2, 0.8, 0.2, 1)
            const Curve easeOutExpoImproved = Cubic(0.2, 0.8, 0.2, 1);
            """
        RealWorldCorpus.expectFileBezier("flutter", "curves.dart", file, line: 5, 0.2, 0.8, 0.2, 1)
    }

    /// sharmaruchi30/brandie-task lib/core/helpers/animation_helper.dart @ 825bf252751473d104e4647f48cf8ab1851b18d0:
    /// static const Cubics in a class, imported from cupertino; the second picked with at=.
    @Test func staticConstCubicsInAClass() {
        let file = """
            import 'package:flutter/cupertino.dart';

            class CustomAnimationCurves {
              static const snackBarEaseOutBack = Cubic(0.175, 0.885, 0.32, 1.15);
              static const dialogEaseOutBack = Cubic(0.22, 0.87, 0.32, 1.08);
            }
            """
        RealWorldCorpus.expectFileBezier("flutter", "animation_helper.dart", file, at: 2, line: 5, 0.22, 0.87, 0.32, 1.08)
    }

    /// HevaWu/TestFlutter animate_the_properties_of_a_container/lib/main.dart
    /// @ a1e77108563cead0c37a9a0ae9c6a1c6f5a59554: an AnimatedContainer's `curve:` after its
    /// decoration and duration; Curves.fastOutSlowIn = Cubic(0.4, 0, 0.2, 1).
    @Test func animatedContainerCurveArgument() {
        let file = """
            import 'package:flutter/material.dart';

            class _AnimatedContainerAppState extends State<AnimatedContainerApp> {
              final double _width = 50;
              final Color _color = Colors.green;
              final BorderRadiusGeometry _borderRadius = BorderRadius.circular(8);

              @override
              Widget build(BuildContext context) {
                return AnimatedContainer(
                  width: _width,
                  decoration: BoxDecoration(color: _color, borderRadius: _borderRadius),
                  duration: const Duration(seconds: 1),
                  curve: Curves.fastOutSlowIn,
                );
              }
            }
            """
        RealWorldCorpus.expectFileBezier("flutter", "main.dart", file, line: 14, 0.4, 0, 0.2, 1)
    }

    /// Danieruone/widgets-app lib/presentation/screens/animated/animated_container_screen.dart
    /// @ a421cce237c63973bb09e62a5b9e0cb3d468e3ef: Curves.easeOutCubic = Cubic(0.215, 0.61, 0.355, 1)
    /// inside a Scaffold body, a FloatingActionButton after it.
    @Test func easeOutCubicInAScaffold() {
        let file = """
            import 'package:flutter/material.dart';

            class AnimatedContainerScreen extends StatelessWidget {
              const AnimatedContainerScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  appBar: AppBar(title: const Text("Animated container")),
                  body: Center(
                      child: AnimatedContainer(
                    duration: const Duration(milliseconds: 400),
                    curve: Curves.easeOutCubic,
                    width: 100,
                    decoration: BoxDecoration(color: Colors.blueAccent, borderRadius: BorderRadius.circular(20)),
                  )),
                  floatingActionButton: FloatingActionButton(onPressed: () {}, child: const Icon(Icons.play_arrow)),
                );
              }
            }
            """
        RealWorldCorpus.expectFileBezier("flutter", "animated_container_screen.dart", file, line: 13, 0.215, 0.61, 0.355, 1)
    }

    /// misael-reyes/curso_flutter widgets_app/lib/presentation/screens/animated/animated_screen.dart
    /// @ 6b6ede39d6e435c77a52b80ed332203d90ebeb1e: a Spanish line comment just above `curve:`.
    @Test func curveAfterALineComment() {
        let file = """
            import 'package:flutter/material.dart';

            class AnimatedScreen extends StatelessWidget {
              static const name = 'animated_screen';
              const AnimatedScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  body: Center(
                    child: AnimatedContainer(
                      duration: const Duration(milliseconds: 400),
                      // curve es el tipo de animación que queremos aplicar
                      curve: Curves.easeOutCubic,
                      width: 140,
                    ),
                  ),
                );
              }
            }
            """
        RealWorldCorpus.expectFileBezier("flutter", "animated_screen.dart", file, line: 14, 0.215, 0.61, 0.355, 1)
    }

    /// AsUnDeRz/mobile lib/screen/curve/curve_screen.dart @ 3c6ffa58b07424627c08ecab0c624d7813b4f2be:
    /// a CurvedAnimation declared with its type, its curve on the next line without a comma.
    @Test func typedCurvedAnimationDeclaration() {
        let file = """
            import 'package:flutter/material.dart';

            class _CurveScreenState extends State<CurveScreen> with SingleTickerProviderStateMixin {
              Animation<double> _animation;
              AnimationController _controller;

              @override
              void initState() {
                _controller = AnimationController(
                    vsync: this,
                    duration: Duration(seconds: 5)
                );

                CurvedAnimation curvedAnimation = CurvedAnimation(
                    parent: _controller,
                    curve: Curves.bounceOut
                );

                Tween myTween = Tween<double>(begin: 150.0, end: 450.0);
                _animation = myTween.animate(curvedAnimation);
                super.initState();
              }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("flutter", "curve_screen.dart", file)
        #expect(reply.contains("took line 14 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.bounceOut)
    }

    /// abood123-do/E-learning lib/core/animation/transition2.dart @ 853ad5f4304085c22d312257d1754dc035e931a4:
    /// the only curve in the file is commented out: nothing is read.
    @Test func commentedOutCurveIsNotRead() {
        let file = """
            import 'package:flutter/material.dart';

            PageRouteBuilder customPageRouteBuilder2Back(Widget page) {
              return PageRouteBuilder(
                pageBuilder: (context, animation, secondaryAnimation) => page,
                transitionsBuilder: (context, animation, secondaryAnimation, child) {
                  const begin = Offset(0.0, -1.0);
                  const end = Offset.zero;

                  var tween = Tween(begin: begin, end: end);
                  var offsetAnimation = animation.drive(tween);
                  // var curvedAnimation = CurvedAnimation(
                  //   parent: animation,
                  //   curve: Curves.fastEaseInToSlowEaseOut,
                  // );

                  return SlideTransition(position: offsetAnimation, child: child);
                },
              );
            }
            """
        RealWorldCorpus.expectRefusal("flutter", "transition2.dart", file, "no Flutter timing definition found")
    }

    /// The same curve written in code (Curves.fastEaseInToSlowEaseOut, curves.dart: a
    /// ThreePointCubic through (0.198, 0.541)), as a CurveTween's curve in a page route.
    /// flutter/flutter packages/flutter/lib/src/animation/curves.dart is the formula's source;
    /// the form is the one above with the comment markers removed.
    @Test func fastEaseInToSlowEaseOut() {
        let file = """
            import 'package:flutter/material.dart';

            Route slideIn(Widget page) => PageRouteBuilder(
                  pageBuilder: (context, animation, secondaryAnimation) => page,
                  transitionsBuilder: (context, animation, secondaryAnimation, child) {
                    final tween = Tween(begin: const Offset(0.0, -1.0), end: Offset.zero)
                        .chain(CurveTween(curve: Curves.fastEaseInToSlowEaseOut));
                    return SlideTransition(position: animation.drive(tween), child: child);
                  },
                );
            """
        let curve = RealWorldCorpus.read("flutter", "route.dart", file).curve
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.bezierPath([
                0, 0, 0.056, 0.024, 0.108, 0.3085, 0.198, 0.541, 0.3655, 1.0, 0.5465, 0.989, 1, 1,
            ]))
    }

    // MARK: Physics

    /// vineethkvd/flutter1 lib/animation/Physics_Animation/physiscs_2.dart @ 6c052e6ae2c4cf4a228b21b464e633f6f59a4d85:
    /// a SpringSimulation over several lines with a comment after each position argument:
    /// from 0 to 300 at 10 units per second, 10/300 moves per second as progress
    /// (physics/spring_simulation.dart; damping 1 against √(4·100): ζ = 0.05).
    @Test func springSimulationWithCommentedArguments() {
        let file = """
            import 'package:flutter/material.dart';
            import 'package:flutter/physics.dart';

            class _PhysicsAnimation extends State<PhysicsAnimation> with SingleTickerProviderStateMixin {
              AnimationController? controller;
              SpringSimulation? simulation;

              @override
              void initState() {
                super.initState();

                simulation = SpringSimulation(
                  SpringDescription(
                    mass: 1,
                    stiffness: 100,
                    damping: 1,
                  ),
                  0.0, // starting point
                  300.0, // ending point
                  10, // velocity
                );

                controller = AnimationController(vsync: this, upperBound: 500);
                controller!.animateWith(simulation!);
              }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("flutter", "physiscs_2.dart", file)
        #expect(reply.contains("took line 12 "), "\(reply)")
        RealWorldCorpus.expectSpringMotion(curve, mass: 1, stiffness: 100, damping: 1, velocity: 10.0 / 300)
    }

    // MARK: Interval (curves.dart Interval: the curve squeezed into [begin, end], flat outside)

    /// Keshavupadhyy/using_interval lib/main.dart @ 3b594b584fe013644c77175416395913601f1626:
    /// two CurvedAnimations on one controller, each with an Interval, one cast with `as`.
    static let twoIntervals = """
        import 'package:flutter/material.dart';

        class _IntervalDemoState extends State<IntervalDemo> with SingleTickerProviderStateMixin {
          late AnimationController _controller;
          late Animation<Color?> _colorAnimation;
          late Animation<double> _sizeAnimation;

          @override
          void initState() {
            super.initState();
            _controller = AnimationController(duration: const Duration(seconds: 4), vsync: this);

            _colorAnimation = ColorTween(begin: Colors.blue, end: Colors.red).animate(
              CurvedAnimation(
                parent: _controller,
                curve: Interval(0.0, 0.5, curve: Curves.easeIn),
              ),
            ) as Animation<Color?>;

            _sizeAnimation = Tween<double>(begin: 50.0, end: 150.0).animate(
              CurvedAnimation(
                parent: _controller,
                curve: Interval(0.5, 1.0, curve: Curves.easeOut),
              ),
            );
          }
        }
        """

    @Test func intervalOverTheFirstHalf() {
        let (reply, curve) = RealWorldCorpus.read("flutter", "main.dart", Self.twoIntervals)
        #expect(reply.contains("took line 14 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.flutterInterval(0, 0.5, RealWorldCorpus.cubicBezier(0.42, 0, 1, 1)))
    }

    @Test func intervalOverTheSecondHalf() {
        let (reply, curve) = RealWorldCorpus.read("flutter", "main.dart", Self.twoIntervals, at: 2)
        #expect(reply.contains("took line 21 "), "\(reply)")
        #expect(reply.contains("Interval(0.5, 1): 0 until 0.5, the curve between"), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.flutterInterval(0.5, 1, RealWorldCorpus.cubicBezier(0, 0, 0.58, 1)))
    }

    /// fahmi54321/yboxv2 lib/anim/animation_success_add.dart @ d1e47bfd06b5e401926caf7f1acaad45934d4f46:
    /// const Intervals written over several lines in a constructor's initializer list.
    @Test func constIntervalInAnInitializerList() {
        let file = """
            import 'package:flutter/material.dart';

            class AnimationSuccessAdd {
              AnimationController controller;
              Animation<double> imgOpacity;
              Animation<double> buttonOpacity;
              AnimationSuccessAdd({
                required this.controller,
              })  : imgOpacity = Tween(begin: 0.0, end: 1.0).animate(
                      CurvedAnimation(
                        parent: controller,
                        curve: const Interval(
                          0.100,
                          0.400,
                          curve: Curves.easeIn,
                        ),
                      ),
                    ),
                    buttonOpacity = Tween(begin: 0.0, end: 1.0).animate(
                      CurvedAnimation(
                        parent: controller,
                        curve: const Interval(
                          0.650,
                          1.000,
                          curve: Curves.easeIn,
                        ),
                      ),
                    );
            }
            """
        let (reply, curve) = RealWorldCorpus.read("flutter", "animation_success_add.dart", file, at: 2)
        #expect(reply.contains("took line 20 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.flutterInterval(0.65, 1, RealWorldCorpus.cubicBezier(0.42, 0, 1, 1)))
    }

    /// flutter/codelabs material3-reply/lib/animation/size_animation.dart @ 91de58a7924eee9957a1cacec1b68511f39167b7:
    /// a CurvedAnimation subclass whose Intervals are written as fractions (`3 / 5`, Dart's
    /// double division) around the emphasized curve, and whose reverse curve is its `.flipped`.
    static let sizeAnimation = """
        import 'package:flutter/animation.dart';

        class SizeAnimation extends CurvedAnimation {
          SizeAnimation(Animation<double> parent) : super(
            parent: parent,
            curve: const Interval(
              0 / 5,
              3 / 5,
              curve: Curves.easeInOutCubicEmphasized,
            ),
            reverseCurve: Interval(
              2 / 5,
              1,
              curve: Curves.easeInOutCubicEmphasized.flipped,
            ),
          );
        }
        """

    @Test func intervalWrittenAsFractions() {
        let (reply, curve) = RealWorldCorpus.read("flutter", "size_animation.dart", Self.sizeAnimation)
        // The CurvedAnimation subclass's super(…) is one definition: its forward curve.
        #expect(reply.contains("took line 4 "), "\(reply)")
        #expect(reply.contains("is used only while the animation runs in reverse"), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.flutterInterval(0, 0.6, RealWorldCorpus.flutterEmphasized))
    }

    /// The reverse curve runs only backwards (animations.dart CurvedAnimation): named beside the
    /// forward one, and read when pasted alone.
    @Test func reverseIntervalOfAFlippedCurve() throws {
        let curve = try Platform.flutter.read("Interval(2 / 5, 1, curve: Curves.easeInOutCubicEmphasized.flipped)").curve
        RealWorldCorpus.expectValues(
            curve, RealWorldCorpus.flutterInterval(0.4, 1, RealWorldCorpus.flipped(RealWorldCorpus.flutterEmphasized)))
    }

    /// a-wallen/reply lib/transitions/offset_animation.dart @ 83d268ebe3c3a75bd06b0f85a17d9f0d8dca2533:
    /// the same form with the Intervals the other way round.
    @Test func offsetAnimationIntervals() {
        let file = """
            import 'package:flutter/animation.dart';

            class OffsetAnimation extends CurvedAnimation {
              OffsetAnimation(Animation<double> parent) : super(
                parent: parent,
                curve: const Interval(
                  2 / 5,
                  1,
                  curve: Curves.easeInOutCubicEmphasized,
                ),
                reverseCurve: Interval(
                  0,
                  1 / 5,
                  curve: Curves.easeInOutCubicEmphasized.flipped,
                ),
              );
            }
            """
        RealWorldCorpus.expectValues(
            RealWorldCorpus.read("flutter", "offset_animation.dart", file).curve,
            RealWorldCorpus.flutterInterval(0.4, 1, RealWorldCorpus.flutterEmphasized))
        #expect(RealWorldCorpus.read("flutter", "offset_animation.dart", file).reply.contains("reverseCurve Interval("))
    }

    // MARK: Curves of a project's own (not guessed at)

    /// Wafler1/transportia lib/animations/curves.dart @ e4cb7a028eb5a7cd587098f292b9ac61380e5b96:
    /// a Curve subclass with its own transform: its formula is the project's, not Flutter's, so
    /// nothing is read from the file.
    @Test func customCurveSubclassIsNotGuessed() {
        let file = """
            import 'package:flutter/animation.dart';

            class SmallBackOutCurve extends Curve {
              const SmallBackOutCurve(this.s);
              final double s; // overshoot; small values are subtle
              @override
              double transform(double t) {
                t = t - 1.0;
                return t * t * ((s + 1) * t + s) + 1.0;
              }
            }
            """
        RealWorldCorpus.expectRefusal("flutter", "curves.dart", file, "no Flutter timing definition found")
    }

    /// UCSD-RHC-Lab/GARRY GARRY-Flutter/lib/anim/ease_out_back_scaled.dart @ 727bdfccacedc027d15a9bd04a73e1c29189f244:
    /// a Curve subclass with a named parameter and a default, overriding transformInternal.
    @Test func customTransformInternalIsNotGuessed() {
        let file = """
            import 'package:flutter/animation.dart';

            /// A curve for highlighting the session just completed.
            class EaseOutBackScaled extends Curve {
              final double scale;

              EaseOutBackScaled({this.scale = 1.0});

              @override
              double transformInternal(double t) {
                var val = -scale * t * t + (scale.abs() + 1) * t;
                return val;
              }
            }
            """
        RealWorldCorpus.expectRefusal("flutter", "ease_out_back_scaled.dart", file, "no Flutter timing definition found")
    }
}
