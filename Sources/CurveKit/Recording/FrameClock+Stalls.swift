extension FrameClock {
    /// Frames on each side of a long step whose motion tells a stall from a dropped frame.
    static let stallNeighbours = 3
    /// How much better (residual RMS) the one-step reading must fit the frames around a long
    /// step than the stamps do, and how far (in deviations) the stamps must miss, to take it.
    static let stallEvidence = 1.5
    static let stallMiss = 2.0

    /// Stamps of when frames were shown, less each stall's delay: the times the motion was
    /// sampled at, up to one shift for all.
    ///
    /// A screen recorder stamps a frame when the screen showed it. When a busy page makes a
    /// frame late, the screen shows it a display frame (or more) after its turn, and the frames
    /// after it keep that delay: the stamps take one step longer than the rest, but the motion
    /// moved on by its usual step (a stall). Stamps of a frame that was really dropped take the
    /// same long step, and the motion moved on by all of it. The motion tells the two apart:
    /// around a step longer than 1¼ frames (and at most 3½), with `stallNeighbours` regular
    /// steps (¾ to 1¼ frames) on each side, a cubic in time is fitted by least squares
    /// to the seven frames as stamped and as if the step were one frame; when the one-step
    /// reading fits `stallEvidence` times better (residual RMS) and the stamps miss by more
    /// than `stallMiss` deviations, the frames from that step on are taken one step's excess
    /// earlier. Otherwise (a dropped frame, or a motion too slow there to tell) the stamps stand.
    public static func withoutStalls(_ times: [Double], progress: [Double], interval: Double, deviation: Double) -> [Double] {
        let k = stallNeighbours, n = times.count
        guard n == progress.count, n >= 2 * k + 1, interval > 0, interval.isFinite, deviation > 0 else { return times }
        var shifted = times
        func regular(_ index: Int) -> Bool {
            let step = times[index] - times[index - 1]
            return step > 0.75 * interval && step < 1.25 * interval
        }
        for index in k..<(n - k) {
            let step = times[index] - times[index - 1]
            guard step > 1.25 * interval, step <= 3.5 * interval,
                ((index - k + 1)..<index).allSatisfy(regular), ((index + 1)...(index + k)).allSatisfy(regular)
            else { continue }
            let window = Array((index - k)...(index + k))
            let excess = step - interval
            func misfit(_ delay: Double) -> Double? {
                let points = window.map { frame in
                    (time: (times[frame] - (frame >= index ? delay : 0) - times[index - 1]) / interval, value: progress[frame])
                }
                return CubicLeastSquares.residualRMS(points)
            }
            guard let asStamped = misfit(0), let oneStep = misfit(excess) else { continue }
            if asStamped > stallMiss * deviation, asStamped > stallEvidence * oneStep {
                for later in index..<n { shifted[later] -= excess }
            }
        }
        return shifted
    }
}

extension FrameClock {
    /// The most frames a frame may have been shown after it was sampled (``showingLateness(_:interval:display:)``).
    public static let mostFramesShownLate = 2.0

    /// Whether `stamps` are the times frames were shown on a display: every stamp on one even
    /// clock of `interval` (within ``onTimeWindow`` of a frame), as a screen recording's are,
    /// whose recorder stamps each frame when the screen showed it and sends none while nothing
    /// changes (so steps of several frames are common). A page's own stamps
    /// (performance.now() in its frame callback) lag their frame times by varying amounts.
    public static func keepsDisplayClock(_ stamps: [Double], interval: Double) -> Bool {
        guard stamps.count >= 8, interval > 0, interval.isFinite, stamps.allSatisfy(\.isFinite),
            let found = clock(stamps, interval: interval, window: onTimeWindow * interval)
        else { return false }
        return found.onTime == stamps.count
    }

    /// The display's frame interval when `stamps` are the times frames were shown on it
    /// (``keepsDisplayClock(_:interval:)``): `interval` itself, or half of it for a recording of
    /// every second display frame (a 30 fps screencast of a 60 Hz display, whose steps are two
    /// display frames, or three when a frame came late); nil when the stamps keep neither clock.
    public static func displayInterval(_ stamps: [Double], interval: Double) -> Double? {
        if keepsDisplayClock(stamps, interval: interval) { return interval }
        if interval > displayFrame, keepsDisplayClock(stamps, interval: interval / 2) { return interval / 2 }
        return nil
    }

    /// How long before its stamp each frame of a screen recording may have been sampled.
    ///
    /// A busy page finishes a frame late: the screen shows it a display frame (or two) after the
    /// one it was sampled for, and the step before it is that much longer than the recording's
    /// own step (`interval`, a whole number of display frames of `display` seconds). The frames
    /// after it may catch up (two frames' motion in one step), or the page may stay behind, each
    /// frame shown a frame after it was sampled, until the motion ends. So a frame may show the
    /// motion as it was up to the excess of all the steps before it, at most
    /// ``mostFramesShownLate`` display frames: a whole number of them, since frames are sampled
    /// and shown on the display's clock. Which frames were late is the match's to choose
    /// (``MotionMatch``), rising only at a long step.
    public static func showingLateness(_ times: [Double], interval: Double, display: Double? = nil) -> [Double] {
        let display = display ?? interval
        let usual = max((interval / display).rounded(), 1)
        var excess = 0.0
        return times.indices.map { index in
            if index > 0 { excess += max(((times[index] - times[index - 1]) / display).rounded() - usual, 0) }
            return min(excess, mostFramesShownLate) * display
        }
    }
}

/// The least-squares cubic through a few points, for ``FrameClock/withoutStalls(_:progress:interval:deviation:)``.
enum CubicLeastSquares {
    /// √(Σ residual² / (n − 4)) of the best cubic in x through the points; nil for fewer than
    /// five points or a singular fit.
    static func residualRMS(_ points: [(time: Double, value: Double)]) -> Double? {
        guard points.count > 4 else { return nil }
        // Normal equations A·c = b, A = Σ xⁱ⁺ʲ, b = Σ xⁱ·y, solved by Gaussian elimination.
        var a = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 4)
        for point in points {
            var powers = [1.0, point.time, point.time * point.time, 0]
            powers[3] = powers[2] * point.time
            for row in 0..<4 {
                for column in 0..<4 { a[row][column] += powers[row] * powers[column] }
                a[row][4] += powers[row] * point.value
            }
        }
        for pivot in 0..<4 {
            guard let best = (pivot..<4).max(by: { abs(a[$0][pivot]) < abs(a[$1][pivot]) }), abs(a[best][pivot]) > 1e-12 else {
                return nil
            }
            a.swapAt(pivot, best)
            for row in 0..<4 where row != pivot {
                let factor = a[row][pivot] / a[pivot][pivot]
                for column in pivot..<5 { a[row][column] -= factor * a[pivot][column] }
            }
        }
        let coefficients = (0..<4).map { a[$0][4] / a[$0][$0] }
        let squares = points.map { point -> Double in
            let fitted = coefficients[0] + point.time * (coefficients[1] + point.time * (coefficients[2] + point.time * coefficients[3]))
            return (fitted - point.value) * (fitted - point.value)
        }.reduce(0, +)
        return (squares / Double(points.count - 4)).squareRoot()
    }
}
