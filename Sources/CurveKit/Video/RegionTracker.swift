/// Follows what moves inside a region of a video, frame by frame, to a fraction of a pixel.
///
/// Position: the region's rows (for x) or columns (for y) are averaged into a profile per frame,
/// which averages compression noise away; each frame's profile is matched with the first
/// frame's, shifted, by least squares (a search over whole pixels, then Gauss–Newton steps on the
/// linearly interpolated profile). The first profile is extended by its end values, so a shift
/// that moves the element out of view matches only background that really is plain. Opacity:
/// the region's mean gray level.
public enum RegionTracker {
    /// The direction followed.
    public enum Axis: String, Sendable, Equatable {
        /// Across the frame (the element moves left or right).
        case x
        /// Down the frame (the element moves up or down).
        case y
    }

    /// The mean of each column (axis x) or row (axis y) of `region` in every frame.
    static func profiles(_ video: GrayVideo, region: PixelRegion, axis: Axis) -> [[Double]] {
        let length = axis == .x ? region.width : region.height
        let across = axis == .x ? region.height : region.width
        let size = video.width * video.height
        return video.pixels.withUnsafeBufferPointer { pixels in
            (0..<video.frameCount).map { frame in
                var profile = [Double](repeating: 0, count: length)
                for y in region.y..<(region.y + region.height) {
                    let row = frame * size + y * video.width
                    for x in region.x..<(region.x + region.width) {
                        profile[axis == .x ? x - region.x : y - region.y] += Double(pixels[row + x])
                    }
                }
                return profile.map { $0 / Double(across) }
            }
        }
    }

    /// Each frame's shift along `axis` from the first frame, in decoded pixels.
    public static func shifts(_ video: GrayVideo, region: PixelRegion, axis: Axis) -> [Double] {
        let profiles = profiles(video, region: region, axis: axis)
        guard let reference = profiles.first else { return [] }
        return profiles.map { shift(of: $0, from: reference) }
    }

    /// The mean gray level of `region` in every frame.
    public static func meanLevels(_ video: GrayVideo, region: PixelRegion) -> [Double] {
        profiles(video, region: region, axis: .x).map { $0.reduce(0, +) / Double(max(1, $0.count)) }
    }

    /// The reference profile at a fractional position, extended by its end values.
    @inline(__always) static func sample(_ profile: [Double], _ position: Double) -> Double {
        if position <= 0 { return profile[0] }
        let last = profile.count - 1
        if position >= Double(last) { return profile[last] }
        let index = Int(position)
        let fraction = position - Double(index)
        return profile[index] + (profile[index + 1] - profile[index]) * fraction
    }

    /// The mean squared difference between `profile` and `reference` moved by `shift`.
    static func mismatch(_ profile: [Double], _ reference: [Double], shift: Double) -> Double {
        var sum = 0.0
        for index in profile.indices {
            let difference = profile[index] - sample(reference, Double(index) - shift)
            sum += difference * difference
        }
        return sum
    }

    /// The shift that best lays `reference` over `profile`.
    static func shift(of profile: [Double], from reference: [Double]) -> Double {
        let length = profile.count
        guard length > 2 else { return 0 }
        var best = 0.0
        var bestMismatch = mismatch(profile, reference, shift: 0)
        for whole in (1 - length)..<length where whole != 0 {
            let candidate = mismatch(profile, reference, shift: Double(whole))
            if candidate < bestMismatch {
                bestMismatch = candidate
                best = Double(whole)
            }
        }
        // Gauss–Newton on the interpolated profile, kept within a pixel of the best whole shift.
        var shift = best
        for _ in 0..<6 {
            var gradientSum = 0.0, curvature = 0.0
            for index in profile.indices {
                let position = Double(index) - shift
                let slope = (sample(reference, position + 0.5) - sample(reference, position - 0.5))
                let difference = profile[index] - sample(reference, position)
                // d/dshift of the moved reference is −slope.
                gradientSum += difference * slope
                curvature += slope * slope
            }
            guard curvature > 0 else { break }
            let step = -gradientSum / curvature
            let next = min(best + 1, max(best - 1, shift + step))
            if abs(next - shift) < 1e-4 {
                shift = next
                break
            }
            shift = next
        }
        return mismatch(profile, reference, shift: shift) <= bestMismatch ? shift : best
    }
}
