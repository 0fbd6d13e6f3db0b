/// The keyframes of a document that moves several numbers (a point's x and y, a rectangle's
/// four, a CSS `translate: 0px 236px`) as one curve: progress from the first keyframe's value to
/// the last's along the first number that ends elsewhere than it starts; every other number must
/// follow that progress (within 1e-6 of its own range), or the numbers move along different
/// curves and are no one curve. Numbers that all end where they start keep the leading number's
/// own values, and every other number must move in step with it (a scale's y going
/// 100 → 90 → 100 with its x).
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
        // When nothing ends moved, the lead's farthest excursion is the unit another number's
        // excursions are measured in.
        let farthest = rows.max { abs($0[lead] - first[lead]) < abs($1[lead] - first[lead]) }
        for channel in 0..<count where channel != lead {
            let from = first[channel], range = last[channel] - from
            let scale = max(abs(range), rows.map { abs($0[channel] - from) }.max() ?? 0)
            var ratio = range
            if move == 0, let farthest, farthest[lead] != first[lead] {
                ratio = (farthest[channel] - from) / (farthest[lead] - first[lead])
            }
            let follows = zip(rows, progress).allSatisfy { numbers, share in
                let expected = move == 0 ? ratio * (share - first[lead]) : ratio * share
                return abs((numbers[channel] - from) - expected) <= 1e-6 * max(scale, 1)
            }
            if !follows { return nil }
        }
        values = progress
        start = first[lead]
        self.move = move
    }
}
