/// When a recording's frames were sampled, from when they were stamped.
///
/// An engine samples a motion at its frame times, an even clock (vsync): t = a + k·Δ. A page
/// stamps each frame with performance.now() inside its frame callback, after the engine sampled
/// it: a little later on a quiet page (0.2–2.5 ms), much later when other work ran first
/// (5–15 ms), and the first frame of a page that logs from the call that starts the motion is
/// stamped at the call, between frame times. Stamps lag and never lead, so a frame belongs to
/// the last frame time at or before its stamp (up to ``earlySlack`` of a frame before it, the
/// clock's own rounding). When most stamps sit close to an even clock (``onTimeShare`` of the
/// frames within ``onTimeWindow`` of a frame time), each frame is taken at its frame time; a
/// frame's lateness up to ⅞ of a frame is then no error at all, where measuring it against a
/// noise can only excuse it. Stamps that keep no even clock (a screen recording's compositor
/// times, variable frame rates), or that all keep it closely (none further from it than twice
/// the on-time window: nothing tells a late stamp from a frame sampled a little off its frame
/// time), are left as they are.
public enum FrameClock {
    /// The share of a frame a stamp may come before its frame time and still belong to it.
    public static let earlySlack = 0.125
    /// How close to a frame time a stamp is on time, in frames of the clock.
    public static let onTimeWindow = 0.15
    /// The longest frame of a display (45 Hz: displays run at 60 Hz or faster); a recording
    /// whose steps are longer logs some of the display's frames only.
    public static let displayFrame = 1.0 / 45
    /// The share of frames that must be on time for the stamps to keep an even clock.
    public static let onTimeShare = 0.5

    /// Each frame's frame time (on the stamps' clock and origin, to within the on-time frames'
    /// mean lateness), or nil when the stamps keep no even clock of about `interval` seconds.
    public static func sampleTimes(_ stamps: [Double], interval: Double) -> [Double]? {
        guard stamps.count >= 8, interval > 0, interval.isFinite, stamps.allSatisfy(\.isFinite) else { return nil }
        // A page that logs every second frame (steps longer than ``displayFrame``) keeps the
        // display's clock, at half its steps: a frame that missed its turn is logged one display
        // frame late, and belongs there.
        guard let whole = clock(stamps, interval: interval, window: onTimeWindow * interval) else { return nil }
        // Stamps all close to the clock (none further than twice the on-time window from its
        // nearest frame time) cannot tell a late stamp from a frame sampled a little off its
        // frame time, as in a recording stepped through frame by frame with its own times: kept.
        guard stamps.contains(where: { whole.clock.distance(of: $0) > 2 * onTimeWindow * interval }) else { return nil }
        var (clock, onTime) = whole
        if interval > displayFrame, let half = Self.clock(stamps, interval: interval / 2, window: onTimeWindow * interval / 2),
            half.onTime >= onTime + max(2, stamps.count / 10)
        {
            (clock, onTime) = half
        }
        guard Double(onTime) >= onTimeShare * Double(stamps.count) else { return nil }
        let ticks = stamps.map { clock.tick(of: $0) }
        // A moving frame per frame time: two stamps on one frame time are no even clock.
        let shared = zip(ticks.dropFirst(), ticks).filter { $0 <= $1 }.count
        guard Double(shared) <= 0.1 * Double(stamps.count) else { return nil }
        return ticks.map { clock.time(of: $0) }
    }

    /// The even clock of about `interval` seconds that the stamps follow, and how many are on time.
    static func clock(_ stamps: [Double], interval: Double, window: Double) -> (clock: Clock, onTime: Int)? {
        guard var clock = phase(stamps, interval: interval, window: window) else { return nil }
        // Twice: the first clock's rate is the median step's, which may be off by the stamps'
        // rounding; a line through the on-time frames corrects it.
        for _ in 0..<2 {
            guard let refined = line(through: stamps, clock, window: window) else { return nil }
            clock = refined
        }
        let onTime = stamps.filter { abs($0 - clock.time(of: clock.tick(of: $0))) <= window }.count
        return (clock, onTime)
    }

    /// An even clock: frame k at `origin + k·interval`.
    struct Clock {
        var origin: Double
        var interval: Double

        func time(of tick: Double) -> Double { origin + tick * interval }
        /// How far a stamp is from the nearest frame time, before or after it.
        func distance(of stamp: Double) -> Double {
            let frames = (stamp - origin) / interval
            return abs(frames - frames.rounded()) * interval
        }
        /// The frame time a stamp belongs to: the last at or before it, within ``earlySlack``.
        func tick(of stamp: Double) -> Double { ((stamp - origin) / interval + FrameClock.earlySlack).rounded(.down) }
    }

    /// The clock whose frame times most stamps follow closely (within ``onTimeWindow``), its
    /// rate `interval`: the phase, among the stamps' own, that starts the most crowded window.
    static func phase(_ stamps: [Double], interval: Double, window: Double) -> Clock? {
        let phases = stamps.map { ($0 / interval).truncatingRemainder(dividingBy: 1) }.map { $0 < 0 ? $0 + 1 : $0 }
        var best: (phase: Double, count: Int)?
        for candidate in phases {
            let count = phases.filter { phase in
                let ahead = (phase - candidate).truncatingRemainder(dividingBy: 1)
                return (ahead < 0 ? ahead + 1 : ahead) * interval <= window
            }.count
            if count > best?.count ?? -1 { best = (candidate, count) }
        }
        guard let best else { return nil }
        return Clock(origin: best.phase * interval, interval: interval)
    }

    /// The least-squares line t = a + k·Δ through the frames within ``onTimeWindow`` of `clock`.
    static func line(through stamps: [Double], _ clock: Clock, window: Double) -> Clock? {
        var points: [(k: Double, t: Double)] = []
        for stamp in stamps {
            let tick = clock.tick(of: stamp)
            if abs(stamp - clock.time(of: tick)) <= window { points.append((tick, stamp)) }
        }
        guard points.count >= 4 else { return nil }
        let n = Double(points.count)
        let meanK = points.map(\.k).reduce(0, +) / n, meanT = points.map(\.t).reduce(0, +) / n
        let skk = points.map { ($0.k - meanK) * ($0.k - meanK) }.reduce(0, +)
        guard skk > 0 else { return nil }
        let slope = points.map { ($0.k - meanK) * ($0.t - meanT) }.reduce(0, +) / skk
        // The rate must stay the frame interval's (within 5 %), or the stamps are not this clock.
        guard abs(slope / clock.interval - 1) < 0.05 else { return nil }
        return Clock(origin: meanT - slope * meanK, interval: slope)
    }
}
