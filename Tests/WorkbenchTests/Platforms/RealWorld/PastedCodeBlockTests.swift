import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Code pasted as people copy it from a source file: a whole function, several declarations with
/// their comments, a declaration whose value starts on the next line, a style sheet's list over
/// several lines. The lines join into one paste the way a script or standard input joins them
/// (``PasteContinuation``), and the paste is read as the language's statements. Each case keeps
/// the forms and numbers of the file cited; names and comments are ours.
@Suite("Real world: pasted code blocks")
struct PastedCodeBlockTests {
    /// The commands `lines` make in a script: a paste goes on while its brackets are open, while
    /// its statement is unfinished, and, once it went over lines, over the lines after it that
    /// are no command of the shell (as ScriptRunner joins them).
    static func commands(_ lines: [String]) -> [String] {
        var paste = PasteContinuation()
        var commands: [String] = []
        for (index, line) in lines.enumerated() {
            guard let command = paste.add(line) else { continue }
            if index + 1 < lines.count, PasteContinuation.mayContinue(command),
                PasteContinuation.continues(command, with: lines[index + 1], isCommand: Parser.isCommand)
            {
                paste.resume(command)
                continue
            }
            commands.append(command)
        }
        if let rest = paste.flush() { commands.append(rest) }
        return commands
    }

    /// `a = PLATFORM` and the code's lines as a script has them, then `list`: one paste and the
    /// command after it. The paste's reply and the curve it defines.
    static func read(_ platform: String, _ code: String, sourceLocation: SourceLocation = #_sourceLocation) -> (
        reply: Reply, curve: Curve?
    ) {
        var lines = code.components(separatedBy: "\n")
        lines[0] = "a = \(platform) " + lines[0]
        let commands = Self.commands(lines + ["list"])
        #expect(commands.count == 2, "the paste and the command after it: \(commands)", sourceLocation: sourceLocation)
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(commands[0])
        return (reply, transcript.interpreter.session.curve(named: "a")?.curve)
    }

    // MARK: the lines of a paste

    @Test("a statement that ends at =, : or -> goes on on the next line; a finished one does not")
    func unfinishedStatements() {
        #expect(Self.commands(["a = android private fun buildTransformation() =", "    LinearInterpolator()", "list"]).count == 2)
        #expect(Self.commands(["a = css   transition:", "    opacity 0.7s ease-out;", "list"]).count == 2)
        #expect(Self.commands(["a = compose // the entrance curve", "val Entrance = LinearEasing", "list"]).count == 2)
        // One line, finished: the next line is a command of its own, even one that does not parse.
        #expect(Self.commands(["a = compose fadeIn(initialAlpha = 0.3f),", "list"]).count == 2)
        #expect(Self.commands(["a = css ease-out", "smaple a"]).count == 2)
        // Swift's trailing closure still ends the paste; a declared function's body opens it.
        #expect(Self.commands(["a = swiftui withAnimation(.spring()) {", "list"]).count == 2)
        #expect(Self.commands(["a = android public void hide(View view) {", "    view.animate().alpha(0f);", "}", "list"]).count == 2)
    }

    @Test("a command of the shell, a comment or a definition ends a paste of several lines; code and blank lines go on with it")
    func whatEndsAPaste() {
        #expect(Parser.isCommand("list"))
        #expect(Parser.isCommand("# a comment"))
        #expect(Parser.isCommand("b = bezier 0.4 0 0.2 1"))
        #expect(Parser.isCommand("b = css cubic-bezier(0.1, 0.2,"))  // a paste of its own, still open
        #expect(Parser.isCommand("sample a 5 x y"))  // a command's word, though its arguments are wrong
        #expect(!Parser.isCommand(""))
        #expect(!Parser.isCommand("    duration = 400"))
        #expect(!Parser.isCommand("private val EaseInEaseOut = CubicBezierEasing(.5f, 0f, .5f, 1f)"))
        #expect(!Parser.isCommand("}"))
    }

    @Test("a mistyped command after a paste of several lines stands alone and is refused, naming the command meant")
    func mistypedCommandAfterAPaste() {
        let lines = ["a = compose spring(", "    dampingRatio = 0.5f,", "    stiffness = 200f", ")", "shwo a", "show a"]
        let commands = Self.commands(lines)
        #expect(commands.count == 3, "the paste, the typo and the command: \(commands)")
        #expect(!commands[0].contains("shwo"))
        var transcript = Transcript(width: 1000)
        #expect(transcript.reply(commands[0]).error == nil)
        let typo = transcript.reply(commands[1])
        let message = typo.error ?? ""
        #expect(message.contains("unknown command 'shwo'; did you mean 'show'?"), "\(message)")
        // Code goes on with the paste: words that are no command's, or a statement with `=`, brackets or a `;`.
        for code in [
            "    stiffness = 200f", "fun shown() {", "return spring()", "}", "exprot(a)", "else {", "  shwo = 1;", "case .linear, .easeIn:",
            "sav .spring",
        ] {
            #expect(!Parser.isCommand(code), "\(code)")
        }
        #expect(Parser.isCommand("exprot a css"))
        #expect(Parser.isCommand("lsit"))
    }

    // MARK: blocks the paste opens

    @Test("a paste whose line ends at a block's {, declares a type, or is followed by a lone { goes on until a command of the shell")
    func blocksThePasteOpens() {
        #expect(Self.commands(["a = swiftui withAnimation(.spring()) {", "    flip()", "}", "list"]).count == 2)
        #expect(Self.commands(["a = uikit public extension CALayer", "{", "}", "list"]).count == 2)
        #expect(Self.commands(["a = flutter class _DemoState extends State<Demo>", "    with TickerMixin {", "}", "list"]).count == 2)
        #expect(Self.commands(["a = compose @Composable", "fun Dot() = Unit", "list"]).count == 2)
        #expect(Self.commands(["a = compose @Preview(showBackground = true) @Composable", "fun Dot() = Unit", "list"]).count == 2)
        // Typed alone, or followed by a command, the line stands alone.
        #expect(Self.commands(["a = swiftui withAnimation(.spring()) {", "show a"]).count == 2)
        #expect(Self.commands(["a = uikit public extension CALayer", "list"]).count == 2)
    }

    /// cotkjaer/Animation Animation/Shake.swift @ 01cad4ad328cda99d004fff76e675234141452e1: an
    /// extension whose brace stands on the line after its name (Allman style), holding a
    /// CAKeyframeAnimation with values and keyTimes and no timing functions: calculationMode
    /// linear, straight between the values (Apple, CAKeyframeAnimation keyTimes).
    @Test("an extension whose { is on the next line: the keyframe animation in it")
    func extensionBraceOnTheNextLine() {
        let code = """
            public extension CALayer
            {
                func shudder(length: Double = 0.4)
                {
                    let nudge = CAKeyframeAnimation(keyPath: "position.x")

                    nudge.values = [0, 10, -10, 10, 0]
                    nudge.keyTimes = [0.0, 1.0 / 6.0, 3.0 / 6.0, 5.0 / 6.0, 1.0]
                    nudge.duration = length
                    nudge.additive = true

                    addAnimation(nudge, forKey:"shudder")
                }
            }
            """
        let (reply, curve) = Self.read("uikit", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let times = [0, 1.0 / 6, 3.0 / 6, 5.0 / 6, 1], values = [0.0, 10, -10, 10, 0]
        RealWorldCorpus.expectValues(curve) { x in
            let i = min(times.lastIndex { $0 <= x } ?? 0, times.count - 2)
            return values[i] + (x - times[i]) / (times[i + 1] - times[i]) * (values[i + 1] - values[i])
        }
    }

    /// samehesmael277/Compose-Animation-Hacks app/src/main/java/com/sameh/animation/animations/
    /// ChangeAppThemeWithAnimation.kt @ cb32eba8af0fc806ab3925890346c246ee15d6d0: a composable
    /// whose annotation stands on its own line above it, its spec a parameter's default
    /// `tween(durationMillis = 1000)` with no easing: FastOutSlowInEasing, the cubic (0.4, 0,
    /// 0.2, 1) (androidx AnimationSpec.kt, tween's default easing).
    @Test("an annotation on its own line: the function under it")
    func annotationOnItsOwnLine() {
        let code = """
            @Composable
            fun DarkToggle(
                dark: Boolean,
                thumb: Dp = 40.dp,
                padding: Dp = 10.dp,
                spec: AnimationSpec<Dp> = tween(durationMillis = 1000),
                onFlip: () -> Unit
            ) {
                val thumbOffset by animateDpAsState(
                    targetValue = if (dark) 0.dp else thumb,
                    animationSpec = spec, label = ""
                )
            }
            """
        let (reply, curve) = Self.read("compose", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, [0.4, 0, 0.2, 1])
    }

    /// MHuzaifaKhan97/mastering_flutter_animation lib/modules/advanced_animations/
    /// physics_based_animation/physics_based_animation.dart @ 1db4b1eefb473f02a9ef0b5f6fe7ffff41a5715a:
    /// a Flutter State class whose `with` clause and `{` come on its
    /// second line, a SpringDescription in a final field and a SpringSimulation from 0 to 500 at
    /// 10 units/s (flutter spring_simulation.dart: the velocity in the move's units, 10/500 of
    /// the move per second).
    @Test("a class declared over two lines: the spring its method runs")
    func classDeclaredOverTwoLines() {
        let code = """
            class _BounceDemoState extends State<BounceDemo>
                with SingleTickerProviderStateMixin {
              late AnimationController _runner;

              final SpringDescription _spring = SpringDescription(
                mass: 1,
                stiffness: 100,
                damping: 10,
              );

              void _go() {
                final motion = SpringSimulation(
                  _spring,
                  0, // from
                  500, // to
                  10, // starting velocity
                );

                _runner.animateWith(motion);
              }
            }
            """
        let (reply, curve) = Self.read("flutter", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectMotion(curve, mass: 1, stiffness: 100, damping: 10, velocity: 10.0 / 500)
    }

    /// esatgozcu/Compose-Animation-Examples app/src/main/java/com/esatgozcu/animationexamples/ui/
    /// animations/confetticenter/ConfettiAnimationView.kt @ 553dd8e39273adbf14ce027dfe0f5b7ed4ca16b3:
    /// a Compose LaunchedEffect whose block starts a coroutine that animates with a repeatable
    /// tween over CubicBezierEasing(0.1, 1, 0, 1), its duration computed at run time (the curve
    /// over the animation's own span is the cubic; androidx CubicBezierEasing).
    @Test("a Kotlin block opened at the end of its first line: the easing inside it")
    func kotlinBlockOpenedOnItsFirstLine() {
        let code = """
            LaunchedEffect(Unit) {
                scope.launch {
                    offsetX.animateTo(
                        targetValue = span() * cos(toRadians(angle)),
                        animationSpec = repeatable(
                            iterations = 1,
                            animation = tween(
                                durationMillis = travelMillis().toInt(),
                                easing = CubicBezierEasing(0.1f, 1.0f, 0.0f, 1.0f)
                            )
                        )
                    )
                }
            }
            """
        let (reply, curve) = Self.read("compose", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, [0.1, 1, 0, 1])
    }

    /// Hana-ame/gsap-framework src/components/Loading.ts @ 1d78209b89364a6c15d52aebf94bf9fde9e10881:
    /// a GSAP tween inside an `if` block, `ease: 'none'` (gsap-core.js: "none" is p → p), with
    /// repeat and an onUpdate callback that do not change the ease.
    @Test("a JavaScript if block opened on its first line: the tween inside it")
    func javaScriptIfBlock() {
        let code = """
            if (spinning) {
              spin = runner.to(turn, {
                t: Math.PI * 2,
                duration: 1,
                repeat: -1,
                ease: 'none',
                onUpdate: () => {
                  if (done) return;
                  redraw(turn.t);
                },
              });
            }
            """
        let (reply, curve) = Self.read("gsap", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectValues(curve) { $0 }
    }

    /// msventurini/swiftui-animation-showcase Sources/GameboyTransition/Shape/GBAShapeData.swift
    /// @ 2f63cffb8bd10629645430862135b1092ae349af: a SwiftUI overlay whose trailing closure holds a Button whose action runs
    /// withAnimation(.snappy): snappy(duration: 0.5, extraBounce: 0), a spring of bounce 0.15,
    /// stiffness (2π/0.5)², damping (1 − 0.15)·4π/0.5 (Apple, Animation.snappy).
    @Test("a SwiftUI modifier's trailing closure opened on its first line: the animation inside it")
    func swiftUITrailingClosure() {
        let code = """
                    .overlay(alignment: .bottom) {
                        Button {
                            withAnimation(.snappy) {
                                flipped.toggle()
                            }
                        } label: {
                            Text("flip")
                        }
                    }
            """
        let (reply, curve) = Self.read("swiftui", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let k = pow(2 * Double.pi / 0.5, 2), c = (1 - 0.15) * 4 * Double.pi / 0.5
        RealWorldCorpus.expectMotion(curve, mass: 1, stiffness: k, damping: c)
    }

    // MARK: Android

    /// iambaljeet/MaterialTransitions app/src/main/java/com/app/materialtransitions/ComposeActivity.kt
    /// @ 763f276bd229d2662bfe2ba71546cea962871eb5: an expression-bodied Kotlin function whose `=`
    /// ends its first line, then MaterialContainerTransform().apply { … } setting the Transition's
    /// interpolator among other properties. androidx FastOutSlowInInterpolator: a table of the
    /// cubic (0.4, 0, 0.2, 1).
    @Test("a Kotlin function = Transition().apply { interpolator = … } over several lines")
    func kotlinFunctionOverLines() {
        let code = """
            private fun cardMorph() =
                MaterialContainerTransform().apply {
                    addTarget(frame)
                    setAllContainerColors(MaterialColors.getColor(frame, R.attr.colorSurface))
                    duration = 400
                    pathMotion = MaterialArcMotion()
                    interpolator = FastOutSlowInInterpolator()
                    fadeMode = MaterialContainerTransform.FADE_MODE_IN
                }
            """
        let (reply, curve) = Self.read("android", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, [0.4, 0, 0.2, 1])
    }

    /// Ulan-e/optima-multiplatform-mobile-nextgen-auth android-app/src/main/java/kz/optimabank/
    /// optima24/utility/AnimationUtils.java @ 928bae9dea1910f3c74083f7061b8ff35d433254: a whole
    /// Java method, an early return, then a ViewPropertyAnimator chain with a duration and a
    /// listener and no interpolator. AOSP ViewPropertyAnimator.startAnimation sets the
    /// interpolator only when one was set; ValueAnimator's default is
    /// AccelerateDecelerateInterpolator, cos((t + 1)π)/2 + 0.5.
    @Test("a Java method whose ViewPropertyAnimator sets no interpolator plays AccelerateDecelerate")
    func javaMethodWithDefaultInterpolator() {
        let code = """
                public static void hideQuietly(View target){
                    if(target.getVisibility() == View.GONE)
                        return;

                    target.animate()
                            .alpha(0f)
                            .setDuration(300)
                            .setListener(new AnimatorListenerAdapter() {
                                @Override
                                public void onAnimationEnd(Animator animation) {
                                    super.onAnimationEnd(animation);
                                    target.setVisibility(View.GONE);
                                }
                            });
                }
            """
        let (reply, curve) = Self.read("android", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("AccelerateDecelerateInterpolator"), "\(reply.text)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.AOSP.accelerateDecelerate)
    }

    /// vpaliy/android-material-motion app/src/main/java/com/vpaliy/fabexploration/MainActivity.java
    /// @ add81283f4471065dfe54c123fc5f25c797da213: a ViewPropertyAnimator chain with an
    /// OvershootInterpolator (tension 2 by default) whose listener, at its end, starts a second
    /// chain with a LinearInterpolator. The paste is the outer animation; the one its callback
    /// starts is named beside it, not read. AOSP OvershootInterpolator: u²((T + 1)u + T) + 1, u = t − 1.
    @Test("a chain whose listener starts another animation is read, and the other named")
    func chainWithAnotherInItsListener() {
        let code = """
            badge.animate()
                    .scaleX(1)
                    .scaleY(1)
                    .setStartDelay(500)
                    .setDuration(300)
                    .setInterpolator(new OvershootInterpolator())
                    .setListener(new AnimatorListenerAdapter() {
                      @Override
                      public void onAnimationEnd(Animator done) {
                        super.onAnimationEnd(done);
                        badge.post(() ->
                                badge.animate()
                                        .scaleY(0)
                                        .scaleX(0)
                                        .setDuration(200)
                                        .setInterpolator(new LinearInterpolator())
                                        .start());
                      }
                    }).start();
            """
        let (reply, curve) = Self.read("android", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("starts another animation"), "\(reply.text)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.AOSP.overshoot(2))
    }

    // MARK: Compose and Material

    /// p4ulor/Object-Detector-App app/src/main/java/p4ulor/mediapipe/ui/animations/AnimationSpecs.kt
    /// @ f5ec4d8bedd22d41a03f5b99e713c9f262ea7975: a doc comment on its own line, the easing
    /// declared, then a function whose tween takes it: one curve, CubicBezierEasing(.5, 0, .5, 1).
    @Test("a comment, a declaration and the function that uses it")
    func commentAndDeclarations() {
        let code = """
            /** [Even](https://cubic-bezier.com/#.5,0,.5,1 )*/
            val Even = CubicBezierEasing(.5f, 0f, .5f, 1f)

            fun<T> gentle(durationMillis: Int = 300) = tween<T>(
                durationMillis = durationMillis,
                easing = Even
            )
            """
        let (reply, curve) = Self.read("compose", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, [0.5, 0, 0.5, 1])
    }

    /// choicedev/MonkeyFoodFork design/components/src/main/java/com/choice/compose/Snackbar.kt
    /// @ 5e8b4f9a8c073346b7c59f50ec20a2d30eea1144: `enter = expandVertically(…) + fadeIn(initialAlpha
    /// = 0.3f),` over five lines, neither given an animationSpec. androidx EnterExitTransition.kt:
    /// both default to spring(stiffness = Spring.StiffnessMediumLow), k = 400 with the damping
    /// ratio spring's default, 1: one curve.
    @Test("enter transitions without an animationSpec play their default spring")
    func enterTransitionsDefaultSpring() {
        let code = """
                enter =  expandVertically(
                    expandFrom = Alignment.Top
                ) + fadeIn(
                    initialAlpha = 0.3f
                ),
            """
        let (reply, curve) = Self.read("compose", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectCriticalSpring(curve, stiffness: 400)
        // Given one, the transition plays it.
        var shell = Transcript()
        #expect(shell.reply("b = compose fadeOut(animationSpec = tween(durationMillis = 250))").error == nil)
        RealWorldCorpus.expectBezier(shell.interpreter.session.curve(named: "b")?.curve, [0.4, 0, 0.2, 1])
    }

    /// Suprajeff/driverhub-updates app/src/main/java/com/deliveryhub/uberwatcher/material/MotionScheme.kt
    /// @ 87aa2b4fb2b357994edc15ff4f9b280b58878cc0: a declaration whose `=` ends its line, then
    /// `spring<Any>(…)` over the expressive scheme's token constants with a trailing comma.
    /// androidx compose material3 tokens/ExpressiveMotionTokens.kt: SpringFastSpatialDamping 0.6,
    /// SpringFastSpatialStiffness 800 (mass 1, so c = 2ζ√k).
    @Test("a spring over Material's token constants, its declaration's = ending the first line")
    func springOverTokenConstants() {
        let code = """
                    private val quickMove =
                        spring<Any>(
                            dampingRatio = ExpressiveMotionTokens.SpringFastSpatialDamping,
                            stiffness = ExpressiveMotionTokens.SpringFastSpatialStiffness,
                        )
            """
        for platform in ["material", "compose"] {
            let (reply, curve) = Self.read(platform, code)
            #expect(reply.error == nil, "\(platform): \(reply.error ?? "")")
            RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 800, damping: 2 * 0.6 * 800.squareRoot())
        }
    }

    /// Ivorisnoob/OpenStream .agent/skills/material-thinking/references/m3-expressive.md
    /// @ 1ff5eba45fd772ee5ecbe7576c7529697856139a: a token's name with a value written after its
    /// colon that is not the token's own (M3 gives emphasized (0.2, 0, 0, 1)): the value written
    /// is what the project plays.
    @Test("a value written after a token's name wins over the token's own")
    func writtenValueWins() {
        var shell = Transcript()
        let reply = shell.reply("a = material motion.easing.emphasized: cubic-bezier(0.05, 0.7, 0.1, 1.0)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(shell.interpreter.session.curve(named: "a")?.curve, [0.05, 0.7, 0.1, 1])
        // The comment `export` writes beside a token, in parentheses, is still no value.
        #expect(shell.reply("b = material md.sys.motion.easing.emphasized  (cubic-bezier(0.2, 0, 0, 1))").error == nil)
    }

    // MARK: CSS and GSAP

    /// mdn/content files/en-us/web/html/element/dialog/index.md @ e8296f0d91e7ee4f1f5e7de99ca788ee75a41dbf:
    /// `transition:` alone on its line, then four transitions one a line, two of them discrete
    /// (`allow-discrete`), all ease-out (0, 0, 0.58, 1).
    @Test("a transition list over several lines, its property alone on the first")
    func transitionListOverLines() {
        let code = """
              transition:
                opacity 0.7s ease-out,
                transform 0.7s ease-out,
                overlay 0.7s ease-out allow-discrete,
                display 0.7s ease-out allow-discrete;
            """
        let (reply, curve) = Self.read("css", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, [0, 0, 0.58, 1])
    }

    /// ashrafakib02/gsap-Saloon apps/web/src/shared/animation/timeline-factory.ts
    /// @ a6f9db2c7f83a1fb08fbc542d719685a213ec9e2: a timeline's default ease is the caller's
    /// option, `'power2.out'` only when the caller gives none: the curve is chosen at run time.
    @Test("an ease that falls back with ?? or || is refused, naming the fallback")
    func fallbackIsRefused() {
        var shell = Transcript()
        let reply = shell.reply("a = gsap gsap.timeline({ defaults: { ease: settings?.ease ?? 'power2.out', overwrite: 'auto' } })")
        #expect(reply.error?.contains("settings?.ease ?? 'power2.out'") == true, "\(reply.error ?? reply.text)")
        #expect(shell.interpreter.session.curve(named: "a") == nil)
        #expect(shell.reply("b = motion transition={{ ease: props.ease || \"easeOut\" }}").error?.contains("props.ease ||") == true)
    }

    @Test("an excerpt is closed innermost first where its code ends; the lines after it are the input's own")
    func excerptClosedWhereItsCodeEnds() throws {
        let excerpt = try #require(
            PasteContinuation.closedExcerpt(
                "a = motion animate(el, { x: 100 }, {\n  transition: { duration: 0.3, ease: [0.2, 0, 0, 1]\nlist",
                isCommand: Parser.isCommand))
        #expect(excerpt.added == "}})")
        #expect(excerpt.text.hasSuffix("ease: [0.2, 0, 0, 1]\n}})"))
        #expect(excerpt.rest == ["list"])
        #expect(excerpt.note == "the paste ends with 3 brackets open: it was read as if '}})' closed them at its end")
    }

    @Test("no excerpt is closed from one line, from brackets that do not match, or inside a string")
    func excerptsThatAreNotClosed() {
        let notExcerpts = [
            "a = css cubic-bezier(0.2, 0, 0, 1",
            "a = motion animate(el, { x: 1 ]\n  y: 2",
            "a = gsap to(el, {\n  ease: \"power2.out",
        ]
        for text in notExcerpts {
            #expect(PasteContinuation.closedExcerpt(text, isCommand: Parser.isCommand) == nil, "\(text)")
        }
    }

    /// jaydickinson/free-gsap-effects, coming-soon-template/assets/script.js @ a07b10ee: a tween
    /// inside an `if` over the element the line before declared.
    @Test("a statement of control flow over a name the paste declared goes on with it")
    func controlFlowOverADeclaredName() {
        let (_, curve) = Self.read(
            "gsap",
            """
                    const halo = bulb.querySelector('.halo');
                    if (halo) {
                        gsap.to(halo, { opacity: 0.5, duration: 12, ease: 'sine.inOut', yoyo: true, repeat: -1 });
                    }
            """)
        // GSAP's sine.inOut: −(cos(πp) − 1)/2.
        RealWorldCorpus.expectValues(curve) { -(cos(Double.pi * $0) - 1) / 2 }
        // A line of control flow over a name the paste does not declare stands alone.
        #expect(Self.commands(["a = gsap const halo = bulb.querySelector('.halo');", "if (other) {", "list"]).count == 3)
    }

    /// magicuidesign/magicui, apps/www/registry/magicui/comic-text.tsx @ 2d671cc6: a JSX element's
    /// attributes one a line, the transition last.
    @Test("a JSX element's attributes, one a line, go on with the paste")
    func jsxAttributesOneALine() {
        let (_, curve) = Self.read(
            "motion",
            """
                  initial={{ opacity: 0, scale: 0.8 }}
                  animate={{ opacity: 1, scale: 1 }}
                  transition={{
                    duration: 0.6,
                    ease: [0.175, 0.885, 0.32, 1.275],
                    type: "spring",
                  }}
            """)
        // type "spring" ignores ease: duration 0.6 and Motion's default bounce 0.3 give, by
        // motion-dom's findSpring, stiffness 268.94 and damping 22.96 (mass 1), played over
        // 0.6 s and at the target when it ends.
        let (k, c) = (268.94068049682403, 22.95917537225096)
        let α = c / 2, ωd = (k - α * α).squareRoot()
        RealWorldCorpus.expectValues(curve) { x in
            let t = x * 0.6
            return x == 1 ? 1 : 1 - exp(-α * t) * (cos(ωd * t) + α / ωd * sin(ωd * t))
        }
    }
}
