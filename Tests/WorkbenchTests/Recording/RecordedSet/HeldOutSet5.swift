extension RecordedMotionSetGenerator {
    /// 40 motions on eight pages for the fifth held-out set (Tests/RecordedMotionHeldOut5), ten
    /// of them filmed (Tests/RecordedScreencastHeldOut5, ``heldOut5Filmed``). After four sets
    /// the named curves are nearly spent, so the set is new in its motions
    /// (``newMotionsFrom``): every platform's named set plays (Lottie names none): CSS, UIKit,
    /// SwiftUI, Compose, Android, Material, Flutter, Motion, GSAP and Penner's, each curve once
    /// (UIKit's timing functions are CSS's, so CSS plays the three UIKit does not), a spring on
    /// every page; durations no earlier set used (none a multiple of 5 ms);
    /// travels of 300, 360, 470 and 540 px; delays of 120 and 200 ms; busy pages throttled 4×
    /// and burning on another stride (6); the boxes played in turn as transitions,
    /// `Element.animate` and `@keyframes`, the turns and the travels out of step (three
    /// mechanisms, four travels).
    static let heldOut5Travels = [300, 470, 360, 540]
    static let heldOut5Pages: [Page] = {
        let turns: [[Mechanism]] = [
            [.transition, .animate, .keyframes], [.animate, .keyframes, .transition], [.keyframes, .transition, .animate],
        ]
        func page(_ index: Int, _ fps: Int, busy: Bool, fromCall: Bool, _ curves: [(String, Double?)]) -> Page {
            Page(
                fps: fps, busy: busy, fromCall: fromCall, curves: curves, delay: busy ? 200 : 120, travels: heldOut5Travels, burnStride: 6,
                mechanisms: turns[index % turns.count], throttle: busy ? 4 : 1)
        }
        return [
            page(
                0, 60, busy: false, fromCall: false,
                [
                    ("css ease-in", 347), ("compose EaseInOutQuint", 1048), ("motion backIn", 574), ("material default-spatial", nil),
                    ("quad-out", 223),
                ]),
            page(
                1, 60, busy: true, fromCall: false,
                [
                    ("uikit CAMediaTimingFunction(name: .default)", 463), ("flutter Curves.easeOutBack", 431), ("gsap power3.inOut", 876),
                    ("swiftui .snappy", nil), ("android AccelerateInterpolator()", 527),
                ]),
            page(
                2, 60, busy: false, fromCall: true,
                [
                    ("swiftui .circularEaseIn", 642), ("android OvershootInterpolator()", 694),
                    ("compose spring(dampingRatio = Spring.DampingRatioLowBouncy, stiffness = Spring.StiffnessLow)", nil),
                    ("flutter Curves.linearToEaseOut", 1392), ("gsap sine.in", 412),
                ]),
            page(
                3, 60, busy: true, fromCall: true,
                [
                    ("material standard-decelerate", 236), ("motion circInOut", 738), ("cubic-in", 758), ("uikit CASpringAnimation()", nil),
                    ("css linear", 1163),
                ]),
            page(
                4, 30, busy: false, fromCall: false,
                [
                    ("flutter Curves.easeInOutExpo", 609), ("gsap elastic.out", 1338), ("android md.sys.motion.easing.emphasized", 853),
                    ("swiftui .smooth", nil), ("motion backOut", 287),
                ]),
            page(
                5, 30, busy: true, fromCall: false,
                [
                    ("compose FastOutSlowInEasing", 391), ("elastic-in", 1446), ("uikit CAMediaTimingFunction(name: .easeInEaseOut)", 782),
                    (
                        "android SpringForce().setDampingRatio(SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY).setStiffness(SpringForce.STIFFNESS_MEDIUM)",
                        nil
                    ),
                    ("css ease-out", 588),
                ]),
            page(
                6, 30, busy: false, fromCall: true,
                [
                    ("material emphasized", 1121), ("swiftui .bouncy", nil), ("flutter Curves.bounceOut", 986), ("gsap back.inOut", 659),
                    ("sine-out", 364),
                ]),
            page(
                7, 30, busy: true, fromCall: true,
                [
                    ("motion anticipate", 1019), ("swiftui .circularEaseOut", 919), ("compose EaseInOutBack", 1277),
                    ("material expressive-fast-spatial", nil),
                    ("flutter Curves.easeInOutSine", 318),
                ]),
        ]
    }()

    /// The motions of the fifth set that its screencast set films, by number: ten, one of each
    /// platform's named set, at least one on each page, two of them springs, in every mechanism.
    static let heldOut5Filmed = [3, 8, 10, 13, 16, 19, 21, 30, 35, 37]
}
