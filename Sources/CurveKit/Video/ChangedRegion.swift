/// Where a video changes: the largest patch of pixels that differ from the first frame at some
/// point, with the pieces of one moving thing joined (a fast element leaves gaps between the
/// places it was drawn), and apart from small things changing elsewhere (a clock, a cursor).
public enum ChangedRegion {
    /// A pixel counts as changed when it differs from the first frame by more than this many
    /// gray levels in some frame: above H.264's noise on flat areas, below any element's contrast
    /// worth tracking.
    public static let changeThreshold = 24
    /// The changes are grouped in square cells this many pixels wide.
    static let cell = 2

    /// The largest changing region, padded by a few pixels; nil when nothing changes.
    public static func largest(in video: GrayVideo) -> PixelRegion? {
        let columns = (video.width + cell - 1) / cell, rows = (video.height + cell - 1) / cell
        var changed = [Int](repeating: 0, count: columns * rows)
        let size = video.width * video.height
        video.pixels.withUnsafeBufferPointer { pixels in
            for frame in 1..<max(1, video.frameCount) {
                let base = frame * size
                for y in 0..<video.height {
                    let row = y * video.width, cellRow = (y / cell) * columns
                    for x in 0..<video.width where abs(Int(pixels[base + row + x]) - Int(pixels[row + x])) > changeThreshold {
                        changed[cellRow + x / cell] += 1
                    }
                }
            }
        }
        // Stray cells of compression noise would only slow the joining down.
        var components = Array(Self.components(changed, columns: columns, rows: rows).sorted { $0.weight > $1.weight }.prefix(200))
        Self.joinNeighbours(&components)
        guard let largest = components.max(by: { $0.weight < $1.weight }) else { return nil }
        let padding = 2 * cell
        return PixelRegion(
            x: largest.left * cell - padding, y: largest.top * cell - padding,
            width: (largest.right - largest.left + 1) * cell + 2 * padding,
            height: (largest.bottom - largest.top + 1) * cell + 2 * padding
        ).clipped(width: video.width, height: video.height)
    }

    /// A group of changed cells: its bounding box (in cells) and how much changed in it.
    struct Component {
        var left: Int, top: Int, right: Int, bottom: Int
        var weight: Int

        var longestSide: Int { max(right - left, bottom - top) + 1 }

        /// Cells between the two boxes (0 when they touch or overlap).
        func gap(to other: Component) -> Int {
            let horizontal = max(0, max(other.left - right, left - other.right) - 1)
            let vertical = max(0, max(other.top - bottom, top - other.bottom) - 1)
            return max(horizontal, vertical)
        }

        mutating func absorb(_ other: Component) {
            left = min(left, other.left)
            top = min(top, other.top)
            right = max(right, other.right)
            bottom = max(bottom, other.bottom)
            weight += other.weight
        }
    }

    /// The 8-connected groups of changed cells.
    static func components(_ changed: [Int], columns: Int, rows: Int) -> [Component] {
        var label = [Int](repeating: -1, count: changed.count)
        var components: [Component] = []
        var stack: [Int] = []
        for start in changed.indices where changed[start] > 0 && label[start] < 0 {
            var component = Component(
                left: start % columns, top: start / columns, right: start % columns, bottom: start / columns, weight: 0)
            label[start] = components.count
            stack.append(start)
            while let index = stack.popLast() {
                let cx = index % columns, cy = index / columns
                component.absorb(Component(left: cx, top: cy, right: cx, bottom: cy, weight: changed[index]))
                for ny in max(0, cy - 1)...min(rows - 1, cy + 1) {
                    for nx in max(0, cx - 1)...min(columns - 1, cx + 1) {
                        let neighbour = ny * columns + nx
                        if changed[neighbour] > 0 && label[neighbour] < 0 {
                            label[neighbour] = components.count
                            stack.append(neighbour)
                        }
                    }
                }
            }
            components.append(component)
        }
        return components
    }

    /// Joins groups that lie closer to each other than the smaller one is long: the places a
    /// fast element was drawn in successive frames. A small thing far from the motion stays apart.
    static func joinNeighbours(_ components: inout [Component]) {
        var joined = true
        while joined {
            joined = false
            outer: for i in components.indices {
                for j in components.indices where j > i {
                    let reach = max(2, min(components[i].longestSide, components[j].longestSide))
                    if components[i].gap(to: components[j]) <= reach {
                        components[i].absorb(components[j])
                        components.remove(at: j)
                        joined = true
                        break outer
                    }
                }
            }
        }
    }
}
