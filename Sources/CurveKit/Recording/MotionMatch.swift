import Foundation

/// How well a curve explains a recorded motion, with the motion's start placed between
/// frames and, for a timing function, its duration fitted.
///
/// A timing function f(x) is matched as p(t) = f(clamp((t − t₀)/D, 0, 1)) with t₀ and D free;
/// a curve in seconds (a spring, whose time scale is its own) as p(t) = g(max(t − t₀, 0)) with
/// t₀ free. Each residual rᵢ is scaled to
///
/// ```
/// zᵢ = rᵢ · √wᵢ / sᵢ,    sᵢ² = σ² + ε² + (vᵢ δᵢ)²,    wᵢ = (tᵢ₊₁ − tᵢ₋₁) / (2 Δt)  (within ¼ … 4)
/// ```
///
/// σ the frames' noise in progress, ε = 1e-3 how closely platforms render a named curve, wᵢ
/// the share of time frame i stands for (a frame next to a dropped one stands for more, a
/// frame crowded by a repeated one for less), vᵢ the motion's speed at frame i (progress per
/// second, from the frames on either side) and δᵢ = max(tᵢ − (tᵢ₋₁ + tᵢ₊₁)/2, 0) how much
/// later the frame was stamped than the middle of its neighbours' stamps. A frame's stamp is
/// not quite when its value was sampled: a page stamps with performance.now() inside its frame
/// callback, a little after the engine sampled the motion, and much later when other work ran
/// first. A stamp late by δ moves a frame's residual by about vᵢ·δ, so where the motion is fast
/// a late frame is measured against its lateness as well as its value noise, and a jittery
/// recording of the true curve is explained by it. Stamps lag and never lead, so a frame
/// stamped before the middle of its neighbours' is taken as on time beside a late one. The
/// lateness is each frame's own, not the recording's jitter: on a busy page a few late frames
/// would otherwise excuse every frame, and any curve of about the right shape would explain
/// it. Speeds and stamps are the recording's, not each curve's, so every curve is measured
/// against the same deviations. Frames whose timing was off by far more than that are what
/// the robust loss is for: the fit minimises the Huber loss Σ ρ(zᵢ), quadratic within 2 and linear beyond, so one wild frame pulls the fit no
/// more than a few ordinary ones. The start comes from the times at which the motion crosses 20, 50
/// and 80 % of the way (a least-squares line through the curve's crossings), then Nelder–Mead
/// polishes t₀ and D.
public enum MotionMatch {
    /// How far a platform's rendering of a curve may be from the curve itself.
    public static let renderingTolerance = CurveComparison.sameCurveTolerance
    /// Residuals beyond this many deviations weigh linearly, not quadratically, in the placement's
    /// robust fit (Huber's loss).
    public static let huberThreshold = 2.0

    /// s = √(σ² + ε²), the deviation a frame's residual is measured against: the noise σ (in
    /// progress) with ``renderingTolerance`` ε. A noise ratio is a multiple of this.
    public static func deviation(noise: Double) -> Double {
        (noise * noise + renderingTolerance * renderingTolerance).squareRoot()
    }

    /// Residuals beyond this many deviations make a frame an outlier: left out of the RMS and
    /// the noise ratio, and counted in ``Result/outliers``.
    public static let outlierDeviations = 4.0

    /// The largest noise ratio of a curve that explains a recording.
    public static let explainedNoiseRatio = 1.6

    /// A curve as the matcher places it on a recording.
    public enum Model {
        /// A timing function of input progress x ∈ [0, 1].
        case easing((Double) -> Double)
        /// Progress at a time in seconds from the start (a spring), and the seconds it lasts.
        case timed((Double) -> Double, duration: Double)
    }

    /// Where a curve first reaches the levels its first placement uses: x at 20, 50 and 80 % for
    /// a timing function, the times of the same for a spring. They depend on the curve alone, so a
    /// catalogue of curves finds them once instead of once per recording.
    public struct Crossings: Sendable {
        static let levels = [0.2, 0.5, 0.8]
        let inputs: [Double?]

        /// The crossings of `model`.
        public init(_ model: Model) {
            switch model {
            case .easing(let curve): inputs = Self.levels.map { firstCrossing(curve, level: $0, upTo: 1) }
            case .timed(let position, let duration):
                // Scanned over the spring's own span: a longer step could pass over a fast
                // spring's first swing, and bisection would then find a later crossing.
                let span = duration.isFinite && duration > 0 ? duration : 60
                inputs = Self.levels.map { firstCrossing(position, level: $0, upTo: span) }
            }
        }
    }

    /// The recording's frames as the matcher reads them.
    public struct Frames: Sendable {
        /// Each frame's time in seconds from the motion's start: when it was sampled, its frame
        /// time, when the stamps keep an even clock (``FrameClock``), else its stamp; less the
        /// delay of a stall before it, when the motion shows one (a screen recording's frames
        /// shown late, ``FrameClock/withoutStalls(_:progress:interval:deviation:)``).
        public let times: [Double]
        /// Each frame's progress: 0 at the start value, 1 at the end value.
        public let progress: [Double]
        /// √wᵢ / sᵢ for each frame.
        let inverseDeviations: [Double]
        /// How long before its stamp each frame may have been sampled, when the stamps are the
        /// times frames were shown (``FrameClock/showingLateness(_:interval:display:)``); empty otherwise.
        let showingLateness: [Double]
        /// The display's frame interval (``FrameClock/displayInterval(_:interval:)``), in whole
        /// numbers of which frames are shown late; the frame interval when the stamps keep no display's clock.
        let displayInterval: Double
        /// The stamps are a busy page's (``FrameClock/busyDisplayTimes(_:)``): each frame's time is
        /// the display's frame time at or before its stamp, and ``showingLateness`` how much
        /// earlier it may have been sampled, each frame on its own.
        let sampledEarly: Bool
        /// The motion's detected duration (from the last still frame to the first at rest).
        public let duration: Double
        /// The typical seconds between frames.
        public let frameInterval: Double
        /// σ, a frame's noise in progress.
        public let noise: Double
        /// The recording joins the motion under way (``RecordingSummary/startsMoving``): its
        /// progress is measured from the value at t = 0, not from where the motion began.
        public let startsMoving: Bool
        /// The recording starts with the motion (``RecordingSummary/startsWithRecording``): the
        /// curve's start is fitted within one frame before the first moving frame, and progress is
        /// measured from the first frame's value, which the motion may already have left.
        public let startsWithRecording: Bool
        /// The recording ends with the motion (``RecordingSummary/endsWithRecording``): the
        /// curve's end is fitted within one frame after the last moving frame, and progress is
        /// measured to the last frame's value, which the motion may not yet have reached.
        public let endsWithRecording: Bool
        /// How many frames at the head of the recording show the start value while the motion's
        /// clock may already run: a busy page's (``FrameClock/busyDisplayTimes(_:)``) one or two
        /// still frames before its first moving frame, when it logs from the call that starts
        /// the motion; 0 otherwise. The match takes them to say where the motion starts from,
        /// not when: its start is free from before the first frame to the first moving frame.
        public let pendingFrames: Int

        /// The frames to match, with their noise, the motion's duration and frame interval (seconds).
        public init(
            times: [Double], progress: [Double], noise: Double, duration: Double, frameInterval: Double, startsMoving: Bool = false,
            startsWithRecording: Bool = false, endsWithRecording: Bool = false
        ) {
            self.startsMoving = startsMoving
            self.startsWithRecording = startsWithRecording
            self.endsWithRecording = endsWithRecording
            // Stamps that keep an even clock are taken at their frame times (``FrameClock``), and
            // frames shown late after a stall at the times they were sampled.
            let sampled = FrameClock.sampleTimes(times, interval: frameInterval)
            let stamps = times
            // A screen recorder sends its first frame when it starts, off the display's clock
            // (seen in the screencast set's page-5.mp4); the clock shows in the frames that move.
            // A recording of every second display frame has its stamps taken at the display's
            // frame times, which are the frames' times.
            let moving = progress.firstIndex { $0 != progress.first } ?? 0
            let display = FrameClock.displayInterval(Array(stamps[moving...]), interval: frameInterval)
            // A busy page's stamps keep neither: its frames were sampled at display frame times
            // at or before their stamps, which the match chooses.
            let busy = sampled == nil && display == nil ? FrameClock.busyDisplayTimes(stamps) : nil
            let times =
                busy?.times
                ?? FrameClock.withoutStalls(
                    sampled ?? times, progress: progress, interval: frameInterval, deviation: MotionMatch.deviation(noise: noise))
            sampledEarly = busy != nil
            pendingFrames = busy != nil && !startsMoving && !endsWithRecording && (1...2).contains(moving) ? moving : 0
            displayInterval = busy?.display ?? display ?? frameInterval
            if let busy {
                showingLateness = Array(repeating: Double(FrameClock.mostFramesSampledEarly) * busy.display, count: times.count)
            } else {
                showingLateness =
                    display.map { sampled == nil || $0 < frameInterval } == true
                    ? FrameClock.showingLateness(times, interval: frameInterval, display: displayInterval) : []
            }
            self.times = times
            self.progress = progress
            self.duration = duration
            self.frameInterval = frameInterval
            self.noise = noise
            let n = times.count
            let deviation = MotionMatch.deviation(noise: noise)
            inverseDeviations = (0..<n).map { index in
                let before = max(index - 1, 0), after = min(index + 1, n - 1)
                let span = times[after] - times[before]
                let share = n < 2 ? 1 : span / Double(after - before) / frameInterval
                let speed = span > 0 ? abs(progress[after] - progress[before]) / span : 0
                // Stamps lag: a frame stamped before the middle of its neighbours' is on time
                // beside a late one, not early.
                // A busy page's frames are placed at their display frame times by the match itself.
                let offCentre =
                    index > 0 && index < n - 1 && busy == nil ? max(times[index] - (times[before] + times[after]) / 2, 0) : 0
                let timing = speed * offCentre
                return min(max(share, 0.25), 4).squareRoot() / (deviation * deviation + timing * timing).squareRoot()
            }
        }
    }

    /// Where a curve sits best on a recording and how well it explains it.
    public struct Result: Sendable, Equatable {
        /// Seconds from the last still frame to where the curve starts (may be negative).
        public var startOffset: Double
        /// The seconds the curve spans: fitted for a timing function, its own for a spring.
        public var duration: Double
        /// √(Σ rᵢ²/n) over the frames with |zᵢ| ≤ 4, in progress.
        public var rms: Double
        /// The largest |rᵢ| over all frames, in progress.
        public var maxError: Double
        /// √(Σ zᵢ² / n) over the frames with |zᵢ| ≤ 4: about 1 when the residuals are the noise alone.
        public var noiseRatio: Double
        /// Frames with |zᵢ| > 4.
        public var outliers: Int
        /// The Huber loss Σ ρ(zᵢ) at the match.
        public var loss: Double
        /// The numbers the match chose: 2 (t₀, D) for a timing function, 1 (t₀) for a spring.
        public var freeParameters: Int

        /// The Bayesian information criterion with the residuals' scale estimated from them:
        ///
        /// ```
        /// n · ln(max(2L/n, 0.01)) + k · ln n
        /// ```
        ///
        /// L the Huber loss (so 2L/n is the robust mean of zᵢ², about 1 when the residuals are
        /// the noise), n the frames and k the free numbers (the placement's and
        /// `extraParameters` a fit chose). Lower is better. A scale estimated from the residuals
        /// rather than assumed keeps the price of a number in proportion when the noise is
        /// larger than measured: a fit with many numbers that copies the noise lowers 2L/n, but
        /// must lower it by a factor n^(k/n) to pay for itself. Residuals below a tenth of the
        /// noise (2L/n < 0.01) are copying it, and count no better. `floor` raises that floor:
        /// at 1, two curves that both stay within the noise score alike, whatever their residuals
        /// below it (the workbench's test of whether a name can be trusted).
        public func score(frames: Int, extraParameters: Int = 0, floor: Double = 0.01) -> Double {
            let n = Double(max(frames, 1))
            return n * log(max(2 * loss / n, floor)) + Double(freeParameters + extraParameters) * log(n)
        }

        /// Whether the curve explains the motion within its noise: the residuals are the size of
        /// the noise (noise ratio at most 1.6) and at most one frame in ten is wild.
        public func explains(frames: Int) -> Bool {
            noiseRatio <= MotionMatch.explainedNoiseRatio && Double(outliers) <= max(1, Double(frames) / 10)
        }
    }

    /// The match with t₀ (and D) polished, or, with `polishing` false, as first placed from the
    /// crossings: a quick first ranking of many curves, to polish only the closest.
    /// `crossings`, when given, must be the model's own (``Crossings/init(_:)``).
    public static func match(_ model: Model, to frames: Frames, polishing: Bool = true, crossings known: Crossings? = nil) -> Result {
        if frames.startsMoving { return matchUnderWay(model, to: frames, polishing: polishing) }
        let crossings = known ?? Crossings(model)
        if frames.pendingFrames > 0 { return matchPendingStart(model, to: frames, polishing: polishing, crossings: crossings) }
        if frames.startsWithRecording || frames.endsWithRecording {
            return matchOpenEnds(model, to: frames, polishing: polishing, crossings: crossings)
        }
        switch model {
        case .easing(let curve):
            let (start, duration) = initialPlacement(crossings, frames)
            let model = { (parameters: [Double]) -> (Double) -> Double in
                let (t0, d) = (parameters[0], max(parameters[1], 1e-4))
                return { t in curve(min(max((t - t0) / d, 0), 1)) }
            }
            let steps = [frames.frameInterval, 0.05 * duration]
            var best = refined([start, duration], steps: steps, frames: frames, polishing: polishing, model: model)
            best[1] = max(best[1], 1e-4)
            return result(frames, startOffset: best[0], duration: best[1], freeParameters: 2, model(best))
        case .timed(let position, let duration):
            let start = timedPlacement(crossings, frames)
            let model = { (parameters: [Double]) -> (Double) -> Double in
                let t0 = parameters[0]
                return { t in position(max(t - t0, 0)) }
            }
            let steps = [frames.frameInterval]
            let best = refined([start], steps: steps, frames: frames, polishing: polishing, model: model)
            return result(frames, startOffset: best[0], duration: duration, freeParameters: 1, model(best))
        }
    }

    /// |rᵢ| for every frame: its distance from the curve at its time, or, for frames that may have
    /// been shown late (``Frames/showingLateness``), at the frame times they were sampled at (a
    /// stamp less 0, 1 or 2 frames, within the frame's lateness), chosen together.
    ///
    /// Frames are sampled in the order they are shown, one display frame apart at least, so the
    /// sampling times chosen must rise by a frame from each frame to the next: a frame taken as
    /// sampled a frame late cannot be followed by one taken as sampled at the same time, and a
    /// frame can be later than the one before it only after a step longer than a frame. Chosen
    /// one by one, each frame could take whichever time suits a curve, and a curve of the wrong
    /// shape finds a time for each frame on a busy page. The times are chosen by dynamic
    /// programming over the frames (at most three choices each), for the least Huber loss with
    /// ``lateShowingPrice`` paid each time a frame is taken as later than the one before it: a
    /// page that falls behind at a stall may stay behind until the motion ends, which is one
    /// event, not one per frame.
    ///
    /// A busy page's frames (``Frames/sampledEarly``) are chosen the same way, by other rules:
    /// each was sampled at the display frame at or before its stamp or up to three before it
    /// (at most four choices), the frames' display frames rising from each frame to the next,
    /// and each display frame a frame is taken earlier costs ``busySamplingPrice``: a page's
    /// callbacks are late each by their own amount, not by a delay that the frames after keep.
    static func residuals(_ frames: Frames, _ predict: (Double) -> Double) -> (residuals: [Double], loss: Double) {
        let count = frames.times.count
        guard !frames.showingLateness.isEmpty else {
            let residuals = (0..<count).map { abs(predict(frames.times[$0]) - frames.progress[$0]) }
            let loss = residuals.indices.reduce(0.0) { $0 + huber(residuals[$1] * frames.inverseDeviations[$1]) }
            return (residuals, loss.isNaN ? .infinity : loss)
        }
        let interval = frames.displayInterval
        // Sampled times rise by at least the recording's step, less half a display frame.
        let step = (max((frames.frameInterval / interval).rounded(), 1) - 0.5) * interval
        var candidates: [[Double]] = []
        candidates.reserveCapacity(count)
        for index in 0..<count {
            let time = frames.times[index], progress = frames.progress[index]
            let lateFrames = Int((frames.showingLateness[index] / interval + 1e-9).rounded(.down))
            candidates.append((0...max(lateFrames, 0)).map { abs(predict(time - Double($0) * interval) - progress) })
        }
        // cost[i][k]: the least loss of frames 0…i with frame i taken as sampled k frames before its stamp.
        var cost: [[Double]] = []
        var previousChoice: [[Int]] = []
        cost.reserveCapacity(count)
        previousChoice.reserveCapacity(count)
        for index in 0..<count {
            var costs: [Double] = [], choices: [Int] = []
            for (late, residual) in candidates[index].enumerated() {
                var own = huber(residual * frames.inverseDeviations[index])
                if own.isNaN { own = .infinity }
                guard index > 0 else {
                    costs.append(own + (frames.sampledEarly ? Double(late) * busySamplingPrice : (late > 0 ? lateShowingPrice : 0)))
                    choices.append(0)
                    continue
                }
                let sampled = frames.times[index] - Double(late) * interval
                // Stamps closer than half a frame (two frames shown at once): none may be later than the one before.
                let crowded = frames.times[index] - frames.times[index - 1] <= interval / 2
                func follows(_ earlier: Int) -> Bool {
                    let gap = sampled - (frames.times[index - 1] - Double(earlier) * interval)
                    if frames.sampledEarly { return gap > interval / 2 }
                    return crowded ? late <= earlier : gap > step
                }
                var choice = -1
                var best = Double.infinity
                for (earlier, before) in cost[index - 1].enumerated() where follows(earlier) {
                    let total = before + (frames.sampledEarly ? Double(late) * busySamplingPrice : (late > earlier ? lateShowingPrice : 0))
                    if choice < 0 || total < best { (choice, best) = (earlier, total) }
                }
                costs.append(choice < 0 ? .infinity : own + best)
                choices.append(max(choice, 0))
            }
            cost.append(costs)
            previousChoice.append(choices)
        }
        guard let last = cost.last, var choice = last.indices.min(by: { last[$0] < last[$1] }) else { return ([], 0) }
        let loss = last[choice]
        var residuals = [Double](repeating: 0, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            residuals[index] = candidates[index][choice]
            choice = previousChoice[index][choice]
        }
        return (residuals, loss)
    }

    /// The price, in the loss's units (a log-likelihood), of taking a frame as shown later than
    /// the one before it: ln 2, a frame after a long step being as likely sampled on time (a
    /// frame before it was never shown) as late. Staying late, or catching up, costs nothing.
    static let lateShowingPrice = log(2.0)

    /// The price, in the loss's units, of taking a busy page's frame (``Frames/sampledEarly``) as
    /// sampled a display frame earlier than the one at or before its stamp, for each such frame
    /// and display frame: 1.5, a frame being about a fifth as likely late by one more frame as
    /// not. Measured on the spent recorded sets (Tests/RecordedMotionHeldOut4 and 5): at ln 2 a
    /// busy page's flutter Curves.easeInOutCubic (HeldOut4 #06) was named wrongly with trust;
    /// at 1.5 none was, with as many busy pages named right.
    static let busySamplingPrice = 1.5

    static func huber(_ z: Double) -> Double {
        let k = huberThreshold
        return z <= k ? z * z / 2 : k * z - k * k / 2
    }

    static func loss(_ frames: Frames, _ predict: (Double) -> Double) -> Double { residuals(frames, predict).loss }

    static func result(_ frames: Frames, startOffset: Double, duration: Double, freeParameters: Int, _ predict: (Double) -> Double)
        -> Result
    {
        var squares = 0.0, scaledSquares = 0.0, inliers = 0, worst = 0.0, outliers = 0
        let (residuals, total) = residuals(frames, predict)
        for (index, residual) in residuals.enumerated() {
            worst = max(worst, residual.isNaN ? .infinity : residual)
            let z = residual * frames.inverseDeviations[index]
            if !(z <= outlierDeviations) {
                outliers += 1
            } else {
                squares += residual * residual
                scaledSquares += z * z
                inliers += 1
            }
        }
        return Result(
            startOffset: startOffset, duration: duration, rms: inliers == 0 ? .infinity : (squares / Double(inliers)).squareRoot(),
            maxError: worst, noiseRatio: inliers == 0 ? .infinity : (scaledSquares / Double(inliers)).squareRoot(), outliers: outliers,
            loss: total, freeParameters: freeParameters)
    }

    /// t₀ and D from the times the recording and the curve cross 20, 50 and 80 %.
    /// `skippingGaps`: no crossing is read across a step of more than ``longestCrossingStep`` frames.
    static func initialPlacement(_ crossings: Crossings, _ frames: Frames, skippingGaps: Bool = false) -> (Double, Double) {
        var pairs: [(x: Double, t: Double)] = []
        for (level, input) in zip(Crossings.levels, crossings.inputs) {
            if let t = crossing(of: level, frames, skippingGaps: skippingGaps), let x = input { pairs.append((x, t)) }
        }
        guard pairs.count >= 2 else { return (0, frames.duration) }
        let meanX = pairs.map(\.x).reduce(0, +) / Double(pairs.count), meanT = pairs.map(\.t).reduce(0, +) / Double(pairs.count)
        let sxx = pairs.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
        let sxt = pairs.map { ($0.x - meanX) * ($0.t - meanT) }.reduce(0, +)
        guard sxx > 1e-12 else { return (0, frames.duration) }
        let duration = sxt / sxx
        guard duration > 0.1 * frames.duration, duration < 10 * frames.duration else { return (0, frames.duration) }
        return (meanT - duration * meanX, duration)
    }

    /// A spring's t₀: the mean of the recording's crossing times less the spring's own.
    static func timedPlacement(_ crossings: Crossings, _ frames: Frames) -> Double {
        var offsets: [Double] = []
        for (level, input) in zip(Crossings.levels, crossings.inputs) {
            if let t = crossing(of: level, frames), let own = input { offsets.append(t - own) }
        }
        // No level crossed (the spring or the recording never gets there): start at the last still frame.
        guard !offsets.isEmpty else { return 0 }
        return offsets.reduce(0, +) / Double(offsets.count)
    }

    /// `start` placed as well as the match asks: polished (``polish(_:steps:frames:model:)``)
    /// when `polishing`, else the best of it and its neighbours (``bestNear(_:steps:frames:model:)``).
    static func refined(
        _ start: [Double], steps: [Double], frames: Frames, polishing: Bool, model: ([Double]) -> (Double) -> Double
    ) -> [Double] {
        polishing ? polish(start, steps: steps, frames: frames, model: model) : bestNear(start, steps: steps, frames: frames, model: model)
    }

    /// The best of `start` and its neighbours half a step away along each axis (3ᵏ points): a
    /// first placement from a few crossings between frames can be off by that much, which is
    /// enough to rank a short recording's true curve behind others before any is polished.
    static func bestNear(
        _ start: [Double], steps: [Double], frames: Frames, model: ([Double]) -> (Double) -> Double
    ) -> [Double] {
        var points: [[Double]] = [start]
        for axis in start.indices {
            points = points.flatMap { point in
                [-0.5, 0, 0.5].map { factor in
                    var moved = point
                    moved[axis] += factor * steps[axis]
                    return moved
                }
            }
        }
        // `points` starts with `start` and only grows, so it is never empty.
        return points.map { ($0, loss(frames, model($0))) }.min { $0.1 < $1.1 }?.0 ?? start
    }

    /// The time the recording first reaches `level`, between the two frames around it; with
    /// `skippingGaps`, nil when those frames are more than ``longestCrossingStep`` frames apart, where a straight
    /// line between them says nothing of when the motion passed the level (a screen recorder's
    /// clip whose still first frame came when it started and the next when the motion first
    /// moved, 400 ms later and 46 % into a 270 ms ease-out: its 20 % crossing was read 230 ms
    /// early, and the first placement took the curve's start at the still frame).
    static func crossing(of level: Double, _ frames: Frames, skippingGaps: Bool = false) -> Double? {
        let p = frames.progress, t = frames.times
        for index in 1..<p.count where p[index - 1] < level && p[index] >= level {
            guard !skippingGaps || t[index] - t[index - 1] <= longestCrossingStep * frames.frameInterval else { return nil }
            return t[index - 1] + (t[index] - t[index - 1]) * (level - p[index - 1]) / (p[index] - p[index - 1])
        }
        return nil
    }

    /// The longest step between frames (in frame intervals) across which a crossing is read.
    static let longestCrossingStep = 4.0

    /// The first input in [0, span] where `curve` reaches `level`: a scan of 200 steps, then
    /// bisection.
    static func firstCrossing(_ curve: (Double) -> Double, level: Double, upTo span: Double) -> Double? {
        let steps = 200
        var previous = 0.0
        for step in 1...steps {
            let x = span * Double(step) / Double(steps)
            if curve(x) >= level {
                var (low, high) = (previous, x)
                for _ in 0..<30 {
                    let middle = (low + high) / 2
                    if curve(middle) >= level { high = middle } else { low = middle }
                }
                return (low + high) / 2
            }
            previous = x
        }
        return nil
    }

    /// Nelder–Mead on the loss, from `start` with a simplex of `steps`, at most 90 evaluations.
    static func polish(
        _ start: [Double], steps: [Double], frames: Frames, model: ([Double]) -> (Double) -> Double
    ) -> [Double] {
        func cost(_ point: [Double]) -> Double { loss(frames, model(point)) }
        let dimension = start.count
        var simplex: [([Double], Double)] = [(start, cost(start))]
        for axis in 0..<dimension {
            var point = start
            point[axis] += steps[axis]
            simplex.append((point, cost(point)))
        }
        var evaluations = simplex.count
        while evaluations < 90 {
            simplex.sort { $0.1 < $1.1 }
            let worst = simplex[dimension]
            if abs(worst.1 - simplex[0].1) <= 1e-9 * (1 + abs(simplex[0].1)) { break }
            let centroid = (0..<dimension).map { axis in simplex.dropLast().map { $0.0[axis] }.reduce(0, +) / Double(dimension) }
            func along(_ factor: Double) -> [Double] { (0..<dimension).map { centroid[$0] + factor * (worst.0[$0] - centroid[$0]) } }
            let reflected = along(-1)
            let reflectedCost = cost(reflected)
            evaluations += 1
            if reflectedCost < simplex[0].1 {
                let expanded = along(-2)
                let expandedCost = cost(expanded)
                evaluations += 1
                simplex[dimension] = expandedCost < reflectedCost ? (expanded, expandedCost) : (reflected, reflectedCost)
            } else if reflectedCost < simplex[dimension - 1].1 {
                simplex[dimension] = (reflected, reflectedCost)
            } else {
                let contracted = along(reflectedCost < worst.1 ? -0.5 : 0.5)
                let contractedCost = cost(contracted)
                evaluations += 1
                if contractedCost < min(worst.1, reflectedCost) {
                    simplex[dimension] = (contracted, contractedCost)
                } else {
                    let best = simplex[0].0
                    for index in 1...dimension {
                        let point = (0..<dimension).map { best[$0] + 0.5 * (simplex[index].0[$0] - best[$0]) }
                        simplex[index] = (point, cost(point))
                        evaluations += 1
                    }
                }
            }
        }
        // The simplex starts with `start` and keeps its dimension + 1 points, so it is never empty.
        return simplex.min { $0.1 < $1.1 }?.0 ?? start
    }
}
