/// The keyframes of a document that moves several numbers (a point's x and y, a rectangle's
/// four, a CSS `translate: 0px 236px`) as one curve: progress from the first keyframe's value to
/// the last's along the first number that ends elsewhere than it starts; every other number must
/// follow that progress (within 1e-6 of its own range), or the numbers move along different
/// curves and are no one curve. Numbers that all end where they start keep their own values.
struct KeyframeProgress {
    /// One value per keyframe: progress, or the leading number itself when nothing ends moved.
    var values: [Double]
    var start: Double
    var move: Double

    /// nil when the numbers move along different curves. `rows` holds each keyframe's numbers,
    /// all of one count (at least one).
    init?(_ rows: [[Double]]) {
        guard let first = rows.first, let last = rows.last, !first.isEmpty else { return nil }
        let count = first.count
        let lead =
            (0..<count).first { first[$0] != last[$0] } ?? (0..<count).first { channel in rows.contains { $0[channel] != first[channel] } }
            ?? 0
        let move = last[lead] - first[lead]
        let progress = rows.map { move == 0 ? $0[lead] : ($0[lead] - first[lead]) / move }
        for channel in 0..<count where channel != lead {
            let from = first[channel], range = last[channel] - from
            let scale = max(abs(range), rows.map { abs($0[channel] - from) }.max() ?? 0)
            if move == 0 && scale > 0 { return nil }
            let follows = zip(rows, progress).allSatisfy { numbers, share in
                abs((numbers[channel] - from) - (move == 0 ? 0 : range * share)) <= 1e-6 * max(scale, 1)
            }
            if !follows { return nil }
        }
        values = progress
        start = first[lead]
        self.move = move
    }
}
