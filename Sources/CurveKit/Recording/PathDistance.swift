/// The distance a point has moved along its path, from frames of its x and y.
///
/// A straight move (every frame within max(3σ, 2 % of the move) of the line from the resting
/// start to the resting end) is measured along that line: the signed projection, which keeps
/// overshoot (it goes past the end and comes back) and lets noise average out instead of
/// adding up. A curved move is measured as its signed arc length: each step's length, negative
/// when it heads back against the move from start to end, with steps no longer than the noise counted as none.
enum PathDistance {
    static func distances(x: [Double], y: [Double]) -> [Double] {
        let n = x.count
        guard n >= 2 else { return x.map { _ in 0 } }
        let ends = min(3, n)
        let x0 = Robust.median(Array(x.prefix(ends)))!, y0 = Robust.median(Array(y.prefix(ends)))!
        let x1 = Robust.median(Array(x.suffix(ends)))!, y1 = Robust.median(Array(y.suffix(ends)))!
        let (dx, dy) = (x1 - x0, y1 - y0)
        let length = (dx * dx + dy * dy).squareRoot()
        let noise = max(Robust.noise(x), Robust.noise(y))
        guard length > 0 else { return x.indices.map { ((x[$0] - x0) * (x[$0] - x0) + (y[$0] - y0) * (y[$0] - y0)).squareRoot() } }
        let (ux, uy) = (dx / length, dy / length)
        let across = x.indices.map { abs(-(x[$0] - x0) * uy + (y[$0] - y0) * ux) }
        if across.max()! <= max(3 * noise, 0.02 * length) {
            return x.indices.map { (x[$0] - x0) * ux + (y[$0] - y0) * uy }
        }
        var distance = 0.0
        var result = [0.0]
        for index in 1..<n {
            let (sx, sy) = (x[index] - x[index - 1], y[index] - y[index - 1])
            let step = (sx * sx + sy * sy).squareRoot()
            if step > 3 * noise {
                distance += sx * dx + sy * dy >= 0 ? step : -step
            }
            result.append(distance)
        }
        return result
    }
}
