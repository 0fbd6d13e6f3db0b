import Foundation
import Testing

@testable import Workbench

/// GSAP as real sites write it: `ease:` inside a tween's vars, GSAP 2 objects
/// (`Power1.easeInOut`, `Back.easeOut.config(1.7)`), timelines, defaults and CustomEase. The
/// formulas are gsap-core.js's (GSAP 3), written out in ``RealWorldCorpus``: a string the
/// ease map does not hold is not an ease, and GSAP quietly uses its default (power1.out)
/// instead, so curves refuses it and says so.
@Suite("Real world: GSAP")
struct GSAPRealWorldTests {
    /// qwerewqwerew/source js/deep/gsap/03.js @ 17ae0c0f550a08bac3c8704ea4b6714f998da26b:
    /// `gsap.from` tweens on one line each, one with `steps(10)` and a trailing comma, one with
    /// the bare `'elastic'`, one with no ease at all.
    static let fromTweens = """
        gsap.from(".box1", { duration: 3, x: 200, opacity: 0.2, ease: 'steps(10)', delay: 2, });

        gsap.from(".box2", { duration: 3, x: 200, rotate: 720, scale: 1.3, });

        gsap.from(".box3", { duration: 3, x: 200, ease: 'elastic', backgroundColor: 'red', width: 300 });
        """

    /// gsap-core.js SteppedEase.config(n): ((n + 1)·clamp(p, 0, 1 − 1e-8) | 0)/n.
    @Test func stepsStringWithTrailingComma() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "03.js", Self.fromTweens)
        #expect(reply.contains("took line 1 "), "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in (11 * min(max(p, 0), 1 - 1e-8)).rounded(.down) / 10 }
    }

    /// A bare family name is its `.out`, with elastic's defaults (amplitude 1, period 0.3); the
    /// tween between without an ease is the second definition (GSAP's default).
    @Test func bareElasticIsElasticOut() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "03.js", Self.fromTweens, at: 3)
        #expect(reply.contains("took line 5 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapElasticOut())
    }

    /// JulienMa5/dwa-gsap src/composables/steps/step3.js @ 6c85f76799b59ed6605e1786a8bfc6f6568fdbdf:
    /// an exported runner whose tween's ease has a comment naming a CSS keyword beside it. The
    /// tween's vars are read whole, from line 5 (their `clearProps: clear ? 'all' : ''` is a
    /// conditional, one value), with their duration.
    @Test func easeWithATrailingComment() {
        let file = """
            import gsap from 'gsap'

            export const title = 'Easing'
            export const run = (targets, clear = false) => {
              gsap.to(targets, {
                duration: 1,
                x: 200,
                ease: 'bounce.out', // Default: 'ease-out'
                clearProps: clear ? 'all' : '',
              })
            }
            """
        let (reply, curve) = RealWorldCorpus.read("gsap", "step3.js", file)
        #expect(reply.contains("took line 5 ") && reply.contains("duration 1 s"), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.bounceOut)
    }

    /// veronikapetersen/html5banner animations/slidein.js @ 05aa7eb2cbf6e394174d8fc7230a96aa358df24a:
    /// the GSAP 2 object form, power1 = quad, in a banner's run of tweens.
    @Test func legacyPowerObject() {
        let file = """
            gsap.to('#txt_2', { duration: 0.7, ease: Power1.easeInOut, left: 0 });
            gsap.to('#txt_2', { duration: 0.7, ease: Power1.easeInOut, left: '100%', delay: 5.3 });
            gsap.to('#cta', { duration: 1.3, ease: Power1.easeInOut, scale: 1, transformOrigin: '50% 80%', });
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("gsap", "slidein.js", file).curve, RealWorldCorpus.gsapPower(1).inOut)
    }

    /// inquisitive-anmol/ChallengeDev two/script.js @ 2bebdfbc4c192ade0df07effb1a23f3d51c07cf0:
    /// `Expo.easeInOut` as the first key of the vars.
    @Test func legacyExpoFirstInTheVars() {
        let file = """
            gsap.to(".imageContainer", {
              ease: Expo.easeInOut,
              duration: 2,
              width: "100%",
              stagger: 2,
            });
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("gsap", "script.js", file).curve, RealWorldCorpus.gsapExpo.inOut)
    }

    /// chengenkuo/My--Personal--Website script/about.js @ ffbaba795728f227ddf9cea40f469e4cdc083aab:
    /// a block comment of earlier tweens (bounce, rough, elastic), then a timeline with defaults
    /// and a chain of `.from`/`.to` calls.
    static let timelineAfterCommentedTweens = """
        /*
        gsap.from('.homepage-btn', {duration:1, delay: .5, stagger:1, y:'-400%', ease:'bounce'})
        gsap.to('.homepage-intro', {duration: 1, x: 0, ease:'rough', delay: 1.8})
        gsap.to('.footer', {duration:1.5, y:0, ease:'elastic', delay: 2})
        */
        const timeline = gsap.timeline({defaults: {duration:0.5, delay:0.5 }});
        timeline
          .from('.homepage-btn', {stagger:1, y:'-400%', ease:'circ'})
          .from('.work-link', { stagger:1, y:'-400%', ease:'circ'})
          .to('.footer', { y:0, ease:'expo' })
          .to('.about-content', { x: 0, ease:'rough' })
        """

    @Test func commentedTweensAreNotRead() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "about.js", Self.timelineAfterCommentedTweens)
        #expect(reply.contains("took line 8 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapCirc.out)
    }

    @Test func bareExpoInATimelineChain() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "about.js", Self.timelineAfterCommentedTweens, at: 3)
        #expect(reply.contains("took line 10 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapExpo.out)
    }

    @Test func roughInAChainIsRefused() {
        RealWorldCorpus.expectRefusal("gsap", "about.js", Self.timelineAfterCommentedTweens, at: 4, "rough")
    }

    /// ShekharPareek/Frammer--Gsap-task app.js @ 8acdf1b382b4f3482a68f1614a9b7c15f425e336:
    /// `gsap.defaults` with "none", then a ScrollTrigger config with "slow" and commented keys.
    static let defaultsAndScrollTrigger = """
        gsap.registerPlugin(ScrollTrigger);

        gsap.defaults({ ease: "none", duration: 2 });

        var timeline = gsap.timeline({
          scrollTrigger: {
            trigger: ".wrapper",
            start: "top ",
            // end: "200%",
            end: "bottom",
            scrub: 1,
            ease: "slow",
            pin: ".container",
          },
        });
        """

    @Test func noneInDefaultsIsLinear() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "app.js", Self.defaultsAndScrollTrigger)
        #expect(reply.contains("took line 3 "), "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in p }
    }

    /// "slow" alone is EasePack's SlowMo with its defaults (linearRatio 0.7, power 0.7), read as
    /// GSAPSlowMoTests' reference computes it (it was refused before SlowMo was read).
    @Test func slowMoIsReadAsItsFormula() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "app.js", Self.defaultsAndScrollTrigger, at: 2)
        #expect(reply.contains("SlowMo"), "\(reply)")
        RealWorldCorpus.expectValues(curve, GSAPSlowMoTests.slowMo(0.7, 0.7))
    }

    /// externalsip/alariebrousseau_jacob_scrollytelling script/script.js @ e16573462cf241dff66ff3a4ae49a18b7d092f67:
    /// "sine inOut" with a space: not in GSAP's ease map, so GSAP runs its default power1.out.
    @Test func easeWithASpaceIsRefused() {
        let file = """
            const circle = document.querySelector(".circle");

            gsap.fromTo(circle, {y: 5, opacity: 0}, {y: 90, opacity: 1, repeat: -1, duration: 2.5, ease: "sine inOut"})
            """
        RealWorldCorpus.expectRefusal("gsap", "script.js", file, "power1.out")
    }

    /// atlTechie/cv2 js/main.js @ 5f185e2ff6717e68d88ef6dd40ebfc18832ca7e5: `ease: "ease"` (a CSS
    /// keyword GSAP does not know: its default runs), then the bare "back".
    static let cssWordThenBack = """
        gsap.from("#e", {
          duration: 1,
          x: -150,
          ease: "ease",
          opacity: 0,
        });

        gsap.from(".welcome-stuff", {
          duration: 1.5,
          y: 100,
          opacity: 0,
          delay: 0.5,
          stagger: 0.2,
          ease: "back",
        });
        """

    @Test func bareBackIsBackOutWithItsDefaultOvershoot() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "main.js", Self.cssWordThenBack)
        #expect(reply.contains("took line 8 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapBack(1.70158).out)
    }

    @Test func cssKeywordIsNotAGSAPEase() {
        var transcript = Transcript(files: ["main.js": Self.cssWordThenBack])
        let reply = transcript.reply("a = gsap file=main.js at=2")
        #expect(reply.error?.contains("holds 1 GSAP 3 timing definition, not 2") == true, "\(reply.error ?? reply.text)")
    }

    /// mdshemul48/portfolio-website-with-motion js/script.js @ d2c69b8d76f8bbeb4410f9301a33f654f0f63da9:
    /// a timeline of `Power4.easeOut` tweens with position parameters, then
    /// `Back.easeOut.config(1.7)`.
    static let powerAndBackConfig = """
        gsap.registerPlugin(ScrollTrigger)

        const tl = gsap.timeline()

        tl.from(".content", {
            y: '-30%',
            opacity: 0,
            duration: 2,
            ease: Power4.easeOut
        })

        tl.from(".hero-design", {
            opacity: 0, y: 50, ease: Power4.easeOut, duration: 1
        }, "-=2")

        gsap.from(".square-anim", {
            stagger: .2,
            scale: 0.1,
            duration: 1,
            ease: Back.easeOut.config(1.7)
        })
        """

    @Test func power4EaseOutIsQuint() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "script.js", Self.powerAndBackConfig)
        #expect(reply.contains("took line 5 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapPower(4).out)
    }

    @Test func legacyBackConfig() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "script.js", Self.powerAndBackConfig, at: 3)
        #expect(reply.contains("took line 16 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapBack(1.7).out)
    }

    /// vipincode/gsap-basic basic/js/sequance.js @ f4da4e925b53b9d8f6386c4d816e0b46f1720b00:
    /// `fromTo` with the ease in the second vars, after a tween with "none".
    @Test func easeInTheToVarsOfFromTo() {
        let file = """
            gsap.from("body", {
              duration: 1.7,
              ease: "none"
            })

            gsap.fromTo( ['h1', '.intro'],
              {
                opacity: 0,
                y: -20
              },
              {
                opacity: 1,
                y: 0,
                duration: 0.6,
                ease: "power2.out",
                delay: 1.5,
                stagger: 0.2,
              }
            )
            """
        let (reply, curve) = RealWorldCorpus.read("gsap", "sequance.js", file, at: 2)
        #expect(reply.contains("took line 11 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapPower(2).out)
    }

    /// ayushman1210/backend_learning DOM/Huxn/basics/GSAP/tween/app.js @ 26cc9d2096413f6dec3afe58fc2534255529c860:
    /// tweens commented out line by line, then one with "linear" (power0's out: p).
    @Test func linearAfterLineCommentedTweens() {
        let file = """
            // gsap method

            // gsap.to(".box",{
            //     x:100,
            //     ease:"bounce.in",
            // })

            gsap.from(".box1",{
                y:-30,
                duration:1,
                ease:"linear",
                repeat:-1,
                yoyo:true,
            })
            """
        let (reply, curve) = RealWorldCorpus.read("gsap", "app.js", file)
        #expect(reply.contains("took line 8 "), "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in p }
    }

    /// kotoori/gsap-practice sandbox/assets/js/my-gsap.js @ 115119d09490bfdb993b774800e7f867e04dfe73:
    /// tweens without an ease play GSAP's default, power1.out = 1 − (1 − p)² (gsap-core.js
    /// `_defaults.ease`), each a definition; then "none".
    static let tweensWithoutAnEase = """
        gsap.to(".--x", {x:200, duration: 2});
        gsap.to(".--x.--repeat", {x:200, duration: 2, repeat: -1, repeatDelay: 1});
        gsap.to(".--x.--repeat-yoyo", {x:200, duration: 2, repeat: -1, yoyo: true, repeatDelay: 1});

        gsap.to(".--rotate", {rotation: 360, duration: 2, repeat: -1, ease: "none"});
        """

    @Test func tweensWithoutAnEasePlayTheDefault() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "my-gsap.js", Self.tweensWithoutAnEase)
        #expect(reply.contains("took line 1 ") && reply.contains("power1.out"), "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in 1 - (1 - p) * (1 - p) }
    }

    @Test func noneAfterTweensWithoutAnEase() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "my-gsap.js", Self.tweensWithoutAnEase, at: 4)
        #expect(reply.contains("took line 5 "), "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in p }
    }

    // MARK: CustomEase (CustomEase.js: SVG path data or x1,y1,x2,y2 in the unit box)

    /// iTLands/itlands src/utils/animationUtils.ts @ dff09629f1264abacd012cd287a40482b2fe27e5:
    /// `CustomEase.create` over several lines with a four-segment path.
    @Test func multiSegmentCustomEasePath() {
        let file = """
            import { CustomEase } from "gsap/CustomEase";

            export const customEase = CustomEase.create(
              "custom",
              "M0,0 C0.212,0 0.402,0.178 0.44,0.285 0.482,0.405 0.521,0.573 0.558,0.725 0.6,0.901 0.639,0.938 0.68,0.965 0.734,1 0.734,1 1,1",
            );
            """
        let curve = RealWorldCorpus.read("gsap", "animationUtils.ts", file).curve
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.bezierPath([
                0, 0, 0.212, 0, 0.402, 0.178, 0.44, 0.285, 0.482, 0.405, 0.521, 0.573, 0.558, 0.725,
                0.6, 0.901, 0.639, 0.938, 0.68, 0.965, 0.734, 1, 0.734, 1, 1, 1,
            ]))
    }

    /// hookerz/spot-the-bot src/animation/eases.js @ c10e326564ad21344bf2cef8232055ca96e7ce00:
    /// an object of CustomEases, the first path written with commas only ("M0,0,C…").
    @Test func customEasePathWithCommasOnly() {
        let file = """
            const eases = {
              a: CustomEase.create("custom", "M0,0,C0.274,0.812,0.45,1,1,1"),
              b: CustomEase.create("custom", "M0,0 C0.2,0.89 0.274,1 1,1"),
              e: CustomEase.create("custom", "M0,0 C0.83,0 0.924,0.378 1,1"),
            };

            export default eases;
            """
        RealWorldCorpus.expectFileBezier("gsap", "eases.js", file, line: 2, 0.274, 0.812, 0.45, 1)
    }

    /// MrCorrales/sinuoso-corrales app/js/cuchillo/Core/Ease.js @ e078561b970b0837404e4ca72c353a965a4cdc71:
    /// CustomEases registered in an init method under constant ids: a relative `c` path and
    /// bare x1,y1,x2,y2 data with leading dots.
    static let registeredEases = """
        C.Ease = {
          EASE_CUCHILLO_IN_OUT: "EASE_CUCHILLO_IN_OUT",
          EASE_CUCHILLO_OUT: "EASE_CUCHILLO_OUT",
          EASE_IN_OUT: "EASE_IN_OUT",

          init: function() {
            //EASE
            CustomEase.create(this.EASE_CUCHILLO_IN_OUT, "M0,0 C0.5,0 0.1,1 1,1");
            CustomEase.create(this.EASE_CUCHILLO_OUT, "M0,0c0.2,0.6,0.1,1,1,1");
            CustomEase.create(this.EASE_IN_OUT, ".76,0,.32,.99");
          },
        };
        """

    @Test func relativeCubicCommandInCustomEase() {
        RealWorldCorpus.expectFileBezier("gsap", "Ease.js", Self.registeredEases, at: 2, line: 9, 0.2, 0.6, 0.1, 1)
    }

    @Test func bareFourNumbersInCustomEase() {
        RealWorldCorpus.expectFileBezier("gsap", "Ease.js", Self.registeredEases, at: 3, line: 10, 0.76, 0, 0.32, 0.99)
    }

    /// TyphaineLeGales/archiveslgbtqi app/(next)/utils/CustomCurves.tsx @ e295c68a2ba5b7c5f7796327048b226c8d165c8f:
    /// a default-exported CustomEase whose control points cross (x1 > x2).
    @Test func defaultExportedCustomEase() {
        let file = """
            import { CustomEase } from "gsap/CustomEase";

            const customEase = CustomEase.create(
              "customEase",
              "M0,0 C0.6,0.01 0.05,0.95 1,1",
            );

            export default customEase;
            """
        RealWorldCorpus.expectFileBezier("gsap", "CustomCurves.tsx", file, line: 3, 0.6, 0.01, 0.05, 0.95)
    }

    /// SanskrutiGunde/sanskrutigunde.github.io index.js @ 2919288a357aa635be70709d815a24078b8309d5:
    /// the same timeline as above formatted with one argument per line, a position string
    /// ("-=1.5") after the vars, and trailing commas.
    static let formattedTimeline = """
        gsap.registerPlugin(ScrollTrigger);
        var tl = gsap.timeline();

        tl.from(
          ".stagger1",
          {
            opacity: 0,
            y: -50,
            stagger: 0.3,
            duration: 2,
            ease: Power4.easeOut,
          },
          "-=1.5"
        );

        gsap.from(".square-anim", {
          stagger: 0.2,
          scale: 0.1,
          duration: 1,
          ease: Back.easeOut.config(1.7),
        });
        """

    @Test func positionStringAfterTheVarsIsNotAnEase() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "index.js", Self.formattedTimeline)
        // The tween is read whole, as its timeline (`gsap.timeline()`, no defaults) adds it: its line is the call's.
        #expect(reply.contains("took line 4 ") && reply.contains("1 of 2"), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapPower(4).out)
    }

    @Test func backConfigWithATrailingComma() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "index.js", Self.formattedTimeline, at: 2)
        #expect(reply.contains("took line 16 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapBack(1.7).out)
    }
}
