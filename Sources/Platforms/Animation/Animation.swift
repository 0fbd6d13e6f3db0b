import CurveKit

/// A named animation: the property at `keyPath` moves from `from` to `to` over `duration`
/// seconds, paced by a curve.
///
/// At input progress x = time / duration the value is `from + (to − from)·curve(x)`,
/// component by component (see ``AnimationValue``).
///
/// ## Keyframes form
///
/// `usesKeyframes` marks an animation written `anim NAME KEYPATH [FROM TO] keyframes=CURVE`
/// with a keyframes curve: its key values vᵢ are progress, so the property takes
/// `from + (to − from)·vᵢ` at key time tᵢ·duration and moves between them as the segment
/// curves say. Without FROM and TO the animation goes from 0 to 1, so the key values are the
/// property's values themselves. The values are the same as with `curve=CURVE`; the form
/// says that the animation is meant as a CAKeyframeAnimation (values, keyTimes,
/// timingFunctions), which is also how any animation whose curve is a keyframes curve exports.
///
/// ## Frames
///
/// Frame i is at time i / fps, from frame 0 at t = 0 up to the last one at t = duration:
/// ⌊duration·fps⌋ + 1 frames when duration·fps is whole (within 1e-9 relative), otherwise
/// those plus one more final frame at exactly t = duration. Frames cover one pass: `delay`,
/// `repeatCount` and `autoreverses` only change how the animation is exported.
/// Where a frame lands on a key time of a keyframes curve (within 1e-9 in progress x), the
/// value is exactly that key's value.
public struct Animation: Sendable, Equatable {
    public static let defaultFPS = 60
    package static let fpsRange = 1...1000
    static let maximumDuration = Limits.maximumAnimationSeconds
    static let maximumDelay = Limits.maximumAnimationSeconds
    /// How many times the animation plays (each time forward and, with `autoreverses`, back).
    static let repeatRange = 1...1_000_000
    /// `frames` refuses to make more frames than this.
    static let maximumFrameCount = Limits.maximumFrameCount
    static let maximumNameLength = Limits.maximumNameLength

    public let name: String
    public let keyPath: String
    public let from: AnimationValue
    public let to: AnimationValue
    /// Seconds for one pass from `from` to `to`.
    public let duration: Double
    /// The curve's name as the user gave it: the reference the session file saves and the
    /// session follows (a rename of the curve changes it).
    public internal(set) var curveName: String
    /// The curve `curveName` stood for when the session last handed this animation out: a
    /// ``Session`` resolves it again from the name every time (see ``Session/animation(named:)``).
    public internal(set) var curve: Curve
    /// Written with `keyframes=CURVE` (see the type's notes).
    package let usesKeyframes: Bool
    package let fps: Int
    /// Seconds before the animation starts.
    public let delay: Double
    package let repeatCount: Int
    package let autoreverses: Bool

    /// Checks every parameter and throws an ``AnimationError`` naming the first one that is
    /// wrong and what is accepted.
    public init(
        name: String, keyPath: String, from: AnimationValue, to: AnimationValue, duration: Double,
        curveName: String, curve: Curve, keyframes: Bool = false, fps: Int = Animation.defaultFPS,
        delay: Double = 0, repeatCount: Int = 1, autoreverses: Bool = false
    ) throws(AnimationError) {
        if let problem = Self.problem(withName: name) { throw AnimationError(problem) }
        if let problem = Self.problem(withKeyPath: keyPath) { throw AnimationError(problem) }
        try Self.checkValues(from: from, to: to)
        try Self.checkDuration(duration)
        try Self.checkFPS(fps)
        try Self.checkDelay(delay)
        try Self.checkRepeat(repeatCount)
        if keyframes {
            guard curve.keyframes != nil else {
                throw AnimationError(
                    "keyframes=\(curveName) needs a keyframes curve, and \(curveName) is \(Names.withArticle(curve.kind)) curve; "
                        + "use curve=\(curveName), or define keyframes like: k = keyframes 0:0 ease 0.5:1 ease 1:0")
            }
        }
        self.name = name
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.duration = duration
        self.curveName = curveName
        self.curve = curve
        self.usesKeyframes = keyframes
        self.fps = fps
        self.delay = delay
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        _ = try frameCount()
    }

    /// A copy under another name.
    package func renamed(_ newName: String) throws(AnimationError) -> Animation {
        try Animation(
            name: newName, keyPath: keyPath, from: from, to: to, duration: duration, curveName: curveName,
            curve: curve, keyframes: usesKeyframes, fps: fps, delay: delay, repeatCount: repeatCount,
            autoreverses: autoreverses)
    }

    /// A copy whose curve is `curve`, called `curveName` (after the curve was redefined).
    func withCurve(_ curve: Curve, named curveName: String) throws(AnimationError) -> Animation {
        try Animation(
            name: name, keyPath: keyPath, from: from, to: to, duration: duration, curveName: curveName,
            curve: curve, keyframes: usesKeyframes, fps: fps, delay: delay, repeatCount: repeatCount,
            autoreverses: autoreverses)
    }

    /// This animation paced by `curve`, the curve its name stands for now (no checks: only the
    /// pacing changes).
    package func following(_ curve: Curve) -> Animation {
        var copy = self
        copy.curve = curve
        return copy
    }

    /// This animation referring to its curve by another name (after the curve was renamed).
    package func referring(to curveName: String) -> Animation {
        var copy = self
        copy.curveName = curveName
        return copy
    }

    // MARK: - Validation

    /// Why `name` cannot name an animation: letters, digits, `-` and `_`, starting with a
    /// letter, at most ``maximumNameLength`` characters.
    public static func problem(withName name: String) -> String? {
        if name.isEmpty { return "an animation name cannot be empty" }
        if name.count > maximumNameLength {
            return "an animation name can be at most \(maximumNameLength) characters (this one has \(name.count))"
        }
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else {
            return "invalid animation name \"\(name)\": \(Names.asciiRule)"
        }
        if let bad = name.unicodeScalars.first(where: {
            !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"))
        }) {
            return "invalid animation name \"\(name)\": '\(bad)' is not allowed; \(Names.asciiRule)"
        }
        return nil
    }

    /// Why `keyPath` is not a key path: names (letters, digits, `_`, not starting with a digit)
    /// separated by dots, like `position`, `bounds.size` or `transform.rotation.z`.
    public static func problem(withKeyPath keyPath: String) -> String? {
        let example = "use names separated by dots, like opacity, position, bounds.size or transform.rotation.z"
        guard !keyPath.isEmpty, keyPath.count <= 200 else {
            return keyPath.isEmpty ? "the key path cannot be empty: " + example : "the key path is too long (at most 200 characters)"
        }
        for part in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            guard let first = part.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_",
                part.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
            else {
                return "invalid key path \"\(keyPath)\": " + example
            }
        }
        return nil
    }

    /// FROM and TO are of one kind, finite, and a transform has an operation.
    package static func checkValues(from: AnimationValue, to: AnimationValue) throws(AnimationError) {
        if let mismatch = from.mismatch(with: to) {
            throw AnimationError("FROM and TO must be the same kind of value: \(mismatch)")
        }
        for (label, value) in [("FROM", from), ("TO", to)] where !value.components.allSatisfy(\.isFinite) {
            throw AnimationError("\(label) \(value) has a number that is not finite")
        }
        if case .transform(let operations) = from, operations.isEmpty {
            throw AnimationError("a transform needs at least one operation: " + AnimationValue.acceptedForms)
        }
    }

    package static func checkDuration(_ duration: Double) throws(AnimationError) {
        guard duration.isFinite, duration > 0, duration <= Self.maximumDuration else {
            throw AnimationError(
                "duration must be a number of seconds greater than 0 and at most \(TextFormat.shortest(Self.maximumDuration)) "
                    + "(got \(TextFormat.shortest(duration)))")
        }
    }

    package static func checkDelay(_ delay: Double) throws(AnimationError) {
        guard delay.isFinite, delay >= 0, delay <= Self.maximumDelay else {
            throw AnimationError(
                "delay must be a number of seconds from 0 to \(TextFormat.shortest(Self.maximumDelay)) (got \(TextFormat.shortest(delay)))")
        }
    }

    package static func checkRepeat(_ repeatCount: Int) throws(AnimationError) {
        guard Self.repeatRange.contains(repeatCount) else {
            throw AnimationError(
                "repeat must be a whole number from \(Self.repeatRange.lowerBound) to \(Self.repeatRange.upperBound) "
                    + "(the number of times the animation plays; got \(repeatCount))")
        }
    }

    /// `duration` seconds at `fps` make at most ``maximumFrameCount`` frames.
    package static func checkFrames(duration: Double, fps: Int) throws(AnimationError) {
        guard duration * Double(fps) < Double(Self.maximumFrameCount) else {
            throw AnimationError(
                "\(TextFormat.shortest(duration)) s at \(fps) fps would be more than \(Self.maximumFrameCount) frames; "
                    + "use a lower fps")
        }
    }

    package static func checkFPS(_ fps: Int) throws(AnimationError) {
        guard fpsRange.contains(fps) else {
            throw AnimationError(
                "fps must be a whole number of frames per second from \(fpsRange.lowerBound) to \(fpsRange.upperBound) (got \(fps))")
        }
    }

    // MARK: - Frames

    /// The frame times at `fps` over `duration` seconds and the input progress x of each, as
    /// the type's notes say.
    static func frameGrid(duration: Double, fps: Int) -> (count: Int, whole: Bool) {
        let exact = duration * Double(fps)
        let whole = exact.rounded()
        if abs(exact - whole) <= 1e-9 * max(1, whole) { return (Int(whole) + 1, true) }
        return (Int(exact.rounded(.down)) + 2, false)
    }

    /// How many frames `frames(fps:)` gives; throws for an fps outside 1…1000 or more than
    /// ``maximumFrameCount`` frames.
    func frameCount(fps: Int? = nil) throws(AnimationError) -> Int {
        let rate = fps ?? self.fps
        try Self.checkFPS(rate)
        try Self.checkFrames(duration: duration, fps: rate)
        return Self.frameGrid(duration: duration, fps: rate).count
    }

    /// The frames at `fps` (the animation's own when nil), first at t = 0, last at t = duration.
    public func frames(fps: Int? = nil) throws(AnimationError) -> [AnimationFrame] {
        let rate = fps ?? self.fps
        let count = try frameCount(fps: rate)
        let whole = Self.frameGrid(duration: duration, fps: rate).whole
        let last = count - 1
        return (0...last).map { index in
            let time: Double, fraction: Double
            if index == last {
                (time, fraction) = (duration, 1)
            } else if whole {
                (time, fraction) = (Double(index) / Double(rate), Double(index) / Double(last))
            } else {
                (time, fraction) = (Double(index) / Double(rate), Double(index) / (Double(rate) * duration))
            }
            let progress = self.progress(atFraction: fraction)
            return AnimationFrame(
                index: index, time: time, fraction: fraction, progress: progress,
                value: from.interpolated(to: to, progress: progress))
        }
    }

    /// What the curve's output is in this animation, as the frame table names its column:
    /// `progress` from FROM to TO; for a keyframes animation from 0 to 1 (written without FROM
    /// and TO) the key values are the property's values, so the column is the keyframes
    /// curve's name.
    public var curveColumn: String {
        usesRawKeyValues ? curveName : "progress"
    }

    /// curve(x), with x clamped to [0, 1] and snapped to a key time of a keyframes curve when
    /// within 1e-9 of it, so that key values come out exactly. At x = 1 the animation has ended:
    /// the curve's ``Curve/finalValue``, so that a spring, a second-order response or an
    /// oscillation ends exactly on TO as every platform ends it (see ``endJump``).
    package func progress(atFraction x: Double) -> Double {
        let clamped = x.isNaN ? x : min(max(x, 0), 1)
        if clamped == 1 { return curve.finalValue }
        return curve.value(at: Self.snapped(clamped, to: curve))
    }

    /// The value at `time` seconds into the pass; before 0 it is `from`'s, after `duration` the
    /// final value.
    public func value(atTime time: Double) -> AnimationValue {
        from.interpolated(to: to, progress: progress(atFraction: time / duration))
    }

    static func snapped(_ x: Double, to curve: Curve) -> Double {
        guard let keyframes = curve.keyframes else { return x }
        let times = keyframes.times
        var low = 0, high = times.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= x { low = middle } else { high = middle }
        }
        for candidate in [times[low], times[high]] where abs(candidate - x) <= 1e-9 { return candidate }
        return x
    }
}

/// One frame of an animation.
public struct AnimationFrame: Sendable, Equatable {
    /// 0, 1, 2 …: the frame at `index / fps` seconds (the final frame may come sooner).
    public let index: Int
    /// Seconds from the start of the pass.
    public let time: Double
    /// Input progress x = time / duration, in [0, 1].
    let fraction: Double
    /// The curve's output at `fraction`: how far the value is from `from` towards `to`.
    package let progress: Double
    public let value: AnimationValue

    public init(index: Int, time: Double, fraction: Double, progress: Double, value: AnimationValue) {
        self.index = index
        self.time = time
        self.fraction = fraction
        self.progress = progress
        self.value = value
    }
}
