import CurveKit
import Foundation
import TestSupport
import Testing

@testable import Workbench

/// Makes the recorded motion set (Tests/RecordedMotionSet, issue 37) the way users log motion:
/// headless Chromium plays named curves of several platforms with CSS transitions and
/// `Element.animate`, and a `requestAnimationFrame` loop stamps every frame with
/// `performance.now()` (not the callback's frame time) and writes each box's whole-pixel
/// position. Pages differ in how they log (``Page``): 60 or 30 fps (every second callback), a
/// quiet page or a busy one (some callbacks first burn 5–15 ms, as other work on a real page
/// does), and logging from a delay (150 ms) before the motion or from the call that starts it
/// (one still frame, then motion). Each box becomes one CSV file, its truth (curve, duration) in
/// `truth.csv` beside them, in the half the fixed rule gives (``RecordedMotionSet/half(of:)``).
///
/// It also makes the later held-out sets (``heldOutSets``: Tests/RecordedMotionHeldOut3 to
/// 8): other curves (from the fifth, other motions), durations, travels, delays and burns,
/// every recording held out, each set held by ``checkNew(_:heldOut:)`` to what no earlier set
/// played.
///
/// Runs only when asked (`CURVES_RECORD_MOTION_SET=1 swift test --filter RecordedMotionSetGenerator/record\(\)`
/// for the recorded set, `…/recordHeldOut3` to `…/recordHeldOut8` for the held-out sets): it overwrites the committed set, which the measurement reads.
@Suite(
    .tags(.browser), .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["CURVES_RECORD_MOTION_SET"] == "1", "set CURVES_RECORD_MOTION_SET=1 to remake the set"),
    .enabled(if: HeadlessChromium.find() != nil, HeadlessChromium.skipMessage))
struct RecordedMotionSetGenerator {
    /// How a page plays a box's motion: a CSS transition of `left`, `Element.animate`, or a CSS
    /// animation of `@keyframes` (from the start to the end, the curve as its timing function).
    enum Mechanism: String {
        case transition, animate, keyframes
    }

    /// How a page stamps each frame it logs: `performance.now()` read inside the
    /// `requestAnimationFrame` callback, or the frame time the callback is handed (its argument;
    /// the first frame of a page logging from the call, which no callback runs, reads
    /// `performance.now()`).
    enum Stamp: String {
        case now, frameTime
    }

    struct Page {
        let fps: Int
        let busy: Bool
        /// Logging starts with the call that starts the motions (else `delay` before it).
        let fromCall: Bool
        let curves: [(name: String, milliseconds: Double?)]
        /// How long logging runs before the motion starts, in ms (when it does not start with the call).
        var delay = 150.0
        /// The boxes' travels in px, in turn.
        var travels = [240, 400, 600]
        /// A busy page burns `5 + (callbacks × burnStride) mod 11` ms on every third callback.
        var burnStride = 7
        /// How the boxes play, in turn.
        var mechanisms: [Mechanism] = [.transition, .transition, .animate, .animate]
        /// How many times slower Chromium runs the page's main thread (DevTools'
        /// `Emulation.setCPUThrottlingRate`); 1 is not throttled.
        var throttle = 1.0
        /// How each logged frame is stamped.
        var stamp = Stamp.now

        var logging: String { fromCall ? "from-call" : "delay-\(TextFormat.shortest(delay))ms" }
        /// The delay before the motion as the page runs it.
        var startsAfter: Double { fromCall ? 0 : delay }
    }

    /// 48 motions on six pages: each page's curves come from several platforms, short and long.
    /// A duration of nil is a spring's own settling time.
    static let pages: [Page] = [
        Page(
            fps: 60, busy: false, fromCall: false,
            curves: [
                ("css ease", 250), ("material standard", 300), ("compose FastOutSlowInEasing", 450), ("flutter Curves.easeOutCubic", 600),
                ("gsap power2.inOut", 800), ("quint-out", 1400), ("swiftui .bouncy", nil), ("motion backOut", 500),
            ]),
        Page(
            fps: 60, busy: true, fromCall: false,
            curves: [
                ("css ease-out", 400), ("material emphasized-decelerate", 500), ("compose LinearOutSlowInEasing", 350),
                ("flutter Curves.fastOutSlowIn", 700), ("gsap expo.out", 1000), ("sine-in-out", 300),
                ("android SpringForce()", nil), ("motion anticipate", 600),
            ]),
        Page(
            fps: 30, busy: false, fromCall: false,
            curves: [
                ("css ease-in-out", 500), ("material emphasized-accelerate", 200), ("compose EaseInOutCubic", 800),
                ("flutter Curves.decelerate", 450), ("gsap power1.out", 350), ("bounce-out", 1000), ("material fast-spatial", nil),
                ("motion circOut", 650),
            ]),
        Page(
            fps: 30, busy: true, fromCall: false,
            curves: [
                ("css ease-in", 450), ("material legacy", 350), ("compose EaseOutBack", 550), ("flutter Curves.easeInOutBack", 900),
                ("gsap circ.inOut", 750), ("cubic-out", 1200), ("swiftui .snappy", nil), ("elastic-out", 1000),
            ]),
        Page(
            fps: 60, busy: false, fromCall: true,
            curves: [
                ("css ease", 600), ("material emphasized-decelerate", 250), ("compose EaseOutQuint", 1000),
                ("flutter Curves.easeOutExpo", 550), ("gsap power3.out", 400), ("quad-in-out", 300),
                ("compose spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)", nil),
                ("motion easeInOut", 450),
            ]),
        Page(
            fps: 30, busy: true, fromCall: true,
            curves: [
                ("css ease-out", 150), ("material standard", 1500), ("compose FastOutLinearInEasing", 400),
                ("flutter Curves.fastLinearToSlowEaseIn", 900), ("gsap back.out", 650), ("expo-out", 800), ("swiftui .smooth", nil),
                ("motion backInOut", 700),
            ]),
    ]

    /// The held-out sets from the third on, by number: each set's pages.
    static let heldOutSets: [Int: [Page]] = [
        3: heldOut3Pages, 4: heldOut4Pages, 5: heldOut5Pages, 6: heldOut6Pages, 7: heldOut7Pages, 8: heldOut8Pages,
    ]
    /// The motions of a held-out set that its screencast set films, by number (all when the set
    /// is not named here).
    static let filmed: [Int: [Int]] = [5: heldOut5Filmed, 6: heldOut6Filmed, 7: heldOut7Filmed, 8: heldOut8Filmed]

    /// 40 motions on eight pages for the third held-out set (Tests/RecordedMotionHeldOut3, and
    /// filmed as Tests/RecordedScreencastHeldOut3): curves of every platform's named set that no
    /// earlier set played (Lottie names none), durations and travels no earlier set used, each
    /// of the eight pages' kinds (60 or 30 fps, quiet or busy, logging before the motion or from
    /// the call), delays of 100 and 250 ms, busy pages burning on another stride.
    /// ``checkNew(_:heldOut:)`` holds the choice to that.
    static let heldOut3Travels = [320, 450, 560]
    static let heldOut3Pages: [Page] = [
        Page(
            fps: 60, busy: false, fromCall: false,
            curves: [
                ("css linear", 370), ("gsap power2.in", 440), ("flutter Curves.easeOutBack", 590), ("uikit CASpringAnimation()", nil),
                ("compose EaseInOutCirc", 870),
            ], delay: 100, travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 60, busy: true, fromCall: false,
            curves: [
                ("material standard-accelerate", 330), ("android AnticipateInterpolator()", 630), ("compose EaseOutCubic", 470),
                ("swiftui .default", nil), ("expo-in-out", 1350),
            ], delay: 250, travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 60, busy: false, fromCall: true,
            curves: [
                ("motion circIn", 530), ("flutter Curves.easeInOutQuint", 1250), ("android AccelerateInterpolator()", 390),
                ("gsap expo.in", 720), ("material expressive-slow-spatial", nil),
            ], travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 60, busy: true, fromCall: true,
            curves: [
                ("compose EaseInOutQuart", 1050), ("android BounceInterpolator()", 1150), ("gsap back.in", 680),
                ("swiftui .interactiveSpring", nil), ("flutter Curves.easeOutCirc", 270),
            ], travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 30, busy: false, fromCall: false,
            curves: [
                ("android md.sys.motion.easing.emphasized", 570), ("gsap power4.inOut", 940), ("sine-in", 310),
                ("compose spring(dampingRatio = Spring.DampingRatioLowBouncy, stiffness = Spring.StiffnessMediumLow)", nil),
                ("flutter Curves.elasticOut", 1450),
            ], delay: 100, travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 30, busy: true, fromCall: false,
            curves: [
                ("compose EaseOutExpo", 780), ("quart-in", 490), ("flutter Curves.easeInToLinear", 840),
                (
                    "android SpringForce().setDampingRatio(SpringForce.DAMPING_RATIO_LOW_BOUNCY).setStiffness(SpringForce.STIFFNESS_LOW)",
                    nil
                ),
                ("bounce-in-out", 1300),
            ], delay: 250, travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 30, busy: false, fromCall: true,
            curves: [
                ("compose EaseInSine", 360), ("flutter Curves.slowMiddle", 1020), ("material slow-effects", nil),
                ("compose EaseInBack", 510), ("quint-in", 1180),
            ], travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 30, busy: true, fromCall: true,
            curves: [
                ("flutter Curves.easeInSine", 410), ("gsap elastic.in", 1080),
                (
                    "android SpringForce().setDampingRatio(SpringForce.DAMPING_RATIO_NO_BOUNCY).setStiffness(SpringForce.STIFFNESS_VERY_LOW)",
                    nil
                ),
                ("elastic-in-out", 1230), ("expo-in", 640),
            ], travels: heldOut3Travels, burnStride: 5),
    ]

    /// A motion an earlier set played: its curve, duration and travel, and the page's conditions
    /// (``conditions(_:on:)``; nil for the browser test's, which plays every motion alike).
    struct Played {
        let entry: NamedCurveCatalogue.Entry
        let milliseconds: Double
        let travel: Int
        let conditions: String?
    }

    /// The conditions a page played a box in: frame rate, quiet or busy (and how throttled and
    /// burning), how it logged, and the box's mechanism.
    static func conditions(_ box: Box, on page: Page) -> String {
        let busy = page.busy ? "busy \(TextFormat.shortest(page.throttle))x stride \(page.burnStride)" : "quiet"
        let stamp = page.stamp == .now ? "" : ", \(page.stamp.rawValue) stamps"
        return "\(page.fps) fps, \(busy), \(page.logging), \(box.mechanism.rawValue)\(stamp)"
    }

    /// What the sets made before held-out set `number` played: the recorded set, the screencast
    /// set and its second held-out set, every held-out set numbered below `number` (their truth
    /// as committed, their travels as their pages give them), and from ``strictFrom`` on the
    /// Chromium recordings of the browser test (``RecordedMotionBrowserTests/cases``); and each
    /// motion those pages and the browser test played (``Played``).
    static func earlier(than number: Int) throws -> (
        names: [String], milliseconds: Set<Double>, travels: Set<Int>, motions: [Played]
    ) {
        let before = heldOutSets.keys.filter { $0 < number }.sorted()
        var truths =
            try RecordedMotionSet.truths(.tuning) + RecordedMotionSet.truths(.heldout)
            + ScreencastSet.truths(in: ScreencastSet.root).map(\.motion)
            + ScreencastSet.truths(in: ScreencastSet.heldOutRoot).map(\.motion)
        for set in before {
            truths += try RecordedMotionSet.truths(in: RecordedMotionSet.heldOutSetRoot(set), half: .heldout)
            truths += try ScreencastSet.truths(in: ScreencastSet.heldOutSetRoot(set)).map(\.motion)
        }
        let cases = number >= strictFrom ? RecordedMotionBrowserTests.cases : []
        let browser = try cases.map { name, milliseconds in
            let found = try #require(Self.entry(name), "\(name) is not a named curve")
            return Played(
                entry: found, milliseconds: try milliseconds ?? 1000 * #require(found.spring).settlingTime,
                travel: RecordedMotionBrowserTests.travel, conditions: nil)
        }
        let pages = Self.pages + ScreencastSetGenerator.heldOutPages + before.flatMap { heldOutSets[$0] ?? [] }
        let played = try pages.flatMap { page in
            try boxes(page).map {
                Played(entry: $0.entry, milliseconds: $0.milliseconds, travel: $0.travel, conditions: conditions($0, on: page))
            }
        }
        return (
            truths.map(\.curve) + cases.map(\.name),
            Set(truths.map(\.milliseconds) + browser.map(\.milliseconds)),
            Set(pages.flatMap(\.travels) + (browser.isEmpty ? [] : [RecordedMotionBrowserTests.travel])), played + browser
        )
    }

    /// 40 motions on eight pages for the fourth held-out set (Tests/RecordedMotionHeldOut4, and
    /// filmed as Tests/RecordedScreencastHeldOut4): the page kinds of the third set, with delays
    /// of 80 and 300 ms, busy pages burning on another stride (3) and run with Chromium's main
    /// thread throttled 4×, the boxes played in turn as transitions, `Element.animate` and
    /// `@keyframes`. After three sets, 29 named curves are left that no set played nor nearly
    /// played (every CSS, UIKit, SwiftUI and Motion name is spent; Lottie names none; GSAP's
    /// only new one is bounce.in), so 11 are played twice (``timesEach``): on another page, a
    /// timing function at another duration. Durations and travels no earlier set used.
    static let heldOut4Travels = [280, 380, 520]
    static let heldOut4Pages: [Page] = {
        let android = "android SpringForce().setDampingRatio(SpringForce.DAMPING_RATIO_"
        let (highHigh, lowMedium) = (
            android + "HIGH_BOUNCY).setStiffness(SpringForce.STIFFNESS_HIGH)",
            android + "LOW_BOUNCY).setStiffness(SpringForce.STIFFNESS_MEDIUM)"
        )
        let (lowVeryLow, noLow) = (
            android + "LOW_BOUNCY).setStiffness(SpringForce.STIFFNESS_VERY_LOW)",
            android + "NO_BOUNCY).setStiffness(SpringForce.STIFFNESS_LOW)"
        )
        let mediumMediumLow = "compose spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessMediumLow)"
        let (decelerate, accelerate) = (
            "android md.sys.motion.easing.emphasized-decelerate", "android md.sys.motion.easing.emphasized-accelerate"
        )
        let turns: [[Mechanism]] = [
            [.transition, .animate, .keyframes], [.animate, .keyframes, .transition], [.keyframes, .transition, .animate],
        ]
        func page(_ index: Int, _ fps: Int, busy: Bool, fromCall: Bool, _ curves: [(String, Double?)]) -> Page {
            Page(
                fps: fps, busy: busy, fromCall: fromCall, curves: curves, delay: busy ? 300 : 80, travels: heldOut4Travels, burnStride: 3,
                mechanisms: turns[index % turns.count], throttle: busy ? 4 : 1)
        }
        return [
            page(
                0, 60, busy: false, fromCall: false,
                [
                    ("flutter Curves.easeInBack", 535), (decelerate, 385), ("material default-effects", nil),
                    ("flutter Curves.easeOutQuad", 265),
                    ("compose spring(dampingRatio = Spring.DampingRatioHighBouncy, stiffness = Spring.StiffnessMedium)", nil),
                ]),
            page(
                1, 60, busy: true, fromCall: false,
                [
                    ("flutter Curves.easeInOutCubic", 645), ("gsap bounce.in", 915), (lowMedium, nil), ("flutter Curves.easeInQuad", 345),
                    (noLow, nil),
                ]),
            page(
                2, 60, busy: false, fromCall: true,
                [
                    ("flutter Curves.easeInOutExpo", 1065), (accelerate, 255), (mediumMediumLow, nil), ("flutter Curves.elasticIn", 1385),
                    ("back-in-out", 795),
                ]),
            page(
                3, 60, busy: true, fromCall: true,
                [
                    ("flutter Curves.easeInCirc", 455), ("compose EaseInOutBack", 705), (highHigh, nil),
                    ("flutter Curves.easeInQuint", 1125),
                    (lowVeryLow, nil),
                ]),
            page(
                4, 30, busy: false, fromCall: false,
                [
                    ("flutter Curves.elasticInOut", 1475), ("flutter Curves.easeInOutQuart", 865),
                    ("compose spring(dampingRatio = Spring.DampingRatioNoBouncy, stiffness = Spring.StiffnessMediumLow)", nil),
                    (decelerate, 1215),
                    ("material default-effects", nil),
                ]),
            page(
                5, 30, busy: true, fromCall: false,
                [
                    ("flutter Curves.easeInExpo", 615), ("back-in-out", 1335), ("compose spring()", nil),
                    ("flutter Curves.easeOutSine", 195),
                    (mediumMediumLow, nil),
                ]),
            page(
                6, 30, busy: false, fromCall: true,
                [
                    ("flutter Curves.easeInCubic", 585), ("gsap bounce.in", 1285), (lowVeryLow, nil), (accelerate, 735),
                    ("flutter Curves.easeInOutCirc", 985),
                ]),
            page(
                7, 30, busy: true, fromCall: true,
                [
                    ("flutter Curves.easeInQuart", 415), ("compose EaseInOutBack", 1015), (highHigh, nil),
                    ("flutter Curves.elasticIn", 1445),
                    (noLow, nil),
                ]),
        ]
    }()

    /// How many times a held-out set may play one curve (once, unless named here).
    static let timesEach: [Int: Int] = [4: 2]

    /// From this held-out set on, a new set is held also to what the browser test played and to
    /// curves nearly the same as played ones. The third set was made before, under the looser
    /// rule: it plays three curves the browser test played (CSS linear, Compose's EaseInOutCirc
    /// and EaseInBack) and five nearly the same as ones played before (GSAP power2.in and
    /// back.in, Compose's EaseOutCubic and EaseOutExpo, expo-in-out).
    static let strictFrom = 4

    /// From this held-out set on, a curve may have been played before: after the fourth set few
    /// named curves are left that no set played, so what is new is the motion. No earlier set
    /// played the curve (under any of its names, or nearly the same curve) at the same
    /// duration, over the same travel, on a page of the same conditions (``conditions(_:on:)``).
    static let newMotionsFrom = 5

    /// From this held-out set on, no two curves of a set are nearly the same
    /// (``NamedCurveCatalogue/nearlySame(_:_:)``): each plays a curve `identify` tells apart
    /// from the set's others.
    static let distinctCurvesFrom = 6

    /// From this held-out set on, motions may be longer and shorter than before (a timing
    /// function's duration and a spring's settling time within 120–2200 ms, not 150–1500 ms),
    /// and no timing function's duration is a multiple of 5 ms.
    static let widerDurationsFrom = 7

    /// The durations held-out set `number` may play (``widerDurationsFrom``).
    static func durations(_ number: Int) -> ClosedRange<Double> { number >= widerDurationsFrom ? 120...2200 : 150...1500 }

    /// Holds held-out set `number` (its `pages`) to what the earlier sets (``earlier(than:)``)
    /// never played. Before ``newMotionsFrom``, each curve a named curve no earlier set names
    /// (nor another of its names), nor (from ``strictFrom`` on) nearly the same curve as one
    /// (``NamedCurveCatalogue/nearlySame(_:_:)``: one answer to `identify`); from it on, each
    /// motion (the curve, or nearly the same one, its duration, travel and page conditions) one
    /// no earlier set played. Always: each timing function's duration one no earlier set used
    /// and within 150–1500 ms (from ``widerDurationsFrom`` on, 120–2200 ms and no multiple of 5
    /// ms), as each spring's settling time is; no earlier page's travel.
    /// Within the set a curve plays at most ``timesEach`` times (once unless named), never twice
    /// on one page nor a timing function twice at one duration, and (from ``distinctCurvesFrom``
    /// on) no other curve of the set is nearly the same.
    static func checkNew(_ pages: [Page], heldOut number: Int) throws {
        let earlier = try earlier(than: number)
        let earlierCurves = earlier.names.compactMap { entry($0)?.curve }
        var inSet: [(names: [String], page: Int, milliseconds: Double, curve: Curve)] = []
        var problems: [String] = []
        for (pageIndex, page) in pages.enumerated() {
            if !earlier.travels.isDisjoint(with: page.travels) { problems.append("\(page.travels): an earlier set's travel") }
            for box in try boxes(page) {
                let names = box.entry.names.map(\.pasted)
                if number >= newMotionsFrom {
                    let conditions = conditions(box, on: page)
                    let same = earlier.motions.filter { played in
                        played.milliseconds == box.milliseconds && played.travel == box.travel
                            && (played.conditions ?? conditions) == conditions
                            && (played.entry.names == box.entry.names
                                || NamedCurveCatalogue.nearlySame(played.entry.curve, box.entry.curve))
                    }
                    if !same.isEmpty {
                        problems.append("\(box.name) was played before at \(box.milliseconds) ms over \(box.travel) px, \(conditions)")
                    }
                } else if names.contains(where: earlier.names.contains) {
                    problems.append("\(box.name) (\(names.joined(separator: ", "))) was played before")
                } else if number >= strictFrom, earlierCurves.contains(where: { NamedCurveCatalogue.nearlySame($0, box.entry.curve) }) {
                    problems.append("\(box.name) is nearly the same curve as one played before")
                }
                let before = inSet.filter { $0.names == names }
                if before.count >= timesEach[number, default: 1] { problems.append("\(box.name): played \(before.count + 1) times") }
                if before.contains(where: { $0.page == pageIndex }) { problems.append("\(box.name): twice on page \(pageIndex + 1)") }
                if box.entry.spring == nil && before.contains(where: { $0.milliseconds == box.milliseconds }) {
                    problems.append("\(box.name): twice at \(box.milliseconds) ms")
                }
                if number >= distinctCurvesFrom,
                    let other = inSet.first(where: { $0.names != names && NamedCurveCatalogue.nearlySame($0.curve, box.entry.curve) })
                {
                    problems.append("\(box.name) is nearly the same curve as \(other.names[0]), also in the set")
                }
                inSet.append((names, pageIndex, box.milliseconds, box.entry.curve))
                if !durations(number).contains(box.milliseconds) { problems.append("\(box.name): \(box.milliseconds) ms") }
                if number >= widerDurationsFrom && box.entry.spring == nil && box.milliseconds.truncatingRemainder(dividingBy: 5) == 0 {
                    problems.append("\(box.name): \(box.milliseconds) ms, a multiple of 5 ms")
                }
                if box.entry.spring == nil && earlier.milliseconds.contains(box.milliseconds) {
                    problems.append("\(box.name): \(box.milliseconds) ms, an earlier set's duration")
                }
            }
        }
        try #require(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The named curve `name` (as the shell takes it), if there is one.
    static func entry(_ name: String) -> NamedCurveCatalogue.Entry? {
        NamedCurveCatalogue.shared.entries.first { $0.names.contains { $0.pasted == name } }
    }

    struct Box {
        let name: String
        let entry: NamedCurveCatalogue.Entry
        let milliseconds: Double
        let mechanism: Mechanism
        let travel: Int

        /// The easing the page plays the curve with (``RecordedMotionBrowserTests/css(_:)``).
        var css: String { get throws { try RecordedMotionBrowserTests.css(entry) } }
    }

    static func boxes(_ page: Page) throws -> [Box] {
        try page.curves.enumerated().map { index, item in
            let entry = try #require(Self.entry(item.name), "\(item.name) is not a named curve")
            return Box(
                name: item.name, entry: entry, milliseconds: item.milliseconds ?? 1000 * entry.spring!.settlingTime,
                mechanism: page.mechanisms[index % page.mechanisms.count],
                travel: page.travels[index % page.travels.count])
        }
    }

    /// The script line that starts box `index` (of `boxes`, the page's boxes in order) moving
    /// from `from` px to `from` + its travel, `delay` ms later, as its mechanism plays it.
    static func start(_ box: Box, _ index: Int, from: Int, delay: Double) throws -> String {
        let ms = TextFormat.shortest(box.milliseconds), wait = TextFormat.shortest(delay)
        let css = try box.css.replacingOccurrences(of: "'", with: "\\'")
        let (first, last) = ("\(from)px", "\(from + box.travel)px")
        switch box.mechanism {
        case .transition:
            return "boxes[\(index)].style.transition = 'left \(ms)ms \(css) \(wait)ms'; boxes[\(index)].style.left = '\(last)';"
        case .animate:
            return
                "boxes[\(index)].animate([{ left: '\(first)' }, { left: '\(last)' }], { duration: \(ms), delay: \(wait), easing: '\(css)', fill: 'forwards' });"
        case .keyframes:
            return "document.styleSheets[0].insertRule('@keyframes move\(index) { from { left: \(first); } to { left: \(last); } }'); "
                + "boxes[\(index)].style.animation = 'move\(index) \(ms)ms \(css) \(wait)ms forwards';"
        }
    }

    /// The page: every box starts at once, each frame's stamp (``Page/stamp``) and rounded
    /// positions written as `t,left₁,left₂,…` into `<pre id="frames">`.
    static func html(_ page: Page, _ boxes: [Box], recordFor milliseconds: Double) throws -> String {
        let delay = page.startsAfter
        // A page stamping `performance.now()` is written as every earlier set's page was.
        let (argument, stamp) =
            switch page.stamp {
            case .now: ("", "performance.now()")
            case .frameTime: ("time", "time === undefined ? performance.now() : time")
            }
        let divs = boxes.indices.map { "<div class=\"box\" style=\"top: \($0 * 12)px\"></div>" }.joined(separator: "\n")
        let starts = try boxes.enumerated().map { try start($1, $0, from: 0, delay: delay) }.joined(separator: "\n  ")
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><style>
            .box { position: absolute; left: 0; width: 10px; height: 10px; background: #c00; }
            </style></head><body>
            \(divs)
            <pre id="frames"></pre>
            <script>
            function burn(ms) { const until = performance.now() + ms; while (performance.now() < until) {} }
            document.addEventListener('DOMContentLoaded', () => {
              const boxes = Array.from(document.querySelectorAll('.box'));
              boxes.forEach((box) => box.getBoundingClientRect());
              const lines = [];
              let callbacks = 0;
              const start = performance.now();
              \(starts)
              function frame(\(argument)) {
                callbacks += 1;
                if (\(page.busy) && callbacks % 3 === 1) { burn(5 + (callbacks * \(page.burnStride)) % 11); }
                if (\(page.fps == 30) && callbacks % 2 === 0) { requestAnimationFrame(frame); return; }
                const now = \(stamp);
                lines.push([(now - start).toFixed(3)].concat(boxes.map((box) => Math.round(box.getBoundingClientRect().left))).join(','));
                if (now - start < \(milliseconds)) { requestAnimationFrame(frame); } else { document.getElementById('frames').textContent = lines.join('\\n'); }
              }
              \(page.fromCall ? "frame();" : "requestAnimationFrame(frame);")
            });
            </script>
            <img src="hold" alt="">
            </body></html>
            """
    }

    /// Loads the page in a Chromium whose main thread runs `throttle` times slower (through the
    /// DevTools protocol, which `--dump-dom` has no switch for) and reads the frames it wrote. The
    /// page is left alone for `seconds` (no script of ours runs in it while it logs), then waited
    /// for.
    static func throttledRecord(_ file: URL, throttle: Double, waiting seconds: Double) throws -> [[Double]] {
        let browser = try DevToolsBrowser()
        try browser.call("Emulation.setCPUThrottlingRate", ["rate": throttle])
        _ = try browser.call("Page.navigate", ["url": file.absoluteString])
        try browser.handleEvents(until: Date().addingTimeInterval(seconds)) { _ in }
        try browser.waitUntil("document.getElementById('frames').textContent.length > 0", timeout: 20)
        let pre = try #require(try browser.evaluate("document.getElementById('frames').outerHTML") as? String)
        return try RecordedMotionBrowserTests.frames(in: pre)
    }

    /// The truth of the recording of `box` on `page`, the `number`-th of its set: its file is
    /// named by the number and the curve.
    static func truth(_ box: Box, on page: Page, number: Int) -> RecordedMotionSet.Truth {
        let slug = box.name.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        let name = String(format: "%02d-", number) + String(slug.prefix(40)).trimmingCharacters(in: ["-"])
        return RecordedMotionSet.Truth(
            file: name + ".csv", half: RecordedMotionSet.half(of: number), curve: box.name, milliseconds: box.milliseconds,
            fps: page.fps, busy: page.busy, logging: page.logging, mechanism: box.mechanism.rawValue)
    }

    /// The truth of every recording of `pages`, numbered from 1 as they play.
    static func truths(_ pages: [Page]) throws -> [RecordedMotionSet.Truth] {
        var truths: [RecordedMotionSet.Truth] = []
        for page in pages {
            for box in try boxes(page) { truths.append(truth(box, on: page, number: truths.count + 1)) }
        }
        return truths
    }

    /// Records `pages` (numbering the boxes from 1, as they play) and writes each box's CSV file
    /// and the truth into the folder `folder` gives for its number, a `truth.csv` in each.
    static func record(_ pages: [Page], into folder: (Int) -> URL) throws {
        let chromium = try #require(HeadlessChromium.find())
        var truths: [(folder: URL, truth: RecordedMotionSet.Truth)] = []
        var number = 0
        for (pageIndex, page) in pages.enumerated() {
            let boxes = try Self.boxes(page)
            let recordFor = page.startsAfter + boxes.map(\.milliseconds).max()! + 500
            let directory = try TemporaryDirectory()
            let file = directory.url.appendingPathComponent("page.html")
            try Self.html(page, boxes, recordFor: recordFor).write(to: file, atomically: true, encoding: .utf8)
            var rows: [[Double]] = []
            for wait in [recordFor / 1000 + 4, recordFor / 1000 + 15] where rows.count <= 30 {
                rows =
                    page.throttle == 1
                    ? try RecordedMotionBrowserTests.record(file, in: directory.url, chromium: chromium, releaseAfter: wait)
                    : try throttledRecord(file, throttle: page.throttle, waiting: wait)
            }
            #expect(rows.count > 30, "page \(pageIndex + 1): Chromium drew \(rows.count) frames")
            for (index, box) in boxes.enumerated() {
                number += 1
                let item = truth(box, on: page, number: number)
                let csv =
                    "time_ms,left\n"
                    + rows.map { "\(TextFormat.shortest($0[0])),\(TextFormat.shortest($0[index + 1]))" }.joined(separator: "\n")
                    + "\n"
                // By path: a URL made once the folder exists ends in "/" and is not equal to one made before.
                let target = URL(fileURLWithPath: folder(number).path, isDirectory: true)
                if !truths.contains(where: { $0.folder == target }) {
                    try? FileManager.default.removeItem(at: target)
                    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                }
                try csv.write(to: target.appendingPathComponent(item.file), atomically: true, encoding: .utf8)
                truths.append((target, item))
            }
        }
        for target in Set(truths.map(\.folder)) {
            let lines = [RecordedMotionSet.Truth.header] + truths.filter { $0.folder == target }.map(\.truth.line)
            try (lines.joined(separator: "\n") + "\n").write(
                to: target.appendingPathComponent("truth.csv"), atomically: true, encoding: .utf8)
        }
    }

    @Test("records every page of the set and writes its CSV files and truth")
    func record() throws {
        try Self.record(Self.pages) { RecordedMotionSet.root.appendingPathComponent(RecordedMotionSet.half(of: $0).rawValue) }
    }

    /// Checks held-out set `number` against the earlier sets, then records it into its folder.
    static func recordHeldOut(_ number: Int) throws {
        let pages = try #require(heldOutSets[number])
        try checkNew(pages, heldOut: number)
        try record(pages) { _ in RecordedMotionSet.heldOutSetRoot(number) }
    }

    @Test("records every page of the third held-out set and writes its CSV files and truth")
    func recordHeldOut3() throws { try Self.recordHeldOut(3) }

    @Test("records every page of the fourth held-out set and writes its CSV files and truth")
    func recordHeldOut4() throws { try Self.recordHeldOut(4) }

    @Test("records every page of the fifth held-out set and writes its CSV files and truth")
    func recordHeldOut5() throws { try Self.recordHeldOut(5) }

    @Test("records every page of the sixth held-out set and writes its CSV files and truth")
    func recordHeldOut6() throws { try Self.recordHeldOut(6) }

    @Test("records every page of the seventh held-out set and writes its CSV files and truth")
    func recordHeldOut7() throws { try Self.recordHeldOut(7) }

    @Test("records every page of the eighth held-out set and writes its CSV files and truth")
    func recordHeldOut8() throws { try Self.recordHeldOut(8) }
}
