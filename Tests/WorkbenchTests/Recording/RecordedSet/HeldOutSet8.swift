extension RecordedMotionSetGenerator {
    /// 40 motions on eleven pages for the eighth held-out set (Tests/RecordedMotionHeldOut8), ten
    /// of them filmed (Tests/RecordedScreencastHeldOut8, ``heldOut8Filmed``). New in its motions
    /// as the fifth to seventh are (``newMotionsFrom``), held against every earlier set, the
    /// seventh among them. Every spring no set played settles in under 120 ms or over 2200 ms,
    /// so the nine springs are among the least played (once or twice before), seven of them
    /// under a name no set used; 14 of the 31 timing functions are played under a name no set
    /// used (UIKit's `.easeOut`, SwiftUI's `.easeInOut`, Compose's `EaseInElastic`,
    /// `EaseOutBounce` and `MotionTokens.EasingEmphasizedAccelerateCubicBezier`, GSAP's
    /// `elastic.inOut`, `cubic.in`, `power3.in` and `power2.out`, Penner's `bounce-in`,
    /// `quint-in-out` and `quad-in`, Android's `LinearOutSlowInInterpolator()`, Flutter's
    /// `Curves.easeInOutCubicEmphasized`), the others among the least played; no two within
    /// 1.5 % of each other. Every platform's named set (Lottie names none), each curve once
    /// (UIKit's timing functions are CSS's: the five are split between CSS, UIKit and SwiftUI).
    /// Durations no earlier set used (``widerDurationsFrom``: none a multiple of 5 ms, timing
    /// functions at 131–2189 ms); travels of 155, 610, 235 and 745 px, each page starting one
    /// further on in them; delays of 35 ms (quiet pages), 215 ms (busy ones), 95 ms (slow ones)
    /// and 65 ms (the page that stamps frame times); busy pages throttled 4× at 60 fps and 6× at
    /// 30 fps, burning on another stride (10). The ten kinds of page of the seventh set (60 or
    /// 30 fps; quiet, busy or slow; logging before the motion or from the call), and one kind no
    /// earlier set had: a quiet 60 fps page that stamps each frame with the time
    /// `requestAnimationFrame` hands its callback (``Stamp/frameTime``), as many users log. The
    /// 60 fps pages and the slow ones play four motions, the other 30 fps pages three; the boxes
    /// play in turn as transitions, `Element.animate` and `@keyframes`, the turns starting one
    /// further on than the seventh set's.
    static let heldOut8Travels = [155, 610, 235, 745]
    static let heldOut8Pages: [Page] = {
        let turns: [[Mechanism]] = [
            [.transition, .animate, .keyframes], [.animate, .keyframes, .transition], [.keyframes, .transition, .animate],
        ]
        enum Kind { case quiet, busy, slow, frameTimes }
        func page(_ index: Int, _ fps: Int, _ kind: Kind, fromCall: Bool, _ curves: [(String, Double?)]) -> Page {
            let shift = index % heldOut8Travels.count
            let (delay, throttle): (Double, Double) =
                switch kind {
                case .quiet: (35, 1)
                case .busy: (215, fps == 60 ? 4 : 6)
                case .slow: (95, 4)
                case .frameTimes: (65, 1)
                }
            return Page(
                fps: fps, busy: kind == .busy, fromCall: fromCall, curves: curves, delay: delay,
                travels: Array(heldOut8Travels[shift...] + heldOut8Travels[..<shift]), burnStride: 10,
                mechanisms: turns[index % turns.count], throttle: throttle, stamp: kind == .frameTimes ? .frameTime : .now)
        }
        let compose = "compose spring(dampingRatio = Spring.DampingRatio"
        return [
            page(
                0, 60, .quiet, fromCall: false,
                [
                    ("compose EaseInElastic", 1583), ("css ease", 142), ("material expressive-fast-effects", nil),
                    ("flutter Curves.easeInOutQuint", 878),
                ]),
            page(
                1, 60, .busy, fromCall: false,
                [
                    ("gsap elastic.inOut", 1994), ("uikit CAMediaTimingFunction(name: .easeOut)", 466),
                    (
                        "android SpringForce().setDampingRatio(SpringForce.DAMPING_RATIO_NO_BOUNCY).setStiffness(SpringForce.STIFFNESS_MEDIUM)",
                        nil
                    ),
                    ("motion backIn", 702),
                ]),
            page(
                2, 60, .quiet, fromCall: true,
                [
                    ("bounce-in", 1126), ("swiftui .interactiveSpring", nil), ("flutter Curves.easeOutCubic", 163),
                    ("android AnticipateOvershootInterpolator()", 1447),
                ]),
            page(
                3, 60, .busy, fromCall: true,
                [
                    ("compose EaseOutBounce", 1758), ("material standard-accelerate", 389), ("uikit CASpringAnimation()", nil),
                    ("gsap cubic.in", 617),
                ]),
            page(
                4, 30, .quiet, fromCall: false,
                [
                    ("flutter Curves.easeInOutCubicEmphasized", 1372), ("css ease-in", 284), ("material expressive-slow-effects", nil),
                ]),
            page(
                5, 30, .busy, fromCall: false,
                [("quint-in-out", 1213), ("compose EaseInOutQuart", 538), ("android AnticipateInterpolator()", 763)]),
            page(
                6, 30, .quiet, fromCall: true,
                [("swiftui .interpolatingSpring", nil), ("gsap power3.in", 1683), ("motion circIn", 416)]),
            page(
                7, 30, .busy, fromCall: true,
                [("back-in-out", 1541), ("android LinearOutSlowInInterpolator()", 647), ("flutter Curves.easeInSine", 982)]),
            page(
                8, 60, .slow, fromCall: false,
                [
                    (compose + "NoBouncy, stiffness = Spring.StiffnessVeryLow)", nil), ("quad-in", 154),
                    ("compose MotionTokens.EasingEmphasizedAccelerateCubicBezier", 829), ("motion anticipate", 1091),
                ]),
            page(
                9, 30, .slow, fromCall: true,
                [
                    ("compose MotionScheme.expressive().slowSpatialSpec()", nil), ("flutter Curves.easeInQuart", 1877), ("css linear", 443),
                    ("android BounceInterpolator()", 1029),
                ]),
            page(
                10, 60, .frameTimes, fromCall: false,
                [
                    ("gsap power2.out", 2189), ("swiftui .easeInOut", 131),
                    (compose + "LowBouncy, stiffness = Spring.StiffnessMedium)", nil),
                    ("material emphasized-decelerate", 497),
                ]),
        ]
    }()

    /// The motions of the eighth set that its screencast set films, by number: ten, one from
    /// each of the first ten pages (the eleventh differs from the first only in how it stamps
    /// its log, which a screen recording does not see) and one of each platform's named set,
    /// four of them springs, played as transitions (4), with `Element.animate` (3) and as
    /// `@keyframes` (3); 142–1877 ms, none under 300 ms at 30 fps.
    static let heldOut8Filmed = [2, 8, 10, 15, 19, 20, 24, 28, 29, 36]
}
