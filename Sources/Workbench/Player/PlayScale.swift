/// The range of progress a `play` track shows, shared by every track so that their 0 and 1
/// line up.
///
/// Overshoot: the drawn track always spans progress 0 to 1 and widens on either side by as
/// much as the curves go beyond it (sampled over a pass), up to ``limits``; a curve that
/// overshoots more than that has its dot stopped at the edge and drawn as an arrow pointing
/// the way it went. So back-out's 10 % overshoot shows as a margin of a tenth of the track
/// after the 1 mark, and the dot travels into it.
struct PlayScale: Sendable, Equatable {
    /// The widest range drawn: half the track at most on either side of [0, 1].
    static let limits = -0.5...1.5
    /// Points per pass at which the curves are sampled to find how far they overshoot.
    static let samples = 2000

    let lower: Double
    let upper: Double

    /// Where a progress value lands on a track of `cells` columns.
    enum Placement: Equatable {
        case cell(Int)
        /// Beyond the drawn range: stopped at the first or last cell.
        case belowRange
        case aboveRange
        /// Not a number: nothing drawn.
        case none
    }

    init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The range covering [0, 1] and every track's progress, clamped to ``limits``.
    init(covering tracks: [PlayTrack]) {
        var lower = 0.0, upper = 1.0
        for track in tracks {
            for index in 0...Self.samples {
                let progress = track.progress(atFraction: Double(index) / Double(Self.samples))
                guard progress.isFinite else { continue }
                lower = min(lower, progress)
                upper = max(upper, progress)
            }
        }
        self.init(lower: max(lower, Self.limits.lowerBound), upper: min(upper, Self.limits.upperBound))
    }

    /// The column of `progress` among `cells` columns: column 0 is ``lower``, the last is
    /// ``upper``, nearest column in between.
    func placement(of progress: Double, cells: Int) -> Placement {
        guard !progress.isNaN else { return .none }
        // Sampling may miss a peak by a hair: within a hundredth of a cell still counts as inside.
        let slack = (upper - lower) / Double(max(cells - 1, 1)) / 100
        if progress < lower - slack { return .belowRange }
        if progress > upper + slack { return .aboveRange }
        return .cell(column(of: progress, cells: cells))
    }

    func column(of progress: Double, cells: Int) -> Int {
        let position = (progress - lower) / (upper - lower) * Double(cells - 1)
        return min(max(Int(position.rounded()), 0), cells - 1)
    }
}
