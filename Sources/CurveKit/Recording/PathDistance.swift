/// The distance a point has moved along its path, from frames of its x and y.
///
/// A straight move (every frame within max(3σ, 2 % of the move) of the line from the resting
/// start to the resting end) is measured along that line: the signed projection, which keeps
/// overshoot (it goes past the end and comes back) and lets noise average out instead of
/// adding up. A curved move is measured along a polyline through anchor frames: the next
/// anchor is the first frame more than 4σ from the last one (σ the frames' noise, at least
/// the rounding's 1/√12 px for whole pixels), each step negative when it heads back against
/// the move from start to end, and a frame between two anchors is placed by its projection on
/// the chord between them. Summing every step instead would add each frame's noise to the
/// length, and skipping short steps would lose the slow end of a move.
enum PathDistance {
    /// σ of a coordinate: the larger of x's and y's (from their second differences), at least
    /// the rounding's 1/√12 px when every value is whole. Along a curved path the distance
    /// carries this noise even where the anchors make resting frames read exactly alike.
    static func noise(x: [Double], y: [Double]) -> Double {
        let quantum = (x + y).allSatisfy { $0 == $0.rounded() } ? 1.0 : 0.0
        return max(Robust.noise(x), Robust.noise(y), quantum / 12.0.squareRoot())
    }

    static func distances(x: [Double], y: [Double]) -> [Double] {
        let n = x.count
        guard n >= 2 else { return x.map { _ in 0 } }
        let ends = min(3, n)
        // Two or more points (checked above), so `ends` ≥ 2 points at each end.
        let x0 = Robust.median(ofNonEmpty: Array(x.prefix(ends))), y0 = Robust.median(ofNonEmpty: Array(y.prefix(ends)))
        let x1 = Robust.median(ofNonEmpty: Array(x.suffix(ends))), y1 = Robust.median(ofNonEmpty: Array(y.suffix(ends)))
        let (dx, dy) = (x1 - x0, y1 - y0)
        let length = (dx * dx + dy * dy).squareRoot()
        let noise = Self.noise(x: x, y: y)
        guard length > 0 else { return x.indices.map { ((x[$0] - x0) * (x[$0] - x0) + (y[$0] - y0) * (y[$0] - y0)).squareRoot() } }
        let (ux, uy) = (dx / length, dy / length)
        let across = x.indices.map { abs(-(x[$0] - x0) * uy + (y[$0] - y0) * ux) }
        if (across.max() ?? 0) <= max(3 * noise, 0.02 * length) {
            return x.indices.map { (x[$0] - x0) * ux + (y[$0] - y0) * uy }
        }
        let threshold = 4 * noise
        var result = [0.0]
        var (anchor, anchorDistance) = (0, 0.0)
        var between: [Int] = []
        for index in 1..<n {
            let (sx, sy) = (x[index] - x[anchor], y[index] - y[anchor])
            let squared = sx * sx + sy * sy
            guard squared > threshold * threshold else {
                between.append(index)
                result.append(anchorDistance)
                continue
            }
            let step = sx * dx + sy * dy >= 0 ? squared.squareRoot() : -squared.squareRoot()
            for frame in between {
                let along = ((x[frame] - x[anchor]) * sx + (y[frame] - y[anchor]) * sy) / squared
                result[frame] = anchorDistance + min(max(along, 0), 1) * step
            }
            anchorDistance += step
            result.append(anchorDistance)
            (anchor, between) = (index, [])
        }
        return result
    }
}
